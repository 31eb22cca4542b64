import Foundation
import OverloadTestSupport
import Testing

/// Blocks of rounds through the commands: `history JOURNAL rounds` lists each workout with its
/// best, `history` ends with them, and `next` puts the best score to beat under the day.
@Suite struct RoundsCommandTests {
    static var program: String { RepositoryPaths.root.appendingPathComponent("examples/programs/conditioning.lift").path }
    static var journal: String { RepositoryPaths.root.appendingPathComponent("examples/journals/conditioning.lift").path }

    @Test func historyRoundsListsEachWorkoutAndItsBest() {
        let run = CLIRun(["history", Self.journal, "rounds"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("amrap 20min \"Cindy\": 2 times\n  2026-11-02  \"Cindy\"  7 rounds + 12 reps\n"), "\(run.output)")
        #expect(run.output.contains("  best                 8 rounds + 3 reps  (2026-11-09)\n"))
        #expect(run.output.contains("emom 12min: 2 times\n"))
        #expect(run.output.contains("  best                      missed 1  (2026-11-11)\n"))
        #expect(run.output.contains("  best                 11:20  (2026-11-13)\n"))
    }

    @Test func historyRoundsAsJSON() {
        let run = CLIRun(["history", Self.journal, "rounds", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"header\""))
        #expect(run.output.contains("8 rounds + 3 reps"))
    }

    @Test func aJournalWithoutRoundsSaysHowToLogThem() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write("2026-01-05 \"A\"\n  squat 100x5\n", to: path)
            let run = CLIRun(["history", path, "rounds"])
            #expect(run.status != 0)
            #expect(run.errors.contains("log a block of rounds in a session as 'amrap 20min: 7 rounds + 12 reps'"))
        }
    }

    @Test func theOverviewEndsWithTheRounds() {
        let run = CLIRun(["history", Self.journal])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("rounds\namrap 20min \"Cindy\": 2 times\n"), "\(run.output)")
    }

    @Test func nextShowsTheScoreToBeat() {
        let run = CLIRun(["next", Self.program, "--journal", Self.journal, "--date", "2026-11-16"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("    AMRAP 20 min \"Cindy\":\n      pull-up"), "\(run.output)")
        #expect(run.output.hasSuffix("\n  To beat\n    AMRAP 20 min \"Cindy\"  8 rounds + 3 reps  (2026-11-09)\n"), "\(run.output)")
    }

    @Test func aDayOfRoundsAloneIsADayDone() {
        // After the Cindy day of 2026-11-09, the EMOM day of 2026-11-11 and the Helen day of
        // 2026-11-13 (rounds only) were done: next is Cindy again, not the EMOM day.
        let run = CLIRun(["next", Self.program, "--journal", Self.journal, "--date", "2026-11-16"])
        #expect(run.output.contains("next: Cindy · cycle 1 · week 3"), "\(run.output)")
    }

    @Test func nextAsJSONListsTheDaysBlocks() {
        let run = CLIRun(["next", Self.program, "--journal", Self.journal, "--date", "2026-11-16", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"rounds\""))
        #expect(run.output.contains("\"format\" : \"amrap\"") || run.output.contains("\"format\": \"amrap\""))
    }
}
