@testable import OverloadSyntax
import OverloadTestSupport
import Testing

/// A file's parts parsed one at a time (`Parser.parts(of:partBytes:)`), as the journal's
/// part-by-part reader takes them: in order, they hold what one pass over the file holds.
@Suite struct PartIteratorTests {
    func joined(_ source: SourceFile, partBytes: Int) -> (parts: Int, part: ParsedPart) {
        var parts = Parser.parts(of: source, partBytes: partBytes)
        var joined = ParsedPart(statements: [], comments: [], diagnostics: [])
        var count = 0
        while let part = parts.next() {
            count += 1
            joined.statements += part.statements
            joined.comments += part.comments
            joined.diagnostics += part.diagnostics
        }
        return (count, joined)
    }

    func expectSameAsOnePass(_ source: SourceFile, partBytes: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let onePass = Parser.parse(source, inParts: false)
        let (_, part) = joined(source, partBytes: partBytes)
        #expect(part.statements == onePass.document.statements, sourceLocation: sourceLocation)
        #expect(part.comments == onePass.comments, sourceLocation: sourceLocation)
        #expect(part.diagnostics == onePass.diagnostics, sourceLocation: sourceLocation)
    }

    @Test(arguments: Corpus.allValid)
    func validFileAPartALine(_ fixture: Fixture) {
        expectSameAsOnePass(fixture.source, partBytes: 1)
    }

    @Test(arguments: Corpus.invalid)
    func brokenFileAPartALine(_ fixture: Fixture) {
        let cleanDays = Array("2026-11-02 \"A\"\n  bench 100x5\n2026-11-04 \"B\"\n  squat 140x5\n".utf8)
        expectSameAsOnePass(SourceFile(name: fixture.fileName, bytes: cleanDays + fixture.source.bytes), partBytes: 1)
    }

    @Test(arguments: [1, 100, 4096, 1 << 20])
    func corpusInPartsOfEverySize(partBytes: Int) {
        expectSameAsOnePass(StreamingParseTests.corpus, partBytes: partBytes)
    }

    /// The parts are really parsed apart: one a session here.
    @Test func aPartASession() {
        let source = SourceFile(name: "j.lift", text: "2026-11-02 \"A\"\n  bench 100x5\n2026-11-04 \"B\"\n  squat 140x5\n")
        let (count, part) = joined(source, partBytes: 1)
        #expect(count == 2)
        #expect(part.statements.count == 2)
        #expect(joined(source, partBytes: 1 << 20).parts == 1)
    }

    /// The scheme names are found by the first part whose lines ask for them, over the whole
    /// file, and kept for the parts after it: a wave declared after the days that use it, and
    /// the days before and after a part that asks nothing, split `press main` in every part, as
    /// one pass does, whether the parts are iterated or parsed by range.
    @Test func schemeNamesFoundByTheFirstPartThatAsks() {
        let text = "2026-11-02 \"A\"\n  bench 100x5\nday \"A\":\n  press main\nday \"B\":\n  squat main\n"
            + "day \"C\":\n  curl 3x10\nWave MAIN:\n  week 1: 5 @ 65%\n"
        let source = SourceFile(name: "late-wave.lift", text: text)
        expectSameAsOnePass(source, partBytes: 1)
        var parts = Parser.parts(of: source, partBytes: 1)
        var byRange: [Statement] = []
        while let range = parts.nextRange() { byRange += parts.parse(range).part.statements }
        #expect(byRange == Parser.parse(source, inParts: false).document.statements)
        let schemes = byRange.compactMap { statement -> String? in
            guard case .day(let day) = statement, case .exercise(let line) = day.body.first else { return nil }
            return line.scheme?.name.name
        }
        #expect(schemes == ["main", "main"])
    }

    /// Nesting too deep is reported once a file: from the part that reports it, the rest of
    /// the file is parsed again in one pass, as the last part.
    @Test func tooDeepNestingEndsThePartsWithTheRestInOnePass() {
        let deepDay = "day \"Deep\":\n" + (1...(Lexer.maxIndentDepth + 2)).map { String(repeating: " ", count: $0) + "superset:\n" }.joined()
        let source = SourceFile(name: "deep.lift", text: "day \"A\":\n\tbench 3x5\n" + deepDay + deepDay + "day \"B\":\n  squat 5x5\n")
        let (count, part) = joined(source, partBytes: 1)
        #expect(count == 2)
        #expect(part.diagnostics.filter { $0.code == .tooDeeplyIndented }.count == 1)
        expectSameAsOnePass(source, partBytes: 1)
    }
}
