import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// Opening, changing, closing and saving documents, and files changing on disk.
@Suite struct DocumentSyncTests {
    static let bad = "day \"A\":\n  squat 3x5 @ 100kgg\n"

    @Test func openPublishesAndClosePublishesNothing() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/sync-open.lift"
        let published = harness.open(uri, Self.bad)
        #expect(!published.isEmpty)
        let closed = harness.notify("textDocument/didClose", ServerHarness.document(uri))
        #expect(closed.count == 1)
        #expect(closed.first?["params"]?["uri"]?.stringValue == uri)
        #expect(closed.first?["params"]?["diagnostics"]?.arrayValue == [])
        #expect(harness.server.documents[uri] == nil)
    }

    @Test func aChangeRepublishesWithTheVersion() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/sync-change.lift"
        #expect(!harness.open(uri, Self.bad).isEmpty)
        let out = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 5]),
            "contentChanges": .array([.object(["range": .object(["start": ServerHarness.position(1, 18), "end": ServerHarness.position(1, 19)]),
                                               "text": ""])]),
        ]))
        #expect(harness.server.documents[uri]?.text == "day \"A\":\n  squat 3x5 @ 100kg\n")
        #expect(ServerHarness.diagnostics(in: out, for: uri).isEmpty)
        #expect(out.last?["params"]?["version"]?.intValue == 5)
    }

    /// Ranged changes apply one after the other, each to the text the one before it left,
    /// in the columns agreed at `initialize`.
    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func changesApplyInOrderInTheAgreedColumns(_ encoding: PositionEncoding) {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        let uri = "file:///tmp/sync-order-\(encoding.rawValue).lift"
        harness.open(uri, "day \"Été 💪\":\n  squat 3x5 @ 100kg\n")
        // The closing quote: after 15 UTF-8 bytes, or 11 UTF-16 units (the emoji is two).
        let quote = encoding == .utf8 ? 15 : 11
        func insert(_ text: String, at character: Int) -> JSONValue {
            .object(["range": .object(["start": ServerHarness.position(0, character), "end": ServerHarness.position(0, character)]),
                     "text": .string(text)])
        }
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([insert(" B", at: quote), insert("!", at: quote + 2)]),
        ]))
        #expect(harness.server.documents[uri]?.text == "day \"Été 💪 B!\":\n  squat 3x5 @ 100kg\n")
    }

    /// A program's journal is rechecked when the program changes, on save or on disk.
    @Test func savedAndWatchedFilesRefresh() throws {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        let journal = folder.appendingPathComponent("journal.lift")
        try "day \"A\":\n  squat 3x5 @ 100kg\n".write(to: program, atomically: true, encoding: .utf8)
        let journalText = "unit kg\n2026-11-20 \"A\"\n  squat 100x5\n"
        try journalText.write(to: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized()
        let journalURI = DocumentURI.uri(of: journal.path)
        #expect(harness.open(journalURI, journalText).isEmpty)
        // The program loses day A on disk: the journal now names a day it lacks.
        try "day \"B\":\n  squat 3x5 @ 100kg\n".write(to: program, atomically: true, encoding: .utf8)
        let watched = harness.notify("workspace/didChangeWatchedFiles", .object([
            "changes": .array([.object(["uri": .string(DocumentURI.uri(of: program.path)), "type": 2])]),
        ]))
        #expect(ServerHarness.diagnostics(in: watched, for: journalURI).map { $0["code"] } == ["W0407"])
        try "day \"A\":\n  squat 3x5 @ 100kg\n".write(to: program, atomically: true, encoding: .utf8)
        let saved = harness.notify("textDocument/didSave", ServerHarness.document(DocumentURI.uri(of: program.path)))
        #expect(ServerHarness.diagnostics(in: saved, for: journalURI).isEmpty)
        // An open, unsaved program is what the journal is checked against.
        let programURI = DocumentURI.uri(of: program.path)
        let opened = harness.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(programURI), "languageId": "overload", "version": 1, "text": "day \"C\":\n  squat 3x5 @ 100kg\n",
        ])]))
        #expect(ServerHarness.diagnostics(in: opened, for: journalURI).map { $0["code"] } == ["W0407"])
    }
}

/// Over standard input, diagnostics wait for a pause: a burst of changes is checked once.
@Suite struct HeldDiagnosticsTests {
    @Test func aBurstOfChangesIsPublishedOnce() {
        var harness = ServerHarness.initialized()
        harness.server.publishesAtOnce = false
        let uri = "file:///tmp/burst.lift"
        #expect(harness.open(uri, "day \"A\":\n  squat 3x5 @ 100kg\n").isEmpty)
        for (version, text) in ["day \"A\":\n  squat 3x5 @ 100kgg\n", "day \"A\":\n  squat 3x5 @ 100kg\n  bench 3x5 @ 1kgg\n"].enumerated() {
            let out = harness.notify("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri), "version": .integer(version + 2)]),
                "contentChanges": .array([.object(["text": .string(text)])]),
            ]))
            #expect(out.isEmpty)
        }
        let flushed = harness.server.flushDiagnostics()
        #expect(flushed.count == 1)
        #expect(flushed.first?["params"]?["version"]?.intValue == 3)
        #expect(ServerHarness.diagnostics(in: flushed, for: uri).first?["range"]?["start"]?["line"]?.intValue == 2)
        // Nothing new: nothing to publish.
        #expect(harness.server.flushDiagnostics().isEmpty)
        // Closing still clears at once.
        let closed = harness.notify("textDocument/didClose", ServerHarness.document(uri))
        #expect(closed.first?["params"]?["diagnostics"]?.arrayValue == [])
    }
}
