import Foundation
import OverloadTestSupport
import Testing

/// Scores of rounds through `log`, `check` and `export`: one that cannot be stops the log and
/// writes nothing; every one logged leaves in the JSON.
@Suite struct RoundsScoreCommandTests {
    @Test(arguments: ["amrap 20min: 1000000 rounds", "3 rounds: 1000000h", "emom 10min: missed 1000000", "3 rounds: 0:00"])
    func logRefusesAScoreThatCannotBe(score: String) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/lg.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-03", score])
            #expect(run.status == 65, "\(run.errors)")
            #expect(run.errors.contains("[E0413]"))
            #expect(run.errors.contains("nothing was written"))
            #expect(fileText(journal) == "unit kg\n")
            try write("unit kg\n\n2026-11-03\n  " + score + "\n", to: journal)
            let check = CLIRun(["check", journal])
            #expect(check.status != 0)
            #expect(check.errors.contains("[E0413]"))
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
