import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The compiler builds a plan from any tree the parser returns, syntax errors included (the
/// REPL and `check` compile what they can of a broken file): it never trusts the parser's
/// checks. One test per input the fuzzer (scripts/fuzz.sh) found trapping the compiler.
@Suite struct BrokenTreeTests {
    /// `week 0` is a syntax error, but its tree still reached the plan builder, which counted
    /// weeks up to 0 and trapped on the range `1...0`.
    @Test func weekZeroUnderABrokenWave() {
        let (parsed, compiled) = CompilerTest.parseAndCompile("wave i\n week 0:\n")
        #expect(parsed.diagnostics.hasErrors)
        #expect(compiled.snapshot.weekCount == 1)
        #expect(compiled.snapshot.weeks.count == 1)
    }

    @Test(arguments: ["week 0: squat 3x5 @ 100kg\n", "week 0 deload\n", "wave w:\n  week 0: 5x5 @ 70%\n"])
    func weekZeroAnywhere(_ text: String) {
        let (parsed, compiled) = CompilerTest.parseAndCompile(text)
        #expect(parsed.diagnostics.hasErrors, "\(Syntax.summary(parsed))")
        #expect(compiled.snapshot.weekCount >= 1)
    }
}
