import Testing

/// `deload every N weeks` in `linear`, `double` and `topset`: every Nth program week the sets
/// are deloaded (60% of the load, half the sets) and the week's sessions do not move the rule.
@Suite struct AutoDeloadTests {
    @Test func everyThirdWeekIsADeloadAndTheRuleHolds() throws {
        let program = """
            program "Weekly"
            unit kg
            round 2.5kg
            day "Squat":
              squat 3x5 @ 100kg
            progress squat: linear +2.5kg, deload every 3 weeks

            """
        let journal = """
            unit kg
            2026-01-05 "Squat"
              squat 100x5x3
            2026-01-12 "Squat"
              squat 102.5x5x3
            2026-01-19 "Squat"
              squat 62.5x5x2

            """
        let beforeDeload = try PluginScenario(program: program, journal: journal, on: "2026-01-13")
        // 60% of 105 kg is 63 kg, loaded as 62.5 kg; half of three sets is two.
        #expect(beforeDeload.next("back-squat") == ["5 @ 62.5", "5 @ 62.5"])
        let after = try PluginScenario(program: program, journal: journal, on: "2026-01-20")
        #expect(after.steps("back-squat") == [
            ["load 100 kg: the plan's load", "load 100 kg -> 102.5 kg: every work set made"],
            ["load 102.5 kg -> 105 kg: every work set made"],
            ["deload week week 3: deload every 3 weeks: 60% of the load, half the sets; the rule holds"],
        ])
        #expect(after.next("back-squat") == ["5 @ 105", "5 @ 105", "5 @ 105"])
    }

    @Test func doubleAndTopsetAcceptThePhrase() throws {
        let program = """
            program "Weekly"
            unit kg
            round 2.5kg
            day "Pull":
              lat pulldown 4x8-12 @ 30kg
              bench top 1x5 @ 100kg
              bench backoff 2x8 @ -10%
            progress lat pulldown: double 8-12 +2.5kg, deload every 4 weeks
            progress bench: topset +2.5kg, deload every 4 weeks

            """
        let journal = """
            unit kg
            2026-01-05 "Pull"
              lat pulldown 30x12x4
              bench top 100x5, backoff 90x8x2
            2026-01-12 "Pull"
              lat pulldown 32.5x9x4
              bench top 102.5x5, backoff 92.5x8x2
            2026-01-19 "Pull"
              lat pulldown 32.5x10x4
              bench top 105x5, backoff 95x8x2

            """
        let scenario = try PluginScenario(program: program, journal: journal, on: "2026-01-20")
        // Week 4: lat pulldown 60% of 32.5 kg (19.5, loaded 20 kg), 2 of 4 sets; bench top 60% of 107.5 kg
        // (64.5 -> 65 kg) and one back-off, 90% of the exact top (58.05 -> 57.5 kg).
        #expect(scenario.next("lat-pulldown") == ["11-12 @ 20", "11-12 @ 20"])
        #expect(scenario.next("bench-press") == ["top 5 @ 65", "backoff 8 @ 57.5"])
    }
}
