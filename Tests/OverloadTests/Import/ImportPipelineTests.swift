import Foundation
import Overload
import OverloadTestSupport
import Testing

/// What every importer shares: name mapping, declarations, idempotence, progress, detection.
@Suite struct ImportPipelineTests {
    static let catalog: @Sendable (String) -> String? = { name in
        ["Squat (Barbell)": "squat", "Bench Press (Barbell)": "bench press"][name]
    }

    @Test func mappedNamesAreBareAndUnmappedOnesDeclaredAndQuoted() throws {
        let importer = StrongImporter(options: ImportOptions(unit: .kg, exerciseName: Self.catalog))
        let result = try importer.importSessions(fromCSV: StrongImporterTests.layout2024)
        #expect(result.report.unmappedNames == ["Leg Curl (Machine)", "Plank"])
        #expect(result.declaredExercises == ["Leg Curl (Machine)", "Plank"])
        #expect(
            result.journalText(unit: .kg) == """
                exercise "Leg Curl (Machine)"
                exercise "Plank"

                2024-09-01 17:30 "Legs"
                  duration 66m
                  squat warmup 40x8, 100x5 @ rpe 8, 100x5 @ rpe 9, failure 100x0 @ rpe 10
                  "Leg Curl (Machine)" 50x12, drop 35x10
                  "Plank" 60s

                2024-09-03 12:00 "Push"
                  duration 56m
                  bench press 80x5x2

                """)
    }

    @Test func importingTheSameFileTwiceAddsNothing() throws {
        let importer = StrongImporter(options: ImportOptions(unit: .lb))
        let first = try importer.importSessions(fromCSV: StrongImporterTests.v6)
        let second = try importer.importSessions(fromCSV: StrongImporterTests.v6, into: first.sessions)
        #expect(first.sessions.count == 2)
        #expect(second.sessions.isEmpty)
        #expect(second.declaredExercises.isEmpty)
        #expect((second.report.sessionsFound, second.report.sessionsSkipped, second.report.setsImported) == (2, 2, 0))
        #expect(second.journalText(unit: .lb).isEmpty)
    }

    @Test func onlyWorkoutsTheJournalLacksAreImported() throws {
        let importer = HevyImporter(options: ImportOptions())
        let all = try importer.importSessions(fromCSV: HevyImporterTests.kilograms)
        // The lifter annotated the older session after the first import; it is still the same workout.
        var annotated = all.sessions[0]
        annotated.mood = .tired
        annotated.note = "knee ok"
        annotated.exercises[0].sets[0].note = "strict"
        let again = try importer.importSessions(fromCSV: HevyImporterTests.kilograms, into: [annotated])
        #expect(again.sessions.map(\.dayName) == ["Push"])
        #expect(again.report.sessionsSkipped == 1)
        #expect(again.declaredExercises == ["Bench Press (Barbell)", "Triceps Dip"])
    }

    @Test func aWorkoutDiffersWhenItsSetsDiffer() throws {
        let imported = try HevyImporter().importSessions(fromCSV: HevyImporterTests.kilograms)
        let sessions = imported.sessions
        try #require(sessions.count == 2)
        var heavier = sessions[1]
        heavier.exercises[0].sets[1].reps = 9
        #expect(!heavier.isSameWorkout(as: sessions[1]))
        var renamed = sessions[1]
        renamed.dayName = "Push B"
        #expect(!renamed.isSameWorkout(as: sessions[1]))
        // The same workout imported again, and read back from the journal text it was written as.
        let reimported = try HevyImporter().importSessions(fromCSV: HevyImporterTests.kilograms).sessions
        #expect(reimported[1].isSameWorkout(as: sessions[1]))
        let readBack = JournalText.read(imported.journalText(unit: .kg, startingJournal: true)).journal.sessions
        #expect(readBack.count == 2)
        #expect(readBack.last?.isSameWorkout(as: sessions[1]) == true)
        #expect(readBack.first?.isSameWorkout(as: sessions[1]) == false)
    }

    @Test func progressIsReportedInChunksAndAtTheEnd() throws {
        var text = "Date,Exercise,Category,Weight (kgs),Reps\n"
        for day in 1...600 {
            text += "2023-01-\(String(format: "%02d", day % 28 + 1)),Squat,Legs,100,5\n"
        }
        var calls: [(Int, Int)] = []
        let result = try FitNotesImporter().importSessions(fromCSV: text) { calls.append(($0, $1)) }
        #expect(calls.map(\.0) == [256, 512, 600])
        #expect(calls.allSatisfy { $0.1 == 600 })
        #expect(result.report.rowsRead == 600)
        #expect(result.report.sessionsFound == 28)
    }

    @Test func theAppIsRecognisedFromTheHeader() throws {
        let detect = { (text: String) in ImportFormat.detect(try CSVReader.read(text)) }
        #expect(try detect(StrongImporterTests.legacy2018) == .strong)
        #expect(try detect(StrongImporterTests.v6) == .strong)
        #expect(try detect(HevyImporterTests.pounds) == .hevy)
        #expect(try detect(FitNotesImporterTests.newer) == .fitNotes)
        #expect(try detect("a,b,c\n") == nil)
        let importer = ImportFormat.hevy.importer(options: ImportOptions())
        #expect(try importer.importSessions(fromCSV: HevyImporterTests.pounds).report.setsImported == 3)
    }

    /// Each app's required columns are checked before its layout reads anything: a header
    /// without them names what is missing, in the app's spelling.
    @Test func everyAppNamesTheColumnsItsHeaderLacks() {
        #expect(throws: ImportError.missingColumns(app: "FitNotes", columns: ["Reps"])) {
            try FitNotesImporter().importSessions(fromCSV: "Date,Exercise,Category,Weight (kgs)\n")
        }
        #expect(throws: ImportError.missingColumns(app: "Strong", columns: ["Date", "Reps"])) {
            try StrongImporter().importSessions(fromCSV: "Exercise Name,Set Order,Weight\n")
        }
        #expect(throws: ImportError.missingColumns(app: "Hevy", columns: ["title", "weight_kg' or 'weight_lbs' or 'weight_lb"])) {
            try HevyImporter().importSessions(fromCSV: "start_time,exercise_title,set_type,reps\n")
        }
    }

    @Test func errorsExplainThemselves() {
        #expect(
            ImportError.missingColumns(app: "Hevy", columns: ["reps", "weight_kg' or 'weight_lbs"]).description
                == "not a Hevy export: the header lacks 'reps', 'weight_kg' or 'weight_lbs'")
        #expect(ImportError.unitRequired(app: "Strong").description.contains("--unit kg or --unit lb"))
        #expect(throws: ImportError.csv(.unterminatedQuote(line: 2))) {
            try HevyImporter().importSessions(fromCSV: "title,start_time\n\"open\n")
        }
        #expect(throws: ImportError.unreadableFile(path: "/nonexistent/x.csv")) {
            try HevyImporter().importSessions(contentsOf: "/nonexistent/x.csv")
        }
    }
}
