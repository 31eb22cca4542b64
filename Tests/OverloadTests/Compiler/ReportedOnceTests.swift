import Overload
import OverloadSyntax
import Testing

/// A line is built once per week, but each problem is reported once per place.
@Suite struct ReportedOnceTests {
    @Test func problemsOfALineBuiltEveryWeekAreReportedOnce() {
        let compiled = CompilerTest.compile("""
            weeks 4
            day "A":
              bech press 3x5 @ 80kg
              squat 3x5 @ 70%
              press hevy()
              row 3x5 rest 20m

            """)
        #expect(compiled.diagnostics.map(\.code) == [.unknownExercise, .missingMax, .unknownScheme, .restOutOfRange])
    }

    @Test func theSameUnknownNameOnTwoLinesIsReportedOnEach() {
        let compiled = CompilerTest.compile("weeks 3\nday \"A\":\n  bech press 3x5 @ 80kg\nday \"B\":\n  bech press 3x5 @ 80kg\n")
        #expect(compiled.diagnostics.map(\.code) == [.unknownExercise, .unknownExercise])
        #expect(Set(compiled.diagnostics.map(\.range)).count == 2)
    }

    @Test func aDayBuiltLikeAnotherReportsTheBasesProblemsOnce() {
        let compiled = CompilerTest.compile("weeks 2\nday \"A\":\n  bech press 3x5\nday \"B\" like \"A\":\n  squat 3x5\n")
        #expect(compiled.diagnostics.map(\.code) == [.unknownExercise])
    }
}
