import Overload
import OverloadEngine

/// GZCLP's tiers and their stages (Cody Lefever, "The GZCL Method, Simplified", 2014, and
/// the GZCLP infographic; training-facts.md). The first stage of tiers 1 and 2 is the plan's
/// own line; the later stages keep its rest and set kind.
enum GZCLPTier: String, CaseIterable {
    case t1, t2, t3

    /// The stages after the first: tier 1 6x2+ and 10x1+, tier 2 3x8 and 3x6 (as many sets as
    /// the plan's line); tier 3 has one stage.
    func laterStages(planWorkSets: Int) -> [(sets: Int, reps: RepTarget)] {
        switch self {
        case .t1: [(6, .amrap(minimum: 2)), (10, .amrap(minimum: 1))]
        case .t2: [(planWorkSets, .exact(8)), (planWorkSets, .exact(6))]
        case .t3: []
        }
    }

    /// The reps a tier 3 line's last set must reach before the load rises.
    static let tierThreeTopReps = 25

    /// A new tier 1 cycle starts at this share of a new 5-rep max.
    static let restartShare = 0.85

    /// The tier a day's sets of a lift are, among the rule's tiers: the only one listed, else
    /// by the reps of the work sets (5 or fewer tier 1, 12 or more tier 3, tier 2 between).
    static func of(_ planned: [SetPrescription], listed: [GZCLPTier]) -> GZCLPTier {
        if listed.count == 1, let only = listed.first { return only }
        let reps = planned.filter { $0.kind != .warmup }.compactMap { $0.reps?.minimumReps }
        let fewest = reps.min() ?? 0
        let guess: GZCLPTier = fewest <= 5 ? .t1 : fewest >= 12 ? .t3 : .t2
        return listed.contains(guess) ? guess : listed.first ?? guess
    }

    /// GZCLP's increment per success: 10 lb / 5 kg for lower-body lifts, 5 lb / 2.5 kg otherwise.
    static func increment(for exercise: Exercise, unit: MassUnit) -> Double {
        let lower = exercise.region == .lower
        switch unit {
        case .lb: return lower ? 10 : 5
        case .kg: return lower ? 5 : 2.5
        }
    }

    /// The state keys of this tier: `t1_load`, `t1_stage`.
    /// The tier's load in a rule's state (`t1_load`).
    var load: StateKey<Mass> { StateKey(rawValue + "_load") }
    /// The tier's stage (`t1_stage`), from 1.
    var stage: StateKey<Int> { StateKey(rawValue + "_stage") }
    /// Tier 2's load when its first stage began (`t2_base`).
    var base: StateKey<Mass> { StateKey(rawValue + "_base") }
}

/// Stage arithmetic on set lists.
enum GZCLPSets {
    /// A stage's sets: the plan's warm-ups, then `count` work sets like the plan's first, the
    /// last of them an AMRAP when the stage's reps are.
    static func stage(_ planned: [SetPrescription], count: Int, reps: RepTarget) -> [SetPrescription] {
        let warmups = planned.filter { $0.kind == .warmup }
        guard let template = planned.first(where: { $0.kind != .warmup }) else { return planned }
        let work = (0..<count).map { number -> SetPrescription in
            let target: RepTarget = if case .amrap(let minimum) = reps, number < count - 1 { .exact(minimum) } else { reps }
            return SetPrescription(index: warmups.count + number, kind: template.kind, load: template.load, work: .reps(target),
                                   rpe: template.rpe, restSeconds: template.restSeconds, pendingLoad: template.pendingLoad)
        }
        return warmups + work
    }

    /// A set scheme as a lifter says it: `5x3+`, `3x10`, `2x15, 15+` when the sets differ otherwise.
    static func name(_ sets: [SetPrescription]) -> String {
        let reps = sets.filter { $0.kind != .warmup }.compactMap(\.reps)
        guard let last = reps.last else { return "no sets" }
        let minimums = Set(reps.map(\.minimumReps))
        let earlierPlain = reps.dropLast().allSatisfy { !$0.isAMRAP }
        if minimums.count == 1, earlierPlain { return "\(reps.count)x\(last)" }
        return reps.map(\.description).joined(separator: ", ")
    }
}
