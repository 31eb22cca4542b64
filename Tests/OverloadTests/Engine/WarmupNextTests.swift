import Overload
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// `next` plans warm-ups from the work set the rule gives that day, and a rule never judges
/// them: the logged warm-ups are not work.
@Suite struct WarmupNextTests {
    static let program = """
        unit kg
        warmups

        day "A":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg

        """

    func squatSets(_ harness: EngineHarness) -> [SetPrescription] {
        harness.evaluate(on: "2026-11-27").next?.exercises.first { $0.prescription.exerciseID == "back-squat" }?
            .prescription.sets ?? []
    }

    @Test func warmupsClimbWithTheRulesLoad() {
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg
            2026-11-20 "A":
              squat warmup 20x10, warmup 40x5, 100x5, 100x5, 100x5

            """)
        let sets = squatSets(harness)
        // 102.5 kg: 40%, 60%, 80% are 41, 61.5, 82 -> 40, 62.5, 82.5.
        #expect(sets.map { $0.load?.loadable } == [20, 40, 62.5, 82.5, 102.5, 102.5, 102.5])
        #expect(sets.map(\.kind) == [.warmup, .warmup, .warmup, .warmup, .regular, .regular, .regular])
        #expect(sets.map(\.index) == Array(0..<7))
    }

    @Test func unloggedWarmupsAreNoFailedWork() {
        // Only the work sets logged: the rule still sees every work set made.
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg
            2026-11-20 "A":
              squat 100x5, 100x5, 100x5

            """)
        #expect(squatSets(harness).last?.load?.loadable == 102.5)
    }

    @Test func thePlannedWarmupsLoggedUnmarkedAreNotJudgedAsWork() {
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg
            2026-11-20 "A":
              squat 20x10, 40x5, 60x3, 80x2, 100x5, 100x5, 100x5

            """)
        #expect(squatSets(harness).last?.load?.loadable == 102.5)
    }

    @Test func aProjectedCycleRampsToItsMovedWorkSet() {
        let program = EngineHarness(program: "unit lb\nweeks 1\ntm squat 300lb\nwarmups\nprogress squat: tm +10lb every cycle\n\nday \"A\":\n  squat 3x5 @ 80%\n",
                                    journal: "").program
        let plan = Evaluator(program: program, registry: StandardPlugins.registry).projectedPlan(cycle: 2)
        let sets = plan.week(1)?.day(named: "A")?.exercises.first?.sets ?? []
        // TM 310: 80% is 248 -> 250 lb on the plates; 80% of that is 200.
        #expect(sets.last?.load?.loadable == 250)
        #expect(sets.filter { $0.kind == .warmup }.last?.load?.loadable == 200)
    }
}
