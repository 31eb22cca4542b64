import OverloadTestSupport
import Testing

/// `overload check JOURNAL --program PROGRAM` warns (W0219) about a logged score of rounds that
/// is none of its day's blocks, with a fix-it for each block the day has.
@Suite struct CheckRoundsScoreTests {
    static let program = """
        program "Metcon"
        unit kg
        day "Cindy":
          front squat 5x3 @ 80kg
          amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat
          emom 10min: 3 power clean @ 60kg
        day "Strength":
          squat 3x5 @ 100kg

        """

    /// `check --program` on `journal`: its status and standard error, the folder as `$TMP`.
    func plain(_ journal: String) throws -> (status: Int32, errors: String) {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/program.lift")
            let path = try write("unit kg\n" + journal, to: folder + "/journal.lift")
            let run = CLIRun(["check", path, "--program", program])
            return (run.status, run.errors.replacingOccurrences(of: folder, with: "$TMP"))
        }
    }

    @Test func scoresOfTheDaysBlocksAreNotWarnedAbout() throws {
        let run = try plain("""
            2026-11-18 "Cindy"
              amrap 20min "Cindy": 7 rounds + 12 reps
              amrap 20min: 8 rounds
              emom 10min: done

            """)
        #expect(run.status == 0)
        #expect(!run.errors.contains("W0219"), "\(run.errors)")
    }

    /// Before, a 15-minute "Cindy" logged against the program's 20-minute one passed unseen.
    @Test func aBlockOfAnotherTimeIsWarnedAboutWithTheDaysBlocksAsFixes() throws {
        let run = try plain("2026-11-18 \"Cindy\"\n  amrap 15min \"Cindy\": 7 rounds + 12 reps\n")
        #expect(run.status == 0)
        #expect(run.errors.contains(
            "$TMP/journal.lift:3:3: warning: \"Metcon\"'s day \"Cindy\" has no block amrap 15min \"Cindy\" [W0219]"), "\(run.errors)")
        #expect(run.errors.contains("no block of the day is this one"))
        #expect(run.errors.contains("the blocks of \"Cindy\" are amrap 20min \"Cindy\", emom 10min"))
        #expect(run.errors.contains("replace 'amrap 15min \"Cindy\"' with 'amrap 20min \"Cindy\"'"), "\(run.errors)")
        // An AMRAP's score would not read under the EMOM's header: that block is not offered.
        #expect(!run.errors.contains("with 'emom 10min'"), "\(run.errors)")
    }

    @Test func aBlockOfAnotherNameIsWarnedAbout() throws {
        let run = try plain("2026-11-18 \"Cindy\"\n  amrap 20min \"Fran\": 7 rounds\n")
        #expect(run.errors.contains("has no block amrap 20min \"Fran\" [W0219]"), "\(run.errors)")
    }

    @Test func aScoreOnADayWithoutBlocksIsWarnedAbout() throws {
        let run = try plain("2026-11-18 \"Strength\"\n  squat 100x5x3\n  5 rounds: 14:32\n")
        #expect(run.errors.contains("\"Metcon\"'s day \"Strength\" has no block 5 rounds [W0219]"), "\(run.errors)")
        #expect(run.errors.contains("the day has no block of rounds"))
        #expect(run.errors.hasSuffix("0 errors, 1 warning\n"), "\(run.errors)")
    }
}
