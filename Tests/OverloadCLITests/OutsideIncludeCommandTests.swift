import Foundation
import OverloadTestSupport
import Testing

/// A program or journal from anywhere cannot make a command show files of the machine:
/// `include` and `use` read `.lift` files in the given file's folder tree unless
/// `--allow-outside-includes`.
@Suite struct OutsideIncludeCommandTests {
    static let secret = "DATABASE_PASSWORD=hunter2\n"

    @Test func checkRefusesAbsoluteAndParentPathsAndShowsNoSecret() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: false)
            try write(Self.secret, to: folder + "/secrets.lift")
            let program = try write("""
                include "/etc/passwd"
                include "../secrets.lift"
                day "A":
                  squat 3x5 @ 100kg
                """, to: folder + "/repo/main.lift")
            let run = CLIRun(["check", program])
            #expect(run.status == 65)
            #expect(run.errors.contains("error: '/etc/passwd' is not a .lift file; it is not read [E0702]"))
            #expect(run.errors.contains(
                "error: '../secrets.lift' is outside the folder of the file being read; it is not read [E0701]"))
            #expect(!run.errors.contains("hunter2"))
            #expect(!run.errors.contains("root:"))
        }
    }

    @Test func aLinkInsideTheFolderThatLeadsOutIsRefused() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: false)
            try write("day \"B\":\n  bench 3x5 @ 60kg\n", to: folder + "/outside.lift")
            try FileManager.default.createSymbolicLink(atPath: folder + "/repo/link.lift", withDestinationPath: "../outside.lift")
            let program = try write("include \"link.lift\"\nday \"A\":\n  squat 3x5 @ 100kg\n", to: folder + "/repo/main.lift")
            let run = CLIRun(["check", program])
            #expect(run.status == 65)
            #expect(run.errors.contains("[E0701]"))
            let allowed = CLIRun(["check", "--allow-outside-includes", program])
            #expect(allowed.status == 0, "\(allowed.errors)")
        }
    }

    @Test func theOptionLetsAJournalIncludeAFileOutsideItsFolder() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/log", withIntermediateDirectories: false)
            try write("unit kg\n2025-03-01 \"A\"\n  squat 100x5\n", to: folder + "/old.lift")
            let journal = try write(
                "unit kg\ninclude \"../old.lift\"\n2025-03-08 \"A\"\n  squat 105x5\n", to: folder + "/log/j.lift")
            let refused = CLIRun(["history", journal])
            #expect(refused.errors.contains("has 1 error; those lines are left out"))
            #expect(!refused.output.contains("2025-03-01"))
            #expect(refused.output.contains("2025-03-08"))
            let allowed = CLIRun(["history", "--allow-outside-includes", journal])
            #expect(allowed.errors.isEmpty)
            #expect(allowed.output.contains("2025-03-01"))
        }
    }

    /// The engine commands read the journal on a second thread: the rule goes with it.
    @Test func theEngineCommandsReadTheJournalUnderTheSameRule() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/log", withIntermediateDirectories: false)
            try write("unit kg\n2026-03-01 \"A\"\n  squat 100x5x3\n", to: folder + "/old.lift")
            let journal = try write("unit kg\ninclude \"../old.lift\"\n", to: folder + "/log/j.lift")
            let program = try write(Samples.valid, to: folder + "/p.lift")
            let refused = CLIRun(["next", program, "--journal", journal, "--date", "2026-03-02"])
            #expect(refused.status == 65, "\(refused.errors)")
            #expect(refused.errors.contains("could be read as a journal"), "\(refused.errors)")
            let allowed = CLIRun(["next", program, "--journal", journal, "--date", "2026-03-02", "--allow-outside-includes"])
            #expect(allowed.status == 0, "\(allowed.errors)")
            #expect(allowed.errors.isEmpty, "\(allowed.errors)")
        }
    }

    @Test func theReplHoldsItsProgramToTheSameRule() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: false)
            try write("day \"B\":\n  bench 3x5 @ 60kg\n", to: folder + "/outside.lift")
            let program = try write("include \"../outside.lift\"\nday \"A\":\n  squat 3x5 @ 100kg\n", to: folder + "/repo/r.lift")
            let run = CLIRun(["repl", program], input: "plan\n")
            // The REPL prints what it says on standard output.
            let said = run.output + run.errors
            #expect(said.contains("'../outside.lift' is outside the folder of the file being read; it is not read [E0701]"),
                    "\(said)")
            let allowed = CLIRun(["repl", "--allow-outside-includes", program], input: "plan\n")
            #expect(!(allowed.output + allowed.errors).contains("[E0701]"), "\(allowed.errors)")
            #expect(allowed.output.contains("bench"), "\(allowed.output)")
        }
    }

    @Test func everyCommandThatReadsProgramsOrJournalsTakesTheOption() {
        for command in ["check", "plan", "next", "explain", "suggest", "accept", "diff", "log", "history", "import",
                        "export", "repl"] {
            #expect(CLIRun([command, "--help"]).output.contains("--allow-outside-includes"), "\(command)")
        }
    }
}
