import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// The files a program includes: a note into one points there (relatedInformation with its
/// URI), and their errors are published when the program is opened or changed, not only once
/// they are opened themselves, and cleared once fixed.
@Suite struct IncludedFileTests {
    static let days = "# the shared days\nday \"A\":\n  squat 3x5 @ 100kg\n"
    static let program = "unit kg\ninclude \"days.lift\"\n\nday \"A\":\n  bench 3x5 @ 60kg\n"

    static func folder(days: String = days) throws -> (program: String, days: String) {
        let folder = temporaryFolder()
        let daysPath = folder.appendingPathComponent("days.lift").path
        let programPath = folder.appendingPathComponent("main.lift").path
        try days.write(toFile: daysPath, atomically: true, encoding: .utf8)
        try program.write(toFile: programPath, atomically: true, encoding: .utf8)
        return (programPath, daysPath)
    }

    static func published(_ messages: [JSONValue], for uri: String) -> [JSONValue]? {
        messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]?["diagnostics"]?.arrayValue
    }

    /// The day defined twice is reported on the program's line; its note points at the first
    /// definition, in the included file, as `check` prints it (days.lift:2:5).
    @Test func aNoteIntoAnIncludedFileIsRelatedInformationThere() throws {
        let paths = try Self.folder()
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let published = harness.open(DocumentURI.uri(of: paths.program), Self.program)
        let twice = try #require(published.first { $0["message"]?.stringValue == "day \"A\" is defined twice" })
        #expect(twice["range"]?["start"] == ServerHarness.position(3, 4))
        let related = try #require(twice["relatedInformation"]?.arrayValue?.first)
        #expect(related["message"]?.stringValue == "first defined here")
        #expect(related["location"]?["uri"]?.stringValue == DocumentURI.uri(of: paths.days))
        #expect(related["location"]?["range"] == .object(["start": ServerHarness.position(1, 4), "end": ServerHarness.position(1, 7)]))
        // What an editor receives, the folder's path written as $TMP.
        let programURI = DocumentURI.uri(of: paths.program)
        let folder = String(programURI.dropLast("/main.lift".count))
        let text = String(decoding: JSONText.bytes(twice), as: UTF8.self).replacingOccurrences(of: folder, with: "$TMP")
        let errorsDocument = twice["codeDescription"]?["href"]?.stringValue ?? ""
        Golden.check(text.replacingOccurrences(of: errorsDocument, with: "$ERRORS") + "\n",
                     against: RepositoryPaths.fixture("lsp/included-note.json"))
        // The same as `check --diagnostics json` says of it.
        let checked = DiagnosticsParityTests.checked([paths.program], file: paths.program)
        let note = try #require(checked.first { $0["code"] == twice["code"] }?["notes"]?.arrayValue?.first)
        #expect(note["file"]?.stringValue == paths.days)
        #expect(note["range"]?["start"]?["line"]?.intValue == 2 && note["range"]?["start"]?["column"]?.intValue == 5)
    }

    /// An error in an included file shows when the program is opened; fixed on disk (a save
    /// or a watched-file change), it is cleared; an include line removed clears it too.
    @Test func anIncludedFilesErrorsArePublishedWithItsProgram() throws {
        let paths = try Self.folder(days: "day \"A\":\n  squat 3x5 @ 100kgz\n")
        let daysURI = DocumentURI.uri(of: paths.days)
        let programURI = DocumentURI.uri(of: paths.program)
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let opened = harness.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(programURI), "languageId": "overload", "version": 1, "text": .string(Self.program)])]))
        let included = try #require(Self.published(opened, for: daysURI))
        #expect(included.map { $0["code"]?.stringValue } == ["E0105"])
        #expect(included.first?["range"]?["start"] == ServerHarness.position(1, 17))
        // Fixed on disk: the next check publishes an empty list for it.
        try "day \"B\":\n  squat 3x5 @ 100kg\n".write(toFile: paths.days, atomically: true, encoding: .utf8)
        let fixed = harness.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string(daysURI), "type": 2])])]))
        #expect(Self.published(fixed, for: daysURI) == [])
        // Broken again, then no longer included: cleared as well.
        try "day \"A\":\n  squat 3x5 @ 100kgz\n".write(toFile: paths.days, atomically: true, encoding: .utf8)
        let broken = harness.notify("textDocument/didSave", ServerHarness.document(programURI))
        #expect(Self.published(broken, for: daysURI)?.count == 1)
        let edited = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(programURI), "version": 2]),
            "contentChanges": .array([.object(["text": .string("unit kg\nday \"A\":\n  bench 3x5 @ 60kg\n")])]),
        ]))
        #expect(Self.published(edited, for: daysURI) == [])
        // An included file open in the editor is published as its own check finds it, once.
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(programURI), "version": 3]),
            "contentChanges": .array([.object(["text": .string(Self.program)])]),
        ]))
        let both = harness.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(daysURI), "languageId": "overload", "version": 1, "text": "day \"A\":\n  squat 3x5 @ 100kgz\n"])]))
        #expect(both.filter { $0["params"]?["uri"]?.stringValue == daysURI }.count == 1)
    }
}
