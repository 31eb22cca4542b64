import Foundation
import Overload
import Testing

/// Synthetic Strong exports, one per layout the app has written, with their quirks.
@Suite struct StrongImporterTests {
    static let legacy2018 = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes
        2019-03-02 08:15:00;"Upper; heavy";"Bench Press (Barbell)";1;135;lbs;8;;;;0;"";"slept well"
        2019-03-02 08:15:00;"Upper; heavy";"Bench Press (Barbell)";2;135;lbs;8;;;;0;;
        2019-03-02 08:15:00;"Upper; heavy";"Bench Press (Barbell)";3;145;lbs;6;;;;0;"bar path; better";
        2019-03-02 08:15:00;"Upper; heavy";"Hanging Leg Raise";1;;;15;;;;0;;
        2019-03-02 08:15:00;"Upper; heavy";"Running (Treadmill)";1;;;;;1.5;mi;720;;
        2019-03-05 07:00:00;"Lower";"Squat (Barbell)";1;60;kgs;5;;;;0;;

        """

    static let layout2019 = """
        Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2019-06-01 18:00:00,Тренировка,Жим лёжа,1,80,5,0,0,,,8
        2019-06-01 18:00:00,Тренировка,Жим лёжа,2,80,5,0,0,,,8.5
        2019-06-01 18:00:00,Тренировка,Подтягивания,1,0,10,0,0,,,

        """

    static let layout2024 = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",W,40.0,8.0,0,0.0,"","",
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",1,100.0,5.0,0,0.0,,,8
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",2,100.0,5.0,0,0.0,,,9
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",F,100.0,0.0,0,0.0,,,10
        2024-09-01 17:30:00,"Legs",1h 6m,"Leg Curl (Machine)",1,50.0,12.0,0,0.0,,,
        2024-09-01 17:30:00,"Legs",1h 6m,"Leg Curl (Machine)",D,35.0,10.0,0,0.0,,,
        2024-09-01 17:30:00,"Legs",1h 6m,"Plank",1,0,0.0,0,60.0,,,
        2024-09-03 12:00:00,"Push",56m,"Bench Press (Barbell)",1,80.0,5.0,0,0.0,,,
        2024-09-03 12:00:00,"Push",56m,"Bench Press (Barbell)",X,80.0,5.0,0,0.0,,,

        """

    /// v6: every field quoted, `;`, kilograms holding exact conversions of pounds
    /// (13.6077711 kg is 30 lb, 27.2155422 kg is 60 lb, 102.0582 kg is 225 lb to 4 decimals).
    static let v6 = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"WARM_UP";"13.6077711";"12";"";"";"";"";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"Rest Timer";"";"";"";"";"90.0";"";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"1";"27.2155422";"10";"";"";"";"";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"Rest Timer";"";"";"";"";"90.0";"";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"FAILURE";"27.2155422";"7";"";"";"";"";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Lat Pulldown (Cable)";"Note";"";"";"";"";"";"grip: ""thumbless""
        wide";""
        "1";"2025-01-10 18:00:05";"Pull";"3725";"Rowing (Machine)";"1";"";"";"";"2000.0";"480.0";"";""
        "2";"2025-01-12 09:30:00";"Legs";"2700";"Leg Press";"1";"102.0582";"10";"";"";"";"";"felt ok"

        """

    static let v6RPELast = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"Distance (meters)";"Seconds";"Notes";"Workout Notes";"RPE"
        "7";"2025-02-01 10:00:00";"A";"1800";"Deadlift (Barbell)";"1";"140.0";"3";"";"";"";"";"8.5"

        """

    static func strong(_ unit: MassUnit? = nil, map: @escaping @Sendable (String) -> String? = { _ in nil }) -> StrongImporter {
        StrongImporter(options: ImportOptions(unit: unit, exerciseName: map))
    }

    @Test func legacy2018LayoutWithAUnitColumn() throws {
        let result = try Self.strong().importSessions(fromCSV: Self.legacy2018)
        let report = result.report
        #expect((report.rowsRead, report.setsImported, report.nonSetRows, report.sessionsFound) == (6, 6, 0, 2))
        #expect(report.unmappedNames == ["Bench Press (Barbell)", "Hanging Leg Raise", "Running (Treadmill)", "Squat (Barbell)"])
        #expect(
            JournalRenderer(unit: .lb).render(result.sessions) == """
                2019-03-02 8:15 "Upper; heavy"
                  note "slept well"
                  "Bench Press (Barbell)" 135x8x2, 145x6 note "bar path; better"
                  "Hanging Leg Raise" 15
                  "Running (Treadmill)" 2414.016m in 12min

                2019-03-05 7:00 "Lower"
                  "Squat (Barbell)" 60kg x 5

                """)
    }

    @Test func layout2019NeedsTheLiftersUnit() throws {
        #expect(throws: ImportError.unitRequired(app: "Strong")) { try Self.strong().importSessions(fromCSV: Self.layout2019) }
        let result = try Self.strong(.kg).importSessions(fromCSV: Self.layout2019)
        #expect(result.report.setsImported == 3)
        #expect(result.sessions.map(\.durationSeconds) == [nil])
        #expect(
            JournalRenderer(unit: .kg).render(result.sessions) == """
                2019-06-01 18:00 "Тренировка"
                  "Жим лёжа" 80x5 @ rpe 8, 80x5 @ rpe 8.5
                  "Подтягивания" 10

                """)
    }

    @Test func layout2024WithDurationsAndSetOrderLetters() throws {
        let result = try Self.strong(.kg).importSessions(fromCSV: Self.layout2024)
        let report = result.report
        #expect((report.rowsRead, report.setsImported, report.nonSetRows, report.sessionsImported) == (9, 9, 0, 2))
        #expect(report.warnings == ["line 10: Set Order 'X' is unknown; read as a working set"])
        #expect(result.sessions.map(\.durationSeconds) == [3960, 3360])
        #expect(
            JournalRenderer(unit: .kg).render(result.sessions) == """
                2024-09-01 17:30 "Legs"
                  duration 66m
                  "Squat (Barbell)" warmup 40x8, 100x5 @ rpe 8, 100x5 @ rpe 9, failure 100x0 @ rpe 10
                  "Leg Curl (Machine)" 50x12, drop 35x10
                  "Plank" 60s

                2024-09-03 12:00 "Push"
                  duration 56m
                  "Bench Press (Barbell)" 80x5x2

                """)
    }

    @Test func layout2024WithByteOrderMarkAndWindowsLineEndsReadsTheSame() throws {
        let windows = "\u{FEFF}" + Self.layout2024.replacingOccurrences(of: "\n", with: "\r\n")
        let plain = try Self.strong(.kg).importSessions(fromCSV: Self.layout2024)
        let converted = try Self.strong(.kg).importSessions(fromCSV: windows)
        #expect(converted.sessions == plain.sessions)
        #expect(converted.report == plain.report)
    }

    @Test func v6PoundsComeBackAsThePoundsTheLifterEntered() throws {
        let result = try Self.strong(.lb).importSessions(fromCSV: Self.v6)
        let report = result.report
        #expect((report.rowsRead, report.setsImported, report.nonSetRows, report.sessionsImported) == (8, 5, 3, 2))
        #expect(
            JournalRenderer(unit: .lb).render(result.sessions) == """
                2025-01-10 18:00 "Pull"
                  duration 3725s
                  "Lat Pulldown (Cable)" warmup 30x12 note "grip: \\"thumbless\\"\\nwide", 60x10, failure 60x7
                  "Rowing (Machine)" 2km in 8min

                2025-01-12 9:30 "Legs"
                  duration 45m
                  note "felt ok"
                  "Leg Press" 225x10

                """)
        #expect(result.sessions[0].exercises[0].note == "grip: \"thumbless\"\nwide")
    }

    @Test func v6WithoutAUnitKeepsKilograms() throws {
        let result = try Self.strong().importSessions(fromCSV: Self.v6)
        #expect(result.unit == .kg)
        let loads = result.sessions.flatMap { $0.exercises.flatMap { $0.sets.compactMap(\.load) } }
        #expect(loads.map(\.value) == [13.608, 27.216, 27.216, 102.058])
        #expect(loads.allSatisfy { $0.unit == .kg })
    }

    @Test func rpeIsReadWhereverItsColumnIs() throws {
        let result = try Self.strong().importSessions(fromCSV: Self.v6RPELast)
        #expect(result.sessions.first?.exercises.first?.sets.first?.rpe == 8.5)
    }

    @Test func aRowWithAnUnreadableValueIsLeftOutWithAWarning() throws {
        let text = Self.layout2024.replacingOccurrences(of: "2024-09-03 12:00:00,\"Push\",56m,\"Bench Press (Barbell)\",1,80.0", with: "yesterday,\"Push\",56m,\"Bench Press (Barbell)\",1,80.0")
        let result = try Self.strong(.kg).importSessions(fromCSV: text)
        #expect(result.report.rowsRejected == 1)
        #expect(result.report.setsImported == 8)
        #expect(result.report.warnings.first == "line 9: 'yesterday' in Date is not a date; row left out")
    }

    @Test func aHeaderWithoutStrongsColumnsIsRefused() {
        #expect(throws: ImportError.missingColumns(app: "Strong", columns: ["Set Order"])) {
            try Self.strong(.kg).importSessions(fromCSV: "Date,Exercise Name,Weight,Reps\n")
        }
    }
}
