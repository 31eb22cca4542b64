import Foundation
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Files that are empty, commented, or encoded in surprising ways.
@Suite struct EncodingInputTests {
    static let program = "program \"P\"\nday \"A\":\n  squat 3x5 @ 75%  # heavy\n  bench 3x5\n"

    @Test func emptyFile() {
        let parsed = Hostile.parse([UInt8]())
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.isEmpty)
        #expect(SourceFormatter.format(parsed) == "")
    }

    @Test func onlyBlankLinesAndSpaces() {
        let parsed = Hostile.parse("\n\n   \n\t\n  \n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.isEmpty)
    }

    @Test func onlyComments() {
        let text = "# one\n  # indented two\n\t# tabbed three\n# four without newline"
        let parsed = Hostile.parse(text)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.isEmpty)
        #expect(parsed.comments.count == 4)
        #expect(SourceFormatter.format(parsed) == "# one\n# indented two\n# tabbed three\n# four without newline\n")
    }

    @Test func crlfLineEndingsParseLikeLF() {
        let crlf = Self.program.replacingOccurrences(of: "\n", with: "\r\n")
        let parsed = Hostile.parse(crlf)
        #expect(parsed.diagnostics.isEmpty)
        #expect(Syntax.shape(parsed) == Syntax.shape(Syntax.parse(Self.program)))
        #expect(SourceFormatter.format(parsed) == SourceFormatter.format(Syntax.parse(Self.program)))
    }

    @Test func byteOrderMarkIsSkipped() {
        let parsed = Hostile.parse([0xEF, 0xBB, 0xBF] + Array(Self.program.utf8))
        #expect(parsed.diagnostics.isEmpty)
        #expect(Syntax.shape(parsed) == Syntax.shape(Syntax.parse(Self.program)))
        #expect(parsed.document.statements.first?.range.start == 3)
        #expect(SourceFormatter.format(parsed) == SourceFormatter.format(Syntax.parse(Self.program)))
    }

    @Test func byteOrderMarkAloneIsEmpty() {
        let parsed = Hostile.parse([0xEF, 0xBB, 0xBF])
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.isEmpty)
    }

    @Test func tabIndentationWarnsWithLocation() {
        let parsed = Hostile.parse("day \"A\":\n\tsquat 3x5\n\tbench 3x5\n")
        #expect(Hostile.codes(parsed) == [.tabIndentation, .tabIndentation])
        #expect(Hostile.locations(parsed) == ["2:1", "3:1"])
        #expect(!parsed.diagnostics.hasErrors)
        #expect(SourceFormatter.format(parsed) == "day \"A\":\n  squat 3x5\n  bench 3x5\n")
    }

    @Test func tabsBetweenTokensAreSpaces() {
        let parsed = Hostile.parse("day\t\"A\":\n  squat\t3x5\t@\t75%\n")
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func loneCarriageReturnWarns() {
        let parsed = Hostile.parse("unit kg\r\r\nround 2.5kg\n")
        #expect(Hostile.codes(parsed) == [.loneCarriageReturn])
        #expect(Hostile.locations(parsed) == ["1:8"])
    }

    @Test func nulBytesAreReportedWhereTheyAre() {
        let line = Array("day \"A\":\n  squat 3x5".utf8) + [0] + Array("\n".utf8)
        let inLine = Hostile.parse(line)
        #expect(Hostile.codes(inLine) == [.nulByte])
        #expect(Hostile.locations(inLine) == ["2:12"])

        let inString = Hostile.parse(Array("program \"a".utf8) + [0] + Array("b\"\n".utf8))
        #expect(Hostile.codes(inString) == [.nulByte])

        let inComment = Hostile.parse(Array("# note ".utf8) + [0] + Array("\nunit kg\n".utf8))
        #expect(Hostile.codes(inComment) == [.nulByte])

        let allNul = Hostile.parse([UInt8](repeating: 0, count: 1_000))
        #expect(allNul.diagnostics.allSatisfy { $0.code == .nulByte })
        #expect(!allNul.diagnostics.isEmpty)
    }

    /// Lone continuation byte, overlong encoding, UTF-16 surrogate, and a sequence cut off at
    /// the end of the file: each is reported at its first byte, in a name, a string and a comment.
    @Test(arguments: [
        ("lone continuation", [0x80] as [UInt8]),
        ("overlong slash", [0xC0, 0xAF]),
        ("overlong three bytes", [0xE0, 0x80, 0xAF]),
        ("surrogate", [0xED, 0xA0, 0x80]),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("invalid lead", [0xFF]),
    ])
    func invalidUTF8IsReported(_ kind: String, _ bad: [UInt8]) {
        let inName = Hostile.parse(Array("day \"A\":\n  squat".utf8) + bad + Array(" 3x5\n".utf8))
        #expect(inName.diagnostics.first?.code == .invalidUTF8, "\(kind): \(Syntax.summary(inName))")
        #expect(Hostile.locations(inName).first == "2:8", "\(kind)")

        let inString = Hostile.parse(Array("program \"a".utf8) + bad + Array("b\"\n".utf8))
        #expect(inString.diagnostics.first?.code == .invalidUTF8, "\(kind): \(Syntax.summary(inString))")
        #expect(Hostile.locations(inString).first == "1:11", "\(kind)")

        let inComment = Hostile.parse(Array("unit kg # ".utf8) + bad + Array("\n".utf8))
        #expect(inComment.diagnostics.first?.code == .invalidUTF8, "\(kind): \(Syntax.summary(inComment))")
    }

    @Test(arguments: [[0xE2, 0x82] as [UInt8], [0xF0, 0x9F, 0x8F], [0xC3]])
    func utf8TruncatedAtEndOfFile(_ tail: [UInt8]) {
        for prefix in ["unit kg\nsquat", "program \"a", "unit kg # "] {
            let parsed = Hostile.parse(Array(prefix.utf8) + tail)
            #expect(parsed.diagnostics.contains { $0.code == .invalidUTF8 }, "\(prefix): \(Syntax.summary(parsed))")
        }
    }

    @Test func validNonASCIIIsNotAnError() {
        let parsed = Hostile.parse("day \"Ноги 🦵\":\n  приседания 3x5 @ 75%\n  squat 3×5\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
    }
}

