@testable import OverloadSyntax
import OverloadTestSupport
import Testing

/// A large file is parsed in parts, split at top-level lines, on several cores. Splitting must
/// change nothing: the tree, comments and diagnostics are those of one pass over the file.
@Suite struct PartedParseTests {
    func expectSameAsOnePass(_ source: SourceFile, partBytes: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let onePass = Parser.parse(source, keepingTokens: 4096)
        let parted = Parser.parse(source, partBytes: partBytes, keepingTokens: 4096)
        #expect(parted.document == onePass.document, sourceLocation: sourceLocation)
        #expect(parted.comments == onePass.comments, sourceLocation: sourceLocation)
        #expect(parted.diagnostics == onePass.diagnostics, sourceLocation: sourceLocation)
    }

    func parts(_ text: String, partBytes: Int = 1) -> [Int] {
        Array(text.utf8).withUnsafeBufferPointer { Parser.partStarts($0, partBytes: partBytes) }
    }

    /// A part a line: every top-level line of every example and valid fixture starts a part.
    @Test(arguments: Corpus.allValid)
    func validFileSplitAtEveryTopLevelLine(_ fixture: Fixture) {
        expectSameAsOnePass(fixture.source, partBytes: 1)
    }

    /// A broken file is parsed again in one pass from its first part with a diagnostic.
    @Test(arguments: Corpus.invalid)
    func brokenFileSplitAtEveryTopLevelLine(_ fixture: Fixture) {
        expectSameAsOnePass(fixture.source, partBytes: 1)
    }

    /// Every file, valid and broken, one after another: parts of many sizes, errors after
    /// clean parts, comments, sessions and waves throughout.
    @Test(arguments: [1, 100, 4096, 65_536])
    func corpusSplitIntoParts(partBytes: Int) {
        expectSameAsOnePass(StreamingParseTests.corpus, partBytes: partBytes)
    }

    /// Nesting too deep is reported once a file, whichever part the lines are in: the parts
    /// after the first one with a diagnostic are parsed again in one pass.
    @Test func diagnosticReportedOnceAFileStaysOnce() {
        let deepBlock = (0...(Lexer.maxIndentDepth + 2)).map { String(repeating: " ", count: $0) + "superset:\n" }.joined()
        let source = SourceFile(name: "deep.lift", text: deepBlock + deepBlock + deepBlock)
        #expect(source.bytes.withUnsafeBufferPointer { Parser.partStarts($0, partBytes: 1) }.count == 3)
        let parted = Parser.parse(source, partBytes: 1, keepingTokens: 4096)
        #expect(parted.diagnostics.filter { $0.code == .tooDeeplyIndented }.count == 1)
        expectSameAsOnePass(source, partBytes: 1)
    }

    /// The parts are really parsed apart for a file without errors.
    @Test func validFileIsParsedInParts() throws {
        let source = SourceFile(name: "two.lift", text: "day \"A\":\n  bench 3x5 @ 60%\nday \"B\":\n  squat 5x5 @ 100kg\n")
        let parted = source.bytes.withUnsafeBufferPointer { buffer in
            Parser.parseInParts(source, buffer, starts: Parser.partStarts(buffer, partBytes: 1),
                                schemeNames: [], keepingTokens: 4096)
        }
        let statements = try #require(parted?.statements)
        #expect(statements.count == 2)
        #expect(statements == Parser.parse(source).document.statements)
    }

    @Test func partsStartAtTopLevelLinesOnly() {
        let text = "day \"A\":\n  bench 3x5\n\n# note\n  \nday \"B\":\n  squat 5x5\n"
        // Not the indented line, the blank one, the comment or the line of spaces.
        #expect(parts(text) == [0, 32])
        #expect(Array(text.utf8)[32] == UInt8(ascii: "d"))
    }

    @Test func partsAreAboutTheirSizeApart() {
        let line = "bench 3x5\n"  // 10 bytes
        let text = String(repeating: line, count: 10)
        #expect(parts(text, partBytes: 25) == [0, 30, 50, 80])
        #expect(parts(text, partBytes: 1000) == [0])
    }

    @Test func fileWithoutTopLevelLinesAfterTheFirstIsOnePart() {
        #expect(parts("day \"A\":\n" + String(repeating: "  bench 3x5\n", count: 50)) == [0])
        #expect(parts("") == [0])
        #expect(parts("\n\n\n") == [0])
    }

    @Test func crlfLinesSplitAfterTheirLineFeed() {
        #expect(parts("bench 3x5\r\nsquat 5x5\r\n") == [0, 11])
    }
}
