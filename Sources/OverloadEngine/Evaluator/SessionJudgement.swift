import Overload
import OverloadSyntax

/// How one session of an exercise went against its targets: each work target with the set
/// matched to it, and whether every one was met.
public struct SessionJudgement: Sendable, Hashable {
    /// One work target and the set that answered it.
    public struct JudgedSet: Sendable, Hashable {
        /// The target.
        public var target: SetPrescription
        /// The set matched to it, in order; nil when it was not done.
        public var performed: SetPerformance?
        /// The performed load in the plan's unit (the added load for a bodyweight set; 0 at bodyweight).
        public var load: Double?
        /// Whether the target was met.
        public var isMet: Bool
        /// Why not, when it was not met, as figures: written out only when asked for, since a
        /// replay of years judges hundreds of thousands of sets and reads few of the reasons.
        var miss: Shortfall?

        /// Why not, when it was not met: `4 reps of 5`.
        public var shortfall: String? { miss?.text }
    }

    /// Why a target was missed, kept as figures until ``JudgedSet/shortfall`` writes it out.
    enum Shortfall: Sendable, Hashable {
        case notDone
        case skipped
        case reps(done: Int, needed: Int)
        case time(done: Int, needed: Int)
        case distance(done: Double, needed: Double)
        case load(done: Mass, needed: Mass)
        case rpe(logged: Double, cap: Double)

        var text: String {
            switch self {
            case .notDone: "not done"
            case .skipped: "skipped"
            case .reps(let done, let needed): "\(done) of \(needed) reps"
            case .time(let done, let needed): "\(TimeSpan(seconds: done)) of \(TimeSpan(seconds: needed))"
            case .distance(let done, let needed):
                "\(NumberFormat.canonical(done, maxDecimals: 1)) m of \(NumberFormat.canonical(needed, maxDecimals: 1)) m"
            case .load(let done, let needed): "\(done) of \(needed)"
            case .rpe(let logged, let cap): "RPE \(NumberFormat.canonical(logged)) above \(NumberFormat.canonical(cap))"
            }
        }
    }

    /// The work targets in order, each judged.
    public var sets: [JudgedSet]
    /// The logged sets taken as warm-ups (marked, or light sets before the first work set).
    public var warmupCount: Int

    /// True when every work target was met.
    public var isSuccess: Bool { !sets.isEmpty && sets.allSatisfy(\.isMet) }

    /// The reps of the AMRAP sets, in order (nil where the set was not done).
    public var amrapReps: [Int?] {
        sets.filter { $0.target.reps?.isAMRAP == true }.map { $0.performed?.reps }
    }

    /// Whether every AMRAP target reached its minimum; nil when there are none.
    public var amrapsMet: Bool? {
        // `tm` asks this of every session of years: a walk, not a filtered copy.
        var any = false
        for set in sets where set.target.reps?.isAMRAP == true {
            guard set.isMet else { return false }
            any = true
        }
        return any ? true : nil
    }

    /// The first shortfall, as text: `set 3: 4 reps of 5`.
    public var firstShortfall: String? {
        for (index, set) in sets.enumerated() where !set.isMet {
            return "set \(index + 1): " + (set.shortfall ?? "missed")
        }
        return nil
    }

    /// The heaviest load performed on a work set, if any.
    public var heaviestLoad: Double? {
        sets.compactMap { $0.performed == nil ? nil : $0.load }.max()
    }
}
