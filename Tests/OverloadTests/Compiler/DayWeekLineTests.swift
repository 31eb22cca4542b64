import Overload
import OverloadSyntax
import Testing

/// A `week` line is what that week gets: its template's or wave's sets (top level and in a
/// day), `without` in a day's week block leaves the exercise out in those weeks, and a day's
/// week line for an exercise the day lacks adds it there. Nothing is dropped without a word.
@Suite struct DayWeekLineTests {
    func setCounts(_ compiled: CompiledProgram, week: Int, day: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for exercise in compiled.snapshot.week(week)?.day(named: day)?.exercises ?? [] {
            counts[exercise.name, default: 0] += exercise.sets.count
        }
        return counts
    }

    static let speed = """
        unit kg
        1rm squat 140kg
        weeks 2

        template speed(lift):
          lift 8x2 @ 60%

        day "A":
          squat 5x5 @ 75%

        """

    @Test func aTemplateInATopLevelWeekLineGivesItsSets() throws {
        let plan = try CompilerTest.cleanPlan(Self.speed + "week 2: squat speed\n")
        let squat = try #require(plan.week(2)?.day(named: "A")?.exercises.first)
        #expect(squat.sets.count == 8)
        // 60% of 140 kg is 84 kg, rounded to 85 kg; the week line is taken as written.
        #expect(squat.sets.map { $0.load?.exact } == Array(repeating: 84, count: 8))
        #expect(plan.week(1)?.day(named: "A")?.exercises.first?.sets.count == 5)
    }

    @Test func aTemplateInADaysWeekLineGivesItsSets() throws {
        let text = Self.speed.replacingOccurrences(of: "  squat 5x5 @ 75%\n", with: "  squat 5x5 @ 75%\n  week 2: squat speed\n")
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.week(2)?.day(named: "A")?.exercises.map(\.sets.count) == [8])
    }

    @Test func aWaveInAWeekLineGivesItsWeeksSets() throws {
        let text = """
            unit kg
            1rm squat 140kg
            weeks 2

            wave heavy:
              week 1: 5 @ 80%
              week 2: 3 @ 85%, 3 @ 90%

            day "A":
              squat 5x5 @ 75%

            week 2: squat heavy

            """
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.week(2)?.day(named: "A")?.exercises.map(\.sets.count) == [2])
    }

    @Test func withoutInADaysWeekBlockLeavesTheExerciseOut() throws {
        let text = """
            unit kg
            weeks 2

            day "A":
              squat 5x5 @ 100kg
              curl 3x10 @ 10kg
              week 2:
                without curl

            """
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.isEmpty)
        #expect(setCounts(compiled, week: 1, day: "A") == ["squat": 5, "curl": 3])
        #expect(setCounts(compiled, week: 2, day: "A") == ["squat": 5])
    }

    @Test func withoutALiftTheWeekBlocksDayLacksIsReported() throws {
        let text = "weeks 2\nday \"A\":\n  squat 5x5 @ 100kg\n  week 2: without curl\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.ignoredSetting])
        #expect(compiled.diagnostics.first?.message == "day \"A\" has no curl to leave out in week 2")
        #expect(compiled.diagnostics.first?.range == CompilerTest.range(of: "curl", in: text))
    }

    @Test func withoutInADayNotBuiltLikeAnotherIsReported() throws {
        let text = "day \"A\":\n  squat 5x5 @ 100kg\n  without bench\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.ignoredSetting])
        #expect(compiled.diagnostics.first?.message.contains("is not built like another day") == true)
    }

    @Test func aDaysWeekLineForAnExerciseTheDayLacksAddsIt() throws {
        let text = """
            unit kg
            weeks 2

            day "A":
              squat 5x5 @ 100kg
              week 2: bench 3x5 @ 60kg

            """
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.snapshot.week(1)?.day(named: "A")?.exercises.map(\.name) == ["squat"])
        #expect(compiled.snapshot.week(2)?.day(named: "A")?.exercises.map(\.name) == ["squat", "bench"])
    }

    /// Two of the day's week lines for one exercise in one week: the first counts, the other
    /// is not added a second time.
    @Test func twoWeekLinesForOneExerciseAddItOnce() throws {
        let text = "unit kg\nweeks 2\nday \"A\":\n  squat 5x5 @ 100kg\n  week 2: squat 3x3 @ 110kg\n  week 1..2: squat 4x4 @ 105kg\n"
        let compiled = CompilerTest.compile(text)
        #expect(setCounts(compiled, week: 2, day: "A") == ["squat": 3])
        #expect(setCounts(compiled, week: 1, day: "A") == ["squat": 4])
    }
}
