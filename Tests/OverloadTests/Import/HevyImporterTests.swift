import Overload
import Testing

/// Synthetic Hevy exports: a metric one (quoted header, newest workout first) and an
/// imperial one (unquoted header, one-digit hour).
@Suite struct HevyImporterTests {
    static let kilograms = """
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","late session","Bench Press (Barbell)",,"pause reps",0,"warmup",40,10,,,
        "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","late session","Bench Press (Barbell)",,"pause reps",1,"normal",80,8,,,8
        "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","late session","Bench Press (Barbell)",,"pause reps",2,"failure",80,6,,,
        "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","late session","Triceps Dip",0,"",0,"normal",,12,,,
        "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","late session","Triceps Dip",0,"",1,"dropset",,8,,,
        "Pull","2 Mar 2024, 07:45","2 Mar 2024, 08:30","","Pull Up",,"",0,"normal",,10,,,
        "Pull","2 Mar 2024, 07:45","2 Mar 2024, 08:30","","Running",,"",1,"normal",,,2.5,900,

        """

    static let pounds = """
        title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe
        Morning,"24 Jul 2024, 7:07","24 Jul 2024, 7:52",,Deadlift (Barbell),,,0,normal,225,5,,,
        Morning,"24 Jul 2024, 7:07","24 Jul 2024, 7:52",,Deadlift (Barbell),,,1,normal,225,5,,,
        Morning,"24 Jul 2024, 7:07","24 Jul 2024, 7:52",,Walking,,,2,normal,,,1,1200,

        """

    static func hevy(_ unit: MassUnit? = nil) -> HevyImporter {
        HevyImporter(options: ImportOptions(unit: unit))
    }

    @Test func metricExportComesOutOldestFirstWithKindsAndBodyweightSets() throws {
        let result = try Self.hevy().importSessions(fromCSV: Self.kilograms)
        let report = result.report
        #expect((report.rowsRead, report.setsImported, report.nonSetRows, report.sessionsImported) == (7, 7, 0, 2))
        #expect(report.unmappedNames == ["Bench Press (Barbell)", "Triceps Dip", "Pull Up", "Running"])
        #expect(result.unit == .kg)
        #expect(
            JournalRenderer(unit: .kg).render(result.sessions) == """
                2024-03-02 7:45 "Pull"
                  duration 45m
                  "Pull Up" 10
                  "Running" 2.5km in 15min

                2024-03-09 18:05 "Push"
                  duration 65m
                  note "late session"
                  "Bench Press (Barbell)" warmup 40x10 note "pause reps", 80x8 @ rpe 8, failure 80x6
                  "Triceps Dip" 12, drop 8

                """)
        #expect(result.sessions[1].exercises[0].note == "pause reps")
    }

    @Test func imperialExportKeepsPoundsAndMiles() throws {
        let result = try Self.hevy().importSessions(fromCSV: Self.pounds)
        #expect(result.report.setsImported == 3)
        #expect(result.unit == .lb)
        #expect(
            JournalRenderer(unit: .lb).render(result.sessions) == """
                2024-07-24 7:07 "Morning"
                  duration 45m
                  "Deadlift (Barbell)" 225x5x2
                  "Walking" 1609.344m in 20min

                """)
    }

    @Test func imperialExportConvertsExactlyForAKilogramJournal() throws {
        let result = try Self.hevy(.kg).importSessions(fromCSV: Self.pounds)
        let load = result.sessions.first?.exercises.first?.sets.first?.load
        #expect(load == JournalWeight(102.058, .kg))
    }

    @Test func aWorkoutPastMidnightHasItsRealDuration() throws {
        let text = """
            title,start_time,end_time,exercise_title,set_type,weight_kg,reps
            Late,"31 Dec 2024, 23:30","1 Jan 2025, 0:15",Squat,normal,100,5

            """
        let result = try Self.hevy().importSessions(fromCSV: text)
        #expect(result.sessions.map(\.durationSeconds) == [45 * 60])
    }

    @Test func anUnknownSetTypeIsReadAsAWorkingSetWithAWarning() throws {
        let text = "title,start_time,exercise_title,set_type,weight_kg,reps\nA,\"1 Feb 2024, 9:00\",Squat,cluster,100,5\n"
        let result = try Self.hevy().importSessions(fromCSV: text)
        #expect(result.sessions.first?.exercises.first?.sets.first?.kind == .regular)
        #expect(result.report.warnings == ["line 2: set_type 'cluster' is unknown; read as a working set"])
    }
}
