import Overload
import OverloadEngine
import Testing

/// Accepted changes are judged on the next session of the exercise, and the outcomes
/// calibrate the next increase.
@Suite struct OutcomeTests {
    static func program(_ sets: String = "3x10 @ 135lb", round: String = "2.5lb", calibration: String = "") -> String {
        """
        unit lb
        round \(round)
        day "Push":
          bench \(sets)
        progress bench: linear +5lb, ask\(calibration)
        """
    }

    static func journal(_ body: String) -> String {
        "unit lb\n\n" + body
    }

    static let firstSession = """
        2026-03-02 "Push"
          bench 135x10x3
        2026-03-02 accept bench +5lb

        """

    func bench(_ evaluation: Evaluation) -> [SuggestedChange] {
        evaluation.coaching.suggestions.filter { $0.exerciseID == "bench-press" }
    }

    @Test func aMissedNewTargetIsTooAggressiveAndHalvesTheNextIncrease() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench 140x10, 140x9, 140x7
            2026-03-06 "Push"
              bench 140x10x3
            """))
        let evaluation = harness.evaluate(on: "2026-03-07")
        let first = try #require(bench(evaluation).first)
        #expect(first.outcome == .tooAggressive)
        #expect(first.judgedOn == LocalDate(iso: "2026-03-04"))
        #expect(first.outcomeReason == "set 2: 9 of 10 reps")
        #expect(evaluation.coaching.calibration["bench-press"]?.step == 2.5)
        let next = try #require(evaluation.coaching.open.first)
        #expect(next.text == "+2.5lb")
        #expect(next.after == "3 × 10 @ 142.5 lb")
        #expect(next.reason.contains("calibrated to 2.5 lb (halved after a too aggressive outcome on 2026-03-04)"), "\(next.reason)")
        let explained = evaluation.steps["bench-press"]?[1].changes.map(\.what) ?? []
        #expect(explained.contains("outcome of +5lb"))
        #expect(explained.contains("next increase"))
    }

    @Test func halvingNeverGoesBelowTheSmallestStep() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench 140x10, 140x9, 140x7
            2026-03-06 "Push"
              bench 140x10x3
            2026-03-06 accept bench +2.5lb
            2026-03-08 "Push"
              bench 142.5x10, 142.5x8, 142.5x8
            """))
        let evaluation = harness.evaluate(on: "2026-03-09")
        #expect(bench(evaluation).compactMap(\.outcome) == [.tooAggressive, .tooAggressive])
        // 2.5 lb is the smallest jump the program's rounding makes: halving stops there.
        #expect(evaluation.coaching.calibration["bench-press"]?.step == 2.5)
    }

    @Test func twoTooEasyOutcomesInARowGrowTheIncreaseByHalf() throws {
        let harness = EngineHarness(program: Self.program("3x10 @ 135lb rpe 8"), journal: Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench 140x12x3 @ rpe 6
            2026-03-04 accept bench +5lb
            2026-03-06 "Push"
              bench 145x12x3 @ rpe 5
            """))
        let evaluation = harness.evaluate(on: "2026-03-07")
        #expect(bench(evaluation).compactMap(\.outcome) == [.tooEasy, .tooEasy])
        #expect(evaluation.coaching.calibration["bench-press"]?.step == 7.5)
        #expect(evaluation.coaching.open.first?.text == "+7.5lb")
    }

    @Test func anAMRAPBeatenByThreeIsTooEasyAndAHitIsGood() throws {
        let harness = EngineHarness(program: Self.program("3x10 @ 135lb, 1x10+ @ 135lb"), journal: Self.journal("""
            2026-03-02 "Push"
              bench 135x10x3, 135x10
            2026-03-02 accept bench +5lb
            2026-03-04 "Push"
              bench 140x10x3, 140x13
            2026-03-04 accept bench +5lb
            2026-03-06 "Push"
              bench 145x10x4
            """))
        let outcomes = bench(harness.evaluate(on: "2026-03-07"))
        #expect(outcomes.compactMap(\.outcome) == [.tooEasy, .good])
        #expect(outcomes.first?.outcomeReason == "13 reps on an AMRAP of 10+")
    }

    /// 137.5 lb is a whole 2.5 lb step short of the new 140 lb: not lifted either.
    @Test(arguments: ["135", "137.5"])
    func notLiftingTheNewLoadIsIgnored(lifted: String) throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench \(lifted)x10x3
            """))
        let first = try #require(bench(harness.evaluate(on: "2026-03-05")).first)
        #expect(first.outcome == .ignored)
        #expect(first.outcomeReason == "lifted \(lifted) lb, not the new 140 lb")
    }

    @Test func aMissWhenSickWaitsForTheNextOrdinarySession() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              mood sick
              bench 140x10, 140x8, 140x6
            2026-03-06 "Push"
              bench 140x10x3
            """))
        let first = try #require(bench(harness.evaluate(on: "2026-03-07")).first)
        #expect(first.outcome == .good)
        #expect(first.judgedOn == LocalDate(iso: "2026-03-06"))
        let sick = try #require(bench(harness.evaluate(on: "2026-03-05")).first)
        #expect(sick.outcome == nil)
    }

    /// 139 lb is within half the 2.5 lb step of the rejected 140 lb: done anyway too.
    @Test(arguments: ["140", "139"])
    func aRejectedIncreaseDoneAnywayIsNoticed(lifted: String) throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.journal("""
            2026-03-02 "Push"
              bench 135x10x3
            2026-03-02 reject bench +5lb
            2026-03-04 "Push"
              bench \(lifted)x10x3
            """))
        let first = try #require(bench(harness.evaluate(on: "2026-03-05")).first)
        #expect(first.status == .rejected)
        #expect(first.doneAnywayOn == LocalDate(iso: "2026-03-04"))
    }

    @Test func aRulesOwnCalibrationCutsAndGrowsByItsShares() throws {
        let missed = Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench 140x10, 140x9, 140x7
            """)
        let cut = EngineHarness(program: Self.program(round: "1.25lb", calibration: ", step -75% after too aggressive"), journal: missed)
            .evaluate(on: "2026-03-05")
        #expect(cut.coaching.calibration["bench-press"]?.step == 1.25, "5 lb less 75%")
        #expect(cut.coaching.calibration["bench-press"]?.reason == "cut by 75% after a too aggressive outcome on 2026-03-04")
        let halved = EngineHarness(program: Self.program(round: "1.25lb"), journal: missed).evaluate(on: "2026-03-05")
        #expect(halved.coaching.calibration["bench-press"]?.step == 2.5, "the default halves")

        let easy = Self.journal(Self.firstSession + """
            2026-03-04 "Push"
              bench 140x12x3 @ rpe 6
            """)
        let grown = EngineHarness(program: Self.program("3x10 @ 135lb rpe 8", calibration: ", step +100% after 1 too easy"), journal: easy)
            .evaluate(on: "2026-03-05")
        #expect(grown.coaching.calibration["bench-press"]?.step == 10)
        #expect(grown.coaching.calibration["bench-press"]?.reason == "grown by 100% after a too easy outcome, the last on 2026-03-04")
        #expect(grown.coaching.open.first?.text == "+10lb")
        let waits = EngineHarness(program: Self.program("3x10 @ 135lb rpe 8"), journal: easy).evaluate(on: "2026-03-05")
        #expect(waits.coaching.calibration["bench-press"]?.step == 5, "one too easy outcome is not yet a run of two")
    }
}
