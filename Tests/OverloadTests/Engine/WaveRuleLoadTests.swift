import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A rule that keeps one load (`linear`, `double`, `topset`, `gzclp`, a script's `weight`) on an
/// exercise whose sets are a percentage wave: the load stands for the heaviest set of the week
/// it was taken from, and every week keeps its percentages of it (docs/engine.md, "A rule's
/// one load on a wave"), so a deload week is lighter than the weeks around it.
@Suite struct WaveRuleLoadTests {
    static func program(_ rule: String, extra: String = "") -> String { WaveFixtures.program(rule, extra: extra) }

    /// Week 1 made: the rule's load is 119 kg (85% of 140 kg) + 2.5 kg = 121.5 kg.
    static let weekOneMade = """
        2026-11-02 18:00 "A"
          squat 91x5, 105x5, 119x6
        """

    /// The squat's sets of each program week in the plan with the journal's state applied.
    static func weekSets(_ harness: EngineHarness, on date: String) -> [[SetPrescription]] {
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        return squatSets(evaluator.appliedPlan(harness.journal, on: LocalDate(iso: date)!))
    }

    static func squatSets(_ plan: PlanSnapshot) -> [[SetPrescription]] {
        plan.weeks.map { week in week.days.flatMap(\.exercises).filter { $0.exerciseID == "back-squat" }.flatMap(\.sets) }
    }

    /// Each week's sets as `count × work @ load`.
    static func weeks(_ harness: EngineHarness, on date: String = "2026-11-05") -> [String] {
        weekSets(harness, on: date).map { ExplainText.targets($0, unit: harness.program.snapshot.unit) }
    }

    /// Each week's heaviest loadable set.
    static func topLoads(_ harness: EngineHarness, on date: String = "2026-11-05") -> [Double] {
        weekSets(harness, on: date).map(top)
    }

    static func top(_ sets: [SetPrescription]) -> Double {
        sets.compactMap { $0.load?.loadable }.max() ?? 0
    }

    /// `linear +2.5kg` after week 1 made: each week's sets and top set.
    static func linearAfterWeekOne() -> (weeks: [String], tops: [Double]) {
        let harness = EngineHarness(program: program("linear +2.5kg"), journal: weekOneMade)
        return (weeks(harness), topLoads(harness))
    }

    @Test func linearsDeloadWeekIsLighterThanWeekOne() {
        let (weeks, tops) = Self.linearAfterWeekOne()
        // 121.5 kg stands for week 1's 85%: the deload's 60% is 121.5 x 60 / 85 = 85.8 kg, 85 kg
        // on the bar. It was 121.5 kg (122.5 kg on the bar), as heavy as week 1's top set.
        #expect(weeks[0] == "1 × 5 @ 92.5 kg, 1 × 5 @ 107.5 kg, 1 × 5+ @ 122.5 kg")
        #expect(weeks[3] == "1 × 5 @ 57.5 kg, 1 × 5 @ 72.5 kg, 1 × 5 @ 85 kg")
        #expect(tops[3] < tops[0])
    }

    @Test func linearsWeeksTwoAndThreeKeepTheWavesPercentagesOfTheLoad() {
        let (weeks, tops) = Self.linearAfterWeekOne()
        // 121.5 x 90 / 85 = 128.6 kg and 121.5 x 95 / 85 = 135.8 kg: heavier than week 1, as the wave is.
        #expect(weeks[1] == "1 × 3 @ 100 kg, 1 × 3 @ 115 kg, 1 × 3+ @ 127.5 kg")
        #expect(weeks[2] == "1 × 5 @ 107.5 kg, 1 × 3 @ 122.5 kg, 1 × 1+ @ 135 kg")
        #expect(tops[0] < tops[1] && tops[1] < tops[2])
    }

    @Test func theDeloadWeekIsJudgedAgainstItsOwnLighterTargetsAndHoldsTheRule() throws {
        let harness = EngineHarness(program: Self.program("linear +2.5kg"),
                                    journal: WaveFixtures.weeksOneToThree + "\n" + WaveFixtures.deloadWeek)
        // Three sessions made: 119 + 3 x 2.5 = 126.5 kg; week 4's 40/50/60% of it over 85%: 59.5,
        // 74.4, 89.3 kg. It was 126.5 kg, 127.5 kg on the bar: heavier than week 1's 120 kg.
        #expect(harness.targets("back-squat", on: "2026-11-20") == "1 × 5 @ 60 kg, 1 × 5 @ 75 kg, 1 × 5 @ 90 kg")
        let deload = try #require(harness.evaluate(on: "2026-11-24").steps["back-squat"]?.last)
        #expect(deload.calendar?.week == 4)
        // Judged against its own targets: every set made (they were warm-ups under 127.5 kg).
        #expect(deload.judgement?.isSuccess == true)
        #expect(deload.targets.compactMap { $0.load?.loadable } == [60, 75, 90])
        #expect(deload.changes.map(\.after) == ["holds"])
        // The deload held the load: the next cycle's week 1 tops at 126.5 kg, 127.5 kg on the bar.
        #expect(harness.targets("back-squat", on: "2026-11-24").hasSuffix("1 × 5+ @ 127.5 kg"))
    }

    @Test func aLoadFirstTakenInWeekTwoStandsForWeekTwosPercentage() {
        // Squat is not logged in week 1: its rule first sees week 2, whose top set is 90%.
        let harness = EngineHarness(program: Self.program("linear +2.5kg").replacingOccurrences(
            of: "  squat main\n", with: "  squat main\n  bench 3x5 @ 60kg\n"), journal: """
            2026-11-02 18:00 "A"
              bench 60x5x3
            2026-11-09 18:00 "A"
              squat 98x3, 112x3, 126x4
            """)
        let state = harness.evaluate(on: "2026-11-10").states["back-squat"]
        #expect(state?.number("load%") == 90)
        #expect(state?.mass("load") == Mass(128.5, .kg))
        // 128.5 kg stands for 90%: week 1's 85% is 121.4 kg, the deload's 60% 85.7 kg.
        #expect(Self.topLoads(harness, on: "2026-11-10") == [122.5, 127.5, 135, 85])
    }

    @Test func doubleOnAWaveKeepsTheShapeToo() {
        let harness = EngineHarness(program: Self.program("double 5-8 +2.5kg"), journal: Self.weekOneMade)
        let tops = Self.topLoads(harness)
        // The reps made 5, the goal is 6: the load holds at week 1's 119 kg; the deload's 60% is 84 kg, 85 kg on the bar.
        #expect(tops == [120, 125, 132.5, 85])
    }

    @Test func gzclpOnAWaveKeepsTheShapeToo() {
        let harness = EngineHarness(program: Self.program("gzclp t1"), journal: Self.weekOneMade)
        // Week 1 made: tier 1's load 119 kg + 5 kg = 124 kg stands for 85%, so week 2's 90% is
        // 131.3 kg, week 3's 95% 138.6 kg and the deload's 60% 87.5 kg, each rounded to the bar.
        #expect(Self.topLoads(harness) == [125, 132.5, 137.5, 87.5])
    }

    @Test func topsetOnAWaveKeepsTheShapeOfItsTopSet() {
        let harness = EngineHarness(program: Self.program("topset +2.5kg"), journal: Self.weekOneMade)
        let weeks = Self.weeks(harness)
        // topset moves the first work set (65%, 91 kg, + 2.5 kg after the top of its reps): the deload's
        // first set is its 40% share, 93.5 x 40 / 65 = 57.5 kg, lighter than week 1's 92.5 kg.
        #expect(weeks[0].hasPrefix("1 × 5 @ 92.5 kg"))
        #expect(weeks[3].hasPrefix("1 × 5 @ 57.5 kg"))
    }

    @Test func withoutAPercentageNothingIsKeptAndTheLoadIsTheTopSet() {
        let harness = EngineHarness(program: LinearEngineTests.program, journal: """
            2026-01-05 "A"
              squat 100x5x3
            """)
        let state = harness.evaluate(on: "2026-01-06").states["back-squat"]
        #expect(state?["load%"] == nil)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 102.5 kg")
    }

    @Test func aNonWavePercentageLineIsUnchangedInEveryWeekAndItsDeloadTakesTheWeeksShare() {
        let harness = EngineHarness(program: """
            unit kg
            1rm squat 140kg
            weeks 2
            week 2 deload
            day "A":
              squat 3x5 @ 75%
            progress squat: linear +2.5kg
            """, journal: """
            2026-01-05 "A"
              squat 105x5x3
            """)
        #expect(harness.evaluate(on: "2026-01-06").states["back-squat"]?.number("load%") == 75)
        let weeks = Self.weeks(harness, on: "2026-01-06")
        // 105 kg + 2.5 kg; week 2's 60% of it is 64.5 kg, 65 kg on the bar: as before the wave rule.
        #expect(weeks == ["3 × 5 @ 107.5 kg", "2 × 5 @ 65 kg"])
    }

    @Test func aScriptsWeightOnAWaveKeepsTheShapeAsLinearDoes() throws {
        let program = Self.program("wave_linear", extra: """
            progression wave_linear(step = 2.5kg):
              if last.made:
                weight += step
            """)
        let workspace = ProgramWorkspace(SourceFile(name: "rules.lift", text: program), registry: StandardPlugins.registry) { _ in [] }
        let evaluator = try #require(workspace.evaluator)
        let journal = JournalReader().read(SourceFile(name: "journal.lift", text: Self.weekOneMade)).journal
        let day = try #require(LocalDate(iso: "2026-11-05"))
        #expect(evaluator.evaluate(journal, on: day).states["back-squat"]?.number("weight%") == 85)
        // The same loads as linear +2.5kg: 121.5 kg for week 1's 85%.
        #expect(Self.squatSets(evaluator.appliedPlan(journal, on: day)).map(Self.top) == [122.5, 127.5, 135, 85])
    }

    @Test func aProgramWideDeloadBlockDoesNotLightenTheWavesOwnDeloadWeekTwice() {
        // The compiler leaves a wave week with a kind of its own as written under `week 4 deload`:
        // the rule's load takes the wave's 60% of it once, not 60% of 60%.
        let harness = EngineHarness(program: Self.program("linear +2.5kg", extra: "week 4 deload"), journal: Self.weekOneMade)
        #expect(Self.topLoads(harness) == [122.5, 127.5, 135, 85])
    }

    @Test func aLightDaysLowerPercentageStaysLighterThanTheHeavyDays() {
        let harness = EngineHarness(program: """
            unit kg
            1rm squat 150kg
            day "Mon":
              squat 3x5 @ 80%
            day "Wed":
              squat 2x5 @ 64%
            progress squat: linear +2.5kg
            """, journal: """
            2026-11-02 "Mon"
              squat 120x5x3
            """)
        // 122.5 kg stands for Monday's 80%: Wednesday's 64% is 98 kg, 97.5 kg on the bar (it was 122.5 kg).
        #expect(harness.targets("back-squat", on: "2026-11-03") == "2 × 5 @ 97.5 kg")
        #expect(harness.targets("back-squat", on: "2026-11-03", day: "Mon") == "3 × 5 @ 122.5 kg")
    }
}
