import OverloadSyntax
import OverloadTestSupport
import Testing

/// The load syntax of issue 14: what used to be refused, and messages that named the wrong token.
@Suite struct LoadSyntaxRegressionTests {
    /// `bench 5x5 @ 65% + 5kg` was "unexpected '+' after 'bench'": it is a load now.
    @Test(arguments: ["bench 5x5 @ 65% + 5kg", "bench 5x5 @ 65%+5kg", "bench 5x5 @ 65% - 2.5kg rpe 8",
                      "bench 5 @ 50% of top, top 5 @ 80%", "pause squat 3x3 @ 60% of squat", "squat 1x1-4+ @ 90%"])
    func newLoadsParseAndFormat(_ line: String) {
        let parsed = Syntax.parse("day \"A\":\n  \(line)\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        let formatted = SourceFormatter.format(parsed)
        #expect(SourceFormatter.format(Syntax.parse(formatted)) == formatted)
    }

    /// A sign with no amount after a load names the load, not the exercise.
    @Test func aStraySignAfterALoadNamesTheLoad() throws {
        let parsed = Syntax.parse("day \"A\":\n  bench 5x5 @ 65% +\n")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.message == "unexpected '+' after the load")
        #expect(diagnostic.label == "an amount added to a percentage is a weight, as in '@ 70% + 10lb'")
    }

    /// `of` with nothing after it says what may follow.
    @Test func ofWithNothingAfterIt() throws {
        let parsed = Syntax.parse("day \"A\":\n  bench 5x5 @ 65% of\n")
        #expect(parsed.diagnostics.first?.message == "expected 'top', 'today' or a lift after 'of'")
    }
}
