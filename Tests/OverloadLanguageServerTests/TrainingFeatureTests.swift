import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// What the journal adds in the editor: each logged set's e1RM, a progression rule's state,
/// the next target as a line to log, hints asked again when the journal changes, and the
/// unknown name declared.
@Suite struct TrainingFeatureTests {
    static let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg\n"
    static let journal = "unit kg\n2026-11-20 \"A\"\n  squat 100x5x3\n  \n"

    /// A folder with the program and its journal, as `overload next` finds them.
    static func pair() throws -> (program: URL, journal: URL) {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        let journal = folder.appendingPathComponent("journal.lift")
        try Self.program.write(to: program, atomically: true, encoding: .utf8)
        try Self.journal.write(to: journal, atomically: true, encoding: .utf8)
        return (program, journal)
    }

    static func hints(_ harness: inout ServerHarness, _ uri: String) -> [JSONValue] {
        harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
    }

    /// Epley: 100 x 5 is 116.7; 105 x 5 (122.5) beats it, 100 x 3 (110) does not; warm-ups
    /// and bodyweight sets have none. A session appended is a record of its own.
    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func loggedSetsShowTheirE1RMAndRecords(_ encoding: PositionEncoding) {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        let uri = "file:///tmp/e1rm-\(encoding.rawValue).lift"
        let marked = Marked("unit kg\n2026-11-20 \"Été 💪\"\n  squat 100x5x3‸\n  bench warmup 40x5, 80x5‸\n  pull-up 8\n"
            + "2026-11-22 \"A\"\n  squat 105x5‸, 100x3‸\r\n")
        harness.open(uri, marked.text)
        let hints = Self.hints(&harness, uri)
        #expect(hints.map { $0["label"]?.stringValue } == ["e1RM 116.7 kg", "e1RM 93.3 kg", "e1RM 122.5 kg ★ record", "e1RM 110 kg"])
        let marks = encoding == .utf8 ? marked.utf8 : marked.utf16
        #expect(hints.map { $0["position"] } == marks.map { ServerHarness.position($0.line, $0.character) })
        #expect(hints[2]["tooltip"]?.stringValue?.contains("record") == true)
        // The journal grows: the hints asked again say so.
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["range": .object(["start": ServerHarness.position(7, 0), "end": ServerHarness.position(7, 0)]),
                                               "text": "2026-11-24 \"A\"\n  squat 110x5\n"])]),
        ]))
        #expect(Self.hints(&harness, uri).last?["label"]?.stringValue == "e1RM 128.3 kg ★ record")
    }

    /// A set logged in the other unit is estimated in the journal's: 225 lb is 102.05828325 kg,
    /// 119.07 kg by Epley over 5 reps; 100 kg in an lb journal is 220.46 lb, 257.21 lb.
    @Test func aSetLoggedInTheOtherUnitIsEstimatedInTheJournals() {
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let kilograms = "file:///tmp/e1rm-other-unit-kg.lift", pounds = "file:///tmp/e1rm-other-unit-lb.lift"
        harness.open(kilograms, "unit kg\n2026-11-20\n  squat 225lbx5\n")
        harness.open(pounds, "unit lb\n2026-11-20\n  squat 100kgx5\n")
        #expect(Self.hints(&harness, kilograms).map { $0["label"]?.stringValue } == ["e1RM 119.1 kg"])
        #expect(Self.hints(&harness, pounds).map { $0["label"]?.stringValue } == ["e1RM 257.2 lb"])
    }

    @Test func aProgressionRuleSaysWhatItDoesAndItsState() throws {
        let (program, journal) = try Self.pair()
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let uri = DocumentURI.uri(of: program.path)
        harness.open(uri, Self.program)
        let hover = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(3, 18)))
        let text = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("**linear** progression rule: add a step after each successful session"), "\(text)")
        #expect(text.contains("state of **squat**: "), "\(text)")
        #expect(!text.contains("not run yet"), "\(text)")
        #expect(text.contains("next (A, 2026-11-23): ") && text.contains("102.5"), "\(text)")
        // Alone, the rule has not run.
        try FileManager.default.removeItem(at: journal)
        var alone = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let lonely = "file:///tmp/rule-alone/program.lift"
        alone.open(lonely, Self.program)
        let unrun = alone.request("textDocument/hover", ServerHarness.at(lonely, ServerHarness.position(3, 18)))
        #expect(unrun["result"]?["contents"]?["value"]?.stringValue?.contains("the rule has not run yet") == true)
    }

    @Test func aJournalCompletesTheNextTargetAsALine() throws {
        let (_, journal) = try Self.pair()
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let uri = DocumentURI.uri(of: journal.path)
        harness.open(uri, Self.journal)
        let items = harness.request("textDocument/completion", ServerHarness.at(uri, ServerHarness.position(3, 2)))["result"]?["items"]?.arrayValue ?? []
        let line = items.first { $0["label"]?.stringValue == "squat 102.5x5x3" }
        #expect(line?["detail"]?.stringValue == "next target (A, 2026-11-23)", "\(items.prefix(3))")
        #expect(line?["sortText"]?.stringValue?.hasPrefix("0") == true)
        // After a number, units only.
        let units = harness.request("textDocument/completion", ServerHarness.at(uri, ServerHarness.position(2, 10)))["result"]?["items"]?.arrayValue ?? []
        #expect(units.contains { $0["label"]?.stringValue == "kg" })
        #expect(!units.contains { $0["label"]?.stringValue == "squat 102.5x5x3" })
        // Hover on the journal's exercise: the card, the best e1RM, the last session, the next target and why.
        let card = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(2, 3)))["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(card.contains("barbell") && card.contains("best e1RM: 116.7 kg (100 kg × 5, 2026-11-20)"), "\(card)")
        #expect(card.contains("last session: 2026-11-20"), "\(card)")
        #expect(card.contains("next (A, 2026-11-23): ") && card.contains("102.5") && card.contains("\n\n- "), "\(card)")
    }

    @Test(arguments: [true, false])
    func aJournalChangeAsksForHintsAgain(_ refreshes: Bool) throws {
        let (program, journal) = try Self.pair()
        var harness = ServerHarness()
        let capabilities: JSONValue = refreshes ? .object(["workspace": .object(["inlayHint": .object(["refreshSupport": true])])]) : .object([:])
        _ = harness.request("initialize", .object(["capabilities": capabilities]))
        _ = harness.notify("initialized", .object([:]))
        harness.open(DocumentURI.uri(of: program.path), Self.program)
        // `overload log` appends a session on disk.
        try (Self.journal + "2026-11-23 \"A\"\n  squat 102.5x5x3\n").write(to: journal, atomically: true, encoding: .utf8)
        let out = harness.notify("workspace/didChangeWatchedFiles", .object([
            "changes": .array([.object(["uri": .string(DocumentURI.uri(of: journal.path)), "type": 2])]),
        ]))
        let asked = out.filter { $0["method"]?.stringValue == "workspace/inlayHint/refresh" }
        #expect(asked.count == (refreshes ? 1 : 0))
        #expect(asked.allSatisfy { $0["id"] != nil })
        // The client's answer is taken quietly.
        if let id = asked.first?["id"] {
            #expect(harness.server.receive(.object(["jsonrpc": "2.0", "id": id, "result": .null])).isEmpty)
        }
    }

    @Test func anUnknownExerciseCanBeDeclared() {
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let uri = "file:///tmp/declare.lift"
        let text = "program \"P\"\nunit kg\n\nday \"A\":\n  sqaut 3x5 @ 100kg\n"
        let published = harness.open(uri, text)
        #expect(published.map { $0["code"]?.stringValue } == ["E0201"])
        let actions = harness.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": ServerHarness.position(4, 2), "end": ServerHarness.position(4, 2)]),
            "context": .object(["diagnostics": .array(published)]),
        ]))["result"]?.arrayValue ?? []
        #expect(actions.compactMap { $0["title"]?.stringValue } == ["change 'sqaut' to 'squat'", "declare exercise sqaut"])
        let declare = actions.last
        #expect(declare?["isPreferred"] == nil)
        let edits = declare?["edit"]?["changes"]?[uri]?.arrayValue ?? []
        let declared = applying(edits, to: text)
        #expect(declared == "program \"P\"\nunit kg\n\nexercise sqaut\n\nday \"A\":\n  sqaut 3x5 @ 100kg\n")
        var again = ServerHarness.initialized()
        #expect(!again.open("file:///tmp/declared.lift", declared).contains { $0["code"]?.stringValue == "E0201" })
    }
}

/// A rule's parameters are completed after its name.
@Suite struct RuleCompletionTests {
    @Test func aRulesPhrasesFollowItsName() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/rule-phrases.lift"
        harness.open(uri, "day \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear \nprogress bench: lin\n")
        func items(_ line: Int, _ character: Int) -> [JSONValue] {
            harness.request("textDocument/completion", ServerHarness.at(uri, ServerHarness.position(line, character)))["result"]?["items"]?.arrayValue ?? []
        }
        let phrases = items(2, 23)
        let labels = phrases.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("+STEP") && labels.contains("every N sessions") && labels.contains("deload P% after N fails"), "\(labels)")
        #expect(!labels.contains("linear"))
        #expect(phrases.first { $0["label"]?.stringValue == "every N sessions" }?["detail"]?.stringValue?.contains("after every Nth success") == true)
        // Still typing the name: the rules, each with what it does.
        let rules = items(3, 19)
        #expect(rules.first { $0["label"]?.stringValue == "linear" }?["detail"]?.stringValue?.hasPrefix("add a step after each successful session") == true)
    }
}

/// Loads written as a share plus a weight, or as a share of the day's top set, are hinted too.
@Suite struct RelativeLoadHintTests {
    @Test func aShareWithAWeightAndAShareOfTheTopSet() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/relative-hints.lift"
        harness.open(uri, "unit kg\nround 2.5kg\n1rm squat 140kg, bench 100kg\nday \"A\":\n  squat 6x6 @ 70% + 10lb\n  bench 5 @ 50% of top, top 5 @ 80%\n")
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        // 70% of 140 kg is 98 kg, and 10 lb is 4.54 kg: 102.5 kg to the nearest 2.5 kg.
        #expect(hints.map { $0["label"]?.stringValue } == ["= 102.5 kg", "= 40 kg", "= 80 kg"])
        #expect(hints.map { $0["position"]?["line"]?.intValue } == [4, 5, 5])
        #expect(hints.first?["tooltip"]?.stringValue?.hasPrefix("70% of squat's 1RM + 4.54 kg, ") == true, "\(hints.first ?? .null)")
    }

    /// A template's load argument: 75% of a 180 kg max is 135 kg, and accepting the hint writes `135kg`.
    @Test func aTemplatesLoadArgument() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/template-hints.lift"
        let text = "unit kg\n1rm squat 140kg, deadlift 180kg\ntemplate ramp(lift, load = 100kg, reps = 5):\n  lift 3xreps @ load\n"
            + "day \"A\":\n  squat ramp(120kg)\n  deadlift ramp(reps = 3, load = 75%)\n"
        harness.open(uri, text)
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(hints.map { $0["label"]?.stringValue } == ["= 135 kg"])
        #expect(hints.first?["position"] == ServerHarness.position(6, 36))
        let edits = hints.first?["textEdits"]?.arrayValue ?? []
        let written = applying(edits, to: text)
        #expect(written.contains("deadlift ramp(reps = 3, load = 135kg)\n"), "\(written)")
    }
}

/// A buffer being typed is rarely free of errors: the lines that parse still get hover,
/// hints and completion, the broken ones are left out.
@Suite struct BrokenBufferTests {
    @Test func aProgramWithABrokenLine() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/broken-program.lift"
        let text = "unit kg\n1rm squat 140kg, bench 100kg\nday \"A\":\n  squat 3x5 @ 75%\n  bench 3x @@ kg\n  bench 3x5 @ 80%\n"
        let published = harness.open(uri, text)
        #expect(published.contains { $0["severity"]?.intValue == 1 })
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(hints.map { $0["label"]?.stringValue } == ["= 105 kg", "= 80 kg"])
        #expect(hints.map { $0["position"]?["line"]?.intValue } == [3, 5])
        let hover = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(5, 3)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("barbell") == true)
        let items = harness.request("textDocument/completion", ServerHarness.at(uri, ServerHarness.position(4, 2)))["result"]?["items"]?.arrayValue ?? []
        #expect(items.contains { $0["label"]?.stringValue == "Bench Press" })
    }

    @Test func aJournalWithABrokenLine() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/broken-journal.lift"
        harness.open(uri, "unit kg\n2026-11-20 \"A\"\n  squat 100x5x3\n  bench 80xx5 ((\n2026-11-22 \"A\"\n  squat 105x5\n")
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(hints.map { $0["label"]?.stringValue } == ["e1RM 116.7 kg", "e1RM 122.5 kg ★ record"])
        let hover = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(5, 3)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("quads") == true)
    }
}
