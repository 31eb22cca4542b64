import OverloadSyntax
import OverloadTestSupport
import Testing

/// Safe fix-its applied to bytes: only safe ones, in order, overlaps and doubled insertions left out.
@Suite struct FixItApplicationTests {
    static func diagnostic(_ fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(.error, .unexpectedToken, "test", at: SourceRange(0, 0), fixIts: fixIts)
    }

    @Test func appliesOnlySafeFixIts() {
        let text = Array("squat 100 kg, bech".utf8)
        let diagnostics = [
            Self.diagnostic([FixIt(replace: SourceRange(9, 10), with: "", safe: true)]),
            Self.diagnostic([FixIt(replace: SourceRange(14, 18), with: "bench")]),
        ]
        let (bytes, applied) = FixItApplication.applySafe(diagnostics, to: text)
        #expect(String(decoding: bytes, as: UTF8.self) == "squat 100kg, bech")
        #expect(applied == 1)
    }

    @Test func overlapsOutOfRangeAndDoubledInsertionsAreLeftOut() {
        let text = Array("day \"A\"\n".utf8)
        let diagnostics = [
            Self.diagnostic([FixIt(replace: SourceRange(7, 7), with: ":", safe: true)]),
            Self.diagnostic([FixIt(replace: SourceRange(7, 7), with: ":", safe: true)]),
            Self.diagnostic([FixIt(replace: SourceRange(0, 5), with: "x", safe: true), FixIt(replace: SourceRange(2, 4), with: "y", safe: true)]),
            Self.diagnostic([FixIt(replace: SourceRange(40, 41), with: "", safe: true)]),
        ]
        let (bytes, applied) = FixItApplication.applySafe(diagnostics, to: text)
        #expect(String(decoding: bytes, as: UTF8.self) == "xA\":\n")
        #expect(applied == 2)
    }

    /// The parser's own fix-it for `100 kg` in a journal, applied, reads clean.
    @Test func theSpacedUnitFixItMendsAJournalLine() {
        let source = "unit kg\n\n2026-11-20\n  bench 100 kg x 5\n"
        let parsed = Syntax.parse(source, name: "j.lift")
        #expect(parsed.diagnostics.contains { $0.fixIts.contains(where: \.isSafe) })
        let (bytes, _) = FixItApplication.applySafe(parsed.diagnostics, to: Array(source.utf8))
        #expect(Syntax.parse(String(decoding: bytes, as: UTF8.self), name: "j.lift").diagnostics.isEmpty)
    }
}
