import Testing

@testable import Overload

/// Reading exported values, and converting loads back to what the lifter entered.
@Suite struct ImportValuesTests {
    @Test(arguments: [
        (13.6077711, 30.0), (27.2155422, 60.0), (1.13398093, 2.5), (0.56699046, 1.25),
        (102.0582, 225.0), (20.0, 44.092), (61.235, 135.0),
    ])
    func kilogramsOfPoundUsersComeBackAsTheirPounds(kilograms: Double, pounds: Double) {
        #expect(LifterRounding.load(kilograms, from: .kg, to: .lb) == pounds)
    }

    @Test func poundsForAKilogramJournalKeepThreeDecimals() {
        #expect(LifterRounding.load(45, from: .lb, to: .kg) == 20.412)
        #expect(LifterRounding.load(110.231, from: .lb, to: .kg) == 50)
        #expect(LifterRounding.load(22.5004, from: .kg, to: .kg) == 22.5)
    }

    @Test(arguments: [
        ("1h 6m", 3960), ("56m", 3360), ("1h", 3600), ("45s", 45), ("3459", 3459), ("", nil), ("0", nil),
        // Under half a second rounds to none: left out, as `duration 0m` would not read.
        ("0.4", nil), ("0.4s", nil), ("2m -119.6s", nil), ("0.6s", 1),
    ] as [(String, Int?)])
    func durationsReadAsSeconds(text: String, seconds: Int?) throws {
        #expect(try ImportValues.duration(text, "Duration") == seconds)
    }

    @Test func unreadableValuesNameTheColumn() throws {
        func problem(_ read: () throws -> Any?) throws -> String {
            try #require(throws: RowProblem.self) { _ = try read() }.message
        }
        #expect(try problem { try ImportValues.duration("1 hour", "Duration") } == "'1 hour' in Duration is not a duration")
        #expect(try problem { try ImportValues.number("five", "Reps") } == "'five' in Reps is not a number")
        #expect(try problem { try ImportValues.clockSeconds("1:xx", "Time") } == "'1:xx' in Time is not a time")
        #expect(try problem { try ImportValues.weightUnit("stone", "Weight Unit") }
            == "'stone' in Weight Unit is not a weight unit")
        #expect(try problem { try ImportValues.metresPer("furlong", "Distance Unit") }
            == "'furlong' in Distance Unit is not a distance unit")
        #expect(try problem { try ImportValues.timestamp("2024-06-18 25:00", "Date") }
            == "'2024-06-18 25:00' in Date is not a time of day")
        #expect(try problem { try ImportValues.dayMonthYearTimestamp("7 Apr 2024, 7:7", "start_time") }
            == "'7 Apr 2024, 7:7' in start_time is not a time of day")
        #expect(try problem { try ImportValues.exerciseName(" ") } == "the exercise name is empty")
    }

    @Test func setsThatCannotBeRecordedSayWhy() throws {
        let unitless = RawSet(weight: 100, reps: 5)
        #expect(try #require(throws: RowProblem.self) { try unitless.performance(in: nil) }.message
            == "the weight 100 has no unit")
        let endless = RawSet(reps: 10_000)
        #expect(try #require(throws: RowProblem.self) { try endless.performance(in: .kg) }.message
            == "10000 reps is more than a set can hold")
    }

    @Test func aRowWithoutAnExerciseNameIsLeftOutWithItsLine() throws {
        let csv = "Date,Exercise,Category,Weight (kgs),Reps\n2023-01-01,,Legs,100,5\n2023-01-01,Squat,Legs,100,5\n"
        let result = try FitNotesImporter().importSessions(fromCSV: csv)
        #expect(result.report.warnings == ["line 2: the exercise name is empty; row left out"])
        #expect(result.report.rowsRejected == 1)
    }

    @Test func numbersTakeADecimalCommaAndClockTimesTakeOneToThreeParts() throws {
        #expect(try ImportValues.number("22,5", "Weight") == 22.5)
        #expect(try ImportValues.number(" 5.0 ", "Reps") == 5)
        #expect(try ImportValues.clockSeconds("0:01:30", "Time") == 90)
        #expect(try ImportValues.clockSeconds("2:05", "Time") == 125)
        #expect(try ImportValues.clockSeconds("40", "Time") == 40)
    }

    @Test func hevyDatesTakeOneOrTwoDigitHoursAndEnglishMonths() throws {
        let (date, time) = try ImportValues.dayMonthYearTimestamp("24 Jul 2024, 7:07", "start_time")
        #expect(date.description == "2024-07-24")
        #expect(time?.description == "07:07")
        #expect(try ImportValues.dayMonthYearTimestamp("1 Sept 2023, 16:34", "start_time").0.description == "2023-09-01")
        #expect(throws: RowProblem.self) { try ImportValues.dayMonthYearTimestamp("31 Feb 2024, 10:00", "start_time") }
    }
}
