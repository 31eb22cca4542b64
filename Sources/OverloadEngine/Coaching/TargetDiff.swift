import Overload

/// The changes between an exercise's targets before and after a rule's step, one per kind:
/// what a rule with `ask` suggests instead of making.
struct TargetDiff {
    /// One change: its kind, signed amount and written form.
    struct Change: Hashable {
        var kind: ChangeKind
        var delta: Double?
        var text: String
        /// The heaviest work load after, for a load change.
        var toLoad: Double?
        /// The number of work sets before, for a set change.
        var fromCount: Int?
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
        // The loads the lifter puts on the bar (a percentage's 232.5 lb is 230 lb on a 5 lb
        // gym); the exact ones when rounding hides the change.
        let moved = heaviestLifted(old).flatMap { from in heaviestLifted(new).map { (from, $0) } }.flatMap { abs($0.1 - $0.0) > 1e-9 ? $0 : nil }
        if let (from, to) = moved ?? loads.heaviestWorkLoad(old).flatMap({ from in loads.heaviestWorkLoad(new).map { (from, $0) } }),
           abs(to - from) > 1e-9 {
            let kind: ChangeKind = to > from ? .increaseWeight : .decreaseWeight
            changes.append(Change(kind: kind, delta: to - from, text: ChangeText.write(kind, amount: to - from, unit: loads.unit),
                                  toLoad: to))
        }
        let paired = zip(old, new)
        if let (from, to) = paired.first(where: { $0.reps?.minimumReps != $1.reps?.minimumReps }),
           let a = from.reps?.minimumReps, let b = to.reps?.minimumReps {
            let kind: ChangeKind = b > a ? .increaseReps : .decreaseReps
            let delta = Double(b - a)
            changes.append(Change(kind: kind, delta: delta, text: ChangeText.write(kind, amount: delta, unit: loads.unit)))
        }
        if let (from, to) = paired.first(where: { $0.restSeconds != $1.restSeconds }), let a = from.restSeconds, let b = to.restSeconds {
            let kind: ChangeKind = b > a ? .increaseRest : .decreaseRest
            let delta = Double(b - a)
            changes.append(Change(kind: kind, delta: delta, text: ChangeText.write(kind, amount: delta, unit: loads.unit)))
        }
        if old.count != new.count {
            let kind: ChangeKind = new.count > old.count ? .addSet : .removeSet
            let delta = Double(new.count - old.count)
            changes.append(Change(kind: kind, delta: delta, text: ChangeText.write(kind, amount: delta, unit: loads.unit),
                                  fromCount: old.count))
        }
        if let index = paired.enumerated().first(where: { $0.element.0.kind != $0.element.1.kind })?.offset {
            changes.append(Change(kind: .changeSetKind, delta: nil,
                                  text: ChangeText.write(setNumber: index + 1, kind: new[index].kind)))
        }
        return changes
    }
}
