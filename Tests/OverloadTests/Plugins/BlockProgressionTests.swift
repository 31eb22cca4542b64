import Testing

/// `block`: percentages of the program's max until a `test` week; the test result sets the max
/// of the next block.
@Suite struct BlockProgressionTests {
    static let program = """
        program "Block"
        unit kg
        round 2.5kg
        weeks 2
        1rm squat 200kg
        tm = 90% of 1rm
        day "Squat":
          squat 3x5 @ 80%
        week 2 test: squat 1x1 @ 100%
        progress squat: block

        """

    @Test func theTestWeekSetsTheNextBlocksMax() throws {
        let journal = """
            unit kg
            2026-01-05 "Squat"
              squat 145x5x3
            2026-01-12 "Squat"
              squat warmup 100x3, 150x1, 189x1

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-19")
        // The training max is 180 kg: week 1 is 144 kg, the test 180 kg. 189 kg is 5% more.
        #expect(scenario.aimed("back-squat") == [["5 @ 145", "5 @ 145", "5 @ 145"], ["1 @ 180"]])
        #expect(scenario.steps("back-squat") == [
            [],
            ["tested max 180 kg -> 189 kg: test week: 189 kg x 1 (e1RM 189 kg) against a target of 180 kg x 1 "
                + "(e1RM 180 kg); it becomes the max after the test week"],
            // The move into the next block, recorded as a calendar step so `explain` shows it.
            ["max 180 kg -> 189 kg: the test of week 2, cycle 1"],
        ])
        // The next session is in a new block: the move is the reason for its targets.
        #expect(scenario.reasons("back-squat") == ["2026-01-19: max 180 kg -> 189 kg: the test of week 2, cycle 1"])
        // 80% of 189 kg is 151.2 kg.
        #expect(scenario.next("back-squat") == ["5 @ 150", "5 @ 150", "5 @ 150"])
    }

    @Test func aMissedTestLowersTheMaxAndNoTestKeepsIt() throws {
        let missed = """
            unit kg
            2026-01-05 "Squat"
              squat 145x5x3
            2026-01-12 "Squat"
              squat 170x1

            """
        let lowered = try PluginScenario(program: Self.program, journal: missed, on: "2026-01-19")
        // 80% of 170 kg is 136 kg.
        #expect(lowered.next("back-squat") == ["5 @ 135", "5 @ 135", "5 @ 135"])
        let untested = """
            unit kg
            2026-01-05 "Squat"
              squat 145x5x3

            """
        let kept = try PluginScenario(program: Self.program, journal: untested, on: "2026-01-19", day: "Squat")
        #expect(kept.steps("back-squat") == [[]])
        #expect(kept.next("back-squat") == ["1 @ 180"])
    }

    @Test func misuseIsReported() throws {
        let messages = try PluginScenario.ruleMessages(
            "program \"P\"\n1rm squat 200kg\nday \"A\":\n  squat 3x5 @ 80%\nprogress squat: block +5kg\n")
        #expect(messages == ["unexpected '+5kg' in a block rule"])
    }
}
