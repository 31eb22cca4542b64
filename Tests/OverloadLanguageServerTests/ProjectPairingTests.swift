import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// The project file pairs a journal with its program where the folder layout cannot, a
/// malformed one is shown where it goes wrong, and pairing does not parse the folder again
/// while its files stay the same.
@Suite struct ProjectPairingTests {
    static func folder(project: String?) throws -> URL {
        let folder = temporaryFolder()
        try "day \"A\":\n  squat 3x5 @ 100kg\n".write(to: folder.appendingPathComponent("a.lift"), atomically: true, encoding: .utf8)
        try "day \"B\":\n  bench 3x5 @ 80kg\n".write(to: folder.appendingPathComponent("b.lift"), atomically: true, encoding: .utf8)
        try "2026-11-20 \"B\"\n  bench 80x5x3\n".write(to: folder.appendingPathComponent("log.lift"), atomically: true, encoding: .utf8)
        if let project { try project.write(to: folder.appendingPathComponent("overload.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func theProjectFilePairsTwoProgramsFolder() throws {
        let folder = try Self.folder(project: "{ \"program\": \"b.lift\", \"journal\": \"log.lift\", \"date\": \"2026-11-24\" }")
        let harness = ServerHarness.initialized(root: folder.path)
        let pairing = harness.server.pairing
        let journal = folder.appendingPathComponent("log.lift").path
        #expect(pairing.program(forJournal: journal) == folder.appendingPathComponent("b.lift").path)
        #expect(pairing.journal(forProgram: folder.appendingPathComponent("a.lift").path) == journal)
        #expect(pairing.date(beside: journal) == LocalDate(year: 2026, month: 11, day: 24))
        // Without it, two programs pair nothing.
        let bare = try Self.folder(project: nil)
        #expect(ServerHarness.initialized(root: bare.path).server.pairing.program(forJournal: bare.appendingPathComponent("log.lift").path) == nil)
    }

    @Test func initializationOptionsWinOverTheProjectFile() throws {
        let folder = try Self.folder(project: "{ \"program\": \"b.lift\" }")
        let harness = ServerHarness.initialized(options: .object(["program": "a.lift"]), root: folder.path)
        #expect(harness.server.pairing.program(forJournal: folder.appendingPathComponent("log.lift").path)
            == folder.appendingPathComponent("a.lift").path)
    }

    @Test func aMalformedProjectFileIsPublishedWithItsPlace() throws {
        let folder = try Self.folder(project: "{\n  \"program\": \"b.lift\",\n  \"journal\": log.lift\n}\n")
        var harness = ServerHarness.initialized(encodings: ["utf-8"], root: folder.path)
        let journal = folder.appendingPathComponent("log.lift")
        let out = harness.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(DocumentURI.uri(of: journal.path)), "languageId": "overload", "version": 1,
            "text": .string(try String(contentsOf: journal, encoding: .utf8)),
        ])]))
        let projectURI = DocumentURI.uri(of: folder.appendingPathComponent("overload.json").path)
        let diagnostics = ServerHarness.diagnostics(in: out, for: projectURI)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"]?.stringValue == "E0009")
        #expect(diagnostics.first?["range"]?["start"] == ServerHarness.position(2, 13))
        // And the journal pairs with nothing rather than guess.
        #expect(harness.server.pairing.program(forJournal: journal.path) == nil)
    }

    @Test func pairingParsesEachFileOnceWhileItStaysTheSame() throws {
        let folder = try Self.folder(project: nil)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("a.lift"))
        let harness = ServerHarness.initialized(root: folder.path)
        let journal = folder.appendingPathComponent("log.lift").path
        let pairing = harness.server.pairing
        #expect(pairing.program(forJournal: journal) == folder.appendingPathComponent("b.lift").path)
        let parses = harness.server.engine.fileSummaries.parses
        #expect(parses == 2)
        for _ in 0..<5 { _ = pairing.program(forJournal: journal) }
        #expect(harness.server.engine.fileSummaries.parses == parses)
        // A file written again is parsed again.
        try "day \"B\":\n  bench 3x5 @ 80kg\n  row 3x8 @ 50kg\n".write(to: folder.appendingPathComponent("b.lift"), atomically: true, encoding: .utf8)
        _ = pairing.program(forJournal: journal)
        #expect(harness.server.engine.fileSummaries.parses == parses + 1)
    }
}

/// An open journal grown at its end is summarized from the added text alone.
@Suite struct GrownJournalSummaryTests {
    @Test func anAppendedSessionKeepsTheJournalAJournal() throws {
        let folder = temporaryFolder()
        try "day \"B\":\n  bench 3x5 @ 80kg\n".write(to: folder.appendingPathComponent("b.lift"), atomically: true, encoding: .utf8)
        let journalPath = folder.appendingPathComponent("log.lift").path
        let journal = "2026-11-20 \"B\"\n  bench 80x5x3\n"
        try journal.write(toFile: journalPath, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(root: folder.path)
        let uri = DocumentURI.uri(of: journalPath)
        harness.open(uri, journal)
        #expect(harness.server.pairing.program(forJournal: journalPath) == folder.appendingPathComponent("b.lift").path)
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["text": .string(journal + "2026-11-22 \"B\"\n  bench 82.5x5x3\n")])]),
        ]))
        #expect(harness.server.pairing.program(forJournal: journalPath) == folder.appendingPathComponent("b.lift").path)
        // A day appended to the journal makes it a file of both: it pairs no more.
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 3]),
            "contentChanges": .array([.object(["text": .string(journal + "2026-11-22 \"B\"\n  bench 82.5x5x3\nday \"C\":\n  row 3x8\n")])]),
        ]))
        #expect(harness.server.pairing.folderPair(beside: journalPath) == nil)
        let summary = harness.server.engine.fileSummary(journalPath, kind: harness.server.pairing.kind)
        #expect(summary?.kind == .both)
    }
}
