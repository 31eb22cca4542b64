/// One set as it was performed: `110x9 @ rpe 9`, `+10kg x 5`, `45s`, `5km in 25min`, `skip`.
public struct SetPerformance: Sendable, Hashable, Codable {
    /// The role a set played in an exercise.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A working set (the default; written with no keyword).
        case regular
        /// A warm-up set, not counted as work.
        case warmup
        /// The heaviest set of a top-set-and-back-off scheme.
        case top
        /// A lighter set after a top set.
        case backoff
        /// A drop set: the load is reduced and the set continued.
        case drop
        /// A set taken to failure, or a failed attempt.
        case failure
    }

    /// The set's role.
    public var kind: Kind
    /// The load, or `nil` for a bodyweight or unloaded set.
    public var load: JournalWeight?
    /// Whether `load` is added to bodyweight (`+10kg x 5` on chin-ups) rather than the whole load.
    public var isAddedLoad: Bool
    /// Repetitions done, or `nil` for timed and distance work.
    public var reps: Int?
    /// Rate of perceived exertion, 1 to 10 (halves allowed).
    public var rpe: Double?
    /// How long the set took, in seconds (`45s`, or the time of a distance set).
    public var timeSeconds: Int?
    /// Distance covered, in metres.
    public var distanceMetres: Double?
    /// Whether a prescribed set was not done (`skip`).
    public var isSkipped: Bool
    /// A note on this set (`note "grip gave out"`).
    public var note: String?

    /// A set; every part is optional so any kind of work can be recorded.
    public init(
        kind: Kind = .regular, load: JournalWeight? = nil, isAddedLoad: Bool = false, reps: Int? = nil,
        rpe: Double? = nil, timeSeconds: Int? = nil, distanceMetres: Double? = nil,
        isSkipped: Bool = false, note: String? = nil
    ) {
        self.kind = kind
        self.load = load
        self.isAddedLoad = isAddedLoad
        self.reps = reps
        self.rpe = rpe
        self.timeSeconds = timeSeconds
        self.distanceMetres = distanceMetres
        self.isSkipped = isSkipped
        self.note = note
    }

    /// A prescribed set that was not done.
    public static func skipped(note: String? = nil) -> SetPerformance {
        SetPerformance(isSkipped: true, note: note)
    }
}

/// What was done for one exercise in a session: the name as written and its sets in order.
public struct ExercisePerformance: Sendable, Hashable, Codable {
    /// The exercise name as written in the journal (a catalog name, or an app's name quoted).
    public var name: String
    /// A note about the exercise as a whole.
    public var note: String?
    /// The sets in the order performed.
    public var sets: [SetPerformance]

    /// An exercise performance.
    public init(name: String, note: String? = nil, sets: [SetPerformance]) {
        self.name = name
        self.note = note
        self.sets = sets
    }
}
