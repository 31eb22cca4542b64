import OverloadSyntax
import OverloadTestSupport
import Testing

/// Every valid fixture parses without diagnostics, and its tree (with ranges) matches its `.ast` golden.
@Suite struct ValidCorpusTests {
    @Test func corpusIsNotEmpty() {
        #expect(Corpus.valid.count >= 20)
    }

    @Test(arguments: Corpus.valid)
    func parsesWithoutDiagnosticsAndMatchesGolden(_ fixture: Fixture) {
        let parsed = Parser.parse(fixture.source)
        #expect(parsed.diagnostics.isEmpty, "\(fixture.path):\n\(Syntax.rendered(parsed))")
        Golden.check(ASTDump.dump(parsed.document, source: parsed.source), against: fixture.golden("ast"))
    }

    /// The design page's examples (programs, set notation, weeks, progressions, plugins,
    /// equipment, journal) and the journal syntax page each have a fixture.
    @Test func designExamplesArePresent() {
        let names = Set(Corpus.valid.map(\.fileName))
        let required = [
            "language-program.lift", "language-set-notation.lift", "language-weeks.lift", "language-progressions.lift",
            "language-plugin.lift", "language-equipment.lift", "language-journal.lift", "language-reuse.lift",
            "journal-syntax.lift", "deload-one-liner.lift",
        ]
        for name in required {
            #expect(names.contains(name), "missing fixture \(name)")
        }
    }

    /// Each statement kind appears somewhere in the corpus, so the goldens cover the grammar.
    @Test func corpusCoversEveryStatementKind() {
        let dumps = Corpus.valid.map { Syntax.shape(Parser.parse($0.source)) }.joined()
        let kinds = [
            "program", "unit", "round", "trainingMaxBasis", "maxes", "weeks", "equipment", "exerciseDeclaration",
            "wave", "template", "day", "week", "exercise", "superset", "breakTime", "rest", "without", "progress",
            "use", "include", "progression", "session", "datedEntry", "property", "performance",
            "letBinding", "assignment", "conditional", "expression", "member", "call", "unary", "binary",
            "parenthesized", "boolean", "amrap", "max", "range", "SchemeReference", "bodyweight", "added", "absolute",
        ]
        for kind in kinds {
            #expect(dumps.contains(kind), "no fixture exercises '\(kind)'")
        }
    }
}
