import Overload
import Testing

/// Synthetic FitNotes exports with the older and the newer header.
@Suite struct FitNotesImporterTests {
    static let older = """
        Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time
        2023-05-01,Flat Barbell Bench Press,Chest,185.0,5,,,
        2023-05-01,Flat Barbell Bench Press,Chest,185.0,5,,,
        2023-05-01,Plank,Abs,,,,,0:01:30
        2023-05-03,Treadmill,Cardio,,,3.0,km,0:18:00

        """

    static let newer = """
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
        2023-06-01,Squat,Legs,100.0,kgs,5,,,
        2023-06-01,Squat,Legs,225.0,lbs,3,,,
        2023-06-02,Chin Up,Back,0.0,kgs,8,,,

        """

    @Test func olderHeaderInPoundsMakesOneSessionPerDay() throws {
        let result = try FitNotesImporter().importSessions(fromCSV: Self.older)
        let report = result.report
        #expect((report.rowsRead, report.setsImported, report.sessionsImported) == (4, 4, 2))
        #expect(result.sessions.allSatisfy { $0.time == nil && $0.dayName == nil })
        #expect(
            JournalRenderer(unit: .lb).render(result.sessions) == """
                2023-05-01
                  "Flat Barbell Bench Press" 185x5x2
                  "Plank" 90s

                2023-05-03
                  "Treadmill" 3km in 18min

                """)
    }

    @Test func newerHeaderReadsTheUnitOfEachRow() throws {
        let result = try FitNotesImporter().importSessions(fromCSV: Self.newer)
        #expect(result.report.setsImported == 3)
        #expect(
            JournalRenderer(unit: .kg).render(result.sessions) == """
                2023-06-01
                  "Squat" 100x5, 225lb x 3

                2023-06-02
                  "Chin Up" 8

                """)
    }

    @Test func newerHeaderConvertsToTheLiftersUnit() throws {
        let result = try FitNotesImporter(options: ImportOptions(unit: .kg)).importSessions(fromCSV: Self.newer)
        let loads = result.sessions.first?.exercises.first?.sets.compactMap(\.load)
        #expect(loads == [JournalWeight(100, .kg), JournalWeight(102.058, .kg)])
    }

    @Test func aBareWeightColumnWithoutUnitsNeedsTheLiftersUnit() {
        let text = "Date,Exercise,Category,Weight,Reps\n2023-06-01,Squat,Legs,100,5\n"
        #expect(throws: ImportError.unitRequired(app: "FitNotes")) { try FitNotesImporter().importSessions(fromCSV: text) }
    }
}
