import Testing

/// `topset +STEP`: the top set rises when it makes the top of its range; back-offs keep their
/// share; failures in a row take a share off.
@Suite struct TopSetProgressionTests {
    static let program = """
        program "Top"
        unit kg
        round 2.5kg
        day "A":
          bench top 1x4-6 @ 100kg rpe 8
          bench backoff 3x6-10 @ -10%
        progress bench: topset +2.5kg, deload 10% after 2 fails

        """

    @Test func theTopSetRisesAtTheTopOfItsRangeHoldsInsideAndDeloadsAfterFailures() throws {
        let journal = """
            unit kg
            2026-01-05 "A"
              bench top 100x6 @ rpe 8, backoff 90x8x3
            2026-01-07 "A"
              bench top 102.5x5 @ rpe 8, backoff 92.5x8x3
            2026-01-09 "A"
              bench top 102.5x6 @ rpe 9, backoff 92.5x8x3
            2026-01-12 "A"
              bench top 102.5x3, backoff 92.5x8x3

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-13")
        #expect(scenario.aimed("bench-press")[1] == [
            "top 4-6 @ 102.5 rpe 8", "backoff 6-10 @ 92.5", "backoff 6-10 @ 92.5", "backoff 6-10 @ 92.5",
        ])
        #expect(scenario.steps("bench-press") == [
            ["load 100 kg: the plan's load", "load 100 kg -> 102.5 kg: top set 6 reps, the top of 4-6"],
            ["load 102.5 kg -> 102.5 kg: top set 5 reps of 4-6: it rises at 6"],
            ["failures 0 -> 1: top set: RPE 9 above 8; the load stays"],
            ["load 102.5 kg -> 92.5 kg: top set: 3 of 4 reps; 2 failed sessions in a row: 10% off"],
        ])
        // 92.25 kg is loaded as 92.5; the back-offs are 90% of the exact 92.5, 83.25 -> 82.5 kg.
        #expect(scenario.next("bench-press") == [
            "top 4-6 @ 92.5 rpe 8", "backoff 6-10 @ 82.5", "backoff 6-10 @ 82.5", "backoff 6-10 @ 82.5",
        ])
    }

    @Test func misuseIsReported() throws {
        func messages(_ rule: String) throws -> [String] {
            try PluginScenario.ruleMessages("program \"P\"\nday \"A\":\n  bench top 1x5 @ 100kg\nprogress bench: \(rule)\n")
        }
        #expect(try messages("topset -2.5kg") == ["a topset step must add load"])
        #expect(try messages("topset +2.5kg every 2 sessions") == ["unexpected 'every' in a topset rule"])
        #expect(try messages("topset, deload every 1 week") == ["'deload every 1 week' leaves too few weeks to train"])
        #expect(try messages("topset").isEmpty)
    }
}
