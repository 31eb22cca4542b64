import Overload
import OverloadEngine
import OverloadSyntax
import Testing

/// Planned warm-ups: the ramp to an exercise's first work set, rounded as its work is,
/// never as heavy as the work set, marked `warmup` so nothing counts them as work.
@Suite struct WarmupTests {
    static func sets(_ text: String, _ exerciseID: String, line: Int = 0) throws -> [SetPrescription] {
        let plan = try CompilerTest.cleanPlan(text)
        let lines = plan.exercises(week: 1, day: "A").filter { $0.exerciseID == exerciseID }
        return try #require(lines.count > line ? lines[line] : nil).sets
    }

    @Test func theStandardRampRunsFromTheBarTo80Percent() throws {
        let sets = try Self.sets("unit kg\n\nday \"A\":\n  squat 3x5 @ 140kg, warmups\n", "back-squat")
        // 40%, 60%, 80% of 140: 56, 84, 112 -> 55, 85, 112.5 on the plates.
        #expect(sets.map { $0.load?.loadable } == [20, 55, 85, 112.5, 140, 140, 140])
        #expect(sets.map(\.kind) == [.warmup, .warmup, .warmup, .warmup, .regular, .regular, .regular])
        #expect(sets.prefix(4).map { $0.reps?.description } == ["10", "5", "3", "2"])
        #expect(sets.map(\.index) == Array(0..<7))
        #expect(sets[1].load?.platesPerSide == [15, 2.5])
    }

    @Test func aProgramWideLineWarmsUpBarbellLiftsOnly() throws {
        let text = "unit kg\nwarmups\n\nday \"A\":\n  squat 3x5 @ 100kg\n  curl 3x10 @ 12kg\n"
        #expect(try Self.sets(text, "back-squat").filter { $0.kind == .warmup }.count == 4)
        #expect(try Self.sets(text, "dumbbell-curl").contains { $0.kind == .warmup } == false)
    }

    @Test func aProgramsOwnRampIsUsedAndStepsAtTheWorkSetAreLeftOut() throws {
        let text = "warmups bar x 10, 50% x 5, 70% x 3, 85% x 1, 99% x 1\nunit lb\n\nday \"A\":\n  press 3x5 @ 100lb\n"
        let sets = try Self.sets(text, "overhead-press")
        // 99% of 100 lb rounds to 100 lb, the work set's own load: no warm-up.
        #expect(sets.map { $0.load?.loadable } == [45, 50, 70, 85, 100, 100, 100])
    }

    @Test func stepsBelowTheBarAndRepeatedLoadsAreLeftOut() throws {
        let sets = try Self.sets("unit kg\n\nday \"A\":\n  press 3x5 @ 40kg, warmups\n", "overhead-press")
        // 40% of 40 is 16 (below the bar), 60% is 24 -> 25, 80% is 32 -> 32.5.
        #expect(sets.map { $0.load?.loadable } == [20, 25, 32.5, 40, 40, 40])
    }

    @Test func dumbbellsHaveNoBarStep() throws {
        let sets = try Self.sets("unit kg\n\nday \"A\":\n  dumbbell bench press 3x10 @ 30kg, warmups\n", "dumbbell-bench-press")
        #expect(sets.filter { $0.kind == .warmup }.map { $0.load?.loadable } == [12.5, 17.5, 25])
    }

    @Test func onlyTheExercisesFirstLineOfTheDayWarmsUp() throws {
        let text = "unit kg\nwarmups\n\nday \"A\":\n  bench top 1x5 @ 100kg\n  bench backoff 3x5 @ -10%\n"
        #expect(try Self.sets(text, "bench-press", line: 0).filter { $0.kind == .warmup }.count == 4)
        #expect(try Self.sets(text, "bench-press", line: 1).allSatisfy { $0.kind == .backoff })
    }

    @Test func writtenWarmupsAreKeptWithAWarningWhenPlannedOnesAreAskedToo() throws {
        let text = "day \"A\":\n  squat warmup 5 @ 60kg, 3x5 @ 140kg, warmups\n"
        let compiled = CompilerTest.compile(text)
        let warning = try #require(compiled.diagnostics.first)
        #expect(warning.code == .warmupsWritten)
        #expect(warning.severity == .warning)
        #expect(warning.fixIts.first?.range == CompilerTest.range(of: ", warmups", in: text))
        let sets = compiled.snapshot.exercises(week: 1, day: "A").first?.sets ?? []
        #expect(sets.map { $0.load?.loadable } == [60, 140, 140, 140])
    }

    @Test func aTemplatesLinesForTheExerciseTakeTheMark() throws {
        let text = "unit kg\ntemplate strength(lift):\n  lift 3x5 @ 100kg\n  plank 3x45s\n\nday \"A\":\n  squat strength, warmups\n"
        let sets = try Self.sets(text, "back-squat")
        #expect(sets.map { $0.load?.loadable } == [20, 40, 60, 80, 100, 100, 100])
    }

    @Test func aStepThatIsNoStepIsE0316() {
        let compiled = CompilerTest.compile("warmups bra x 10, 50kg x 5, 120% x 1, 50% x 0\n\nday \"A\":\n  squat 3x5 @ 100kg\n")
        let errors = compiled.diagnostics.filter { $0.code == .invalidWarmups }
        #expect(errors.map(\.message) == [
            "'bra' is no warm-up load", "a warm-up step is a share of the work set, not a weight",
            "a warm-up is lighter than the work set: a share from 1% to 99%",
            "a warm-up step's reps must be a whole number from 1 to 20",
        ])
        #expect(errors.first?.fixIts.first?.replacement == "bar")
    }

    @Test func aDeloadWeekRampsToItsLighterWorkSet() throws {
        let text = "unit kg\nweeks 2\nwarmups\n\nday \"A\":\n  squat 3x5 @ 100kg\nweek 2 deload\n"
        let plan = try CompilerTest.cleanPlan(text)
        let sets = plan.exercises(week: 2, day: "A").first?.sets ?? []
        #expect(sets.filter { $0.kind != .warmup }.first?.load?.loadable == 60)
        #expect(sets.filter { $0.kind == .warmup }.map { $0.load?.loadable } == [20, 25, 35, 47.5])
    }

    @Test func theRampIsKeptInThePlansJSON() throws {
        let plan = try CompilerTest.cleanPlan("warmups bar x 10, 50% x 5\n\nday \"A\":\n  squat 3x5 @ 100kg\n")
        let exercise = try #require(plan.exercises(week: 1, day: "A").first)
        #expect(exercise.warmupRamp?.notation == "bar x 10, 50% x 5")
        #expect(try ExercisePrescription(json: exercise.jsonValue) == exercise)
    }
}
