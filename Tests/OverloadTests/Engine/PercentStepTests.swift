import Overload
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// `tm +2.5% every week`: a training max raised by a share of itself, as a lifter with a
/// percentage-based program writes it; a share without its sign is still refused.
@Suite struct PercentStepTests {
    static func program(_ rule: String) -> String {
        """
        unit lb
        tm squat 300lb
        weeks 3
        progress squat: \(rule)

        day "A":
          squat 1x5 @ 100%

        """
    }

    @Test func aTrainingMaxRaisedByAShareOfItselfEachWeek() {
        let program = EngineHarness(program: Self.program("tm +2.5% every week"), journal: "").program
        #expect(RuleChecker.check(program.progressions, registry: StandardPlugins.registry).isEmpty)
        let plan = Evaluator(program: program, registry: StandardPlugins.registry).projectedPlan(cycle: 1)
        let exact = (1...3).map { plan.week($0)?.day(named: "A")?.exercises.first?.sets.first?.load?.exact }
        // 300, then 2.5% more each week: 307.5, 315.1875.
        #expect(exact == [300, 307.5, 315.1875])
    }

    @Test func aShareWithoutItsSignOrOfAHundredPercentIsRefused() {
        for rule in ["tm 2.5% every week", "tm +100% every week"] {
            let program = EngineHarness(program: Self.program(rule), journal: "").program
            #expect(RuleChecker.check(program.progressions, registry: StandardPlugins.registry).map(\.code) == [.ruleArgument], "\(rule)")
        }
    }
}
