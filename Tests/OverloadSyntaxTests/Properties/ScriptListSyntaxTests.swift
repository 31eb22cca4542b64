import OverloadSyntax
import OverloadTestSupport
import Testing

/// `for NAME in LIST:` and `LIST[PLACE]` parse, format back to what a person writes, and
/// parse again to the same tree.
@Suite struct ScriptListSyntaxTests {
    @Test func loopsAndPlacesRoundTrip() {
        let text = """
            progression p():
              let first  =  last.sets[ 1 ].reps
              for set in last.sets:
                if set.reps<first: state.short += 1
              for set in last.sets: state.n += 1
              for set in last.sets:
                # a comment in the loop
                state.seen = set.weight
            """
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.rendered(parsed))")
        let formatted = SourceFormatter.format(parsed)
        #expect(formatted == """
            progression p:
              let first = last.sets[1].reps
              for set in last.sets:
                if set.reps < first: state.short += 1
              for set in last.sets: state.n += 1
              for set in last.sets:
                # a comment in the loop
                state.seen = set.weight

            """)
        let reparsed = Syntax.parse(formatted)
        #expect(reparsed.diagnostics.isEmpty)
        #expect(Syntax.shape(reparsed) == Syntax.shape(parsed))
        #expect(SourceFormatter.format(reparsed) == formatted)
    }

    @Test func aBrokenLoopOrPlaceIsReported() {
        let missingIn = Syntax.parse("progression p():\n  for set last.sets:\n    tm += 1kg\n")
        #expect(Syntax.errors(missingIn).map(\.message) == ["expected 'in' after 'set', found 'last'"])
        let missingName = Syntax.parse("progression p():\n  for in last.sets:\n    tm += 1kg\n")
        #expect(Syntax.errors(missingName).map(\.message) == ["expected a name after 'for', found 'in'"])
        let unclosed = Syntax.parse("progression p():\n  let r = last.sets[1\n")
        #expect(Syntax.errors(unclosed).map(\.message) == ["expected ']' to close '['"])
    }
}
