import Overload
import OverloadEngine
import Testing

/// The edges of each outcome and of the calibration (docs/coaching.md): half the smallest
/// step of tolerance on the load, an AMRAP beaten by three, every set over its reps at an RPE
/// two under the target, an added set not done, a step halved or grown by half. Each test
/// stands at an edge `scripts/mutate.sh outcome` and `calibration` move.
@Suite struct OutcomeThresholdTests {
    func bench(_ evaluation: Evaluation) -> [SuggestedChange] {
        evaluation.coaching.suggestions.filter { $0.exerciseID == "bench-press" }
    }

    func outcomes(sets: String = "3x10 @ 135lb", _ sessions: String, on date: String) -> [ChangeOutcome] {
        let harness = EngineHarness(program: OutcomeTests.program(sets), journal: OutcomeTests.journal(OutcomeTests.firstSession + sessions))
        return bench(harness.evaluate(on: date)).compactMap(\.outcome)
    }

    /// 139 lb of 140 lb is within half of the 2.5 lb step: the new load was lifted.
    @Test func aLoadWithinHalfTheSmallestStepOfTheNewTargetCounts() {
        #expect(outcomes("""
            2026-03-04 "Push"
              bench 139x10x3
            """, on: "2026-03-05") == [.good])
    }

    func amrapOutcome(_ session: String) throws -> SuggestedChange {
        let harness = EngineHarness(program: OutcomeTests.program("3x10 @ 135lb, 1x10+ @ 135lb"), journal: OutcomeTests.journal("""
            2026-03-02 "Push"
              bench 135x10x3, 135x10
            2026-03-02 accept bench +5lb
            2026-03-04 "Push"
            \(session)
            """))
        return try #require(bench(harness.evaluate(on: "2026-03-05")).first)
    }

    @Test func anAMRAPBeatenByTwoIsGood() throws {
        #expect(try amrapOutcome("  bench 140x10x3, 140x12").outcome == .good)
    }

    /// Under circumstances a hit is good, never too easy: a sick day says nothing about ease.
    @Test func aHitWhenSickIsGoodNotTooEasy() throws {
        let judged = try amrapOutcome("  mood sick\n  bench 140x10x3, 140x14")
        #expect(judged.outcome == .good)
        #expect(judged.outcomeReason == "the targets were hit under mood sick, considering circumstances")
    }

    @Test func anRPEOneUnderTheTargetIsGood() {
        #expect(outcomes(sets: "3x10 @ 135lb rpe 8", """
            2026-03-04 "Push"
              bench 140x12x3 @ rpe 7
            """, on: "2026-03-05") == [.good])
    }

    /// Easy, but not over the reps: the target was hit, no more.
    @Test func theTargetRepsAtALowRPEAreGood() {
        #expect(outcomes(sets: "3x10 @ 135lb rpe 8", """
            2026-03-04 "Push"
              bench 140x10x3 @ rpe 5
            """, on: "2026-03-05") == [.good])
    }

    /// Too easy needs every work set rated; one without an RPE says nothing about ease.
    @Test func aSetWithoutAnRPEKeepsItGood() {
        #expect(outcomes(sets: "3x10 @ 135lb rpe 8", """
            2026-03-04 "Push"
              bench 140x12 @ rpe 5, 140x12 @ rpe 5, 140x12
            """, on: "2026-03-05") == [.good])
    }

    /// An added set the lifter did not do is ignored, not missed: GZCLP's tier 1 moves from
    /// 5x3+ to 6x2+ (-1 rep and +1 set, accepted together), and five sets of two were done.
    @Test func anAddedSetNotDoneIsIgnored() throws {
        let harness = EngineHarness(program: """
            unit lb
            round 5lb
            day "A":
              squat 4x3 @ 200lb, 3+ @ 200lb
            progress squat: gzclp t1, ask
            """, journal: """
            unit lb
            2026-03-02 "A"
              squat 200x3x4, 200x2
            2026-03-02 accept squat -1 rep
            2026-03-04 "A"
              squat 200x2x5
            """)
        let squat = harness.evaluate(on: "2026-03-05").coaching.suggestions.filter { $0.exerciseID == "back-squat" }
        let added = try #require(squat.first { $0.kind == .addSet })
        #expect(added.status == .accepted)
        #expect(added.outcome == .ignored)
        #expect(added.outcomeReason == "5 work sets done, not the new 6")
    }

    /// +10 lb missed: the next increase is 5 lb, half of it.
    @Test func aTooAggressiveOutcomeHalvesTheStep() throws {
        let program = OutcomeTests.program().replacingOccurrences(of: "linear +5lb", with: "linear +10lb")
        let harness = EngineHarness(program: program, journal: OutcomeTests.journal("""
            2026-03-02 "Push"
              bench 135x10x3
            2026-03-02 accept bench +10lb
            2026-03-04 "Push"
              bench 145x10, 145x9, 145x7
            """))
        let evaluation = harness.evaluate(on: "2026-03-05")
        #expect(bench(evaluation).compactMap(\.outcome) == [.tooAggressive])
        #expect(evaluation.coaching.calibration["bench-press"]?.step == 5)
    }

    /// Too easy, good, too easy: not two in a row, so the step stays.
    @Test func aGoodOutcomeBetweenTwoTooEasyOnesKeepsTheStep() throws {
        let harness = EngineHarness(program: OutcomeTests.program("3x10 @ 135lb rpe 8"), journal: OutcomeTests.journal(
            OutcomeTests.firstSession + """
            2026-03-04 "Push"
              bench 140x12x3 @ rpe 6
            2026-03-04 accept bench +5lb
            2026-03-06 "Push"
              bench 145x10x3 @ rpe 8
            2026-03-06 accept bench +5lb
            2026-03-09 "Push"
              bench 150x12x3 @ rpe 5
            """))
        let evaluation = harness.evaluate(on: "2026-03-10")
        #expect(bench(evaluation).compactMap(\.outcome) == [.tooEasy, .good, .tooEasy])
        let calibration = try #require(evaluation.coaching.calibration["bench-press"])
        #expect(calibration.step == 5)
        #expect(calibration.tooEasyInARow == 1)
    }
}
