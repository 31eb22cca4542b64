import Testing

/// `double LOW-HIGH +STEP` over a journal: the rep goal climbs to the top of the range on every
/// set, then the load rises and the goal returns to the bottom.
@Suite struct DoubleProgressionTests {
    static let program = """
        program "Arms"
        unit kg
        round 2.5kg
        day "A":
          lat pulldown 3x8-12 @ 50kg
        progress lat pulldown: double 8-12 +5kg

        """

    @Test func repsClimbThenLoadRisesAndRepsReset() throws {
        let journal = """
            unit kg
            2026-01-05 "A"
              lat pulldown 50x9, 50x8, 50x8
            2026-01-07 "A"
              lat pulldown 50x10, 50x11, 50x10
            2026-01-09 "A"
              lat pulldown 50x12, 50x12, 50x12

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-10")
        #expect(scenario.aimed("lat-pulldown") == [
            ["8-12 @ 50", "8-12 @ 50", "8-12 @ 50"], ["9-12 @ 50", "9-12 @ 50", "9-12 @ 50"],
            ["11-12 @ 50", "11-12 @ 50", "11-12 @ 50"],
        ])
        #expect(scenario.steps("lat-pulldown") == [
            ["load 50 kg: the plan's load", "reps 8 -> 9: every work set made 8 reps at 50 kg; the top is 12"],
            ["reps 9 -> 11: every work set made 10 reps at 50 kg; the top is 12"],
            ["load 50 kg -> 55 kg: every work set made 12 reps, the top of 8-12",
             "reps 11 -> 8: a new load starts at the bottom of the range"],
        ])
        #expect(scenario.next("lat-pulldown") == ["8-12 @ 55", "8-12 @ 55", "8-12 @ 55"])
    }

    @Test func aSessionShortOfTheGoalChangesNothing() throws {
        let journal = """
            unit kg
            2026-01-05 "A"
              lat pulldown 50x12, 50x12, 50x11
            2026-01-07 "A"
              lat pulldown 50x12, 50x11, 50x12
            2026-01-09 "A"
              lat pulldown 45x12, 45x12, 45x12

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-10")
        #expect(scenario.steps("lat-pulldown") == [
            ["load 50 kg: the plan's load", "reps 8 -> 12: every work set made 11 reps at 50 kg; the top is 12"],
            ["reps 12 -> 12: set 2: 11 of 12 reps; the goal stays"],
            // Twelve reps with less load are not the top of the range at the target.
            ["reps 12 -> 12: set 1: 45 kg of 50 kg; the goal stays"],
        ])
        #expect(scenario.next("lat-pulldown") == ["12 @ 50", "12 @ 50", "12 @ 50"])
    }

    @Test func theRangeComesFromTheRuleAndTheLoadFromTheFirstSessionWhenThePlanHasNone() throws {
        let program = """
            program "Home"
            unit kg
            round 2kg
            day "A":
              dumbbell row 3x10
            progress dumbbell row: double 8-12

            """
        let journal = """
            unit kg
            2026-01-05 "A"
              dumbbell row 24x12, 24x12, 24x12

            """
        let scenario = try PluginScenario(program: program, journal: journal, on: "2026-01-06")
        #expect(scenario.steps("dumbbell-row") == [[
            // The goal was already at the bottom: no `reps 8 -> 8` beside the raise.
            "load 24 kg: the first logged work set", "load 24 kg -> 26 kg: every work set made 12 reps, the top of 8-12",
        ]])
        // No step written: 1.25 kg for an upper-body lift, made 2 kg by the dumbbells' jump.
        #expect(scenario.next("dumbbell-row") == ["8-12 @ 26", "8-12 @ 26", "8-12 @ 26"])
    }

    @Test func misuseIsReported() throws {
        func messages(_ rule: String) throws -> [String] {
            try PluginScenario.ruleMessages("program \"P\"\nday \"A\":\n  curl 3x10 @ 20kg\nprogress curl: \(rule)\n")
        }
        #expect(try messages("double +2.5kg") == ["a double rule needs 'LOW-HIGH'"])
        #expect(try messages("double 12-8 +2.5kg") == ["unexpected '12-8' in a double rule"])
        #expect(try messages("double 8-12 -2.5kg") == ["a double progression's step must add load"])
        #expect(try messages("double 8-12 +2.5kg, deload every 2 weeks") == ["'deload every 2 weeks' leaves too few weeks to train"])
        #expect(try messages("double 8-12 +2.5kg, deload every 6 weeks").isEmpty)
    }
}
