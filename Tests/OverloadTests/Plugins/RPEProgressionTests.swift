import Testing

/// `rpe`: the e1RM of the latest session's best set (the RPE chart where an RPE was logged, the
/// program's formula otherwise) loads every RPE set by the chart.
@Suite struct RPEProgressionTests {
    static let program = """
        program "RPE"
        unit kg
        round 2.5kg
        day "A":
          bench 3x5 @ rpe 8
        progress bench: rpe

        """

    @Test func theChartGivesTheE1RMAndTheNextLoad() throws {
        let journal = """
            unit kg
            2026-01-05 "A"
              bench 100x5 @ rpe 7, 100x5 @ rpe 8, 100x5 @ rpe 9

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-06")
        // The best set is the easiest: 5 @ 7 is 78.6% (8 reps to failure), e1RM 127.23 kg; 5 @ 8 is
        // 81.1% of it, 103.18 kg.
        #expect(scenario.steps("bench-press") == [
            ["e1RM 127.23 kg: best set 100 kg x 5 @ RPE 7 is 78.6% of 1RM on the RPE chart"],
        ])
        #expect(scenario.next("bench-press") == ["5 @ 102.5 rpe 8", "5 @ 102.5 rpe 8", "5 @ 102.5 rpe 8"])
    }

    @Test func aSetWithoutRPEUsesTheProgramsFormulaAndTheLatestSessionCounts() throws {
        let program = Self.program.replacingOccurrences(of: "round 2.5kg\n", with: "round 2.5kg\ne1rm brzycki\n")
        let journal = """
            unit kg
            2026-01-05 "A"
              bench 100x5 @ rpe 9, 100x5, 100x5
            2026-01-07 "A"
              bench 100x5, 100x5, 100x4

            """
        let scenario = try PluginScenario(program: program, journal: journal, on: "2026-01-08")
        // Brzycki: 36 x 100 / (37 - 5) = 112.5 kg; 81.1% of it is 91.24 kg.
        #expect(scenario.steps("bench-press") == [
            ["e1RM 119.47 kg: best set 100 kg x 5 @ RPE 9 is 83.7% of 1RM on the RPE chart"],
            ["e1RM 119.47 kg -> 112.5 kg: best set 100 kg x 5 with no RPE, by the program's Brzycki formula"],
        ])
        #expect(scenario.aimed("bench-press")[1] == ["5 @ 97.5 rpe 8", "5 @ 97.5 rpe 8", "5 @ 97.5 rpe 8"])
        #expect(scenario.next("bench-press") == ["5 @ 90 rpe 8", "5 @ 90 rpe 8", "5 @ 90 rpe 8"])
    }

    /// A set off the chart falls back to the program's formula: RPE 5 is below the chart (RPE 6
    /// to 10), so Epley, 80 x (1 + 10/30) = 106.67 kg. A set past the rep limit gives no
    /// estimate at all: this case once expected 80 x 14 @ RPE 7 to give an Epley estimate;
    /// since `history` and the engine share one rep limit (`E1RMSets.repLimit`, 12), it gives
    /// none, and the rule says so rather than guessing.
    @Test(arguments: [
        ("bench 80x10 @ rpe 5", "e1RM 106.67 kg: best set 80 kg x 10 @ RPE 5 is off the RPE chart, by the program's Epley formula"),
        ("bench 80x14 @ rpe 7", "e1RM unknown: no logged work set gives an estimate (a loaded set of 1 to 12 reps)"),
    ])
    func aSetOffTheChartUsesTheFormulaAndOnePastTheRepLimitNone(set: String, step: String) throws {
        let journal = "unit kg\n2026-01-05 \"A\"\n  \(set)\n"
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-06")
        #expect(scenario.steps("bench-press") == [[step]])
    }

    @Test func backOffsFollowTheTopSetsNewLoad() throws {
        let program = """
            program "RPE"
            unit kg
            round 2.5kg
            day "A":
              squat top 1x3 @ rpe 9
              squat backoff 2x5 @ -15%
            progress squat: rpe

            """
        let journal = """
            unit kg
            2026-01-05 "A"
              squat top 180x3 @ rpe 9, backoff 150x5x2

            """
        let scenario = try PluginScenario(program: program, journal: journal, on: "2026-01-06")
        // 3 @ 9 is 89.2%: e1RM 201.79 kg; the top set 180 kg again, back-offs 85% of it, 153 kg.
        #expect(scenario.next("back-squat") == ["top 3 @ 180 rpe 9", "backoff 5 @ 152.5", "backoff 5 @ 152.5"])
    }

    @Test func misuseIsReported() throws {
        let messages = try PluginScenario.ruleMessages("program \"P\"\nday \"A\":\n  bench 3x5 @ rpe 8\nprogress bench: rpe 8\n")
        #expect(messages == ["unexpected '8' in a rpe rule"])
    }
}
