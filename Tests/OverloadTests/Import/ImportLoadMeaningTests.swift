import Foundation
import Overload
import OverloadSyntax
import Testing

/// Imports keep what a set means: assistance, added load, sets ticked without reps, and lifts
/// of different kinds kept apart (issue 15).
@Suite struct ImportLoadMeaningTests {
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-01 17:30:00,"Push",1h 6m,"Chest Dip (Assisted)",1,81.25,25.0,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Chest Dip",1,20,8.0,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Chin Up",1,0,8.0,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Lunge (Bodyweight)",1,10,12,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Lat Pulldown (Cable)",1,60,10,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Lat Pulldown - Underhand (Cable)",1,60,10,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Triceps Pushdown (Cable - Straight Bar)",1,30,10,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Triceps Pushdown (Cable - Rope)",1,30,10,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Bench Press (Barbell)",1,135,5,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Bench Press (Barbell)",2,135,0,0,0.0,,,
        2024-09-01 17:30:00,"Push",1h 6m,"Bench Press (Barbell)",3,0,0,0,0.0,,,

        """

    static let hevy = """
        title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
        Upper,"7 Apr 2024, 16:34","7 Apr 2024, 17:40",,Triceps Dip (Weighted),,,0,normal,46,10,,,
        Upper,"7 Apr 2024, 16:34","7 Apr 2024, 17:40",,Chest Dip (Assisted),,,0,normal,20,10,,,
        Upper,"7 Apr 2024, 16:34","7 Apr 2024, 17:40",,Pull Up,,,0,failure,,0,,,

        """

    static let fitNotes = """
        Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time
        2024-01-02,Chin Up,Back,10,5,,,
        2024-01-02,Chin Up,Back,0,0,,,
        2024-01-02,Flat Barbell Bench Press,Chest,80,0,,,

        """

    /// The import's text, which its own `check` must accept.
    static func journal(_ result: ImportResult, unit: MassUnit) throws -> String {
        let text = result.journalText(unit: unit, startingJournal: true)
        let reading = JournalReader().read(SourceFile(name: "imported.lift", text: text))
        #expect(reading.diagnostics.filter { $0.severity == .error }.isEmpty, "\(reading.diagnostics)")
        return text
    }

    @Test func strongAssistanceAddedLoadZeroRepsAndVariants() throws {
        let result = try StrongImporter(options: .catalog(unit: .lb)).importSessions(fromCSV: Self.strong)
        #expect(
            try Self.journal(result, unit: .lb) == """
                unit lb

                exercise "Lat Pulldown - Underhand (Cable)"

                2024-09-01 17:30 "Push"
                  duration 66m
                  dip -81.25lb x 25
                  dip +20lb x 8
                  chin-up 8
                  lunge +10lb x 12
                  lat pulldown 60x10
                  "Lat Pulldown - Underhand (Cable)" 60x10
                  triceps pushdown 30x10
                  rope pushdown 30x10
                  bench press 135x5, failure 135x0, skip

                """)
    }

    @Test func hevyWeightedAndAssistedDipsStayApart() throws {
        let result = try HevyImporter(options: .catalog(unit: nil)).importSessions(fromCSV: Self.hevy)
        let sets = result.sessions[0].exercises.map { ($0.name, $0.sets.first?.load?.value, $0.sets.first?.isAddedLoad) }
        #expect(sets.map(\.0) == ["dip", "dip", "pull-up"])
        #expect(sets.map(\.1) == [46, -20, nil])
        #expect(sets.map(\.2) == [true, true, false])
        #expect(result.sessions[0].exercises[2].sets[0].isSkipped)
        _ = try Self.journal(result, unit: .kg)
    }

    @Test func fitNotesChinUpLoadIsAddedAndZeroRepRowsPassCheck() throws {
        let result = try FitNotesImporter(options: .catalog(unit: nil)).importSessions(fromCSV: Self.fitNotes)
        let text = try Self.journal(result, unit: .kg)
        #expect(text.contains("  chin-up +10kg x 5, skip\n"))
        #expect(text.contains(" failure 80x0\n"))
    }

    @Test func nameWordsSayTheMeaningWithoutACatalog() throws {
        let result = try HevyImporter(options: ImportOptions()).importSessions(fromCSV: Self.hevy)
        let loads = result.sessions[0].exercises.map { $0.sets[0].load.map { ($0.value, $0.unit) } }
        #expect(loads.map { $0?.0 } == [46, -20, nil])
        #expect(result.sessions[0].exercises[0].sets[0].isAddedLoad)
    }

    @Test func assistedAndWeightedSetsCountTowardNoE1RM() throws {
        let result = try HevyImporter(options: .catalog(unit: nil)).importSessions(fromCSV: Self.hevy)
        let text = try Self.journal(result, unit: .kg)
        let history = TrainingHistory(JournalReader().read(SourceFile(name: "imported.lift", text: text)).journal)
        #expect(history.exercises.map(\.name) == ["dip", "pull-up"])
        #expect(history.exercises.allSatisfy { $0.bestE1RM == nil && $0.repRecords.isEmpty })
    }

    @Test func underhandAndRegularPulldownsAreDifferentLifts() {
        let catalog = ExerciseCatalog.builtin
        #expect(catalog.importName(for: "Lat Pulldown (Cable)")?.id == "lat-pulldown")
        #expect(catalog.importName(for: "Lat Pulldown - Underhand (Cable)") == nil)
        #expect(catalog.importName(for: "Triceps Pushdown (Cable - Rope)")?.id == "rope-pushdown")
        #expect(catalog.importName(for: "Lat Pulldown - Wide Grip (Cable)")?.id == "lat-pulldown")
    }

    /// Two app names that became one catalog name are reported, so a merge is never silent.
    @Test func namesReadAsOneExerciseAreReported() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-01 17:30:00,"A",,"Bench Press (Barbell)",1,100,5,0,0,,,
            2024-09-02 17:30:00,"B",,"Barbell Bench Press",1,100,5,0,0,,,
            2024-09-02 17:30:00,"B",,"Chest Dip",1,10,5,0,0,,,
            2024-09-02 17:30:00,"B",,"Chest Dip (Assisted)",1,10,5,0,0,,,

            """
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        #expect(result.report.mergedNames == [["bench press", "Barbell Bench Press", "Bench Press (Barbell)"]])
    }

    /// `row 2000m` is the rowing machine in history; `row 5x5` stays the barbell row.
    @Test func distanceWorkOnARowIsTheRowingMachine() {
        let journal = JournalReader().read(SourceFile(name: "j.lift", text: """
            unit kg

            2026-01-01
              row 2000m in 7:45
              row 60x8
            """)).journal
        let history = TrainingHistory(journal)
        #expect(history.exercises.map(\.exerciseID) == ["rowing-machine", "barbell-row"])
        #expect(ExerciseCatalog.builtin.resolveForDistanceWork("row")?.id == "rowing-machine")
        #expect(ExerciseCatalog.builtin.resolveForDistanceWork("plank")?.id == ExerciseCatalog.builtin.resolve("plank").exercise?.id)
    }
}
