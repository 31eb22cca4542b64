import Overload
import OverloadSyntax

/// How one session of an exercise went against its targets: each work target with the set
/// matched to it, and whether every one was met.
public struct SessionJudgement: Sendable, Hashable {
    /// One work target and the set that answered it.
    public struct JudgedSet: Sendable, Hashable {
        // The session's targets and logged sets, shared by every judged set of a judgement,
        // with the positions of this one's: a replay judges every session of years, and a
        // copy of each set (made, and freed with the step) retained and released its references.
        // Inlinable, so that a rule reading one field of a target reads it in place.
        @usableFromInline let targets: [SetPrescription]
        @usableFromInline let targetIndex: Int
        @usableFromInline let logged: [SetPerformance]
        @usableFromInline let loggedIndex: Int?

        /// The target.
        @inlinable public var target: SetPrescription { targets[targetIndex] }
        /// The set matched to it, in order; nil when it was not done.
        @inlinable public var performed: SetPerformance? {
            guard let loggedIndex else { return nil }
            return logged[loggedIndex]
        }
        /// The performed load in the plan's unit (the added load for a bodyweight set; 0 at bodyweight).
        public var load: Double?
        /// Whether the target was met.
        public var isMet: Bool
        /// Why not, when it was not met, as figures: written out only when asked for, since a
        /// replay of years judges hundreds of thousands of sets and reads few of the reasons.
        var miss: Shortfall?

        /// Why not, when it was not met: `4 reps of 5`.
        public var shortfall: String? { miss?.text }

        /// `targets[target]` answered by `logged[performed]` (nothing when nil).
        init(targets: [SetPrescription], target: Int, logged: [SetPerformance], performed: Int?, load: Double?, isMet: Bool,
             miss: Shortfall?) {
            self.targets = targets
            targetIndex = target
            self.logged = logged
            loggedIndex = performed
            self.load = load
            self.isMet = isMet
            self.miss = miss
        }

        /// The reps of the matched set, read in place (nil when none or not counted in reps).
        var performedReps: Int? { loggedIndex.flatMap { logged[$0].reps } }

        /// Whether the target is an AMRAP, read in place.
        var isAMRAP: Bool { targets[targetIndex].reps?.isAMRAP == true }

        public static func == (left: JudgedSet, right: JudgedSet) -> Bool {
            left.target == right.target && left.performed == right.performed && left.load == right.load
                && left.isMet == right.isMet && left.miss == right.miss
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(target)
            hasher.combine(performed)
            hasher.combine(load)
            hasher.combine(isMet)
            hasher.combine(miss)
        }
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
        sets.filter(\.isAMRAP).map(\.performedReps)
    }

    /// Whether every AMRAP target reached its minimum; nil when there are none.
    public var amrapsMet: Bool? {
        // `tm` asks this of every session of years: a walk, not a filtered copy.
        var any = false
        for set in sets where set.isAMRAP {
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
