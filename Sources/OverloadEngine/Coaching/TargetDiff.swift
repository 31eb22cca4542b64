import Overload

/// The changes between an exercise's targets before and after a rule's step, one per kind:
/// what a rule with `ask` suggests instead of making.
struct TargetDiff {
    /// One change: its kind, signed amount and written form, and what it moves, so that a
    /// later session can be compared with it (followed, or done anyway).
    struct Change: Hashable {
        var kind: ChangeKind
        var delta: Double?
        var text: String
        /// What it moves: the heaviest work load, a set's reps or rest, the number of work
        /// sets, a set's kind.
        var measure: ChangeMeasure
    }

    /// The heaviest load of the work sets as it goes on the bar (rounded to the equipment).
    static func heaviestLifted(_ sets: [SetPrescription]) -> Double? {
        sets.filter { $0.kind != .warmup }.compactMap { $0.load?.loadable }.max()
    }

    /// The changes from `before` to `after`, in the order of ``ChangeKind``'s cases. Work
    /// sets only (warm-ups follow the work); a change no kind names (a timed set's length)
    /// gives none.
    static func changes(from before: [SetPrescription], to after: [SetPrescription], loads: LoadTool) -> [Change] {
        let old = before.filter { $0.kind != .warmup }
        let new = after.filter { $0.kind != .warmup }
        var changes: [Change] = []
        func add(_ up: ChangeKind, _ down: ChangeKind, from: Double, to: Double, _ measure: ChangeMeasure) {
            let kind = to > from ? up : down
            changes.append(Change(kind: kind, delta: to - from, text: ChangeText.write(kind, amount: to - from, unit: loads.unit),
                                  measure: measure))
        }
        // The loads the lifter puts on the bar (a percentage's 232.5 lb is 230 lb on a 5 lb
        // gym); the exact ones when rounding hides the change.
        let moved = heaviestLifted(old).flatMap { from in heaviestLifted(new).map { (from, $0) } }.flatMap { abs($0.1 - $0.0) > 1e-9 ? $0 : nil }
        if let (from, to) = moved ?? loads.heaviestWorkLoad(old).flatMap({ from in loads.heaviestWorkLoad(new).map { (from, $0) } }),
           abs(to - from) > 1e-9 {
            add(.increaseWeight, .decreaseWeight, from: from, to: to, .load(from: from, to: to))
        }
        let paired = Array(zip(old, new).enumerated())
        if let (index, (from, to)) = paired.first(where: { $0.element.0.reps?.minimumReps != $0.element.1.reps?.minimumReps }),
           let a = from.reps?.minimumReps, let b = to.reps?.minimumReps {
            add(.increaseReps, .decreaseReps, from: Double(a), to: Double(b), .reps(set: index, from: a, to: b))
        }
        if let (_, (from, to)) = paired.first(where: { $0.element.0.restSeconds != $0.element.1.restSeconds }),
           let a = from.restSeconds, let b = to.restSeconds {
            add(.increaseRest, .decreaseRest, from: Double(a), to: Double(b), .rest)
        }
        if old.count != new.count {
            add(.addSet, .removeSet, from: Double(old.count), to: Double(new.count), .sets(from: old.count, to: new.count))
        }
        if let index = paired.first(where: { $0.element.0.kind != $0.element.1.kind })?.offset {
            changes.append(Change(kind: .changeSetKind, delta: nil, text: ChangeText.write(setNumber: index + 1, kind: new[index].kind),
                                  measure: .kind(set: index, from: old[index].kind, to: new[index].kind)))
        }
        return changes
    }
}

/// What one suggested change moves, with its values before and after: what a later session
/// is compared with to see whether the lifter followed it.
enum ChangeMeasure: Sendable, Hashable {
    /// The heaviest work set's load, as on the bar, in the plan's unit.
    case load(from: Double, to: Double)
    /// One work set's reps (its number among the work sets, from 0).
    case reps(set: Int, from: Int, to: Int)
    /// A set's rest: not logged, so never compared.
    case rest
    /// The number of work sets.
    case sets(from: Int, to: Int)
    /// One work set's kind.
    case kind(set: Int, from: PrescribedSetKind, to: PrescribedSetKind)
}
