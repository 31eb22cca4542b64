import Overload
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// `plan` shows rules on the program's calendar in later weeks and cycles, as the program
/// would run if every session were made (issue 14), through the standard plugins' own rules.
@Suite struct PlanProjectionTests {
    static let weekly = """
        program "Weekly"
        unit lb
        round 5lb
        tm deadlift 300lb, bench 200lb

        wave main:
          week 1: 5 @ 70%, 5 @ 80%, 5+ @ 90%
          week 2: 3 @ 70%, 3 @ 85%, 3+ @ 95%
          week 3: 5 @ 70%, 3 @ 80%, 1+ @ 100%

        day "Pull":
          deadlift main
          deadlift 5x5 @ 50% + 10lb

        day "Push":
          bench 5 @ 50% of top, top 5 @ 80%, 3x5 @ -10%

        progress deadlift: tm +10lb every week
        progress bench: tm +5lb every cycle

        """

    func sets(_ snapshot: PlanSnapshot, week: Int, day: String, line: Int = 0) -> [Double] {
        let lines = snapshot.week(week)?.day(named: day)?.exercises ?? []
        return line < lines.count ? lines[line].sets.compactMap { $0.load?.loadable } : []
    }

    func projected(cycle: Int) -> PlanSnapshot {
        let program = EngineHarness(program: Self.weekly, journal: "").program
        return Evaluator(program: program, registry: StandardPlugins.registry).projectedPlan(cycle: cycle)
    }

    @Test func aWeeklyTrainingMaxMovesEachLaterWeek() {
        let plan = projected(cycle: 1)
        // TM 300, 310, 320: week 2's 70/85/95% of 310 are 217, 263.5, 294.5; 50% + 10 lb is 165.
        #expect(sets(plan, week: 1, day: "Pull") == [210, 240, 270])
        #expect(sets(plan, week: 2, day: "Pull") == [215, 265, 295])
        #expect(sets(plan, week: 3, day: "Pull") == [225, 255, 320])
        #expect(sets(plan, week: 2, day: "Pull", line: 1) == Array(repeating: 165, count: 5))
        // Bench moves each cycle only: cycle 1 is the program's own.
        #expect(sets(plan, week: 3, day: "Push") == sets(EngineHarness(program: Self.weekly, journal: "").program.snapshot, week: 3, day: "Push"))
        #expect(plan.createdBy == .rules)
    }

    @Test func aTrainingMaxEachCycleMovesTheNextCycleWithItsShares() {
        let plan = projected(cycle: 2)
        // Bench TM 205: top 80% is 164 (165); 50% of it 82 (80); -10% 147.6 (150).
        #expect(sets(plan, week: 1, day: "Push") == [80, 165, 150, 150, 150])
        // Deadlift: three weeks at +10 lb a week, TM 330 in cycle 2 week 1.
        #expect(sets(plan, week: 1, day: "Pull") == [230, 265, 295])
    }

    /// Nothing moves in cycle 1 of a program whose rules move each cycle: the plan is the
    /// program's own, with its id.
    @Test func cycleOneOfACycleRuleIsTheProgramsOwnPlan() {
        let text = Self.weekly.replacingOccurrences(of: "tm +10lb every week", with: "tm +10lb every cycle")
        let program = EngineHarness(program: text, journal: "").program
        let plan = Evaluator(program: program, registry: StandardPlugins.registry).projectedPlan(cycle: 1)
        #expect(plan == program.snapshot)
    }

    /// With a journal, the weeks it reached keep what it did (a missed AMRAP holds the max),
    /// and the weeks after it are projected from there.
    @Test func aJournalsWeeksAreItsOwnAndLaterWeeksAreProjected() throws {
        let journal = """
            unit lb

            2026-11-02 "Pull"
              deadlift 210x5, 240x5, 270x3
              deadlift 160x5x5

            2026-11-04 "Push"
              bench 80x5, 160x5, 145x5x3

            """
        let harness = EngineHarness(program: Self.weekly, journal: journal)
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        let date = try #require(LocalDate(iso: "2026-11-05"))
        let plan = evaluator.appliedPlan(harness.journal, on: date)
        // Week 1's 5+ at 90% got 3 reps: the TM holds at 300 into week 2 (70/85/95% are 210,
        // 255, 285), and the projected week 2 raises it to 310 for week 3 (215, 250, 310).
        #expect(sets(plan, week: 2, day: "Pull") == [210, 255, 285])
        #expect(sets(plan, week: 3, day: "Pull") == [215, 250, 310])
        // Cycle 2: the bench TM moves once (200 to 205), the deadlift's twice more (330).
        let next = evaluator.appliedPlan(harness.journal, on: date, cycle: 2)
        #expect(sets(next, week: 1, day: "Push") == [80, 165, 150, 150, 150])
        #expect(sets(next, week: 1, day: "Pull") == [225, 255, 290])
    }
}
