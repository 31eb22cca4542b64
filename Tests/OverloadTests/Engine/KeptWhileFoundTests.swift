import Overload
@testable import OverloadEngine
import OverloadTestSupport
import Testing

/// A replay's memos keep their answers while they are found again (``KeptWhileFound``), and
/// the judgement set by set takes the pairs the one walk judged already
/// (``SessionJudge/Walked``): each answer must be the one worked out afresh.
@Suite struct KeptWhileFoundTests {
    /// Every answer kept while found; after a run of misses, one in sixteen; found again, every one.
    @Test func keepsWhileFoundAndOneInSixteenAfterARunOfMisses() {
        var kept = KeptWhileFound()
        for _ in 0..<Int(KeptWhileFound.missesBeforeStopping) {
            let keeps = kept.keeps()
            #expect(keeps)
            kept.missed()
        }
        #expect(!kept.keepsEvery)
        let keptWhileStopped = (0..<64).filter { _ in kept.keeps() }.count
        #expect(keptWhileStopped == 64 / Int(KeptWhileFound.keptWhileStopped))
        kept.found()
        let keepsAgain = kept.keeps()
        #expect(kept.keepsEvery && keepsAgain)
    }

    /// The one walk stopped at a target not met, and the judgement set by set given how far it
    /// went, against the judgement set by set that asks every pair again.
    @Test func walkedPairsJudgedAsSetBySet() throws {
        let loads = try SessionJudgementTests.loads()
        var random = SeededGenerator(seed: 37)
        var resumed = 0
        for session in 0..<4_000 {
            let (targets, performed) = SessionJudgeShortcutTests.session(&random)
            let repsNeeded: Int? = random.next(below: 8) == 0 ? 4 + random.next(below: 3) : nil
            var steps = SessionJudge.StepMemo()
            var walked = SessionJudge.Walked()
            guard SessionJudge.judgedMetInOrder(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                                steps: &steps, walked: &walked) == nil else { continue }
            if walked.met > 0 { resumed += 1 }
            let taken = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                                  steps: &steps, walked: walked)
            var fresh = SessionJudge.StepMemo()
            let each = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                                 steps: &fresh)
            SessionJudgeShortcutTests.expectAlike(taken, each, "session \(session)")
        }
        #expect(resumed > 500, "\(resumed) taken from the walk")
    }

    /// Failures whose arrays are new each time stop the memo keeping them; a failure judged
    /// again from the same arrays is then kept once in a while, found, and kept every time
    /// again. Every answer is the judgement made afresh.
    @Test func anExerciseWhoseFailuresDifferStopsKeepingThem() throws {
        let loads = try SessionJudgementTests.loads()
        let targets = (0..<3).map { SessionJudgementTests.target($0, .regular, .exact(5), 100) }
        var memo = SessionJudge.StepMemo(keepingSteps: true)
        func judged(_ performed: [SetPerformance]) -> SessionJudgement {
            let judged = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &memo)
            var single = SessionJudge.StepMemo()
            let fresh = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: nil,
                                                  steps: &single)
            SessionJudgeShortcutTests.expectAlike(judged, fresh, "\(performed.map(\.reps))")
            return judged
        }
        // A miss of new arrays each session: after the first few, none is kept.
        for session in 0..<8 {
            let performed = (0..<3).map { SessionJudgementTests.set(100, $0 == 2 ? 3 : 5 + session % 2) }
            _ = judged(performed)
            // Asked of a copy, as the replay asks: the memo's own count of answers found stays as it was.
            var asked = memo
            let keptIt = asked.find(targets: targets, performed: performed, repsNeeded: nil) != nil
            #expect(keptIt == (session < Int(KeptWhileFound.missesBeforeStopping)), "session \(session)")
        }
        // The same failure, one array, judged again and again: kept once in a while, then found.
        let repeated = (0..<3).map { SessionJudgementTests.set(100, $0 == 1 ? 4 : 5) }
        var found = 0
        for _ in 0..<40 {
            var asked = memo
            if asked.find(targets: targets, performed: repeated, repsNeeded: nil) != nil { found += 1 }
            _ = judged(repeated)
        }
        #expect(found > 20, "\(found) found")
    }
}
