import Foundation
import Overload
@testable import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload.json` in the current folder gives `next` its program and journal: the same
/// output as the explicit arguments, which always win; a malformed one is a diagnostic.
@Suite struct ProjectFileCommandTests {
    /// `overload ARGUMENTS` run in `folder` as a child process (the project file is the
    /// current folder's, so the test does not change its own).
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = try #require(BuiltProducts.executable("overload"))
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// A folder with Starting Strength, its journal and `project` as overload.json.
    static func folder(project: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-project-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = RepositoryPaths.root.appendingPathComponent("examples")
        try Data(contentsOf: examples.appendingPathComponent("programs/starting-strength.lift"))
            .write(to: folder.appendingPathComponent("program.lift"))
        try Data(contentsOf: examples.appendingPathComponent("journals/starting-strength.lift"))
            .write(to: folder.appendingPathComponent("journal.lift"))
        try project.write(to: folder.appendingPathComponent("overload.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func nextWithTheProjectFileIsNextWithTheFlags() throws {
        let folder = try Self.folder(project: "{ \"program\": \"program.lift\", \"journal\": \"journal.lift\" }\n")
        let explicit = try Self.run(["next", "program.lift", "--journal", "journal.lift", "--date", "2026-11-23"], in: folder)
        #expect(explicit.status == 0)
        #expect(explicit.output.contains("squat"))
        let bare = try Self.run(["next", "--date", "2026-11-23"], in: folder)
        #expect(bare.status == 0)
        #expect(bare.output == explicit.output)
        #expect(bare.errors == explicit.errors)
        let programOnly = try Self.run(["next", "program.lift", "--date", "2026-11-23"], in: folder)
        #expect(programOnly.output == explicit.output)
    }

    @Test func theProjectDateIsTheDefaultAndExplicitArgumentsWin() throws {
        let folder = try Self.folder(project: "{\"program\": \"program.lift\", \"journal\": \"journal.lift\", \"date\": \"2026-11-23\"}")
        let explicit = try Self.run(["next", "program.lift", "--journal", "journal.lift", "--date", "2026-11-23"], in: folder)
        #expect(try Self.run(["next"], in: folder).output == explicit.output)
        // A journal given on the command line is the one read, whatever the project says.
        try "unit lb\n".write(to: folder.appendingPathComponent("empty.lift"), atomically: true, encoding: .utf8)
        let other = try Self.run(["next", "--journal", "empty.lift", "--date", "2026-11-23"], in: folder)
        #expect(other.output != explicit.output)
    }

    @Test func aMalformedProjectFileIsADiagnostic() throws {
        let folder = try Self.folder(project: "{\n  \"program\": \"program.lift\",\n  \"journal\": journal.lift\n}\n")
        let run = try Self.run(["next", "--date", "2026-11-23"], in: folder)
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("[E0009]"))
        #expect(run.errors.contains("overload.json:3:14: error:"))
        #expect(run.errors.contains("^"))
        // Given everything, the command does not read it.
        let explicit = try Self.run(["next", "program.lift", "--journal", "journal.lift", "--date", "2026-11-23"], in: folder)
        #expect(explicit.status == 0)
    }

    @Test func anUnknownKeyIsAWarning() throws {
        let folder = try Self.folder(project: "{ \"program\": \"program.lift\", \"jurnal\": \"journal.lift\", \"journal\": \"journal.lift\" }")
        let run = try Self.run(["next", "--date", "2026-11-23"], in: folder)
        #expect(run.status == 0)
        #expect(run.errors.contains("warning: the project file has no key 'jurnal' [W0003]"))
        #expect(run.errors.contains("did you mean 'journal'?"))
    }

    /// `log` to the project's journal checks the day against the project's program and writes
    /// its plan id, as `--program` does; a journal the project does not name is logged as given.
    @Test func logToTheProjectsJournalChecksTheProjectsProgram() throws {
        let folder = try Self.folder(project: "{ \"program\": \"program.lift\", \"journal\": \"journal.lift\" }\n")
        let unknownDay = try Self.run(["log", "journal.lift", "--day", "C", "--date", "2026-11-24", "squat 100x5"], in: folder)
        #expect(unknownDay.status != 0)
        #expect(unknownDay.errors.contains("nothing was logged"), "\(unknownDay.errors)")
        let logged = try Self.run(["log", "journal.lift", "--day", "a", "--date", "2026-11-24", "squat 100x5,5,5"], in: folder)
        #expect(logged.status == 0, "\(logged.errors)")
        let text = try String(contentsOf: folder.appendingPathComponent("journal.lift"), encoding: .utf8)
        #expect(text.contains("2026-11-24 \"A\""), "\(text.suffix(200))")
        #expect(text.contains("  plan "))
        let other = try Self.run(["log", "other.lift", "--day", "C", "--date", "2026-11-24", "squat 100x5"], in: folder)
        #expect(other.status == 0, "\(other.errors)")
        // A program with errors never costs the lifter the session: it is passed over, said.
        try "day \"A\":\n  squat 3x\n".write(to: folder.appendingPathComponent("program.lift"), atomically: true, encoding: .utf8)
        let broken = try Self.run(["log", "journal.lift", "--day", "A", "--date", "2026-11-25", "squat 100x5"], in: folder)
        #expect(broken.status == 0, "\(broken.errors)")
        #expect(broken.errors.contains("the session is logged without checking it against the plan"), "\(broken.errors)")
        let logged2 = try String(contentsOf: folder.appendingPathComponent("journal.lift"), encoding: .utf8)
        #expect(logged2.contains("2026-11-25 \"A\""))
    }
}
