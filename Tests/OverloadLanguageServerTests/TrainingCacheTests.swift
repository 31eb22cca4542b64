import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// Hover and inlay hints replay the journal once per unchanged program and journal, and not
/// at all when the program's loads need no journal.
@Suite struct TrainingCacheTests {
    static let program = "unit kg\nround 2.5kg\nday \"A\":\n  squat 3x5 @ 80%\n  bench 3x5 @ rpe 8\nday \"B\":\n  deadlift 1x5 @ 80%\n"
    static let journal = "unit kg\n2026-11-20 \"A\"\n  squat 100x5x3\n  bench 80x5x3\n2026-11-21 \"B\"\n  deadlift 140x5\n"

    /// A program without maxes beside its journal, opened in a server planning for 2026-11-23.
    static func pair(program: String = program) throws -> (harness: ServerHarness, uri: String, journal: URL) {
        let folder = temporaryFolder()
        let programFile = folder.appendingPathComponent("program.lift")
        try program.write(to: programFile, atomically: true, encoding: .utf8)
        let journalFile = folder.appendingPathComponent("journal.lift")
        try journal.write(to: journalFile, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let uri = DocumentURI.uri(of: programFile.path)
        harness.open(uri, program)
        return (harness, uri, journalFile)
    }

    static func hintLines(_ harness: inout ServerHarness, _ uri: String) -> [Int?] {
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        return hints.map { $0["position"]?["line"]?.intValue }
    }

    @Test func repeatedRequestsOnAnUnchangedPairReplayOnce() throws {
        let pair = try Self.pair()
        var harness = pair.harness
        let uri = pair.uri
        #expect(harness.server.engine.trainingCache.replays == 0)
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        let load = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(3, 14)))
        #expect(load["result"]?["contents"]?["value"]?.stringValue?.contains("= 92.5 kg") == true)
        let card = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(3, 3)))
        #expect(card["result"]?["contents"]?["value"]?.stringValue?.contains("next (A, 2026-11-23)") == true)
        #expect(harness.server.engine.trainingCache.replays == 1)
    }

    @Test func aJournalChangeReplaysAgain() throws {
        let pair = try Self.pair()
        var harness = pair.harness
        let (uri, journal) = (pair.uri, pair.journal)
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        // Day A trained again: day B is next, and its load comes from the journal.
        try (Self.journal + "2026-11-22 \"A\"\n  squat 102.5x5x3\n  bench 80x5x3\n").write(to: journal, atomically: true, encoding: .utf8)
        _ = harness.notify("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string(DocumentURI.uri(of: journal.path)), "type": .integer(2)]),
        ])]))
        #expect(Self.hintLines(&harness, uri) == [6])
        #expect(Self.hintLines(&harness, uri) == [6])
        // The session added at the end is played on the kept replay, not the whole journal.
        #expect(harness.server.engine.trainingCache.replays == 1)
        #expect(harness.server.engine.trainingCache.appends == 1)
        // An edit inside the open journal reads it again.
        let journalURI = DocumentURI.uri(of: journal.path)
        harness.open(journalURI, Self.journal)
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(journalURI), "version": .integer(2)]),
            "contentChanges": .array([.object(["text": .string(Self.journal + "2026-11-22 \"A\"\n  squat 102.5x5x3\n")])]),
        ]))
        #expect(Self.hintLines(&harness, uri) == [6])
        #expect(harness.server.engine.trainingCache.replays == 2)
    }

    @Test func aProgramEditDoesNotReadTheJournalAgain() throws {
        let pair = try Self.pair()
        var harness = pair.harness
        let uri = pair.uri
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(2)]),
            "contentChanges": .array([.object(["text": .string(Self.program.replacingOccurrences(of: "80%", with: "85%"))])]),
        ]))
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        #expect(harness.server.engine.trainingCache.replays == 1)
        #expect(harness.server.engine.trainingCache.appends == 0)
    }

    @Test func aJournalGrownOnDiskUnannouncedIsPlayedOn() throws {
        let pair = try Self.pair()
        var harness = pair.harness
        let (uri, journal) = (pair.uri, pair.journal)
        #expect(Self.hintLines(&harness, uri) == [3, 4])
        try (Self.journal + "2026-11-22 \"A\"\n  squat 102.5x5x3\n  bench 80x5x3\n").write(to: journal, atomically: true, encoding: .utf8)
        #expect(Self.hintLines(&harness, uri) == [6])
        #expect(harness.server.engine.trainingCache.replays == 1)
        #expect(harness.server.engine.trainingCache.appends == 1)
    }

    @Test func loadsThePlanWorksOutNeedNoReplay() throws {
        let program = Self.program.replacingOccurrences(of: "round 2.5kg\n", with: "round 2.5kg\n1rm squat 120kg, deadlift 180kg\n")
            .replacingOccurrences(of: "@ rpe 8", with: "@ 80kg")
        let pair = try Self.pair(program: program)
        var harness = pair.harness
        let uri = pair.uri
        #expect(Self.hintLines(&harness, uri) == [4, 7])
        #expect(Self.hintLines(&harness, uri) == [4, 7])
        #expect(harness.server.engine.trainingCache.replays == 0)
    }
}
