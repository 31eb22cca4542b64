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

    /// Each node kind appears somewhere in the corpus, so the goldens cover the grammar.
    /// The patterns are the dump's own spellings (`- day: DayDeclaration`, `reps: max`).
    @Test func corpusCoversEveryNodeKind() {
        let lines: [String] = Corpus.valid.flatMap { fixture in
            Syntax.shape(Parser.parse(fixture.source)).split(separator: "\n").map { line in
                String(line.drop { $0 == " " })
            }
        }
        let patterns = [
            "- program", "- unit", "- round", "- trainingMaxBasis: ", "- maxes: ", "- weeks", "- equipment: ",
            "- exerciseDeclaration: ", "- wave: ", "- template: ", "- day: ", "- week: ", "- exercise: ", "- superset: ",
            "- breakTime", "- rest", "- without", "- progress: ", "- use", "- include", "- progression: ", "- session: ",
            "- datedEntry: ", "- property: ", "- performance: ",
            "- letBinding", "- assignment", "- conditional", "- expression", "elseBody:",
            "member", "call", "unary", "binary", "parenthesized", "boolean", "value string: ", "value name: ",
            "reps exact: ", "reps range: ", "reps: amrap", "reps: max", "work: ", "rest: ", "scheme: ", "kind: ",
            "load absolute: ", "load added: ", "load: bodyweight", "duration: ", "note: ", "time: ", "reference: ",
            "- word: ", "- quantity: ", "- range: ", "- string: ", "- date: ", "- call", "- single: ",
            "base: ", "label: ", "defaultValue quantity: ",
        ]
        for pattern in patterns {
            #expect(lines.contains { $0.hasPrefix(pattern) || $0.contains(" " + pattern) }, "no fixture has '\(pattern)'")
        }
    }
}
