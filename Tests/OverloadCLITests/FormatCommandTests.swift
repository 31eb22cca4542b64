import Foundation
import OverloadTestSupport
import Testing

/// `overload fmt`: prints canonical text, `--check` reports, `--write` rewrites atomically
/// and never touches a file with syntax errors.
@Suite struct FormatCommandTests {
    static let canonical = "program \"Sample\"\nunit kg\n\nday \"A\":\n  squat 3x5 @ 75%\n"

    @Test func printsCanonicalForm() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.nonCanonical, to: folder + "/sample.lift")
            let run = CLIRun(["fmt", path])
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            #expect(run.output == Self.canonical)
            // Printing leaves the file alone.
            #expect(fileText(folder + "/sample.lift") == Samples.nonCanonical)
        }
    }

    @Test func checkExitsOneOnNonCanonical() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.nonCanonical, to: folder + "/sample.lift")
            let run = CLIRun(["fmt", "--check", path])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(run.errors.replacingOccurrences(of: folder, with: "$TMP")
                    == "$TMP/sample.lift: not in canonical form (run 'overload fmt --write $TMP/sample.lift')\n")
            #expect(fileText(folder + "/sample.lift") == Samples.nonCanonical)
        }
    }

    @Test func checkExitsZeroOnCanonical() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.canonical, to: folder + "/sample.lift")
            let run = CLIRun(["fmt", "--check", path])
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors.isEmpty)
        }
    }

    @Test func writeRewritesInPlace() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.nonCanonical, to: folder + "/sample.lift")
            let run = CLIRun(["fmt", "--write", path])
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors.isEmpty)
            #expect(fileText(folder + "/sample.lift") == Self.canonical)
            // Atomic: the new text replaced the file in one rename, leaving no temporary file behind.
            #expect(folderEntries(folder) == ["sample.lift"])
            #expect(CLIRun(["fmt", "--check", path]).status == 0)
        }
    }

    @Test func writeLeavesACanonicalFileUntouched() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.canonical, to: folder + "/sample.lift")
            let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            let run = CLIRun(["fmt", "--write", path])
            #expect(run.status == 0)
            let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            #expect(before == after)
        }
    }

    @Test func writeLeavesAFileWithSyntaxErrorsUntouched() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.invalid, to: folder + "/bench.lift")
            let run = CLIRun(["fmt", "--write", path])
            #expect(run.status == 65)
            #expect(fileText(folder + "/bench.lift") == Samples.invalid)
            #expect(run.errors.contains("[E0104]"))
            #expect(run.errors.replacingOccurrences(of: folder, with: "$TMP").hasSuffix("Error: '$TMP/bench.lift' has syntax errors; it was not formatted\n"))
            #expect(folderEntries(folder) == ["bench.lift"])
        }
    }

    /// Good and bad files together: the good one is written, the bad one kept, status 65.
    @Test func writeSeveralFiles() throws {
        try withTemporaryFolder { folder in
            let good = try write(Samples.nonCanonical, to: folder + "/good.lift")
            let bad = try write(Samples.invalid, to: folder + "/bad.lift")
            let run = CLIRun(["fmt", "--write", good, bad])
            #expect(run.status == 65)
            #expect(fileText(folder + "/good.lift") == Self.canonical)
            #expect(fileText(folder + "/bad.lift") == Samples.invalid)
        }
    }

    @Test func missingFileExits74() throws {
        try withTemporaryFolder { folder in
            let run = CLIRun(["fmt", folder + "/absent.lift"])
            #expect(run.status == 74)
            #expect(run.errors.contains("no such file"))
        }
    }

    @Test func standardInput() {
        let run = CLIRun(["fmt", "-"], input: Samples.nonCanonical)
        #expect(run.status == 0)
        #expect(run.output == Self.canonical)
        UsageErrorTests.expectUsageError(["fmt", "--write", "-"], error: "'--write' cannot rewrite standard input",
                                         usage: CommandUsage.fmt)
    }
}
