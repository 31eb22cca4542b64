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
        let work = targets.filter { $0.kind != .warmup }
        var sets = performed.filter { $0.kind != .warmup }
        var warmups = performed.count - sets.count
        if let lightest = work.compactMap({ $0.load?.loadable }).min(), lightest > 0,
           let first = sets.firstIndex(where: { $0.isSkipped || load(of: $0, loads) >= lightest * warmupThreshold }) {
            let leading = sets[..<first].filter { $0.kind == .regular }.count
            if leading == first {
                sets.removeFirst(first)
                warmups += first
            }
        }
        var judged: [SessionJudgement.JudgedSet] = []
        for (index, target) in work.enumerated() {
            guard index < sets.count else {
                judged.append(.init(target: target, performed: nil, load: nil, isMet: false, shortfall: "not done"))
                continue
            }
            let set = sets[index]
            let value = load(of: set, loads)
            let shortfall = set.isSkipped ? "skipped" : shortfall(of: set, load: value, against: target, loads: loads)
            judged.append(.init(target: target, performed: set, load: set.isSkipped ? nil : value,
                                isMet: shortfall == nil, shortfall: shortfall))
        }
        return SessionJudgement(sets: judged, warmupCount: warmups)
    }

    /// A set's load in the plan's unit: the whole load, or the added load of a bodyweight set
    /// (0 at bodyweight, negative when assisted).
    static func load(of set: SetPerformance, _ loads: LoadTool) -> Double {
        guard let weight = set.load else { return 0 }
        return loads.value(weight.mass)
    }

    static func shortfall(of set: SetPerformance, load: Double, against target: SetPrescription, loads: LoadTool) -> String? {
        switch target.work {
        case .reps(let reps):
            let done = set.reps ?? 0
            let needed = reps.minimumReps ?? 1
            if done < needed { return "\(done) of \(needed) reps" }
        case .time(let seconds):
            let done = set.timeSeconds ?? 0
            if done < seconds { return "\(TimeSpan(seconds: done)) of \(TimeSpan(seconds: seconds))" }
        case .distance(let metres):
            let done = set.distanceMetres ?? 0
            if done < metres { return "\(NumberFormat.canonical(done, maxDecimals: 1)) m of \(NumberFormat.canonical(metres, maxDecimals: 1)) m" }
        }
        if let wanted = target.load {
            let step = loads.smallestStep(above: wanted.loadable, source: wanted.source) ?? 0
            if load < wanted.loadable - step / 2 - 1e-9 {
                return "\(loads.mass(load)) of \(loads.mass(wanted.loadable))"
            }
        }
        if let cap = target.rpe, let rpe = set.rpe, rpe > cap {
            return "RPE \(NumberFormat.canonical(rpe)) above \(NumberFormat.canonical(cap))"
        }
        return nil
    }
}
