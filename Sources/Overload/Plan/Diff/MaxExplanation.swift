/// Which max change, if any, accounts for a set's new load on its own.
///
/// A load change is fully explained by a max change when the set asks for the same thing on
/// both sides (the same source: `85%` of the training max, `50% of top`, `60% of squat`, each
/// with the same added amount) and its exact load moved by the same factor as the max it is a
/// share of. A change that also has another cause (a new percentage, a deload modifier, a
/// different `round`) moves by another factor and is not explained.
public struct MaxExplanation: Sendable {
    /// The changes to the maxes, as ``PlanDiff/maxChanges(old:new:)`` gives them.
    public let changes: [MaxChange]
    /// The old program's maxes.
    public let old: ProgramMaxes
    /// The new program's maxes.
    public let new: ProgramMaxes
    /// The new program's catalog: it names the lift of `60% of squat`.
    public let catalog: ExerciseCatalog

    /// Compares two programs' maxes.
    public init(old: ProgramMaxes, new: ProgramMaxes, catalog: ExerciseCatalog) {
        self.changes = PlanDiff.maxChanges(old: old, new: new)
        self.old = old
        self.new = new
        self.catalog = catalog
    }

    /// The index in ``changes`` of the max change that fully explains `change`, a load change
    /// between two snapshots in the same unit; nil for any other change, or when no max change
    /// explains it.
    public func explaining(_ change: PlanChange) -> Int? {
        guard !changes.isEmpty, case .loadChanged(let from?, let to?) = change.kind, from.source == to.source,
              let (id, amount) = liftAndAmount(from.source, exerciseID: change.exerciseID)
        else { return nil }
        let before = from.exact - amount, after = to.exact - amount
        guard before != 0 else { return nil }
        let factor = after / before
        let moved = [
            ratio(old.percentBase(id)?.load, new.percentBase(id)?.load),
            ratio(old.oneRepMax(id), new.oneRepMax(id)),
        ].compactMap { $0 }.contains { $0 != 1 && abs(factor - $0) <= 1e-9 * max(1, abs($0)) }
        guard moved else { return nil }
        return changes.firstIndex { $0.exerciseID == id } ?? changes.firstIndex { $0.exerciseID == nil }
    }

    /// The lift whose max a source is a share of, and the amount the source adds to that
    /// share; nil for a load no max sets (a weight, an RPE, added bodyweight).
    private func liftAndAmount(_ source: LoadSource, exerciseID: String?) -> (String, Double)? {
        switch source {
        case .plus(let base, let amount):
            return liftAndAmount(base, exerciseID: exerciseID).map { ($0.0, $0.1 + amount) }
        case .percentOfTM, .percentOf1RM, .relativeToTop, .percentOfTop:
            return exerciseID.map { ($0, 0) }
        case .today(let share):
            return liftAndAmount(share, exerciseID: exerciseID)
        case .percentOfLift(_, let lift, _):
            let ids = Set(old.oneRepMaxes.keys).union(new.oneRepMaxes.keys)
                .union(old.trainingMaxes.keys).union(new.trainingMaxes.keys)
            return ids.sorted().first { catalog.exercise(id: $0)?.name.lowercased() == lift }.map { ($0, 0) }
        case .absolute, .rpe, .bodyweightAdded:
            return nil
        }
    }

    private func ratio(_ old: Mass?, _ new: Mass?) -> Double? {
        guard let old, let new, old.baseValue != 0 else { return nil }
        return new.baseValue / old.baseValue
    }
}
