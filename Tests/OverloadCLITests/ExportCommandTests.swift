import Foundation
import OverloadTestSupport
import Testing

/// `overload export`: JSON for tools, Strong's CSV for the app, and back again.
@Suite struct ExportCommandTests {
    static let journal = """
        unit kg

        2026-03-02 18:30 "Push"
          duration 65m
          note "felt good, \\"fast\\""
          bench press warmup 60x5, 100x5x3, 100x5 @ rpe 8.5
          squat 140x3, failure 150x0, drop 100x8
          plank 60s, 45s
          deadlift 180x5 note "grip"
          chin-up 10, 8

        2026-03-04 7:05 "Run"
          running 5km in 25min

        """

    @Test func strongCSVImportsBackToTheSameJournal() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write(Self.journal, to: path)
            let exported = CLIRun(["export", path, "--format", "strong-csv"])
            #expect(exported.status == 0, "\(exported.errors)")
            let lines = exported.output.split(separator: "\n")
            #expect(lines.first == #""Date","Workout Name","Duration","Exercise Name","Set Order","Weight","Reps","Distance","Seconds","Notes","Workout Notes","RPE","Weight Unit","Distance Unit""#)
            #expect(lines.count == 15)
            #expect(lines.contains("2026-03-02 18:30:00,\"Push\",1h 5m,\"bench press\",4,100.0,5.0,0,0.0,\"\",\"felt good, \"\"fast\"\"\",8.5,kg,km"))
            let csv = folder + "/strong.csv"
            try write(exported.output, to: csv)
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(imported.output == Self.journal)
        }
    }

    @Test func strongCSVLeavesOutSkippedSetsAndSaysSo() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write("unit lb\n\n2026-03-02\n  squat 225x5, skip, skip\n", to: path)
            let run = CLIRun(["export", path, "--format", "strong-csv", "--unit", "kg"])
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("\n2026-03-02,\"\",,\"squat\",1,102.058,5.0,0,0.0,\"\",\"\",,kg,km\n"))
            #expect(run.errors.contains("2 skipped sets left out"))
        }
    }

    @Test func jsonCarriesEveryEntry() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write(Self.journal + "\n2026-03-05 accept squat +2.5kg \"easy\"\n", to: path)
            let run = CLIRun(["export", path, "--format", "json"])
            #expect(run.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(object["schema"] as? String == "overload.journal/1")
            let entries = try #require(object["entries"] as? [[String: Any]])
            #expect(entries.map { $0["kind"] as? String } == ["session", "session", "decision"])
            let exercises = try #require(entries[0]["exercises"] as? [[String: Any]])
            #expect(exercises[0]["exerciseId"] as? String == "bench-press")
            let sets = try #require(exercises[0]["sets"] as? [[String: Any]])
            #expect(sets.count == 5)
            #expect(sets[0]["kind"] as? String == "warmup")
            #expect(sets[4]["rpe"] as? Double == 8.5)
            #expect(entries[2]["reason"] as? String == "easy")
        }
    }

    @Test func aJournalWithErrorsIsNotExported() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write("unit kg\n\n2026-03-02\n  squat 100x5 @ rpe 14\n", to: path)
            let run = CLIRun(["export", path])
            #expect(run.status == 65)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("[E0403]"))
            #expect(run.errorLines.dropLast().last == "Error: '\(path)' has errors; it was not exported", "\(run.errors)")
        }
    }

    @Test func theUnitIsForStrongCSVAndIsKgOrLb() {
        UsageErrorTests.expectUsageError(["export", "training.lift", "--unit", "kg"],
                                         error: "'--unit' is for '--format strong-csv'; JSON keeps every load's unit",
                                         usage: CommandUsage.export)
        UsageErrorTests.expectUsageError(["export", "training.lift", "--format", "strong-csv", "--unit", "stone"],
                                         error: "'stone' is not a valid value for '--unit' (choose kg, lb)",
                                         usage: CommandUsage.export)
    }
}
