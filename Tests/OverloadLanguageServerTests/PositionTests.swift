@testable import OverloadLanguageServer
import Overload
import OverloadSyntax
import Testing

/// Byte offsets to LSP positions and back, in UTF-8 and UTF-16, on lines with emoji,
/// accented letters and CRLF line ends.
@Suite struct PositionTests {
    static let marked = Marked("day \"Jour 1 ‸– épaulé\":\r\n  ‸bench 3x5 @ 100kg # 💪‸ fort\r\n\r\n  ‸squat 5x5 ‸@ 80%\n‸")

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func marksRoundTrip(_ encoding: PositionEncoding) {
        let document = TextDocument(uri: "file:///p.lift", version: 1, text: Self.marked.text)
        let expected = encoding == .utf8 ? Self.marked.utf8 : Self.marked.utf16
        let bytes = Array(Self.marked.text.utf8)
        for (line, character) in expected {
            let offset = document.offset(of: Position(line: line, character: character), in: encoding)
            #expect(document.position(of: offset, in: encoding) == Position(line: line, character: character))
            #expect(offset <= bytes.count)
        }
        // The emoji is two UTF-16 units and four bytes.
        #expect(Self.marked.utf8[2].character - Self.marked.utf16[2].character == 2)
    }

    @Test func crlfEndsALineOnce() {
        let document = TextDocument(uri: "file:///p.lift", version: 1, text: "a\r\nb\rc\nd")
        #expect(document.lineStarts == [0, 3, 5, 7])
        #expect(document.position(of: 1, in: .utf16) == Position(line: 0, character: 1))
        // A position past the end of a line is its end, before the break.
        #expect(document.offset(of: Position(line: 0, character: 40), in: .utf16) == 1)
        #expect(document.offset(of: Position(line: 9, character: 0), in: .utf16) == 8)
    }

    @Test func aPositionInsideASurrogatePairIsTheScalarsStart() {
        let document = TextDocument(uri: "file:///p.lift", version: 1, text: "x😀y")
        #expect(document.offset(of: Position(line: 0, character: 2), in: .utf16) == 1)
        #expect(document.offset(of: Position(line: 0, character: 3), in: .utf16) == 5)
        #expect(document.offset(of: Position(line: 0, character: 5), in: .utf8) == 5)
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func incrementalChangesApplyInOrder(_ encoding: PositionEncoding) {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        let uri = "file:///tmp/changes.lift"
        let marked = Marked("day \"Ça 💪\":\n  bench 3x5 @ ‸100kg\n  ‸squat\n")
        harness.open(uri, marked.text)
        let marks = encoding == .utf8 ? marked.utf8 : marked.utf16
        func range(_ mark: (line: Int, character: Int), length: Int) -> JSONValue {
            .object(["start": ServerHarness.position(mark.line, mark.character),
                     "end": ServerHarness.position(mark.line, mark.character + length)])
        }
        // The second change's range is read in the text the first change made.
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([
                .object(["range": range(marks[0], length: 3), "text": "102.5"]),
                .object(["range": range(marks[1], length: 5), "text": "front squat"]),
                .object(["range": range((0, 0), length: 0), "text": "# é\n"]),
            ]),
        ]))
        #expect(harness.server.documents[uri]?.text == "# é\nday \"Ça 💪\":\n  bench 3x5 @ 102.5kg\n  front squat\n")
        #expect(harness.server.documents[uri]?.version == 2)
        // A change without a range replaces everything.
        _ = harness.notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 3]), "contentChanges": .array([.object(["text": "unit kg\n"])]),
        ]))
        #expect(harness.server.documents[uri]?.text == "unit kg\n")
    }
}
