import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// After a week's kind (`week 4 deload`), the loads it makes of the days' lines.
@Suite struct WeekModifierHintTests {
    static let program = """
        unit kg
        round 2.5kg
        weeks 6
        1rm squat 140kg, bench 100kg
        day "A":
          squat 5x5 @ 75%
          bench 5x5 @ 80kg
        week 4 deload
        week 5 test
        week 6 deload: bench 3x5 @ 60%

        """

    /// Week 4 deloads both lines to 60%: squat's 105 kg to 63 kg (62.5 kg on the 2.5 kg
    /// steps), bench's 80 kg to 48 kg (47.5 kg). A test week leaves loads alone; week 6 writes
    /// bench itself, so only squat is scaled.
    @Test func aDeloadWeekShowsTheLoadsItMakes() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/week-modifier-hints.lift"
        harness.open(uri, Self.program)
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        let weekHints = hints.filter { ($0["position"]?["line"]?.intValue ?? 0) >= 7 }
        #expect(weekHints.map { $0["label"]?.stringValue } == ["= squat 62.5 kg, bench 47.5 kg", "= squat 62.5 kg"], "\(weekHints)")
        #expect(weekHints.first?["position"] == ServerHarness.position(7, 13))
        #expect(weekHints.first?["tooltip"]?.stringValue?.hasPrefix("week 4, a deload week: the days' loads at 60% of what they would be") == true)
        #expect(weekHints.first?["tooltip"]?.stringValue?.contains("A: squat 62.5 kg, bench 47.5 kg") == true)
        #expect(weekHints.first?["textEdits"] == nil)
        // The same weights the plan gives week 4.
        let plan = ProgramCompiler.compile(Parser.parse(SourceFile(name: "p.lift", text: Self.program))).snapshot
        let week4 = plan.weeks.first { $0.number == 4 }?.days.first?.exercises.map { $0.sets.first?.load?.loadable }
        #expect(week4 == [62.5, 47.5])
    }
}

/// A journal's e1RM hints are worked out once for its text, and an edit in its latest
/// session (or a session appended) plays on from there, with the hints a fresh read gives.
@Suite struct EstimateCacheTests {
    static func labels(_ harness: inout ServerHarness, _ uri: String) -> [String?] {
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        return hints.map { $0["label"]?.stringValue }
    }

    /// The hints a server that never saw the journal before gives its text.
    static func fresh(_ text: String) -> [String?] {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/estimate-fresh-\(UUID().uuidString).lift"
        harness.open(uri, text)
        return labels(&harness, uri)
    }

    static func change(_ harness: inout ServerHarness, _ uri: String, at line: Int, _ character: Int, insert text: String) {
        let position = ServerHarness.position(line, character)
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "contentChanges": .array([.object(["range": .object(["start": position, "end": position]), "text": .string(text)])]),
        ]))
    }

    @Test func editsInTheLatestSessionPlayOn() throws {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/estimate-cache-\(UUID().uuidString).lift"
        var text = "unit kg\n2026-11-20 \"A\"\n  squat 100x5\n2026-11-22 \"A\"\n  squat 105x5\n"
        harness.open(uri, text)
        let cache = harness.server.engine.setEstimates
        #expect(Self.labels(&harness, uri) == ["e1RM 116.7 kg", "e1RM 122.5 kg ★ record"])
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        #expect((cache.reads, cache.resumes) == (1, 0))
        // A line added to the latest session, then a set typed at the end of a line in it.
        Self.change(&harness, uri, at: 5, 0, insert: "  bench 80x5\n")
        text += "  bench 80x5\n"
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        Self.change(&harness, uri, at: 4, 13, insert: ", 110x5")
        text = text.replacingOccurrences(of: "105x5\n", with: "105x5, 110x5\n")
        #expect(Self.labels(&harness, uri) == ["e1RM 116.7 kg", "e1RM 122.5 kg ★ record", "e1RM 128.3 kg ★ record", "e1RM 93.3 kg"])
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        // A session logged at the end.
        Self.change(&harness, uri, at: 6, 0, insert: "2026-11-24 \"A\"\n  squat 100x8\n")
        text += "2026-11-24 \"A\"\n  squat 100x8\n"
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        #expect((cache.reads, cache.resumes) == (1, 3))
        // A session dated before the latest one, and an edit to an early session: read whole.
        Self.change(&harness, uri, at: 8, 0, insert: "2026-11-21 \"A\"\n  squat 120x5\n")
        text += "2026-11-21 \"A\"\n  squat 120x5\n"
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        #expect(cache.reads == 2)
        Self.change(&harness, uri, at: 2, 13, insert: "x2")
        text = text.replacingOccurrences(of: "squat 100x5\n", with: "squat 100x5x2\n")
        #expect(Self.labels(&harness, uri) == Self.fresh(text))
        #expect(cache.reads == 3)
    }
}

/// Once an edit's diagnostics are out, the replay the next hover needs is made then.
@Suite struct PreparedTrainingTests {
    @Test func theReplayIsMadeBeforeTheHoverAsksForIt() throws {
        let pair = try TrainingCacheTests.pair()
        var harness = pair.harness
        #expect(harness.server.engine.trainingCache.replays == 0)
        harness.server.prepareTraining()
        #expect(harness.server.engine.trainingCache.replays == 1)
        let load = harness.request("textDocument/hover", ServerHarness.at(pair.uri, ServerHarness.position(3, 14)))
        #expect(load["result"]?["contents"]?["value"]?.stringValue?.contains("= 92.5 kg") == true)
        #expect(harness.server.engine.trainingCache.replays == 1)
    }
}
