import OverloadTestSupport
import Testing

/// `overload check JOURNAL --program PROGRAM`, and `check` on a file with both syntax and
/// compile errors.
@Suite struct CheckProgramOptionTests {
    static let program = """
        program "Two Days"
        day "A":
          squat 3x5 @ 100kg
        day "B":
          deadlift 1x5 @ 140kg

        """

    static let journal = """
        unit kg
        2026-11-18 "A"
          squat 100x5x3
          curl 20x10x3
        2026-11-20 "C"
          deadlift 140x5
        2026-11-22 "C"
          curl 20x10

        """

    @Test func aSessionOnADayTheProgramLacksAndAnUnprescribedExerciseAreWarnedOnce() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/program.lift")
            let journal = try write(Self.journal, to: folder + "/journal.lift")
            let run = CLIRun(["check", journal, "--program", program])
            #expect(run.status == 0)
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(errors.contains("$TMP/journal.lift:5:12: warning: \"Two Days\" has no day \"C\" [W0407]"))
            #expect(errors.contains("$TMP/journal.lift:4:3: warning: \"Two Days\" never prescribes curl [W0408]"))
            #expect(errors.hasSuffix("0 errors, 2 warnings\n"))
        }
    }

    @Test func withoutTheOptionAJournalAloneIsNotCheckedAgainstAnyProgram() throws {
        try withTemporaryFolder { folder in
            let journal = try write(Self.journal, to: folder + "/journal.lift")
            let run = CLIRun(["check", journal])
            #expect(run.status == 0)
            #expect(!run.errors.contains("W0407"))
            #expect(!run.errors.contains("W0408"))
        }
    }

    @Test func aMissingProgramIsAnIOError() throws {
        try withTemporaryFolder { folder in
            let journal = try write(Self.journal, to: folder + "/journal.lift")
            let run = CLIRun(["check", journal, "--program", folder + "/absent.lift"])
            #expect(run.status == 74)
        }
    }

    /// Every part that parsed is compiled: an unknown exercise on a good line is reported next
    /// to the syntax error on another, and the bad line is reported once.
    @Test func compileErrorsAreReportedInAFileWithSyntaxErrors() throws {
        try withTemporaryFolder { folder in
            let path = try write("day \"A\":\n  bench 3x @ 60%\n  sqaut 3x5 @ 100kg\n", to: folder + "/both.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 65)
            #expect(run.errors.contains("[E0104]"))
            #expect(run.errors.contains("unknown exercise 'sqaut' [E0201]"))
            #expect(run.errors.hasSuffix("2 errors, 0 warnings\n"))
        }
    }
}
