import OverloadSyntax
import OverloadTestSupport
import Testing

/// Every invalid fixture reports errors, and their rendering matches its `.diagnostics` golden.
@Suite struct InvalidCorpusTests {
    @Test func corpusIsNotEmpty() {
        #expect(Corpus.invalid.count >= 5)
    }

    @Test(arguments: Corpus.invalid)
    func reportsErrorsAndMatchesGolden(_ fixture: Fixture) {
        let parsed = Parser.parse(fixture.source)
        #expect(parsed.diagnostics.hasErrors, "\(fixture.path) has no errors")
        Golden.check(Syntax.rendered(parsed), against: fixture.golden("diagnostics"))
    }

    /// How many errors each invalid fixture reports: one per broken line, nothing more.
    static let expectedErrorCounts = [
        "blocks.lift": 8, "indentation.lift": 3, "journal-entries.lift": 5, "lexer.lift": 3, "misplaced.lift": 7,
        "missing-colon.lift": 3, "numbers.lift": 5, "script-headers.lift": 3, "scripts.lift": 12, "sessions.lift": 13,
        "sets.lift": 13, "settings.lift": 4, "several-errors.lift": 6, "strings.lift": 3, "weeks.lift": 10,
    ]

    @Test(arguments: Corpus.invalid)
    func errorCountIsOnePerBrokenLine(_ fixture: Fixture) throws {
        let expected = try #require(Self.expectedErrorCounts[fixture.fileName], "add \(fixture.fileName) to expectedErrorCounts")
        let parsed = Parser.parse(fixture.source)
        #expect(Syntax.errors(parsed).count == expected, "\(Syntax.summary(parsed))")
        let lines = parsed.diagnostics.map { parsed.source.lineIndex(of: $0.range.start) }
        #expect(Set(lines).count == lines.count, "two diagnostics on one line: \(Syntax.summary(parsed))")
    }

    /// One error per broken line, each on its own line, nothing reported for the good lines
    /// between them, and parsing goes on to the end (no cascade, no early stop).
    @Test func severalErrorsAreEachReportedOnce() throws {
        let fixture = try #require(Corpus.invalid.first { $0.fileName == "several-errors.lift" })
        let parsed = Parser.parse(fixture.source)
        let lines = parsed.diagnostics.map { parsed.source.location(of: $0.range.start).line }
        #expect(lines == [3, 6, 9, 12, 15, 18], "\(Syntax.summary(parsed))")
        #expect(Set(lines).count == lines.count)
        // The valid statements after each error are still in the tree.
        let dump = Syntax.shape(parsed)
        for name in ["\"after first\"", "\"after last\""] {
            #expect(dump.contains(name), "statement \(name) lost after recovery")
        }
    }

    /// A broken header does not make the block under it report again, line after line.
    @Test func brokenBlockHeaderReportsOnce() {
        let parsed = Syntax.parse("""
            day "A"
              squat 5x5
              bench 3x5 @
              press 3x5
            day "B":
              squat 3x5
            """)
        let lines = parsed.diagnostics.map { parsed.source.location(of: $0.range.start).line }
        #expect(lines == [1, 3], "\(Syntax.summary(parsed))")
    }

    /// An unknown statement with a block under it: one error, the block skipped.
    @Test func unknownBlockIsSkippedWhole() {
        let parsed = Syntax.parse("""
            dya "A":
              squat 5x5
              bench 3x5 @ oops
            day "B":
              squat 3x5
            """)
        #expect(parsed.diagnostics.count == 1, "\(Syntax.summary(parsed))")
        #expect(parsed.diagnostics.first?.code == .unknownStatement)
        #expect(parsed.diagnostics.first?.fixIts.first?.replacement == "day")
    }
}
