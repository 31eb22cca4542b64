import Overload
import OverloadSyntax
import Testing

/// A `week N: ...` line inside a day replaces that day's line for the exercise in week N,
/// however the two lines spell the exercise; a misspelled one is reported.
@Suite struct DayWeekOverrideTests {
    @Test func anOverrideSpelledDifferentlyReplacesTheLine() throws {
        let compiled = CompilerTest.compile("weeks 2\nday \"A\":\n  back squat 3x5\n  week 2: squat 5x5\n")
        #expect(compiled.diagnostics.isEmpty)
        let week1 = compiled.snapshot.week(1)?.day(named: "A")?.exercises.map(\.sets.count)
        let week2 = compiled.snapshot.week(2)?.day(named: "A")?.exercises.map(\.sets.count)
        #expect(week1 == [3])
        #expect(week2 == [5])
    }

    @Test func aMisspelledOverrideIsReported() {
        let compiled = CompilerTest.compile("weeks 2\nday \"A\":\n  back squat 3x5\n  week 2: sqaut 5x5\n")
        #expect(compiled.diagnostics.map(\.code) == [.unknownExercise])
    }
}
