/// One prescribed set: what to lift, how many times, how hard, and how long to rest after.
public struct SetPrescription: Sendable, Hashable, JSONValueConvertible {
    /// Position within the exercise, from 0.
    public let index: Int
    /// What the set is for.
    public let kind: PrescribedSetKind
    /// The load, or `nil` when the plan prescribes none (bodyweight work, or the lifter decides).
    public let load: LoadTarget?
    /// Reps, time or distance.
    public let work: SetWork
    /// The RPE to aim for, if any.
    public let rpe: Double?
    /// Rest after the set in seconds, resolved from the exercise's ``RestPolicy``.
    public let restSeconds: Int?
    /// A load the program asks for but the plan cannot compute yet, such as a percentage
    /// of a max the program does not give. The evaluator resolves it from the journal.
    public let pendingLoad: LoadSource?
    /// The pace or time a distance set is to be covered in (`@ 5:30/km`, `in 27:30`), if any.
    public let goal: WorkGoal?

    /// Creates a set prescription.
    public init(
        index: Int,
        kind: PrescribedSetKind = .regular,
        load: LoadTarget? = nil,
        work: SetWork,
        rpe: Double? = nil,
        restSeconds: Int? = nil,
        pendingLoad: LoadSource? = nil,
        goal: WorkGoal? = nil
    ) {
        self.index = index
        self.kind = kind
        self.load = load
        self.work = work
        self.rpe = rpe
        self.restSeconds = restSeconds
        self.pendingLoad = pendingLoad
        self.goal = goal
    }

    /// The same set at another position.
    public func withIndex(_ index: Int) -> SetPrescription {
        SetPrescription(index: index, kind: kind, load: load, work: work, rpe: rpe, restSeconds: restSeconds,
                        pendingLoad: pendingLoad, goal: goal)
    }

    /// The rep target, when the set is counted in reps.
    public var reps: RepTarget? {
        if case .reps(let target) = work { return target }
        return nil
    }
}

/// The kind of a set, from the architecture's domain model.
public enum PrescribedSetKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A lighter set before the work sets; does not count towards progression.
    case warmup
    /// A straight working set.
    case regular
    /// The day's heaviest set, which back-off sets follow.
    case top
    /// A lighter set after the top set (`@ -10%`).
    case backoff
    /// A drop set: less load straight after the previous set.
    case drop
    /// A set taken to failure.
    case failure
    /// A set performed as part of a superset.
    case superset
}

/// What a set measures: reps, time or distance.
public enum SetWork: Sendable, Hashable, JSONValueConvertible {
    /// A rep target (`5`, `8-12`, `5+`, `max`).
    case reps(RepTarget)
    /// A timed set (`3x45s`), in seconds.
    case time(seconds: Int)
    /// A distance (`run 5km`, `row 2000m`), in metres.
    case distance(metres: Double)
}

extension SetWork: CustomStringConvertible {
    /// The work as a person reads it in a plan: `5`, `8-12`, `5+`, `max`, `45 s`, `20 min`,
    /// `1 h 5 min`, `400 m`, `5 km`, `3 mi` (units apart, so `20 min` is never `20m`, metres).
    public var description: String {
        switch self {
        case .reps(let target): target.description
        case .time(let seconds): TimeSpan(seconds: seconds).readable
        case .distance(let metres): ExactDistance(metres: metres)?.readable ?? NumberFormat.canonical(metres) + " m"
        }
    }

    /// The work in the language's own spelling, which reads back the same: `5`, `45s`,
    /// `20min`, `400m`, `5km`, `3mi`.
    public var notation: String {
        switch self {
        case .reps(let target): target.description
        case .time(let seconds): TimeSpan(seconds: seconds).notation
        case .distance(let metres): ExactDistance(metres: metres)?.notation ?? NumberFormat.canonical(metres) + "m"
        }
    }
}
