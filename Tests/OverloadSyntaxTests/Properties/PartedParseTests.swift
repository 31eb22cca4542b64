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

    /// A broken file's parts report what one pass reports. Two clean days go first, so the
    /// broken lines are in later parts.
    @Test(arguments: Corpus.invalid)
    func brokenFileSplitAtEveryTopLevelLine(_ fixture: Fixture) {
        let cleanDays = Array("day \"Clean A\":\n  bench 3x5\nday \"Clean B\":\n  squat 5x5\n".utf8)
        let source = SourceFile(name: fixture.fileName, bytes: cleanDays + fixture.source.bytes)
        #expect(source.bytes.withUnsafeBufferPointer { Parser.partStarts($0, partBytes: 1) }.count > 2)
        expectSameAsOnePass(source, partBytes: 1)
    }

    /// Every file, valid and broken, one after another: parts of many sizes, errors after
    /// clean parts, comments, sessions and waves throughout.
    @Test(arguments: [1, 100, 4096])
    func corpusSplitIntoParts(partBytes: Int) {
        expectSameAsOnePass(StreamingParseTests.corpus, partBytes: partBytes)
    }

    /// Nesting too deep is reported once a file, whichever part the lines are in: from the
    /// first part that reports it (here the second), the file is parsed again in one pass,
    /// and the diagnostics of the parts before it (here a tab) are kept.
    @Test func diagnosticReportedOnceAFileStaysOnce() {
        let deepDay = "day \"Deep\":\n" + (1...(Lexer.maxIndentDepth + 2)).map { String(repeating: " ", count: $0) + "superset:\n" }.joined()
        let source = SourceFile(name: "deep.lift", text: "day \"A\":\n\tbench 3x5\n" + deepDay + deepDay)
        #expect(source.bytes.withUnsafeBufferPointer { Parser.partStarts($0, partBytes: 1) }.count == 3)
        let parted = Parser.parse(source, partBytes: 1, keepingTokens: 4096)
        #expect(parted.diagnostics.filter { $0.code == .tooDeeplyIndented }.count == 1)
        #expect(parted.diagnostics.first?.code == .tabIndentation)
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

    /// Errors and warnings in every part, each reported once, where one pass reports them,
    /// with the parts really parsed apart (not again in one pass).
    @Test func partsWithDiagnosticsAreJoinedAsParsed() throws {
        let text = "day \"A\":\n\tbench 3x5\nday \"B\":\n  squat 5x @ 60%\nday \"C\":\n  curl 3x10 @ 12.5kgg\n"
        let source = SourceFile(name: "three.lift", text: text)
        let parted = try #require(source.bytes.withUnsafeBufferPointer { buffer in
            Parser.parseInParts(source, buffer, starts: Parser.partStarts(buffer, partBytes: 1),
                                schemeNames: [], keepingTokens: 4096)
        })
        let onePass = Parser.parse(source, inParts: false)
        #expect(parted.diagnostics.map(\.code) == [.tabIndentation, .expectedReps, .unknownUnit])
        #expect(parted.diagnostics == onePass.diagnostics)
        #expect(parted.statements == onePass.document.statements)
    }

    @Test func partsStartAtHeadersAndDatesOnly() {
        let text = "day \"A\":\n  bench 3x5\n\n# note\n  \nunit kg\nDay \"B\":\n  squat 5x5\n2026-11-18 \"A\"\n  bench 100x5\n"
        let bytes = Array(text.utf8)
        let starts = parts(text)
        // Not the indented lines, the blank one, the comment, the line of spaces or `unit`.
        #expect(starts.count == 3)
        #expect(starts.dropFirst().map { String(decoding: bytes[$0..<$0 + 3], as: UTF8.self) } == ["Day", "202"])
    }

    /// `else` at the start of a line continues the `if` of an inline progression: the part
    /// must not start there (it would read `else` as an unknown statement).
    @Test func elseContinuingAnInlineProgressionIsNoPartBoundary() {
        for text in [
            "progression p: if reps >= 5:\n  tm += 5lb\nelse:\n  tm -= 10%\n",
            "progression p: if reps >= 5: tm += 5lb\nELSE: tm -= 10%\n",
            "progression p: if reps >= 5: tm += 5lb\nelse if reps >= 3: tm += 0lb\nelse: tm -= 10%\n",
        ] {
            #expect(parts(text) == [0], "\(text)")
            let source = SourceFile(name: "else.lift", text: text)
            #expect(Parser.parse(source, partBytes: 1, keepingTokens: 4096).diagnostics.isEmpty)
        }
    }

    @Test func partsAreAboutTheirSizeApart() {
        let line = "week 1: x\n"  // 10 bytes
        let text = String(repeating: line, count: 10)
        #expect(parts(text, partBytes: 25) == [0, 30, 50, 80])
        #expect(parts(text, partBytes: 1000) == [0])
    }

    @Test func fileWithoutBoundariesAfterTheFirstLineIsOnePart() {
        #expect(parts("day \"A\":\n" + String(repeating: "  bench 3x5\n", count: 50)) == [0])
        #expect(parts(String(repeating: "unit kg\n", count: 50)) == [0])
        #expect(parts("") == [0])
        #expect(parts("\n\n\n") == [0])
    }

    @Test func crlfLinesSplitAfterTheirLineFeed() {
        #expect(parts("day \"A\"\r\nday \"B\"\r\n") == [0, 9])
    }

    /// The public parse of a file over the part size, with a byte-order mark and keywords in
    /// capitals, through the default part size and token window.
    @Test func publicParseOfALargeFileIsOnePassParse() {
        var text = "\u{FEFF}program \"Big\"\nwave main:\n  week 1: 5 @ 65%, 5+ @ 85%\n"
        var day = 0
        while text.utf8.count < Parser.defaultPartBytes + 1000 {
            day += 1
            text += "DAY \"D\(day)\":  # comment\n  press main\n  bench top 1x4-6 @ rpe 8\n  curl 3x10-12 @ 12.5kg\n"
            text += "progression p\(day): if reps >= 5: tm += 5lb\nelse: tm -= 10%\n"
        }
        let source = SourceFile(name: "big.lift", text: text)
        #expect(source.bytes.withUnsafeBufferPointer { Parser.partStarts($0, partBytes: Parser.defaultPartBytes) }.count == 2)
        let parsed = Parser.parse(source)
        #expect(parsed.diagnostics.isEmpty)
        let onePass = Parser.parse(source, inParts: false)
        #expect(parsed.document == onePass.document)
        #expect(parsed.comments == onePass.comments)
    }

    /// Parts and a small token window together.
    @Test func corpusInPartsWithASmallTokenWindow() {
        let onePass = Parser.parse(StreamingParseTests.corpus, keepingTokens: .max)
        let parted = Parser.parse(StreamingParseTests.corpus, partBytes: 1, keepingTokens: 32)
        #expect(parted.document == onePass.document)
        #expect(parted.diagnostics == onePass.diagnostics)
    }
}
