import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// A journal's session in progress in the editor: after the top set logged on the day the
/// server evaluates, the back-offs still to do with the loads `overload next` takes of it.
@Suite struct SessionInProgressHintTests {
    static let program = "unit kg\nday \"A\":\n  squat top 1x1 @ 180kg, backoff 3x5 @ -10% of today\n  bench 3x5 @ 100kg\n"
    static let heading = "unit kg\n2026-11-27 \"A\"\n"

    /// The program beside its journal, the journal open with `text` on the session's day.
    static func opened(_ text: String) throws -> (harness: ServerHarness, uri: String) {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        let journal = folder.appendingPathComponent("journal.lift")
        try Self.program.write(to: program, atomically: true, encoding: .utf8)
        try text.write(to: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(options: .object(["date": "2026-11-27"]))
        let uri = DocumentURI.uri(of: journal.path)
        harness.open(uri, text)
        return (harness, uri)
    }

    static func backoffHints(_ harness: inout ServerHarness, _ uri: String) -> [JSONValue] {
        let hints = harness.request("textDocument/inlayHint", ServerHarness.document(uri))["result"]?.arrayValue ?? []
        return hints.filter { $0["label"]?.stringValue?.hasPrefix("back-off") == true }
    }

    static func edit(_ harness: inout ServerHarness, _ uri: String, version: Int, to text: String) {
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(version)]),
            "contentChanges": .array([.object(["text": .string(text)])]),
        ]))
    }

    /// 10% off the logged 192.5 kg single is 173.25 kg, 172.5 kg on the plates (off the
    /// planned 180 kg it would be 162.5 kg); the hint follows the line as it is edited and
    /// goes once every back-off is logged.
    @Test func theBackoffsFollowTheLoggedTopSet() throws {
        var (harness, uri) = try Self.opened(Self.heading + "  squat top 192.5x1\n")
        let hints = Self.backoffHints(&harness, uri)
        #expect(hints.map { $0["label"]?.stringValue } == ["back-offs 3 × 5 @ 172.5 kg"], "\(hints)")
        #expect(hints.first?["position"] == ServerHarness.position(2, 19))
        #expect(hints.first?["tooltip"]?.stringValue?.contains("today's top set, 192.5 kg, logged:") == true)
        #expect(hints.first?["textEdits"] == nil)

        // A heavier single moves the back-offs.
        Self.edit(&harness, uri, version: 2, to: Self.heading + "  squat top 200x1\n")
        #expect(Self.backoffHints(&harness, uri).map { $0["label"]?.stringValue } == ["back-offs 3 × 5 @ 180 kg"])

        // One back-off logged on a line of its own: the two left, after that line.
        Self.edit(&harness, uri, version: 3, to: Self.heading + "  squat top 200x1\n  bench 100x5x3\n  squat backoff 180x5\n")
        let left = Self.backoffHints(&harness, uri)
        #expect(left.map { $0["label"]?.stringValue } == ["back-offs 2 × 5 @ 180 kg"])
        #expect(left.first?["position"] == ServerHarness.position(4, 21))

        // Every back-off logged: the session is no longer in progress.
        Self.edit(&harness, uri, version: 4, to: Self.heading + "  squat top 200x1, backoff 180x5x3\n")
        #expect(Self.backoffHints(&harness, uri).isEmpty)
    }

    /// A single logged in lb in a kg program is named as `next` names it: as logged, in lb, with
    /// the program's figure beside it (465 lb is 210.92 kg; 10% off it is 189.83 kg, 190 kg on
    /// the plates).
    @Test func aTopSetLoggedInTheOtherUnitIsNamedAsLogged() throws {
        var (harness, uri) = try Self.opened(Self.heading + "  squat top 465lb x 1\n")
        let hints = Self.backoffHints(&harness, uri)
        #expect(hints.map { $0["label"]?.stringValue } == ["back-offs 3 × 5 @ 190 kg"], "\(hints)")
        let tooltip = hints.first?["tooltip"]?.stringValue ?? ""
        #expect(tooltip.hasPrefix("taken of today's top set, 465 lb (210.92 kg), logged: "), "\(tooltip)")
    }

    /// A session on another day than the server's is judged as logged, not in progress.
    /// The gate that spares a replay when no session is dated the day: a date at a line's
    /// start counts, one inside a note or a later part of a line does not.
    @Test func onlyALineStartingWithTheDateIsASessionThatDay() throws {
        let date = try #require(LocalDate(year: 2026, month: 11, day: 27))
        let yes = Array("unit kg\n\n2026-11-27 \"Deadlift\"\n  deadlift 200x1\n".utf8)
        let no = Array("unit kg\n\n2026-11-20\n  note \"2026-11-27 next\"\n".utf8)
        #expect(SessionInProgressHints.hasSession(on: date, in: yes))
        #expect(!SessionInProgressHints.hasSession(on: date, in: no))
        #expect(SessionInProgressHints.hasSession(on: date, in: Array("2026-11-27".utf8)))
        #expect(!SessionInProgressHints.hasSession(on: date, in: []))
    }

    @Test func aSessionOfAnotherDayHasNone() throws {
        var (harness, uri) = try Self.opened("unit kg\n2026-11-26 \"A\"\n  squat top 192.5x1\n")
        #expect(Self.backoffHints(&harness, uri).isEmpty)
    }
}
