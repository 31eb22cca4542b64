import Overload
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// Loads taken of other loads move with them: a share of another lift's max with that lift's
/// max as its rule moves it, and a share of the day's top set with the top set, whether it is
/// marked `top` or is the line's first set with a load.
@Suite struct MovingShareTests {
    static let rows = """
        unit lb
        round 5lb
        tm barbell row 200lb
        weeks 1
        progress barbell row: tm +10lb every cycle

        day "A":
          barbell row 3x5 @ 80%
          pendlay row 3x5 @ 65% of barbell row

        """

    /// A squat program with one day of one line, its TM raised 10 lb a cycle.
    static func squat(_ line: String) -> String {
        "unit lb\nround 5lb\ntm squat 300lb\nweeks 1\nprogress squat: tm +10lb every cycle\n\nday \"A\":\n  \(line)\n"
    }

    func loads(_ plan: PlanSnapshot, _ name: String) -> [Double] {
        let lines = plan.week(1)?.day(named: "A")?.exercises.filter { $0.name == name } ?? []
        return lines.flatMap { $0.sets.compactMap { $0.load?.loadable } }
    }

    func projected(_ text: String, cycle: Int) -> PlanSnapshot {
        Evaluator(program: EngineHarness(program: text, journal: "").program, registry: StandardPlugins.registry).projectedPlan(cycle: cycle)
    }

    @Test func aShareOfAnotherLiftMovesWithItsMaxInAProjectedCycle() {
        // TM 200, 210, 220: 65% is 130, 136.5 (135), 143 (145).
        #expect(loads(projected(Self.rows, cycle: 1), "pendlay row") == [130, 130, 130])
        #expect(loads(projected(Self.rows, cycle: 2), "pendlay row") == [135, 135, 135])
        #expect(loads(projected(Self.rows, cycle: 3), "pendlay row") == [145, 145, 145])
    }

    @Test func aShareOfAnotherLiftMovesWithItsMaxInNext() {
        let journal = """
            unit lb

            2026-11-02 "A"
              barbell row 160x5x3
              pendlay row 130x5x3

            """
        // The cycle is one week: the row's TM is 210 lb for the next session.
        let harness = EngineHarness(program: Self.rows, journal: journal)
        #expect(harness.targets("barbell-row", on: "2026-11-04").contains("170 lb"))
        let next = harness.evaluate(on: "2026-11-04").next
        let pendlay = next?.exercises.first { $0.prescription.name == "pendlay row" }?.prescription.sets.compactMap { $0.load?.loadable }
        #expect(pendlay == [135, 135, 135])
    }

    @Test func aShareOfAnUnmarkedTopSetMovesWithIt() {
        let text = Self.squat("squat 5 @ 50% of top, 5 @ 80%, 3x5 @ -20%")
        // Cycle 1: top 240, ramp 120, back-off 192 (190). Cycle 2: top 248 (250), ramp 124 (125), back-off 198.4 (200).
        #expect(loads(projected(text, cycle: 1), "squat") == [120, 240, 190, 190, 190])
        #expect(loads(projected(text, cycle: 2), "squat") == [125, 250, 200, 200, 200])
    }

    @Test func aShareOfATopSetWithAnAmountAddedMovesWithIt() {
        let text = Self.squat("squat 5 @ 50% of top, top 5 @ 70% + 10lb")
        // Cycle 2: top 0.7 x 310 + 10 = 227 (225); the ramp 113.5 (115).
        #expect(loads(projected(text, cycle: 2), "squat") == [115, 225])
    }
}
