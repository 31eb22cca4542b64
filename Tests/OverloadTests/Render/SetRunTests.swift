import Overload
import Testing

/// Runs of alike sets, the grouping `overload plan` and `overload diff` both print.
@Suite struct SetRunTests {
    static func runs(_ line: String) throws -> [SetRun] {
        let plan = try CompilerTest.cleanPlan("unit kg\nday \"A\":\n  \(line)\n")
        let exercise = try #require(plan.weeks.first?.days.first?.exercises.first)
        return exercise.setRuns
    }

    @Test func setsAlikeButForTheirPlaceAreOneRun() throws {
        let runs = try Self.runs("squat 5 @ 100kg, 5 @ 100kg, 3 @ 110kg, 5 @ 100kg")
        #expect(runs.map(\.count) == [2, 1, 1])
        #expect(runs.map(\.set.index) == [0, 2, 3])
        #expect(runs.map(\.set.work.description) == ["5", "3", "5"])
    }

    @Test func anRPESetsASetApart() throws {
        let runs = try Self.runs("bench 3x5 @ 80kg, 1x5 @ 80kg @ rpe 8")
        #expect(runs.map(\.count) == [3, 1])
        #expect(runs.map(\.set.rpe) == [nil, 8])
    }
}
