import Overload
import OverloadSyntax
import Testing

/// A wave week may end with its rest (`week 1: 4x10 @ 54% rest 2m`): the rest after each set
/// that week, unless the exercise's line gives its own; the formatter keeps it.
@Suite struct WaveRestTests {
    static let program = """
        unit kg
        1rm squat 140kg, bench 100kg
        weeks 2

        wave volume:
          week 1: 4x10 @ 54% rest 2m
          week 2: 4x8 @ 60%

        day "A":
          squat volume
          bench volume rest 90s

        """

    @Test func aWaveWeeksRestIsTheRestAfterEachSetThatWeek() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let week1 = try #require(plan.week(1)?.day(named: "A")?.exercises)
        #expect(week1.map { $0.sets.map(\.restSeconds) } == [Array(repeating: 120, count: 4), Array(repeating: 90, count: 4)])
        let week2 = try #require(plan.week(2)?.day(named: "A")?.exercises)
        #expect(week2.first?.sets.allSatisfy { $0.restSeconds == nil } == true)
    }

    @Test func theFormatterKeepsIt() {
        #expect(SourceFormatter.format(Parser.parse(SourceFile(name: "wave.lift", text: Self.program))) == Self.program)
    }

    @Test func aBareNumberAfterRestIsRefusedAsOnAnExerciseLine() {
        let wave = CompilerTest.compile("unit kg\nwave w:\n  week 1: 4x10 @ 50kg rest 2\nday \"A\":\n  squat w\n")
        let line = CompilerTest.compile("unit kg\nday \"A\":\n  squat 4x10 @ 50kg rest 2\n")
        #expect(!line.diagnostics.isEmpty)
        #expect(wave.diagnostics.map(\.code) == line.diagnostics.map(\.code))
        #expect(wave.diagnostics.map(\.message) == line.diagnostics.map(\.message))
    }
}
