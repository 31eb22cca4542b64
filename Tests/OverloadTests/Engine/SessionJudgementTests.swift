import Overload
@testable import OverloadEngine
import Testing

/// A judgement keeps its targets and logged sets once: its judged sets, read as a collection,
/// and the questions asked of it in place (heaviest AMRAP, fewest reps, a rep goal) give the
/// answers the sets themselves give.
@Suite struct SessionJudgementTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
        """

    static func loads() throws -> LoadTool {
        let harness = EngineHarness(program: program, journal: "unit kg\n")
        let squat = try #require(harness.program.catalog.exercise(id: "back-squat"))
        return LoadTool(exercise: squat, rounder: harness.program.rounder)
    }

    static func target(_ index: Int, _ kind: PrescribedSetKind = .regular, _ reps: RepTarget, _ load: Double) -> SetPrescription {
        SetPrescription(index: index, kind: kind, load: .absolute(load), work: .reps(reps))
    }

    static func set(_ load: Double, _ reps: Int, _ kind: SetPerformance.Kind = .regular) -> SetPerformance {
        SetPerformance(kind: kind, load: JournalWeight(load, .kg), reps: reps)
    }

    static let targets = [
        target(0, .warmup, .exact(5), 60), target(1, .regular, .exact(5), 100), target(2, .regular, .amrap(minimum: 5), 110),
        target(3, .regular, .amrap(minimum: 3), 110), target(4, .backoff, .range(lower: 8, upper: 12), 80),
    ]

    @Test func judgedSetsReadAsTheSetsTheyJudge() throws {
        let performed = [Self.set(60, 5, .warmup), Self.set(100, 5), Self.set(110, 7), Self.set(110, 2), Self.set(80, 9)]
        let judgement = SessionJudge.judge(targets: Self.targets, performed: performed, loads: try Self.loads())
        #expect(judgement.sets.count == 4)
        #expect(judgement.sets.map { $0.target.index } == [1, 2, 3, 4])
        #expect(judgement.sets.map { $0.performed?.reps } == [5, 7, 2, 9])
        #expect(judgement.sets.map { $0.isMet } == [true, true, false, true])
        #expect(judgement.sets.map { $0.shortfall } == [nil, nil, "2 of 3 reps", nil])
        #expect(judgement.firstShortfall == "set 3: 2 of 3 reps")
        #expect(!judgement.isSuccess)
        #expect(judgement.amrapsMet == false)
        #expect(judgement.amrapReps == [7, 2])
        #expect(judgement.heaviestLoad == 110)
        // The first of the equally heavy AMRAP sets.
        #expect(judgement.heaviestAMRAPReps == 7)
        #expect(judgement.fewestReps(atMost: 12) == 2)
        #expect(judgement.fewestReps(atMost: 1) == 1)
        #expect(judgement == SessionJudge.judge(targets: Self.targets, performed: performed, loads: try Self.loads()))
    }

    @Test func aRepGoalJudgesAsTargetsRewrittenToIt() throws {
        let loads = try Self.loads()
        let sessions = [
            [Self.set(60, 5, .warmup), Self.set(100, 6), Self.set(110, 6), Self.set(110, 6), Self.set(80, 6)],
            [Self.set(100, 9), Self.set(110, 12), Self.set(110, 8), Self.set(80, 10)],
            [Self.set(100, 9), Self.set(105, 12), Self.set(110, 8), Self.set(80, 10)],
            [Self.set(100, 9), Self.set(110, 12)],
        ]
        for performed in sessions {
            for goal in [5, 6, 8, 10] {
                let rewritten = Self.targets.map { set in
                    set.kind == .warmup ? set : loads.set(set, work: .reps(.exact(goal)))
                }
                let expected = SessionJudge.judge(targets: rewritten, performed: performed, loads: loads)
                let judged = SessionJudge.judge(targets: Self.targets, performed: performed, loads: loads, repsNeeded: goal)
                #expect(judged.isSuccess == expected.isSuccess, "goal \(goal)")
                #expect(judged.sets.map { $0.isMet } == expected.sets.map { $0.isMet }, "goal \(goal)")
                #expect(judged.sets.map { $0.shortfall } == expected.sets.map { $0.shortfall }, "goal \(goal)")
                #expect(judged.fewestReps(atMost: 12) == expected.fewestReps(atMost: 12), "goal \(goal)")
            }
        }
    }
}
