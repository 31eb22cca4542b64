import Overload
import OverloadSyntax

/// Judges one session of an exercise against its targets (docs/engine.md, "Success").
///
/// Warm-ups are dropped: sets marked `warmup`, and unmarked sets before the first that
/// reaches 90% of the lightest loaded work target. The rest are matched in order to the work
/// targets. Each target needs reps at least its minimum (an AMRAP's minimum, a range's lower
/// end), time or distance at least the target, a load at least the loadable target less half
/// the smallest step the equipment makes, and a logged RPE no higher than a target RPE when
/// both exist. A target with no set, or a skipped set, is missed.
public enum SessionJudge {
    /// The share of the lightest work target a set must reach not to count as a warm-up.
    public static let warmupThreshold = 0.9

    /// The judgement of `performed` against `targets`.
    public static func judge(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool) -> SessionJudgement {
        // A replay judges every session of years (and `double` several times a session), so
        // this walks the arrays in place rather than building filtered copies.
        // By index: a target holds references (plates, a load's source), and each copy of one
        // out of the array retains and releases them.
        var lightest: Double?
        var workCount = 0
        for index in targets.indices where targets[index].kind != .warmup {
            workCount += 1
            if let loadable = targets[index].load?.loadable { lightest = min(lightest ?? loadable, loadable) }
        }
        // The logged sets that are not marked warm-ups, by index into `performed`.
        var sets: [Int] = []
        sets.reserveCapacity(performed.count)
        for index in performed.indices where performed[index].kind != .warmup { sets.append(index) }
        var warmups = performed.count - sets.count
        var first = 0
        if let lightest, lightest > 0,
           let reached = sets.firstIndex(where: { performed[$0].isSkipped || load(of: performed[$0], loads) >= lightest * warmupThreshold }),
           sets[..<reached].allSatisfy({ performed[$0].kind == .regular }) {
            first = reached
            warmups += reached
        }
        var judged: [SessionJudgement.JudgedSet] = []
        judged.reserveCapacity(workCount)
        var matched = first
        for index in targets.indices where targets[index].kind != .warmup {
            guard matched < sets.count else {
                judged.append(.init(target: targets[index], performed: nil, load: nil, isMet: false, miss: .notDone))
                continue
            }
            let set = performed[sets[matched]]
            matched += 1
            let value = load(of: set, loads)
            let miss = set.isSkipped ? .skipped : shortfall(of: set, load: value, against: targets[index], loads: loads)
            judged.append(.init(target: targets[index], performed: set, load: set.isSkipped ? nil : value, isMet: miss == nil,
                                miss: miss))
        }
        return SessionJudgement(sets: judged, warmupCount: warmups)
    }

    /// A set's load in the plan's unit: the whole load, or the added load of a bodyweight set
    /// (0 at bodyweight, negative when assisted).
    static func load(of set: SetPerformance, _ loads: LoadTool) -> Double {
        guard let weight = set.load else { return 0 }
        return loads.value(weight.mass)
    }

    static func shortfall(
        of set: SetPerformance, load: Double, against target: SetPrescription, loads: LoadTool
    ) -> SessionJudgement.Shortfall? {
        switch target.work {
        case .reps(let reps):
            let done = set.reps ?? 0
            let needed = reps.minimumReps ?? 1
            if done < needed { return .reps(done: done, needed: needed) }
        case .time(let seconds):
            let done = set.timeSeconds ?? 0
            if done < seconds { return .time(done: done, needed: seconds) }
        case .distance(let metres):
            let done = set.distanceMetres ?? 0
            if done < metres { return .distance(done: done, needed: metres) }
        }
        // A load at or above the target passes whatever the step, so the step (a rounding
        // question) is asked only of a lighter one.
        if let wanted = target.load, load < wanted.loadable - 1e-9 {
            let step = loads.smallestStep(above: wanted.loadable, source: wanted.source) ?? 0
            if load < wanted.loadable - step / 2 - 1e-9 {
                return .load(done: loads.mass(load), needed: loads.mass(wanted.loadable))
            }
        }
        if let cap = target.rpe, let rpe = set.rpe, rpe > cap {
            return .rpe(logged: rpe, cap: cap)
        }
        return nil
    }
}
