@testable import OverloadSyntax
import OverloadTestSupport
import Testing

/// The parser lexes as it goes and drops the tokens it is done with. Dropping must change
/// nothing: a parse that keeps a tiny window of tokens gives the same tree, comments and
/// diagnostics as one that keeps them all.
@Suite struct StreamingParseTests {
    /// Every example and test input, valid and broken, one after another, twice: a file long
    /// enough to drop tokens many times even with the public parse's window, with errors,
    /// sessions, waves and comments throughout.
    static let corpus: SourceFile = {
        var bytes: [UInt8] = []
        for fixture in Corpus.allValid + Corpus.invalid + Corpus.allValid + Corpus.invalid {
            bytes += fixture.source.bytes
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        return SourceFile(name: "corpus.lift", bytes: bytes)
    }()

    func expectSameParse(_ source: SourceFile, window: Int) {
        let kept = Parser.parse(source, keepingTokens: .max)
        let dropped = Parser.parse(source, keepingTokens: window)
        #expect(dropped.document == kept.document)
        #expect(dropped.comments == kept.comments)
        #expect(dropped.diagnostics.map(\.code) == kept.diagnostics.map(\.code))
        #expect(dropped.diagnostics.map(\.range) == kept.diagnostics.map(\.range))
    }

    @Test func corpusIsLongEnoughToDropTokens() {
        #expect(Lexer.lex(Self.corpus).tokens.count > 2 * 4096)
    }

    @Test(arguments: [32, 33, 100, 4096])
    func droppingTokensChangesNothing(window: Int) {
        expectSameParse(Self.corpus, window: window)
    }

    /// Scheme names are found before parsing, from the bytes: a wave declared after the day
    /// that uses it still splits `press main`.
    @Test func waveDeclaredAfterItsUseIsFound() throws {
        let parsed = Syntax.parse("day \"A\":\n  press main\n\nWave MAIN:\n  week 1: 5 @ 65%\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        guard case .day(let day) = parsed.document.statements.first, case .exercise(let line) = day.body.first else {
            Issue.record("expected a day with an exercise line")
            return
        }
        #expect(line.name.text == "press")
        #expect(line.scheme?.name.name == "main")
    }

    /// A word that merely starts with `wave`, or `wave` not at the start of a line, declares nothing.
    @Test func onlyLineLeadingWaveDeclaresAScheme() {
        let parsed = Syntax.parse("day \"A\":\n  press main\n  waves main 3x5\n")
        guard case .day(let day) = parsed.document.statements.first, case .exercise(let line) = day.body.first else {
            Issue.record("expected a day with an exercise line")
            return
        }
        #expect(line.name.text == "press main")
        #expect(line.scheme == nil)
    }
}
