import Overload
import OverloadSyntax
import Testing

/// A top-level `rest` line is the program's default rest: every exercise line with no nearer
/// rest (its own, or a `rest` line before it in its day or template) takes it, and it makes no
/// day of its own (it used to be built as a loose line, into an empty "Extra" day).
@Suite struct ProgramRestTests {
    /// Each exercise's id and rest on one day of week 1, supersets' members included.
    static func rests(_ plan: PlanSnapshot, day: String) -> [String] {
        (plan.week(1)?.day(named: day)?.exercises ?? []).map { "\($0.exerciseID) \($0.rest)" }
    }

    static func rest(_ seconds: Int) -> String { "\(RestPolicy.allSame(seconds: seconds))" }

    @Test func aTopLevelRestIsTheDefaultWhereNoNearerRestIsWritten() throws {
        let plan = try CompilerTest.cleanPlan("""
            unit kg
            rest 2m

            template heavy(lift):
              rest 4m
              lift 3x3 @ 90kg

            day "Upper":
              bench 3x5 @ 80kg
              overhead press 3x5 @ 50kg rest 3m
              barbell row heavy
              superset:
                curl 3x12 @ 12kg
                pushdown 3x12 @ 25kg
                rest 90s

            day "Lower":
              squat 3x5 @ 100kg
              rest 1m
              leg press 3x10 @ 150kg
              deadlift 1x5 @ 140kg rest 5m
            """)
        #expect(Self.rests(plan, day: "Upper") == [
            "bench-press \(Self.rest(120))",
            "overhead-press \(Self.rest(180))",
            "barbell-row \(Self.rest(240))",
            // A superset's own rest is per round; its members rest as the day does.
            "dumbbell-curl \(Self.rest(120))",
            "triceps-pushdown \(Self.rest(120))",
        ])
        // The day's `rest 1m` wins for the lines after it in that day only.
        #expect(Self.rests(plan, day: "Lower") == [
            "back-squat \(Self.rest(120))",
            "leg-press \(Self.rest(60))",
            "deadlift \(Self.rest(300))",
        ])
    }

    @Test func aTopLevelRestMakesNoExtraDay() throws {
        // Written below the day, it is still the program's default rest.
        let plan = try CompilerTest.cleanPlan("""
            unit kg
            weeks 2

            day "Upper":
              bench 3x5 @ 80kg

            rest 2m
            """)
        for number in 1...2 {
            #expect(plan.week(number)?.days.map(\.name) == ["Upper"])
        }
        #expect(Self.rests(plan, day: "Upper") == ["bench-press \(Self.rest(120))"])
    }

    @Test func looseLinesTakeTheTopLevelRestToo() throws {
        let plan = try CompilerTest.cleanPlan("""
            unit kg
            rest 90s
            squat 3x5 @ 100kg
            bench 3x5 @ 80kg rest 3m
            """)
        #expect(plan.week(1)?.days.map(\.name) == ["Workout"])
        #expect(Self.rests(plan, day: "Workout") == ["back-squat \(Self.rest(90))", "bench-press \(Self.rest(180))"])
    }

    @Test func aTopLevelRestOutOfRangeIsReportedOnceAndSetsNothing() {
        let program = """
            unit kg
            weeks 3
            rest 20m

            day "A":
              bench 3x5 @ 80kg
            """
        let compiled = CompilerTest.compile(program)
        #expect(compiled.diagnostics.map(\.code) == [.restOutOfRange])
        #expect(compiled.diagnostics.first?.range == CompilerTest.range(of: "20m", in: program))
        #expect(compiled.snapshot.week(1)?.day(named: "A")?.exercises.map(\.rest) == [.notSet])
    }
}
