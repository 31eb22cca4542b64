import Overload
import OverloadEngine
import Testing

/// The changes one step of a rule suggests together (GZCLP's stage change: `-1 rep` and
/// `+1 set`, 5x3+ to 6x2+) are one suggestion: one number, decided as one, and a decision
/// naming the other half afterwards is already answered (docs/coaching.md, "Decisions").
@Suite struct SuggestionStepTests {
    static let program = """
        unit kg
        day "A":
          squat 5x3+ @ 100kg
          bench 3x10 @ 60kg
        progress squat: gzclp t1, ask
        progress bench: linear +2.5kg, ask
        """

    /// 5x3+ missed on its last set: the rule moves to 6x2+ at the same load; the bench's
    /// sets made: `+2.5kg`.
    static func harness(_ decisions: String = "") -> EngineHarness {
        EngineHarness(program: program, journal: """
            unit kg
            2026-11-02 "A"
              squat 100x3, 100x3, 100x3, 100x3, 100x2
              bench 60x10x3
            \(decisions)
            """)
    }

    @Test func theStageChangeIsOneNumberedSuggestion() {
        let report = Self.harness().evaluate(on: "2026-11-03").coaching
        #expect(report.open.map(\.text) == ["-1 rep", "+1 set", "+2.5kg"])
        #expect(report.numberedOpen.map(\.number) == [1, 1, 2])
        #expect(report.openStepCount == 2)
        #expect(report.openStep(1).map(\.text) == ["-1 rep", "+1 set"])
        let text = SuggestText().render(report, date: LocalDate(iso: "2026-11-03")!, programName: "", unit: .kg, version: nil)
        #expect(text.contains("  1. squat -1 rep, +1 set: 5 × 3+ @ 100 kg -> 5 × 2 @ 100 kg, 1 × 2+ @ 100 kg\n"), "\(text)")
        #expect(text.contains("  2. bench +2.5kg: "), "\(text)")
    }

    @Test func acceptingOneHalfAndThenTheOtherAnswersBothWithoutAWarning() {
        let harness = Self.harness("2026-11-03 accept squat -1 rep\n2026-11-03 accept squat +1 set\n")
        let report = harness.evaluate(on: "2026-11-03").coaching
        #expect(report.unmatched.isEmpty, "\(report.unmatched.map(\.reason))")
        #expect(report.suggestions.filter { $0.exerciseID == "back-squat" }.map(\.status) == [.accepted, .accepted])
        #expect(harness.targets("back-squat", on: "2026-11-03") == "5 × 2 @ 100 kg, 1 × 2+ @ 100 kg")
    }

    @Test func aContraryDecisionOnTheOtherHalfAnswersNothingAndSaysWhy() {
        let report = Self.harness("2026-11-03 accept squat -1 rep\n2026-11-04 reject squat +1 set\n")
            .evaluate(on: "2026-11-04").coaching
        #expect(report.unmatched.map(\.reason) == ["squat +1 set was accepted with -1 rep on 2026-11-03"])
        #expect(report.suggestions.filter { $0.exerciseID == "back-squat" }.map(\.status) == [.accepted, .accepted])
    }

    @Test func rejectingEitherHalfRejectsTheStageChange() {
        let harness = Self.harness("2026-11-03 reject squat +1 set\n")
        let report = harness.evaluate(on: "2026-11-03").coaching
        #expect(report.suggestions.filter { $0.exerciseID == "back-squat" }.map(\.status) == [.rejected, .rejected])
        #expect(report.open.map(\.text) == ["+2.5kg"], "the bench's suggestion is another step, still open")
        #expect(harness.targets("back-squat", on: "2026-11-03") == "5 × 3+ @ 100 kg")
    }

    @Test func deferringDefersBothAndALaterAcceptAppliesBoth() {
        let deferred = Self.harness("2026-11-03 defer squat -1 rep\n").evaluate(on: "2026-11-03").coaching
        #expect(deferred.suggestions.filter { $0.exerciseID == "back-squat" }.map(\.status) == [.deferred, .deferred])
        #expect(deferred.numberedOpen.map(\.number) == [1, 1, 2])
        let harness = Self.harness("2026-11-03 defer squat -1 rep\n2026-11-04 accept squat +1 set\n")
        #expect(harness.evaluate(on: "2026-11-04").coaching.suggestions.filter { $0.exerciseID == "back-squat" }.map(\.status)
            == [.accepted, .accepted])
        #expect(harness.targets("back-squat", on: "2026-11-04") == "5 × 2 @ 100 kg, 1 × 2+ @ 100 kg")
    }
}
