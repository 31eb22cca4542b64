import Overload
import OverloadSyntax

/// How one session of an exercise went against its targets: each work target with the set
/// matched to it, and whether every one was met.
public struct SessionJudgement: Sendable, Hashable {
    /// One work target and the set that answered it.
    public struct JudgedSet: Sendable, Hashable {
        // The session's targets and logged sets, with the positions of this one's: made when
        // read from ``SessionJudgement/sets``, which keeps the arrays once for the whole
        // judgement. Inlinable, so that a rule reading one field of a target reads it in place.
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
        public var miss: Shortfall?

        /// Why not, when it was not met: `4 reps of 5`.
        public var shortfall: String? { miss?.text }

        /// `targets[target]` answered by `logged[performed]` (nothing when nil).
        @usableFromInline
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

    /// One judged set as the judgement keeps it: positions and figures, no references. A replay
    /// of years judges hundreds of thousands of sets: a set holding the session's two arrays
    /// retained both when made and released both when its step was freed, one by one.
    @usableFromInline
    struct Mark: Sendable {
        @usableFromInline let target: Int
        @usableFromInline let performed: Int?
        @usableFromInline let load: Double?
        @usableFromInline let isMet: Bool
        @usableFromInline let miss: Shortfall?

        init(target: Int, performed: Int?, load: Double?, isMet: Bool, miss: Shortfall?) {
            self.target = target
            self.performed = performed
            self.load = load
            self.isMet = isMet
            self.miss = miss
        }
    }

    /// The work targets of a judgement in order, each judged: a collection of ``JudgedSet``s
    /// made as they are read.
    public struct JudgedSets: RandomAccessCollection, Sendable, Hashable {
        @usableFromInline let judgement: SessionJudgement

        @usableFromInline
        init(_ judgement: SessionJudgement) {
            self.judgement = judgement
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { judgement.markCount }

        @inlinable public subscript(position: Int) -> JudgedSet {
            let mark = judgement.mark(position)
            return JudgedSet(targets: judgement.targets, target: mark.target, logged: judgement.logged, performed: mark.performed,
                             load: mark.load, isMet: mark.isMet, miss: mark.miss)
        }

        public static func == (left: JudgedSets, right: JudgedSets) -> Bool { left.elementsEqual(right) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for set in self { hasher.combine(set) }
        }
    }

    /// Why a target was missed, kept as figures until ``JudgedSet/shortfall`` (or a
    /// ``Reason``) writes it out.
    public enum Shortfall: Sendable, Hashable {
        /// The set was not done.
        case notDone
        /// The set was skipped.
        case skipped
        /// Fewer reps than the target.
        case reps(done: Int, needed: Int)
        /// Less time than the target, in seconds.
        case time(done: Int, needed: Int)
        /// Less distance than the target, in metres.
        case distance(done: Double, needed: Double)
        /// A lighter load than the target.
        case load(done: Mass, needed: Mass)
        /// A harder set than the target's RPE cap.
        case rpe(logged: Double, cap: Double)
        /// A distance with a pace or time goal, logged with no time.
        case noTime(goal: WorkGoal)
        /// A distance covered at `done`, slower than the goal's `needed` over `planned`.
        case pace(done: Pace, needed: Pace, goal: WorkGoal, planned: ExactDistance)

        /// The shortfall in words: `4 of 5 reps`.
        public var text: String {
            switch self {
            case .notDone: "not done"
            case .skipped: "skipped"
            case .reps(let done, let needed): "\(done) of \(needed) reps"
            case .time(let done, let needed): "\(TimeSpan(seconds: done).readable) of \(TimeSpan(seconds: needed).readable)"
            case .distance(let done, let needed):
                if let done = ExactDistance(metres: done), let needed = ExactDistance(metres: needed) {
                    "\(done.readable(in: needed.naturalUnit)) of \(needed.readable)"
                } else {
                    "\(NumberFormat.canonical(done, maxDecimals: 1)) m of \(NumberFormat.canonical(needed, maxDecimals: 1)) m"
                }
            case .load(let done, let needed): "\(done) of \(needed)"
            case .rpe(let logged, let cap): "RPE \(NumberFormat.canonical(logged)) above \(NumberFormat.canonical(cap))"
            case .noTime(let goal): "no time logged for \(goal.description)"
            case .pace(let done, let needed, let goal, let planned):
                switch goal {
                case .pace: "\(goal.text(of: done)), slower than \(goal.text(of: needed))"
                case .time(let seconds):
                    "\(TimeSpan(seconds: done.time(over: planned)).clock) for \(planned.readable), over \(TimeSpan(seconds: seconds).clock)"
                }
            }
        }
    }

    /// The work targets in order, each judged.
    public var sets: JudgedSets { JudgedSets(self) }
    /// The logged sets taken as warm-ups (marked, or light sets before the first work set).
    public var warmupCount: Int
    /// True when every work target was met: worked out once, when judged (a replay's rule
    /// and coaching ask it three times a session).
    public let isSuccess: Bool
    /// The session's targets and logged sets, kept once for every judged set.
    @usableFromInline let targets: [SetPrescription]
    @usableFromInline let logged: [SetPerformance]
    /// Each work target judged, in order; empty when ``metInOrder`` stands for them.
    @usableFromInline let marks: [Mark]
    /// Set when every target is a work target met in order by the logged sets from a position
    /// on (``SessionJudge``'s usual session): the marks are then worked out when read
    /// (``mark(_:)``), since most sessions of years are read for their success alone.
    @usableFromInline let metInOrder: MetInOrder?

    /// The logged set that met the first target of a judgement met in order (every target
    /// met, one set each), and the plan's unit their loads are read in. Two fields, no more:
    /// a judgement is copied with every step kept, and a larger one was copied through the
    /// runtime's value witnesses (1.3 M more on ten years of `next`).
    @usableFromInline
    struct MetInOrder: Sendable {
        @usableFromInline let first: Int
        @usableFromInline let unit: MassUnit
    }

    /// `marks` of `targets` answered by `logged`.
    init(targets: [SetPrescription], logged: [SetPerformance], marks: [Mark], warmupCount: Int) {
        self.targets = targets
        self.logged = logged
        self.marks = marks
        self.warmupCount = warmupCount
        metInOrder = nil
        isSuccess = !marks.isEmpty && marks.allSatisfy(\.isMet)
    }

    /// `targets`, all work targets, met in order by the sets of `logged` from `first` on, none
    /// of which is marked a warm-up; loads in `unit`.
    init(targets: [SetPrescription], logged: [SetPerformance], metInOrderFrom first: Int, unit: MassUnit, warmupCount: Int) {
        self.targets = targets
        self.logged = logged
        marks = []
        self.warmupCount = warmupCount
        metInOrder = MetInOrder(first: first, unit: unit)
        isSuccess = !targets.isEmpty
    }

    /// Whether this judgement is of these very arrays (``ArrayStorage``).
    func judges(_ targets: [SetPrescription], _ logged: [SetPerformance]) -> Bool {
        ArrayStorage.same(self.targets, targets) && ArrayStorage.same(self.logged, logged)
    }

    /// How many work targets were judged.
    @usableFromInline var markCount: Int { metInOrder == nil ? marks.count : targets.count }

    /// The work target at `position` judged: kept, or, for a judgement met in order, the
    /// mark ``SessionJudge`` would have kept for it.
    @usableFromInline func mark(_ position: Int) -> Mark {
        guard let metInOrder else { return marks[position] }
        precondition(position >= 0 && position < targets.count, "judged set out of range")
        let performed = metInOrder.first + position
        return Mark(target: position, performed: performed, load: SessionJudge.load(of: logged, at: performed, in: metInOrder.unit),
                    isMet: true, miss: nil)
    }

    public static func == (left: SessionJudgement, right: SessionJudgement) -> Bool {
        left.warmupCount == right.warmupCount && left.sets == right.sets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sets)
        hasher.combine(warmupCount)
    }

    /// Whether the target of a judged set is an AMRAP, read in place.
    private func isAMRAP(_ mark: Mark) -> Bool { targets[mark.target].reps?.isAMRAP == true }

    /// The reps of the AMRAP sets, in order (nil where the set was not done).
    public var amrapReps: [Int?] {
        (0..<markCount).map(mark).filter(isAMRAP).map { mark in mark.performed.flatMap { logged[$0].reps } }
    }

    /// Whether every AMRAP target reached its minimum; nil when there are none.
    public var amrapsMet: Bool? {
        // `tm` asks this of every session of years: a walk, not a filtered copy.
        var any = false
        for position in 0..<markCount where isAMRAP(mark(position)) {
            guard mark(position).isMet else { return false }
            any = true
        }
        return any ? true : nil
    }

    /// The first shortfall, as text: `set 3: 4 reps of 5`.
    public var firstShortfall: String? { firstMiss?.text }

    /// The first shortfall as a reason's cause, its figures kept: nil when every work target
    /// was met.
    public var firstMiss: Reason.Cause? {
        for (index, mark) in marks.enumerated() where !mark.isMet {
            return .shortfall(set: index + 1, mark.miss)
        }
        // A judgement met in order keeps no marks and missed nothing.
        return nil
    }

    /// The reps of the matched set of the heaviest AMRAP target done (the first of equally
    /// heavy ones; nil when it logged none), or nil when no AMRAP target was done. Read in
    /// place: `tm` asks it of every session of years.
    public var heaviestAMRAPReps: Int? {
        var top: (load: Double, reps: Int?)?
        for position in 0..<markCount {
            let mark = mark(position)
            guard isAMRAP(mark), let performed = mark.performed else { continue }
            let load = targets[mark.target].load?.exact ?? 0
            if let top, !(top.load < load) { continue }
            top = (load, logged[performed].reps)
        }
        return top?.reps
    }

    /// The fewest reps logged on the work targets counted in reps (0 for one not done), at
    /// most `top`. Read in place: `double` asks it of every session of years.
    public func fewestReps(atMost top: Int) -> Int {
        var fewest = top
        for position in 0..<markCount {
            let mark = mark(position)
            guard case .reps = targets[mark.target].work else { continue }
            fewest = Swift.min(fewest, mark.performed.flatMap { logged[$0].reps } ?? 0)
        }
        return fewest
    }

    /// The paces logged on the work targets with a pace or time goal, each shown per the goal's
    /// distance (`5:20 /km`, `1:52 /500m`), in order; empty when no target has a goal.
    public var goalPaces: [String] {
        (0..<markCount).compactMap { position in
            let mark = mark(position)
            guard let goal = targets[mark.target].goal, let performed = mark.performed,
                  let seconds = logged[performed].timeSeconds,
                  let distance = logged[performed].distanceMetres.flatMap({ ExactDistance(metres: $0) }),
                  let pace = Pace(seconds: seconds, distance: distance) else { return nil }
            return goal.text(of: pace)
        }
    }

    /// The heaviest load performed on a work set, if any.
    public var heaviestLoad: Double? {
        (0..<markCount).compactMap { position in
            let mark = mark(position)
            return mark.performed == nil ? nil : mark.load
        }.max()
    }
}
