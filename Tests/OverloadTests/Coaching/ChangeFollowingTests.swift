import Overload
@testable import OverloadEngine
import Testing

/// A rejected change the lifter made anyway is noticed, and an accepted one not followed is
/// `ignored`, for every change kind a session can show: load, reps, sets, set kind.
@Suite struct ChangeFollowingTests {
    static let program = """
        unit lb
        day "A":
          curl 3x8-12 @ 30lb
          squat 5x3+ @ 200lb
          bench 3x10 @ 150lb
        progress curl: double 8-12 +5lb, ask
        progress squat: gzclp t1, ask
        progress bench: linear +5lb, ask
        """

    /// curl `+1 rep`; squat `-1 rep` and `+1 set` (GZCLP's next stage); bench `+5lb`.
    static let first = """
        unit lb

        2026-03-02 "A"
          curl 30x8x3
          squat 200x3x4, 200x2
          bench 150x10x3

        """

    func evaluate(_ journal: String) -> CoachingReport {
        EngineHarness(program: Self.program, journal: Self.first + journal).evaluate(on: "2026-03-20").coaching
    }

    func change(_ report: CoachingReport, _ exercise: String, _ text: String) -> SuggestedChange? {
        report.suggestions.first { $0.exercise == exercise && $0.text == text }
    }

    @Test func rejectedRepsAndSetsDoneAnywayAreNoticed() throws {
        let report = evaluate("""
            2026-03-02 reject curl +1 rep
            2026-03-02 reject squat +1 set
            2026-03-04 "A"
              curl 30x9x3
              squat 200x3x6
            """)
        let reps = try #require(change(report, "curl", "+1 rep"))
        #expect(reps.doneAnywayOn == LocalDate(iso: "2026-03-04"))
        let sets = try #require(change(report, "squat", "+1 set"))
        #expect(sets.doneAnywayOn == LocalDate(iso: "2026-03-04"))
        let kept = evaluate("""
            2026-03-02 reject curl +1 rep
            2026-03-02 reject squat +1 set
            2026-03-04 "A"
              curl 30x8x3
              squat 200x3x5
            """)
        #expect(change(kept, "curl", "+1 rep")?.doneAnywayOn == nil)
        #expect(change(kept, "squat", "+1 set")?.doneAnywayOn == nil)
    }

    @Test func acceptedRepsAndSetsNotFollowedAreIgnored() throws {
        let report = evaluate("""
            2026-03-02 accept curl +1 rep
            2026-03-02 accept squat +1 set
            2026-03-04 "A"
              curl 30x8x3
              squat 200x2x5
            """)
        let reps = try #require(change(report, "curl", "+1 rep"))
        #expect(reps.outcome == .ignored)
        #expect(reps.outcomeReason == "set 1: 8 reps, the old target, not the new 9")
        let sets = try #require(change(report, "squat", "+1 set"))
        #expect(sets.outcome == .ignored)
        #expect(sets.outcomeReason == "5 work sets done, not the new 6")
        let followed = evaluate("""
            2026-03-02 accept curl +1 rep
            2026-03-04 "A"
              curl 30x9x3
            """)
        #expect(change(followed, "curl", "+1 rep")?.outcome == .good)
    }

    @Test func aRejectionIsComparedWithTheNextSessionOnly() throws {
        let report = evaluate("""
            2026-03-02 reject bench +5lb
            2026-03-04 "A"
              bench 150x10x3
            2026-03-04 accept bench +5lb
            2026-03-06 "A"
              bench 155x10x3
            """)
        let rejected = try #require(report.suggestions.first { $0.exercise == "bench" && $0.status == .rejected })
        #expect(rejected.doneAnywayOn == nil, "155 lb two sessions later is the accepted change, not the rejected one done")
    }

    /// The judgement of `performed` against three work sets of `kinds`.
    func following(_ kinds: [PrescribedSetKind], _ performed: [SetPerformance]) throws -> ChangeFollowing {
        let harness = EngineHarness(program: Self.program, journal: "unit lb\n")
        let curl = try #require(harness.program.catalog.exercise(id: "dumbbell-curl"))
        let loads = LoadTool(exercise: curl, rounder: harness.program.rounder)
        let targets = kinds.enumerated().map { SetPrescription(index: $0.offset, kind: $0.element, work: .reps(.exact(8))) }
        return ChangeFollowing(judgement: SessionJudge.judge(targets: targets, performed: performed, loads: loads),
                               performed: performed, loads: loads)
    }

    @Test func aSetKindCountsWhenTheJournalMarksIt() throws {
        let toBackoff = ChangeMeasure.kind(set: 2, from: .regular, to: .backoff)
        let marked = try following([.regular, .regular, .regular], [
            SetPerformance(reps: 8), SetPerformance(reps: 8), SetPerformance(kind: .backoff, reps: 8),
        ])
        #expect(marked.did(toBackoff) == "set 3 was logged as backoff")
        #expect(marked.kept(toBackoff) == nil)
        let unmarked = try following([.regular, .regular, .backoff], [SetPerformance(reps: 8), SetPerformance(reps: 8), SetPerformance(reps: 8)])
        #expect(unmarked.did(toBackoff) == nil)
        #expect(unmarked.kept(toBackoff) == nil, "an unmarked set says nothing of its kind")
        let other = try following([.regular, .regular, .backoff], [
            SetPerformance(reps: 8), SetPerformance(reps: 8), SetPerformance(kind: .drop, reps: 8),
        ])
        #expect(other.kept(toBackoff)?.text == "set 3 logged as drop, not the new backoff")
    }

    @Test func removedSetsAndRestAreComparedAsTheyCanBe() throws {
        let three = try following([.regular, .regular, .regular], [SetPerformance(reps: 8), SetPerformance(reps: 8), SetPerformance(reps: 8)])
        #expect(three.kept(.sets(from: 3, to: 2))?.text == "3 work sets done, not the new 2")
        #expect(three.did(.sets(from: 3, to: 2)) == nil)
        let two = try following([.regular, .regular], [SetPerformance(reps: 8), SetPerformance(reps: 8)])
        #expect(two.did(.sets(from: 3, to: 2)) == "2 work sets were done")
        #expect(two.kept(.sets(from: 3, to: 2)) == nil)
        #expect(three.did(.rest) == nil && three.kept(.rest) == nil, "rest is not logged")
        #expect(three.did(.reps(set: 0, from: 10, to: 8)) == "set 1 had 8 reps")
        #expect(three.kept(.reps(set: 0, from: 8, to: 10))?.text == "set 1: 8 reps, the old target, not the new 10")
    }

    @Test func aLoadDecreaseIsFollowedWhenTheLoadCameDown() throws {
        let harness = EngineHarness(program: Self.program, journal: "unit lb\n")
        let bench = try #require(harness.program.catalog.exercise(id: "bench-press"))
        let loads = LoadTool(exercise: bench, rounder: harness.program.rounder)
        func following(_ load: Double) -> ChangeFollowing {
            let performed = [SetPerformance(load: JournalWeight(load, .lb), reps: 5), SetPerformance(load: JournalWeight(load, .lb), reps: 5)]
            let targets = (0..<2).map { SetPrescription(index: $0, work: .reps(.exact(5))) }
            return ChangeFollowing(judgement: SessionJudge.judge(targets: targets, performed: performed, loads: loads),
                                   performed: performed, loads: loads)
        }
        let deload = ChangeMeasure.load(from: 150, to: 135)
        #expect(following(135).did(deload) == "135 lb was lifted")
        #expect(following(135).kept(deload) == nil)
        #expect(following(150).did(deload) == nil)
        #expect(following(150).kept(deload)?.text == "lifted 150 lb, not the new 135 lb")
    }
}
