import Overload
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// An exercise written on two lines of one session (warm-ups, then the work sets) is one
/// performance: the rule runs once, on all its sets.
@Suite struct RepeatedLineTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg, deload 10% after 1 fail
        """

    @Test func warmUpsOnTheirOwnLineAreNotAMissedSession() throws {
        let evaluation = EngineHarness(program: Self.program, journal: """
            unit kg

            2026-03-02 "A"
              squat warmup 20x5x2, warmup 60x3
              squat 100x5x3
            """).evaluate(on: "2026-03-03")
        let steps = try #require(evaluation.steps["back-squat"])
        #expect(steps.count == 1)
        #expect(steps.first?.judgement?.isSuccess == true)
        #expect(steps.first?.changes.last?.after == "102.5 kg")
    }

    @Test func workSetsSplitOverTwoLinesAreJudgedTogether() throws {
        let evaluation = EngineHarness(program: Self.program, journal: """
            unit kg

            2026-03-02 "A"
              squat 100x5x2
              bench 60x5
              squat 100x5
            """).evaluate(on: "2026-03-03")
        let step = try #require(evaluation.steps["back-squat"]?.last)
        #expect(evaluation.steps["back-squat"]?.count == 1)
        #expect(step.judgement?.isSuccess == true, "three sets of five at 100 kg, over two lines")
    }
}
