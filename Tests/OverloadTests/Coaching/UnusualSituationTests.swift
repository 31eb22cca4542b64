import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// The coach's answers where defaults, caps and rules meet situations off the main paths:
/// caps together, the equipment's ends, old circumstances, imported histories.
@Suite struct UnusualSituationTests {
    func next(_ program: String, _ journal: String, on date: String, _ circumstances: SessionCircumstances = SessionCircumstances())
        -> NextSession? {
        let harness = EngineHarness(program: program, journal: journal)
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        return evaluator.evaluate(harness.journal, on: LocalDate(iso: date)!, circumstances: circumstances).next
    }

    func exercise(_ next: NextSession?, _ id: String) -> ExerciseTargets? {
        next?.exercises.first { $0.prescription.exerciseID == id }
    }

    static let deloadProgram = """
        unit kg
        weeks 4
        week 4 deload
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 80kg rpe 9
        progress squat: linear +2.5kg
        """

    static let threeWeeks = """
        unit kg

        2026-03-02 "A"
          squat 100x5x3
          bench 80x5x3
        2026-03-09 "A"
          squat 102.5x5x3
          bench 80x5x3
        2026-03-16 "A"
          squat 105x5x3
          bench 80x5x3

        """

    @Test func aModeratePainFlagInADeloadWeekKeepsTheWeeksStricterCap() throws {
        let next = next(Self.deloadProgram, Self.threeWeeks + "2026-03-20 pain \"knee\" moderate\n", on: "2026-03-23")
        #expect(next?.calendar.rpeCap == 7)
        let squat = try #require(exercise(next, "back-squat"))
        #expect(squat.prescription.sets.allSatisfy { $0.rpe == 7 }, "the deload week's cap of 7 is stricter than the flag's 8")
        #expect(squat.warnings.first?.hasSuffix("never over the week's cap of 7") == true)
    }

    @Test func painAndLowReadinessTogetherTakeTheStrictestCapNotBoth() throws {
        let program = "unit kg\nday \"A\":\n  bench 3x5 @ 80kg rpe 8\n"
        let plain = next(program, "unit kg\n\n2026-03-01 pain \"chest\" moderate\n", on: "2026-03-02")
        #expect(exercise(plain, "bench-press")?.prescription.sets.map(\.rpe) == [7, 7, 7])
        let tired = next(program, "unit kg\n\n2026-03-01 pain \"chest\" moderate\n", on: "2026-03-02",
                         SessionCircumstances(energy: .low))
        #expect(exercise(tired, "bench-press")?.prescription.sets.map(\.rpe) == [7, 7, 7],
                "both caps are one under the target of 8: together they are 7, not 6")
    }
}

/// The equipment's ends: a target it cannot make, a reason that quotes a load nobody lifted,
/// a logged load above what the gym is thought to have.
@Suite struct EquipmentLimitTests {
    static let program = """
        unit kg
        day "A":
          dumbbell bench press 3x8-12 @ 45kg
        progress dumbbell bench press: double 8-12 +5kg
        """

    static let journal = """
        unit kg

        2026-03-02 "A"
          dumbbell bench press 45x12x3
        2026-03-04 "A"
          dumbbell bench press 50x12x3
        2026-03-06 "A"
          dumbbell bench press 50x12x3
        2026-03-09 "A"
          dumbbell bench press 55x8x3

        """

    func evaluate(_ program: String = Self.program, _ journal: String = Self.journal) -> NextSession? {
        EngineHarness(program: program, journal: journal).evaluate(on: "2026-03-10").next
    }

    @Test func aTargetBeyondTheAssumedGymsDumbbellsIsAWarningThatNamesTheGym() throws {
        let bench = try #require(evaluate()?.exercises.first)
        #expect(bench.prescription.sets.first?.load?.loadable == 50)
        let warning = try #require(bench.warnings.first)
        #expect(warning.contains("60 kg is more than the dumbbells (2.5 kg to 50 kg) of the standard kg gym"))
        #expect(warning.contains("assumed: the program has no `equipment:` block"))
        #expect(warning.contains("the target is 50 kg"))
        #expect(warning.contains("`dumbbells 2.5kg..60kg by 2.5kg`"))
    }

    @Test func aReasonQuotesTheLoadLiftedNotTheRulesLoad() throws {
        let bench = try #require(evaluate()?.exercises.first)
        #expect(bench.reasons.first == "2026-03-09: reps 8 -> 9: every work set made 8 reps at 55 kg; the top is 12",
                "55 kg was lifted; the rule's 60 kg was not")
    }

    @Test func aLoggedLoadAboveTheGymSuggestsTheEquipmentLine() throws {
        let program = Self.program.replacingOccurrences(of: "double 8-12 +5kg", with: "double 8-12 +2.5kg")
        let journal = "unit kg\n\n2026-03-02 \"A\"\n  dumbbell bench press 45x9x3\n2026-03-04 \"A\"\n  dumbbell bench press 55x9x3\n"
        let bench = try #require(evaluate(program, journal)?.exercises.first)
        #expect(bench.warnings.contains { $0.contains("55 kg was lifted, more than the dumbbells (2.5 kg to 50 kg)")
            && $0.contains("`dumbbells 2.5kg..55kg by 2.5kg`") })
    }

    @Test func aGymThatMakesTheLoadSaysNothing() throws {
        let program = "unit kg\nequipment:\n  dumbbells 2.5kg..80kg by 2.5kg\n" + Self.program.dropFirst("unit kg\n".count)
        let bench = try #require(evaluate(String(program))?.exercises.first)
        #expect(bench.prescription.sets.first?.load?.loadable == 60)
        #expect(bench.warnings.isEmpty)
    }
}

/// `deload every N weeks` counts weeks of the calendar in a program one week long.
@Suite struct CalendarWeekTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
        day "B":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg, deload every 4 weeks
        """

    /// Three sessions a week, A and B alternated, from Monday 2026-03-02.
    static func journal(weeks: Int) -> String {
        var text = "unit kg\n\n"
        var load = 100.0
        let days = ["02", "04", "06", "09", "11", "13", "16", "18", "20", "23", "25", "27"]
        for (index, day) in days.prefix(weeks * 3).enumerated() {
            text += "2026-03-\(day) \"\(index % 2 == 0 ? "A" : "B")\"\n  squat \(NumberFormat.canonical(load))x5x3\n"
            load += 2.5
        }
        return text
    }

    @Test func theDeloadFallsInTheFourthCalendarWeekNotTheFourthRotation() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.journal(weeks: 3))
        let evaluation = harness.evaluate(on: "2026-03-21")
        let changes = (evaluation.steps["back-squat"] ?? []).flatMap(\.changes).map(\.what)
        #expect(!changes.contains("deload week"), "weeks 1 to 3 are training weeks: 4 rotations of A and B are not 4 weeks")
        #expect(evaluation.next?.calendar.calendarWeek == 3)
        let week4 = harness.evaluate(on: "2026-03-23").next
        #expect(week4?.calendar.calendarWeek == 4)
        let squat = try #require(week4?.exercises.first)
        #expect(squat.prescription.sets.count == 2, "the fourth calendar week is the deload: half the sets")
    }
}
