import Foundation
import Overload
import OverloadCLI
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// The editor shows what `overload check --diagnostics json` prints: every diagnostic of the
/// file, with the same code, severity, range, message and notes, for every example and
/// every diagnostic fixture.
@Suite struct DiagnosticsParityTests {
    static let files: [String] = (ExampleFiles.urls
        + FileListing.files(in: RepositoryPaths.fixture("diagnostics"), withExtension: "lift")).map(\.path)

    /// `overload check --diagnostics json` in process, with the entries for `path` only.
    static func checked(_ arguments: [String], file path: String) -> [JSONValue] {
        var console = Console()
        _ = CLI.run(["check", "--diagnostics", "json"] + arguments, console: &console)
        let all = JSONText.parse(Array(console.output.utf8))?.arrayValue ?? []
        return all.filter { $0["file"]?.stringValue == path }
    }

    /// The expected LSP position (UTF-8) of a byte offset, from the bytes alone: lines end
    /// at LF, CRLF or a lone CR, and an offset inside a line break is the line's end.
    static func position(of offset: Int, in bytes: [UInt8]) -> JSONValue {
        var lineStart = 0
        var line = 0
        var index = 0
        while index < min(offset, bytes.count) {
            let isCRLF = bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            if isCRLF, index + 1 == offset { return ServerHarness.position(line, index - lineStart) }
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                index += isCRLF ? 2 : 1
                line += 1
                lineStart = index
            } else {
                index += 1
            }
        }
        return ServerHarness.position(line, offset - lineStart)
    }

    static func range(_ json: JSONValue?, in bytes: [UInt8]) -> JSONValue? {
        guard let start = json?["start"]?["offset"]?.intValue, let end = json?["end"]?["offset"]?.intValue else { return nil }
        return .object(["start": position(of: start, in: bytes), "end": position(of: end, in: bytes)])
    }

    static func compare(_ published: [JSONValue], with expected: [JSONValue], bytes: [UInt8], file: String) {
        #expect(published.count == expected.count, "\(file): \(published.count) published, \(expected.count) from check")
        for (lsp, cli) in zip(published, expected) {
            #expect(lsp["code"]?.stringValue == cli["code"]?.stringValue, "\(file)")
            #expect(lsp["message"]?.stringValue == cli["message"]?.stringValue, "\(file)")
            // The protocol's severities: 1 error, 2 warning, 3 information (a note).
            let severity = ["error": 1, "warning": 2, "note": 3][cli["severity"]?.stringValue ?? ""]
            #expect(lsp["severity"]?.intValue == severity, "\(file)")
            #expect(lsp["range"] == range(cli["range"], in: bytes), "\(file) \(cli["code"]?.stringValue ?? "")")
            let code = cli["code"]?.stringValue?.lowercased() ?? "?"
            #expect(lsp["codeDescription"]?["href"]?.stringValue?.hasSuffix("docs/errors.md#" + code) == true, "\(file)")
            let notes = cli["notes"]?.arrayValue ?? []
            let related = lsp["relatedInformation"]?.arrayValue ?? []
            #expect(related.count >= notes.count, "\(file)")
            for (note, information) in zip(notes, related) {
                #expect(information["message"]?.stringValue == note["message"]?.stringValue, "\(file)")
                // A note into another file (one the program includes) is related information there.
                let noteFile = note["file"]?.stringValue
                let noteBytes = noteFile.map { FileListing.bytes(of: URL(fileURLWithPath: $0)) } ?? bytes
                if let noteFile { #expect(information["location"]?["uri"]?.stringValue == DocumentURI.uri(of: noteFile), "\(file)") }
                if let noteRange = range(note["range"], in: noteBytes) { #expect(information["location"]?["range"] == noteRange, "\(file)") }
            }
        }
    }

    @Test(arguments: files)
    func sameAsCheck(_ original: String) throws {
        var path = original
        var bytes = FileListing.bytes(of: URL(fileURLWithPath: path))
        // An editor holds text: bytes that are not UTF-8 reach the server repaired, so the
        // file `check` reads is the repaired one.
        let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
        if repaired != bytes {
            path = temporaryFolder().appendingPathComponent(URL(fileURLWithPath: original).lastPathComponent).path
            try Data(repaired).write(to: URL(fileURLWithPath: path))
            bytes = repaired
        }
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let published = harness.open(DocumentURI.uri(of: path), String(decoding: bytes, as: UTF8.self))
        Self.compare(published, with: Self.checked([path], file: path), bytes: bytes, file: path)
    }

    /// Every fixture that has diagnostics shows some, so the comparison above compares something.
    @Test func fixturesPublishDiagnostics() {
        let fixture = RepositoryPaths.fixture("diagnostics/E0101.lift").path
        var harness = ServerHarness.initialized()
        let published = harness.open(DocumentURI.uri(of: fixture), (try? String(contentsOfFile: fixture, encoding: .utf8)) ?? "")
        #expect(!published.isEmpty)
        #expect(published.allSatisfy { $0["source"]?.stringValue == "overload" })
    }

    /// A folder with one program and one journal: the journal is checked against the
    /// program, as `check JOURNAL --program PROGRAM` does, without any configuration.
    @Test func aJournalIsCheckedAgainstItsProgram() throws {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift").path
        let journal = folder.appendingPathComponent("journal.lift").path
        try "program \"Pair\"\nday \"A\":\n  squat 3x5 @ 100kg\n".write(toFile: program, atomically: true, encoding: .utf8)
        let journalText = "2026-11-20 \"B\"\n  squat 100x5, 100x5\n  curl 20x10\n"
        try journalText.write(toFile: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let published = harness.open(DocumentURI.uri(of: journal), journalText)
        let expected = Self.checked([journal, "--program", program], file: journal)
        #expect(expected.contains { $0["code"]?.stringValue == "W0407" })
        Self.compare(published, with: expected, bytes: Array(journalText.utf8), file: journal)
        // Named by an option, a program elsewhere is found too.
        let other = temporaryFolder().appendingPathComponent("j.lift").path
        try journalText.write(toFile: other, atomically: true, encoding: .utf8)
        var configured = ServerHarness.initialized(encodings: ["utf-8"], options: .object(["program": .string(program)]))
        let named = configured.open(DocumentURI.uri(of: other), journalText)
        #expect(named.map { $0["code"] } == Self.checked([other, "--program", program], file: other).map { $0["code"] })
        #expect(named.contains { $0["code"]?.stringValue == "W0407" })
    }

    /// A journal split by year (`include "2025.lift"`) is still one journal; a second
    /// program in the folder pairs nothing.
    @Test func pairingCountsIncludedJournalsAsOne() throws {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift").path
        try "day \"A\":\n  squat 3x5 @ 100kg\n".write(toFile: program, atomically: true, encoding: .utf8)
        try "unit kg\n2025-11-20 \"A\"\n  squat 100x5\n".write(to: folder.appendingPathComponent("2025.lift"), atomically: true, encoding: .utf8)
        let journal = folder.appendingPathComponent("journal.lift").path
        let text = "unit kg\ninclude \"2025.lift\"\n2026-11-20 \"B\"\n  squat 100x5\n"
        try text.write(toFile: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized()
        #expect(harness.open(DocumentURI.uri(of: journal), text).map { $0["code"] } == ["W0407"])
        try "day \"B\":\n  bench 3x5 @ 80kg\n".write(to: folder.appendingPathComponent("other.lift"), atomically: true, encoding: .utf8)
        var second = ServerHarness.initialized()
        #expect(second.open(DocumentURI.uri(of: journal), text).isEmpty)
    }
}
