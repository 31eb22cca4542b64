import Testing

/// `gzclp t1, t2` and `gzclp t3` over a journal: stage changes on failure, load on success, the
/// tier 1 restart from a 5-rep max, tier 2 back to 3x10, tier 3 at 25 reps; one state per tier.
@Suite struct GZCLPProgressionTests {
    static let program = """
        program "GZCLP"
        unit lb
        day "A":
          squat 4x3, 3+
          bench 3x10
          lat pulldown 2x15, 15+
        day "B":
          bench 4x3, 3+
          squat 3x10
        progress squat, bench: gzclp t1, t2
        progress lat pulldown: gzclp t3

        """

    /// Four sessions that take tier 1 squat through its stages to the test, and tier 2 bench to its reset.
    static let untilTest = """
        unit lb
        2026-01-05 "A"
          squat 200x3x4, 200x5
          bench 100x10x3
          lat pulldown 100x15, 100x15, 100x20
        2026-01-08 "A"
          squat 210x3x3, 210x2, skip
          bench 105x10, 105x9, 105x8
          lat pulldown 100x15, 100x15, 100x25
        2026-01-12 "A"
          squat 210x2x5, 210x1
          bench 105x8, 105x8, 105x7
        2026-01-15 "A"
          squat 210x1x9, skip
          bench 105x6, 105x5, 105x5

        """

    static let journal = untilTest + """
        2026-01-19 "A"
          squat warmup 135x5, 185x5, 205x5, 215x3
          bench 110x10x3

        """

    @Test func tierOneMovesThroughItsStagesAndRestartsFromAFiveRepMax() throws {
        let scenario = try PluginScenario(program: Self.program, journal: Self.journal, on: "2026-01-20", day: "A")
        #expect(scenario.aimed("back-squat") == [
            ["3", "3", "3", "3", "3+"],  // no load in the plan: the first session sets it
            ["3", "3", "3", "3", "3+"].map { $0 + " @ 210" },
            ["2", "2", "2", "2", "2", "2+"].map { $0 + " @ 210" },
            Array(repeating: "1 @ 210", count: 9) + ["1+ @ 210"],
            ["5+ @ 180"],
        ])
        #expect(scenario.steps("back-squat") == [
            ["t1 load 200 lb: the first logged work set", "t1 load 200 lb -> 210 lb: 5x3+ made"],
            ["t1 stage 5x3+ -> 6x2+: 5x3+ missed (set 4: 2 of 3 reps); the load stays"],
            ["t1 stage 6x2+ -> 10x1+: 6x2+ missed (set 6: 1 of 2 reps); the load stays"],
            ["t1 stage 10x1+ -> 1x5+: 10x1+ missed (set 10: skipped): test a new 5-rep max",
             "t1 load 210 lb -> 180 lb: about the 5-rep max, estimated from this session's sets: e1RM 210 lb x 86.3%"],
            ["t1 stage 1x5+ -> 5x3+: 5-rep max 205 lb tested",
             "t1 load 180 lb -> 175 lb: 85% of the 5-rep max 205 lb: a new cycle of 5x3+"],
        ])
        #expect(scenario.next("back-squat") == ["3", "3", "3", "3", "3+"].map { $0 + " @ 175" })
    }

    @Test func tierTwoGoesBackToThreeByTenAtTheLastThreeByTenLoadPlusAnIncrement() throws {
        let scenario = try PluginScenario(program: Self.program, journal: Self.journal, on: "2026-01-20", day: "A")
        #expect(scenario.aimed("bench-press") == [
            ["10", "10", "10"], ["10 @ 105", "10 @ 105", "10 @ 105"], ["8 @ 105", "8 @ 105", "8 @ 105"],
            ["6 @ 105", "6 @ 105", "6 @ 105"], ["10 @ 110", "10 @ 110", "10 @ 110"],
        ])
        #expect(scenario.steps("bench-press") == [
            ["t2 load 100 lb: the first logged work set", "t2 load 100 lb -> 105 lb: 3x10 made"],
            ["t2 stage 3x10 -> 3x8: 3x10 missed (set 2: 9 of 10 reps); the load stays"],
            ["t2 stage 3x8 -> 3x6: 3x8 missed (set 3: 7 of 8 reps); the load stays"],
            ["t2 stage 3x6 -> 3x10: 3x6 missed (set 2: 5 of 6 reps): back to the first stage",
             "t2 load 105 lb -> 110 lb: the last 3x10 load 105 lb plus 5 lb"],
            ["t2 load 110 lb -> 115 lb: 3x10 made"],
        ])
        #expect(scenario.next("bench-press") == ["10 @ 115", "10 @ 115", "10 @ 115"])
    }

    @Test func eachTierKeepsItsOwnState() throws {
        // Day B has bench at tier 1 and squat at tier 2: none logged, so the tier 2 bench and
        // tier 1 squat loads do not leak into them.
        let scenario = try PluginScenario(program: Self.program, journal: Self.journal, on: "2026-01-20", day: "B")
        #expect(scenario.next("bench-press") == ["3", "3", "3", "3", "3+"])
        #expect(scenario.next("back-squat") == ["10", "10", "10"])
    }

    @Test func tierThreeAddsLoadOnceTheLastSetReachesTwentyFive() throws {
        let scenario = try PluginScenario(program: Self.program, journal: Self.journal, on: "2026-01-20", day: "A")
        #expect(scenario.steps("lat-pulldown") == [
            ["t3 load 100 lb: the first logged work set", "t3 load 100 lb -> 100 lb: the last set: 20 reps; the load rises at 25"],
            ["t3 load 100 lb -> 105 lb: the last set made 25 reps (25 or more)"],
        ])
        #expect(scenario.next("lat-pulldown") == ["15 @ 105", "15 @ 105", "15+ @ 105"])
    }

    @Test func theTestStageEstimatesAFiveRepMaxWhenNoSetOfFiveIsLogged() throws {
        let journal = Self.untilTest + """
            2026-01-19 "A"
              squat 190x3, 190x3 @ rpe 9

            """
        let scenario = try PluginScenario(program: Self.program, journal: journal, on: "2026-01-20", day: "A")
        // Three reps at RPE 9 are 89.2% of a 1RM (4 reps to failure): e1RM 213 lb, 5RM 183.82 lb.
        #expect(scenario.steps("back-squat").last == [
            "t1 stage 1x5+ -> 5x3+: 5-rep max 183.82 lb estimated from the logged sets (no set of 5 reps or more logged): "
                + "e1RM 213 lb x 86.3%",
            "t1 load 180 lb -> 155 lb: 85% of the 5-rep max 183.82 lb: a new cycle of 5x3+",
        ])
    }

    @Test func misuseIsReported() throws {
        func messages(_ rule: String) throws -> [String] {
            try PluginScenario.ruleMessages("program \"P\"\nday \"A\":\n  squat 5x3\nprogress squat: \(rule)\n")
        }
        #expect(try messages("gzclp") == ["a gzclp rule needs 't1|t2|t3'"])
        #expect(try messages("gzclp t4") == ["unexpected 't4' in a gzclp rule"])
        #expect(try messages("gzclp t1, t1") == ["tier t1 is listed twice in a gzclp rule"])
        #expect(try messages("gzclp t1 +5lb") == ["unexpected '+5lb' in a gzclp rule"])
        #expect(try messages("gzclp t1, t2, t3").isEmpty)
    }
}
