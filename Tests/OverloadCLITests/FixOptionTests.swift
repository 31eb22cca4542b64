import Foundation
import OverloadTestSupport
import Testing

/// `check --fix` and `fmt --fix`: the safe fix-its applied in place, and only to a file whose
/// every error they mend unless `--force`.
@Suite struct FixOptionTests {
    static let spaced = """
        unit kg
        1rm squat 140kg, bench 100kg

        day "A":
          squat 3x5 @ 100 kg
          bench 3x5 @ 70 %

        """
    static let fixed = """
        unit kg
        1rm squat 140kg, bench 100kg

        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 70%

        """

    @Test func checkFixesInPlace() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.spaced, to: folder + "/p.lift")
            let before = CLIRun(["check", file])
            #expect(before.status == 65)
            let run = CLIRun(["check", "--fix", file])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors == "\(file): applied 2 fix-its\n")
            #expect(fileText(file) == Self.fixed)
            let again = CLIRun(["check", "--fix", file])
            #expect(again.status == 0)
            #expect(again.errors.isEmpty)
        }
    }

    @Test func aFileWithOtherErrorsIsLeftAloneUnlessForced() throws {
        try withTemporaryFolder { folder in
            let text = Self.spaced + "  press 3x @ 50%\n"
            let file = try write(text, to: folder + "/p.lift")
            let run = CLIRun(["check", "--fix", file])
            #expect(run.status == 65)
            #expect(run.errors.contains("Error: '\(file)' has 1 error no fix-it mends; nothing was fixed"))
            #expect(fileText(file) == text)
            let forced = CLIRun(["check", "--fix", "--force", file])
            #expect(forced.status == 65)
            #expect(forced.errors.contains("\(file): applied 2 fix-its\n"))
            #expect(fileText(file) == Self.fixed + "  press 3x @ 50%\n")
        }
    }

    /// A fix that turns one error into another (`100 kg x 5`: the space goes, the unit on the
    /// set count stays) leaves the file as it was, as an error no fix-it mends does.
    @Test func aFixThatLeavesAnotherErrorIsRefused() throws {
        try withTemporaryFolder { folder in
            let text = "unit kg\n\nday \"A\":\n  bench 100 kg x 5\n"
            let file = try write(text, to: folder + "/p.lift")
            let run = CLIRun(["check", "--fix", file])
            #expect(run.status == 65)
            #expect(run.errors.contains("would still have 1 error after its safe fix-its; nothing was fixed"), "\(run.errors)")
            #expect(fileText(file) == text)
        }
    }

    @Test func fmtFixesThenFormats() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.spaced.replacingOccurrences(of: "unit kg", with: "UNIT KG"), to: folder + "/p.lift")
            #expect(CLIRun(["fmt", "--write", file]).status == 65)
            let run = CLIRun(["fmt", "--fix", "--write", file])
            #expect(run.status == 0, "\(run.errors)")
            #expect(fileText(file) == Self.fixed)
        }
    }

    /// A journal's `100 kg x 5` has the program's fix-it, and `--fix` applies it.
    @Test func journalsToo() throws {
        try withTemporaryFolder { folder in
            let file = try write("unit kg\n\n2026-11-20\n  bench 100 kg x 5\n", to: folder + "/j.lift")
            let check = CLIRun(["check", file])
            #expect(check.errors.contains("a unit goes right after its number"))
            #expect(check.errors.contains("= fix: replace ' ' with ''"))
            #expect(CLIRun(["check", "--fix", file]).status == 0)
            #expect(fileText(file) == "unit kg\n\n2026-11-20\n  bench 100kg x 5\n")
        }
    }

    /// The lock taken for the rewrite goes with it: the folder holds the file alone after
    /// `check --fix` and `fmt --fix`, on a program and on a journal.
    @Test(arguments: [["check", "--fix"], ["fmt", "--fix", "--write"]])
    func aFixLeavesNoLockFileBehind(command: [String]) throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.spaced, to: folder + "/p.lift")
            #expect(CLIRun(command + [program]).status == 0)
            #expect(fileText(program) == Self.fixed)
            #expect(folderEntries(folder) == ["p.lift"])
        }
        try withTemporaryFolder { folder in
            let journal = try write("unit kg\n\n2026-11-20\n  bench 100 kg x 5\n", to: folder + "/j.lift")
            #expect(CLIRun(command + [journal]).status == 0)
            #expect(fileText(journal) == "unit kg\n\n2026-11-20\n  bench 100kg x 5\n")
            #expect(folderEntries(folder) == ["j.lift"])
        }
    }

    @Test func usageErrors() {
        UsageErrorTests.expectUsageError(["check", "--force", "p.lift"], error: "'--force' goes with '--fix'", usage: CommandUsage.check)
        UsageErrorTests.expectUsageError(["check", "--fix", "-"], error: "'--fix' cannot rewrite standard input", usage: CommandUsage.check)
    }
}
