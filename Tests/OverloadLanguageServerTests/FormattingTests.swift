import Foundation
import Overload
import OverloadSyntax
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// Formatting gives what `overload fmt` prints, as small edits that lose no byte.
@Suite struct FormattingTests {
    static func format(_ text: String, encoding: PositionEncoding = .utf8) -> [JSONValue] {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        harness.open("file:///tmp/format.lift", text)
        let response = harness.request("textDocument/formatting", .object([
            "textDocument": .object(["uri": "file:///tmp/format.lift"]),
            "options": .object(["tabSize": 2, "insertSpaces": true]),
        ]))
        return response["result"]?.arrayValue ?? []
    }

    static func canonical(_ text: String) -> String {
        SourceFormatter.format(Parser.parse(SourceFile(name: "x", text: text)))
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func editsMakeTheCanonicalText(_ encoding: PositionEncoding) {
        let text = "PROGRAM  \"Été 💪\"\nday \"A\":\n    squat   3x5 @ 100KG  # lourd 😀\n"
        let edits = Self.format(text, encoding: encoding)
        #expect(!edits.isEmpty)
        #expect(applying(edits, to: text, encoding: encoding) == Self.canonical(text))
        // The canonical line between the two changed ones is not touched.
        #expect(edits.count == 2)
        #expect(edits.allSatisfy { $0["range"]?["start"]?["line"]?.intValue != 1 })
    }

    @Test func crlfDocuments() {
        let text = "day \"A\":\r\n    squat 3x5 @ 100kg\r\n    bench 3x5 @ 80kg\r\n"
        let edits = Self.format(text)
        #expect(!edits.isEmpty)
        #expect(applying(edits, to: text) == Self.canonical(text))
    }

    @Test func canonicalTextGetsNoEdits() {
        let text = Self.canonical("day \"A\":\n  squat 3x5 @ 100kg\n")
        #expect(Self.format(text).isEmpty)
    }

    @Test func anUnparsableBufferGetsNoEdits() {
        #expect(Self.format("day \"A:\n  squat 3x5 @@ 100kg\n").isEmpty)
    }

    @Test(arguments: ExampleFiles.relativePaths)
    func examplesFormatAsFmtDoes(_ relative: String) throws {
        let text = try ExampleFiles.text(relative)
        // Indentation doubled and keywords shouted: the edits must undo exactly that.
        let mangled = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix("  ") ? "  " + line : String(line) }.joined(separator: "\n")
        let parsed = Parser.parse(SourceFile(name: relative, text: mangled))
        guard !parsed.diagnostics.hasErrors else { return }
        #expect(applying(Self.format(mangled), to: mangled) == SourceFormatter.format(parsed), "\(relative)")
    }

    @Test func minimalEditsKeepEveryByte() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab é😀\n\r\t".unicodeScalars)
        for _ in 0..<300 {
            let old = String(String.UnicodeScalarView((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }))
            let new = String(String.UnicodeScalarView((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }))
            var document = TextDocument(uri: "file:///x", version: 0, text: old)
            for edit in MinimalEdits.edits(from: Array(old.utf8), to: Array(new.utf8)).reversed() {
                document.replace(edit.range, with: edit.replacement)
            }
            #expect(document.bytes == Array(new.utf8), "\(old.debugDescription) -> \(new.debugDescription)")
        }
    }
}

/// Range formatting gives the whole-document edits that fall inside the range's lines.
@Suite struct RangeFormattingTests {
    static func format(_ marked: Marked, encoding: PositionEncoding) -> [JSONValue] {
        var harness = ServerHarness.initialized(encodings: encoding == .utf8 ? ["utf-8"] : [])
        harness.open("file:///tmp/range.lift", marked.text)
        let marks = encoding == .utf8 ? marked.utf8 : marked.utf16
        let response = harness.request("textDocument/rangeFormatting", .object([
            "textDocument": .object(["uri": "file:///tmp/range.lift"]),
            "range": .object(["start": ServerHarness.position(marks[0].line, marks[0].character),
                              "end": ServerHarness.position(marks[1].line, marks[1].character)]),
            "options": .object(["tabSize": 2, "insertSpaces": true]),
        ]))
        return response["result"]?.arrayValue ?? []
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func onlyTheLinesOfTheRangeChange(_ encoding: PositionEncoding) {
        let marked = Marked("PROGRAM  \"Été 💪\"\r\nday \"A\":\r\n    squat   3x5 @ 100KG  # lourd 😀\r\n    ‸bench   3x5 @ 80KG‸\r\n    row   3x8 @ 60KG\r\n")
        let edits = Self.format(marked, encoding: encoding)
        #expect(edits.count == 1)
        #expect(edits.allSatisfy { $0["range"]?["start"]?["line"]?.intValue == 3 && $0["range"]?["end"]?["line"]?.intValue == 3 })
        let result = applying(edits, to: marked.text, encoding: encoding)
        #expect(result == "PROGRAM  \"Été 💪\"\r\nday \"A\":\r\n    squat   3x5 @ 100KG  # lourd 😀\r\n  bench 3x5 @ 80kg\r\n    row   3x8 @ 60KG\r\n")
    }

    @Test func theWholeDocumentAsARangeIsFormatting() {
        let marked = Marked("‸program \"x\"\nday \"A\":\n    squat 3x5 @ 100KG\n‸")
        #expect(applying(Self.format(marked, encoding: .utf8), to: marked.text) == FormattingTests.canonical(marked.text))
    }

    @Test func anUnparsableBufferGetsNoEdits() {
        #expect(Self.format(Marked("day \"A:\n  ‸squat 3x5 @@ 100KG‸\n"), encoding: .utf8).isEmpty)
    }

    @Test func theCapabilityIsAdvertised() {
        var harness = ServerHarness()
        let response = harness.initialize()
        #expect(response["result"]?["capabilities"]?["documentRangeFormattingProvider"]?.boolValue == true)
    }
}
