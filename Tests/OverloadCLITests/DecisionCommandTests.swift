import Foundation
import OverloadTestSupport
import Testing

/// `overload suggest` lists what an `ask` rule suggests; `accept`, `reject` and `defer` write
/// the decision line after checking the suggestion is open.
@Suite struct DecisionCommandTests {
    static let program = """
        program "Push Day"
        unit lb

        day "Push":
          bench 3x10 @ 150lb
          incline bench 3x10 @ 115lb

        progress bench, incline bench: linear +5lb, ask

        """
    static let journal = """
        unit lb

        2026-03-02 "Push"
          bench 150x12, 150x11, 150x10
          incline bench 115x10x3

        """

    /// Runs `body` with a program and journal written to a fresh folder.
    func withFiles(_ body: (_ program: String, _ journal: String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            try body(try write(Self.program, to: folder + "/push.lift"), try write(Self.journal, to: folder + "/journal.lift"))
        }
    }

    @Test func suggestNumbersTheOpenSuggestions() throws {
        try withFiles { program, journal in
            let run = CLIRun(["suggest", program, "--journal", journal, "--date", "2026-03-03"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("  1. bench +5lb: 3 × 10 @ 150 lb -> 3 × 10 @ 155 lb\n"), "\(run.output)")
            #expect(run.output.contains("  2. incline bench +5lb: 3 × 10 @ 115 lb -> 3 × 10 @ 120 lb\n"), "\(run.output)")
            let json = CLIRun(["suggest", program, "--journal", journal, "--date", "2026-03-03", "--format", "json"])
            #expect(json.output.contains("\"schema\": \"overload.suggest/1\""), "\(json.output)")
            #expect(json.output.contains("\"number\": 2"), "\(json.output)")
        }
    }

    @Test func acceptByNumberWritesTheLineAndTheNextTargetRises() throws {
        try withFiles { program, journal in
            let run = CLIRun(["accept", program, "--journal", journal, "1", "--date", "2026-03-02", "--reason", "felt easy"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == "2026-03-02 accept bench +5lb \"felt easy\"\n")
            #expect(fileText(journal) == Self.journal + "\n2026-03-02 accept bench +5lb \"felt easy\"\n")
            let next = CLIRun(["next", program, "--journal", journal, "--date", "2026-03-03"])
            #expect(next.output.contains("bench          3 × 10  155 lb"), "\(next.output)")
            #expect(next.output.contains(" v2 (from "), "\(next.output)")
            // The numbers follow the open list: with bench decided, incline bench is first.
            #expect(next.output.contains("    1. incline bench +5lb -> 3 × 10 @ 120 lb"), "\(next.output)")
            let json = CLIRun(["next", program, "--journal", journal, "--date", "2026-03-03", "--format", "json"])
            #expect(json.output.contains("\"version\": 2"), "\(json.output)")
            #expect(json.output.contains("\"lineage\": ["), "\(json.output)")
            #expect(json.output.contains("\"sourceVersion\": "), "\(json.output)")
        }
    }

    @Test func acceptByExerciseAndChangeChecksTheAmount() throws {
        try withFiles { program, journal in
            let wrong = CLIRun(["accept", program, "--journal", journal, "incline", "bench", "+10lb", "--date", "2026-03-02"])
            #expect(wrong.status == 65)
            #expect(wrong.errors.contains("the open suggestion of incline bench is +5lb, not +10lb"), "\(wrong.errors)")
            #expect(fileText(journal) == Self.journal)
            let right = CLIRun(["reject", program, "--journal", journal, "incline bench", "+5lb", "--date", "2026-03-02"])
            #expect(right.status == 0, "\(right.errors)")
            #expect(fileText(journal) == Self.journal + "\n2026-03-02 reject incline bench +5lb\n")
            let again = CLIRun(["accept", program, "--journal", journal, "incline bench", "+5lb", "--date", "2026-03-02"])
            #expect(again.status == 65, "a rejected suggestion is no longer open")
        }
    }

    /// A decrease is named as written (`bench -15lb`): a word of a minus and a digit is a
    /// value, not an option.
    @Test func aDecreaseIsNamedWithoutDoubleDash() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program.replacingOccurrences(
                of: "progress bench, incline bench: linear +5lb, ask",
                with: "progress bench: linear +5lb, deload 10% after 1 fail, ask"), to: folder + "/push.lift")
            let journal = try write(Self.journal.replacingOccurrences(of: "bench 150x12, 150x11, 150x10",
                                                                     with: "bench 150x10, 150x10, 150x6"), to: folder + "/journal.lift")
            let listed = CLIRun(["suggest", program, "--journal", journal, "--date", "2026-03-03"])
            #expect(listed.output.contains("1. bench -15lb: 3 × 10 @ 150 lb -> 3 × 10 @ 135 lb"), "\(listed.output)\(listed.errors)")
            let run = CLIRun(["accept", program, "--journal", journal, "bench", "-15lb", "--date", "2026-03-02"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == "2026-03-02 accept bench -15lb\n")
            #expect(CLIRun(["accept", program, "--journal", journal, "-x"]).errors.contains("unknown option '-x'"))
        }
    }

    @Test func aSuggestionThatDoesNotExistIsRefused() throws {
        try withFiles { program, journal in
            let run = CLIRun(["defer", program, "--journal", journal, "3", "--date", "2026-03-02"])
            #expect(run.status == 65)
            #expect(run.errors.contains("there is no suggestion 3; 'overload suggest' lists 1 to 2"), "\(run.errors)")
            let before = CLIRun(["accept", program, "--journal", journal, "1", "--date", "2026-03-01"])
            #expect(before.errors.contains("no suggestion waits for a decision"), "\(before.errors)")
            // The smallest Int, less one, would overflow.
            let smallest = CLIRun(["accept", program, "--journal", journal, "-9223372036854775808", "--date", "2026-03-02"])
            #expect(smallest.status == 65)
            #expect(smallest.errors.contains("there is no suggestion -9223372036854775808"), "\(smallest.errors)")
            #expect(fileText(journal) == Self.journal)
        }
    }

    @Test func aDeferredSuggestionIsAskedAgain() throws {
        try withFiles { program, journal in
            #expect(CLIRun(["defer", program, "--journal", journal, "2", "--date", "2026-03-02", "--reason", "one more"]).status == 0)
            let run = CLIRun(["suggest", program, "--journal", journal, "--date", "2026-03-03"])
            #expect(run.output.contains("  2. incline bench +5lb"), "\(run.output)")
            #expect(run.output.contains("     deferred on 2026-03-02: one more\n"), "\(run.output)")
        }
    }
}

/// GZCLP's stage change under `ask` is one suggestion on the command line: one number, and a
/// decision naming its other half afterwards writes nothing (docs/coaching.md).
@Suite struct StageChangeDecisionTests {
    static let program = """
        program "G"
        unit kg
        day "A":
          squat 5x3+ @ 100kg
        progress squat: gzclp t1, ask

        """
    static let journal = """
        unit kg
        2026-11-02 "A"
          squat 100x3, 100x3, 100x3, 100x3, 100x2

        """

    @Test func theStageChangeIsListedAndDecidedAsOne() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/g.lift")
            let journal = try write(Self.journal, to: folder + "/j.lift")
            let date = ["--date", "2026-11-03"]
            let suggest = CLIRun(["suggest", program, "--journal", journal] + date)
            #expect(suggest.output.contains("  1. squat -1 rep, +1 set: 5 × 3+ @ 100 kg -> 5 × 2 @ 100 kg, 1 × 2+ @ 100 kg\n"),
                    "\(suggest.output)")
            #expect(!suggest.output.contains("  2. "))
            let next = CLIRun(["next", program, "--journal", journal] + date)
            #expect(next.output.contains("    1. squat -1 rep, +1 set -> 5 × 2 @ 100 kg, 1 × 2+ @ 100 kg (2026-11-02: "), "\(next.output)")

            let accepted = CLIRun(["accept", program, "--journal", journal, "1"] + date)
            #expect(accepted.status == 0, "\(accepted.errors)")
            #expect(accepted.output == "2026-11-03 accept squat -1 rep\n")
            let again = CLIRun(["accept", program, "--journal", journal, "squat", "+1", "set"] + date)
            #expect(again.status == 0)
            #expect(again.errors == "squat +1 set was accepted with -1 rep on 2026-11-03; nothing was written to '\(journal)'\n")
            let contrary = CLIRun(["reject", program, "--journal", journal, "squat", "+1", "set"] + date)
            #expect(contrary.status == 65)
            #expect(contrary.errors.hasPrefix("Error: squat +1 set was accepted with -1 rep on 2026-11-03; nothing was written"))
            #expect(fileText(journal) == Self.journal + "\n2026-11-03 accept squat -1 rep\n")
            let after = CLIRun(["suggest", program, "--journal", journal] + date)
            #expect(!after.output.contains("answers nothing"), "\(after.output)")
        }
    }
}
