import Overload

/// A session's targets from what a script keeps: the plan's percentages taken of `tm`, the
/// heaviest work set moved to `weight` (its share of it in a deload or peak week, a wave's
/// other weeks their percentages of it: ``RuleLoad``; the other sets keeping their share of the
/// heaviest), each timed work set's time from `time` (to the whole second), each work set's
/// reps from `reps` and the number of work sets from `sets`.
enum ScriptPrescription {
    static func apply(_ input: PrescribeInput) -> [SetPrescription] {
        let loads = input.loads
        let state = input.state
        var sets = input.planned
        if let tm = state.mass("tm") {
            sets = loads.percentages(sets, of: loads.value(tm), programMax: input.programMax)
        }
        if let weight = state.mass("weight") {
            let source = LoadTool.ownSource(kind: input.exercise.loadKind)
            // A deload or peak week prescribes its share of the weight, and a wave's other weeks
            // their percentages of it, as the built-in rules do.
            sets = RuleLoad.sets(sets, load: weight, key: "weight", input: input, source: source)
        }
        if case .seconds(let seconds)? = state["time"], seconds >= 0 {
            let whole = Int(Swift.min(seconds, ScriptLimits.magnitude).rounded())
            sets = sets.map { set in
                guard set.kind != .warmup, case .time = set.work else { return set }
                return loads.set(set, work: .time(seconds: whole))
            }
        }
        if case .count(let reps)? = state["reps"], reps >= 0 {
            sets = sets.map { set in
                guard set.kind != .warmup, case .reps(let planned) = set.work else { return set }
                return loads.set(set, work: .reps(Self.reps(reps, planned)))
            }
        }
        if case .count(let count)? = state["sets"], count >= 0 {
            sets = Self.resized(sets, to: count)
        }
        return sets
    }

    /// The plan's rep target with `reps` as its lower end: a range keeps its top (`3x9-12`),
    /// an AMRAP stays one, anything else is exactly `reps`.
    static func reps(_ reps: Int, _ planned: RepTarget) -> RepTarget {
        switch planned {
        case .range(_, let upper): reps < upper ? .range(lower: reps, upper: upper) : .exact(reps)
        case .amrap: .amrap(minimum: reps)
        case .cappedAMRAP(_, let upper): reps < upper ? .cappedAMRAP(minimum: reps, maximum: upper) : .exact(reps)
        case .exact, .max: .exact(reps)
        }
    }

    /// The sets with `count` work sets: the last work set repeated, or the later ones dropped.
    static func resized(_ sets: [SetPrescription], to count: Int) -> [SetPrescription] {
        let work = sets.filter { $0.kind != .warmup }
        guard let last = work.last, work.count != count else { return sets }
        var result: [SetPrescription] = []
        var kept = 0
        for set in sets {
            if set.kind != .warmup {
                guard kept < count else { continue }
                kept += 1
            }
            result.append(set)
        }
        while kept < count {
            result.append(last)
            kept += 1
        }
        return result.enumerated().map { index, set in set.withIndex(index) }
    }
}
