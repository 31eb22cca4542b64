import Foundation
import OverloadTestSupport
import Testing

/// Scores of rounds through `log`, `check` and `export`: one that cannot be stops the log and
/// writes nothing (as a set's clock that cannot be does); every one logged leaves in the JSON.
@Suite struct RoundsScoreCommandTests {
    /// A clock that cannot be (`99:99`) on a run or a row is refused as on a score (E0106).
    @Test(arguments: [
        ("amrap 20min: 1000000 rounds", "E0413"), ("3 rounds: 1000000h", "E0413"), ("emom 10min: missed 1000000", "E0413"),
        ("3 rounds: 0:00", "E0413"), ("run 5km in 99:99", "E0106"), ("row 2000m in 7:75", "E0106"), ("run 42.2km in 3:60:00", "E0106"),
    ])
    func logRefusesAScoreThatCannotBe(score: String, code: String) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/lg.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-03", score])
            #expect(run.status == 65, "\(run.errors)")
            #expect(run.errors.contains("[\(code)]"), "\(run.errors)")
            #expect(run.errors.contains("nothing was written"))
            #expect(fileText(journal) == "unit kg\n")
            try write("unit kg\n\n2026-11-03\n  " + score + "\n", to: journal)
            let check = CLIRun(["check", journal])
            #expect(check.status != 0)
            #expect(check.errors.contains("[\(code)]"))
        }
    }

    @Test func jsonExportKeepsTheScores() throws {
        let path = RepositoryPaths.root.appendingPathComponent("examples/journals/conditioning.lift").path
        let run = CLIRun(["export", path, "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        let emom = try #require(entries.first { $0["day"] as? String == "Clean EMOM" })
        let rounds = try #require(emom["rounds"] as? [[String: Any]])
        #expect(rounds.count == 2)
        #expect((rounds.last?["score"] as? [String: Any])?["minutes"] as? Int == 2)
    }

    @Test func strongCSVExportCountsTheScores() {
        let path = RepositoryPaths.root.appendingPathComponent("examples/journals/conditioning.lift").path
        let run = CLIRun(["export", path, "--format", "strong-csv"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("rounds scores"), "\(run.errors)")
        #expect(run.errors.contains("not in the CSV"))
    }
}
