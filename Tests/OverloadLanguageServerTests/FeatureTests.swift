import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// Quick fixes, outline, folding, completion, hover and inlay hints on documents with
/// marked positions.
@Suite struct FeatureTests {
    static let program = """
        program "Hints"
        unit kg
        round 2.5kg
        exercise "Développé 💪":
          equipment barbell
        1rm squat 140kg, bench 100kg, "Développé 💪" 100kg

        day "Été 💪":
          ‸squat 3x5 ‸@ 75%
          bench 3x5 @ 82.5%
          bench 1x8 @ 60kg
          "Développé 💪" 3x5 ‸@ 75%

        day "B":
          deadlift 1x5 @ 120kg
        progress squat: linear +2.5kg

        """

    @Test func aFixItBecomesAPreferredQuickFix() {
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let uri = "file:///tmp/fix.lift"
        let text = "day \"A\"\n  squat 3x5 @ 100kg\n"
        let published = harness.open(uri, text)
        #expect(!published.isEmpty)
        // At the cursor on the line, as editors ask: the fix is at the end of the line.
        let response = harness.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": ServerHarness.position(0, 0), "end": ServerHarness.position(0, 0)]),
            "context": .object(["diagnostics": .array(published)]),
        ]))
        let actions = response["result"]?.arrayValue ?? []
        #expect(actions.count == 1)
        let action = actions.first
        #expect(action?["kind"]?.stringValue == "quickfix")
        #expect(action?["isPreferred"]?.boolValue == true)
        #expect(action?["diagnostics"]?.arrayValue?.first?["code"] == published.first?["code"])
        let edits = action?["edit"]?["changes"]?[uri]?.arrayValue ?? []
        #expect(applying(edits, to: text) == "day \"A\":\n  squat 3x5 @ 100kg\n")
        // Nothing to fix elsewhere.
        let elsewhere = harness.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": ServerHarness.position(1, 2), "end": ServerHarness.position(1, 4)]),
            "context": .object(["diagnostics": .array([])]),
        ]))
        #expect(elsewhere["result"]?.arrayValue == [])
    }

    @Test func symbolsNestWeeksDaysAndExercises() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/symbols.lift"
        harness.open(uri, "program \"S\"\nweek 1:\n  day \"A\":\n    squat 3x5 @ 100kg\n    bench 3x5 @ 80kg\nday \"B\":\n  deadlift 1x5 @ 140kg\n")
        let symbols = harness.request("textDocument/documentSymbol", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(symbols.map { $0["name"]?.stringValue } == ["S", "week 1", "B"])
        let day = symbols[1]["children"]?.arrayValue?.first
        #expect(day?["name"]?.stringValue == "A")
        #expect(day?["children"]?.arrayValue?.map { $0["name"]?.stringValue } == ["squat", "bench"])
        #expect(day?["children"]?.arrayValue?.first?["selectionRange"] == .object([
            "start": ServerHarness.position(3, 4), "end": ServerHarness.position(3, 9),
        ]))
        let folds = harness.request("textDocument/foldingRange", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(folds.map { [$0["startLine"]?.intValue, $0["endLine"]?.intValue] } == [[1, 4], [2, 4], [5, 6]])
    }

    @Test func aJournalCompletesItsProgramsDaysAndExercises() throws {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        try "progression my_rule(step = 2.5):\n  return tm + step\nday \"Lundi\":\n  zercher squat 3x5 @ 100kg\nprogress zercher squat: ‸\n"
            .replacingOccurrences(of: "‸", with: "").write(to: program, atomically: true, encoding: .utf8)
        let journal = folder.appendingPathComponent("journal.lift")
        let text = "unit kg\n2026-11-20 \"Lundi\"\n  zercher squat 100x5\n"
        try text.write(to: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized()
        let uri = DocumentURI.uri(of: journal.path)
        harness.open(uri, text)
        let items = harness.request("textDocument/completion", ServerHarness.at(uri, ServerHarness.position(2, 2)))["result"]?["items"]?.arrayValue ?? []
        let labels = items.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("\"Lundi\""))
        #expect(labels.contains("Zercher Squat"))
        // In the program, a rule may name its own script.
        let programURI = DocumentURI.uri(of: program.path)
        harness.open(programURI, (try? String(contentsOf: program, encoding: .utf8)) ?? "")
        let rules = harness.request("textDocument/completion", ServerHarness.at(programURI, ServerHarness.position(4, 24)))["result"]?["items"]?.arrayValue ?? []
        let ruleNames = rules.compactMap { $0["label"]?.stringValue }
        #expect(ruleNames.contains("my_rule"))
        #expect(ruleNames.contains("linear"))
    }

    @Test func crlfAndEmojiInTheOutline() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/crlf-symbols.lift"
        harness.open(uri, "day \"💪 Lundi\":\r\n  squat 3x5 @ 100kg\r\n  bench 3x5 @ 80kg\r\n")
        let symbols = harness.request("textDocument/documentSymbol", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(symbols.first?["name"]?.stringValue == "💪 Lundi")
        // The name's quotes included: from the quote to past the closing one, the emoji two UTF-16 units.
        #expect(symbols.first?["selectionRange"] == .object(["start": ServerHarness.position(0, 4), "end": ServerHarness.position(0, 14)]))
        #expect(symbols.first?["range"]?["end"]?["line"]?.intValue == 2)
        let folds = harness.request("textDocument/foldingRange", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(folds.map { [$0["startLine"]?.intValue, $0["endLine"]?.intValue] } == [[0, 2]])
    }

    @Test func journalSymbolsAreSessionsByDate() {
        var harness = ServerHarness.initialized()
        let uri = "file:///tmp/journal-symbols.lift"
        harness.open(uri, "unit kg\n\n2026-11-20 \"A\"\n  squat 100x5\n\n2026-11-22 \"B\"\n  bench 80x5\n  row 60x8\n")
        let symbols = harness.request("textDocument/documentSymbol", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        #expect(symbols.map { $0["name"]?.stringValue } == ["2026-11-20", "2026-11-22"])
        #expect(symbols.map { $0["detail"]?.stringValue } == ["A", "B"])
        #expect(symbols[1]["children"]?.arrayValue?.count == 2)
    }

    @Test func completionOffersWhatFitsWhereTheCursorIs() {
        var harness = ServerHarness.initialized(encodings: ["utf-8"])
        let uri = "file:///tmp/complete.lift"
        let marked = Marked("template heavy:\n  5x5 @ 80%\nwave main:\n  week 1: 5 @ 65%\nday \"Lundi\":\n  ‸squat 3x5 @ 100‸\nprogress squat: ‸\n")
        harness.open(uri, marked.text)
        func labels(_ index: Int) -> [JSONValue] {
            let response = harness.request("textDocument/completion",
                                           ServerHarness.at(uri, ServerHarness.position(marked.utf8[index].line, marked.utf8[index].character)))
            return response["result"]?["items"]?.arrayValue ?? []
        }
        let start = labels(0)
        let names = start.compactMap { $0["label"]?.stringValue }
        for expected in ["Bench Press", "bench", "Squat", "heavy", "main", "\"Lundi\"", "day", "progress"] {
            #expect(names.contains(expected), "\(expected)")
        }
        let bench = start.first { $0["label"]?.stringValue == "Bench Press" }
        #expect(bench?["detail"]?.stringValue?.contains("barbell") == true)
        #expect(bench?["detail"]?.stringValue?.contains("chest") == true)
        let units = labels(1).compactMap { $0["label"]?.stringValue }
        #expect(units.contains("kg") && units.contains("lb") && units.contains("%"))
        #expect(!units.contains("squat"))
        let rules = labels(2).compactMap { $0["label"]?.stringValue }
        #expect(rules.contains("linear"))
        #expect(!rules.contains("kg"))
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func hoverShowsTheCatalogCardAndTheLoad(_ encoding: PositionEncoding) {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        let uri = "file:///tmp/hover-\(encoding.rawValue).lift"
        let marked = Marked(Self.program)
        harness.open(uri, marked.text)
        let marks = encoding == .utf8 ? marked.utf8 : marked.utf16
        let exercise = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(marks[0].line, marks[0].character + 1)))
        let card = exercise["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(card.contains("**Back Squat**") || card.contains("Squat"))
        #expect(card.contains("barbell"))
        #expect(card.contains("quads"))
        let load = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(marks[1].line, marks[1].character + 1)))
        let text = load["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("= 105 kg"), "\(text)")
        // What it is a share of, and the plates on each side of the bar as `plan --plates` writes them.
        #expect(text.contains("(75% of squat's 1RM, "), "\(text)")
        #expect(text.hasSuffix("\n\nplates 25 15 2.5 a side"), "\(text)")
        #expect(load["result"]?["range"]?["start"] == ServerHarness.position(marks[1].line, marks[1].character))
        // After an emoji and accented letters on the same line, in either encoding.
        let declared = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(marks[2].line, marks[2].character + 2)))
        #expect(declared["result"]?["contents"]?["value"]?.stringValue?.contains("= 75 kg") == true)
        #expect(declared["result"]?["range"]?["start"] == ServerHarness.position(marks[2].line, marks[2].character))
        // Nothing under the cursor: null.
        #expect(harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(6, 0)))["result"] == .null)
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func inlayHintsFollowLoadsNotWrittenAsWeights(_ encoding: PositionEncoding) {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        let uri = "file:///tmp/hints.lift"
        // CRLF line ends too.
        let marked = Marked(Self.program.replacingOccurrences(of: "75%\n", with: "75%‸\r\n").replacingOccurrences(of: "82.5%\n", with: "82.5%‸\n"))
        harness.open(uri, marked.text)
        let response = harness.request("textDocument/inlayHint", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": ServerHarness.position(0, 0), "end": ServerHarness.position(40, 0)]),
        ]))
        let hints = response["result"]?.arrayValue ?? []
        #expect(hints.map { $0["label"]?.stringValue } == ["= 105 kg", "= 82.5 kg", "= 75 kg"])
        let marks = encoding == .utf8 ? marked.utf8 : marked.utf16
        // The marks after each load (the others mark where hover looks).
        #expect(hints.map { $0["position"] } == [marks[2], marks[3], marks[5]].map { ServerHarness.position($0.line, $0.character) })
        // Each hint's edit writes the load as a weight.
        let written = applying(hints.flatMap { $0["textEdits"]?.arrayValue ?? [] }, to: marked.text, encoding: encoding)
        #expect(written.contains("squat 3x5 @ 105kg\r\n") && written.contains("bench 3x5 @ 82.5kg\n"))
        #expect(written.contains("\"Développé 💪\" 3x5 @ 75kg"))
    }

    /// 5/3/1's Boring But Big sets: a press line after `press main` is the day's second
    /// press, 50% of a training max of 90% of 135 lb, rounded to 5 lb, as `overload plan` shows.
    @Test func exampleProgramHints() throws {
        let path = RepositoryPaths.examples.appendingPathComponent("programs/531-bbb.lift").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var harness = ServerHarness.initialized()
        let uri = DocumentURI.uri(of: path)
        harness.open(uri, text)
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let press = try #require(lines.firstIndex { $0.contains("press 5x10 @ 50%") })
        let hint = hints.first { $0["position"]?["line"]?.intValue == press }
        #expect(hint?["label"]?.stringValue == "= 60 lb")
        #expect(hint?["position"]?["character"]?.intValue == lines[press].utf16.count)
        // The `main` lines write no load of their own, so nothing follows them.
        let main = try #require(lines.firstIndex { $0.contains("press main") })
        #expect(!hints.contains { $0["position"]?["line"]?.intValue == main })
    }

    /// A program without maxes, beside its journal: the loads come from the next session the
    /// journal leads to, as `overload next` shows them (92.5 kg from an e1RM of 116.67 kg,
    /// 75 kg from RPE 8).
    @Test func loadsFromTheJournalForTheNextDay() throws {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        let text = "unit kg\nround 2.5kg\nday \"A\":\n  squat 3x5 @ 80%\n  bench 3x5 @ rpe 8\nday \"B\":\n  deadlift 1x5 @ 80%\n"
        try text.write(to: program, atomically: true, encoding: .utf8)
        try "unit kg\n2026-11-20 \"A\"\n  squat 100x5x3\n  bench 80x5x3\n2026-11-21 \"B\"\n  deadlift 140x5\n"
            .write(to: folder.appendingPathComponent("journal.lift"), atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let uri = DocumentURI.uri(of: program.path)
        harness.open(uri, text)
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        // Day A is next; day B's load waits for its own turn.
        #expect(hints.map { $0["label"]?.stringValue } == ["= 92.5 kg", "= 75 kg"])
        #expect(hints.map { $0["position"]?["line"]?.intValue } == [3, 4])
        #expect(hints.first?["tooltip"]?.stringValue?.contains("next session (2026-11-23)") == true)
        let hover = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(3, 14)))
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("= 92.5 kg") == true)
    }

    /// A rule that names an external plugin is never run; its hover says so.
    @Test func externalRulesAreNotRun() throws {
        let folder = temporaryFolder()
        let marker = folder.appendingPathComponent("ran")
        let script = folder.appendingPathComponent("coach.sh")
        try "#!/bin/sh\ntouch \(marker.path)\necho '{}'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let program = folder.appendingPathComponent("program.lift")
        let text = "plugin coach exec \"./coach.sh\"\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: coach else linear +2.5kg\n"
        try text.write(to: program, atomically: true, encoding: .utf8)
        let journal = folder.appendingPathComponent("journal.lift")
        let journalText = "2026-11-20 \"A\"\n  squat 100x5x3\n"
        try journalText.write(to: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-23"]))
        let uri = DocumentURI.uri(of: program.path)
        harness.open(uri, text)
        harness.open(DocumentURI.uri(of: journal.path), journalText)
        let rule = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(3, 17)))
        let note = rule["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(note.contains("Not run here"))
        // How to run it, with consent, from the command line.
        #expect(note.contains("`overload next --allow-exec` runs the plugin"))
        // Hover on the exercise replays the journal with the fallback rule: the next target and its reason.
        let squat = harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(2, 3)))
        let card = squat["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(card.contains("best e1RM"), "\(card)")
        #expect(card.contains("last session: 2026-11-20"), "\(card)")
        #expect(card.contains("next (A, 2026-11-23)"), "\(card)")
        _ = harness.request("textDocument/inlayHint", ServerHarness.document(uri))
        _ = harness.request("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "range": .object(["start": ServerHarness.position(0, 0), "end": ServerHarness.position(4, 0)]),
        ]))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }
}
