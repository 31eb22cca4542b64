import Foundation
import OverloadTestSupport
import Testing

/// `overload fmt`: prints canonical text, `--check` reports, `--write` rewrites atomically
/// and never touches a file with syntax errors.
@Suite struct FormatCommandTests {
    static let canonical = "program \"Sample\"\nunit kg\n\nday \"A\":\n  squat 3x5 @ 75%\n"

    @Test func printsCanonicalForm() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sample.lift", Samples.nonCanonical)
        let run = CLIRun(["fmt", path])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == Self.canonical)
        // Printing leaves the file alone.
        #expect(folder.read("sample.lift") == Array(Samples.nonCanonical.utf8))
    }

    @Test func checkExitsOneOnNonCanonical() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sample.lift", Samples.nonCanonical)
        let run = CLIRun(["fmt", "--check", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(folder.normalized(run.errors)
                == "$TMP/sample.lift: not in canonical form (run 'overload fmt --write $TMP/sample.lift')\n")
        #expect(folder.read("sample.lift") == Array(Samples.nonCanonical.utf8))
    }

    @Test func checkExitsZeroOnCanonical() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sample.lift", Self.canonical)
        let run = CLIRun(["fmt", "--check", path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.isEmpty)
    }

    @Test func writeRewritesInPlace() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sample.lift", Samples.nonCanonical)
        let run = CLIRun(["fmt", "--write", path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.isEmpty)
        #expect(folder.read("sample.lift") == Array(Self.canonical.utf8))
        // Atomic: the new text replaced the file in one rename, leaving no temporary file behind.
        #expect(folder.contents() == ["sample.lift"])
        #expect(CLIRun(["fmt", "--check", path]).status == 0)
    }

    @Test func writeLeavesACanonicalFileUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sample.lift", Self.canonical)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let run = CLIRun(["fmt", "--write", path])
        #expect(run.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before == after)
    }

    @Test func writeLeavesAFileWithSyntaxErrorsUntouched() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bench.lift", Samples.invalid)
        let run = CLIRun(["fmt", "--write", path])
        #expect(run.status == 65)
        #expect(folder.read("bench.lift") == Array(Samples.invalid.utf8))
        #expect(run.errors.contains("[E0104]"))
        #expect(folder.normalized(run.errors).hasSuffix("Error: '$TMP/bench.lift' has syntax errors; it was not formatted\n"))
        #expect(folder.contents() == ["bench.lift"])
    }

    /// Good and bad files together: the good one is written, the bad one kept, status 65.
    @Test func writeSeveralFiles() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.lift", Samples.nonCanonical)
        let bad = try folder.write("bad.lift", Samples.invalid)
        let run = CLIRun(["fmt", "--write", good, bad])
        #expect(run.status == 65)
        #expect(folder.read("good.lift") == Array(Self.canonical.utf8))
        #expect(folder.read("bad.lift") == Array(Samples.invalid.utf8))
    }

    @Test func missingFileExits74() throws {
        let folder = try TemporaryFolder()
        let run = CLIRun(["fmt", folder.path("absent.lift")])
        #expect(run.status == 74)
        #expect(run.errors.contains("no such file"))
    }

    @Test func standardInput() {
        let run = CLIRun(["fmt", "-"], input: Samples.nonCanonical)
        #expect(run.status == 0)
        #expect(run.output == Self.canonical)
        #expect(CLIRun(["fmt", "--write", "-"]).status == 64)
    }
}
