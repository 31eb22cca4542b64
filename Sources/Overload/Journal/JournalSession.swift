/// One training session in the journal: its heading, how the lifter felt, and what was done.
///
/// ```
/// 2026-11-18 18:30 "Press" (5/3/1 BBB week 1)
///   mood good
///   press 85x5, 95x5, 110x9 @ rpe 9
/// ```
public struct JournalSession: Sendable, Hashable, Codable {
    /// How the lifter felt before the session.
    public enum Mood: String, Sendable, Hashable, Codable, CaseIterable {
        /// Feeling excellent.
        case great
        /// Normal.
        case good
        /// Slightly off.
        case okay
        /// Low energy.
        case tired
        /// Unwell.
        case sick
    }

    /// Energy before the session.
    public enum Energy: String, Sendable, Hashable, Codable, CaseIterable {
        /// Low energy: a reason to reduce intensity.
        case low
        /// Ordinary energy.
        case ok
        /// High energy.
        case high
    }

    /// Muscle soreness before the session.
    public enum Soreness: String, Sendable, Hashable, Codable, CaseIterable {
        /// Not sore.
        case none
        /// Mildly sore.
        case mild
        /// Very sore: a reason to reduce intensity.
        case high
    }

    /// A one-time adjustment for this session that leaves the plan unchanged.
    public enum Override: Sendable, Hashable, Codable {
        /// Loads changed by a percentage (`override -10% weight "sick"`).
        case weightPercent(Double, reason: String?)
        /// Volume (sets) changed by a percentage (`override -30% volume`).
        case volumePercent(Double, reason: String?)
        /// An exercise left out (`override skip curl "no time"`).
        case skipExercise(String, reason: String?)
    }

    /// The calendar day of the session.
    public var date: LocalDate
    /// When it started, to the minute, if known.
    public var time: LocalTime?
    /// The program day performed (`"Press"`), or an app's workout title.
    public var dayName: String?
    /// Free text naming the program and week (`5/3/1 BBB week 1`).
    public var programReference: String?
    /// The content id of the plan snapshot performed against (a hex word).
    public var planSnapshotID: String?
    /// Mood before the session.
    public var mood: Mood?
    /// Energy before the session.
    public var energy: Energy?
    /// Soreness before the session.
    public var soreness: Soreness?
    /// Time available for the session, in minutes.
    public var availableMinutes: Int?
    /// Session RPE, 1 to 10.
    public var effort: Int?
    /// Bodyweight on the day.
    public var bodyweight: JournalWeight?
    /// How long the session took, in seconds.
    public var durationSeconds: Int?
    /// The session note.
    public var note: String?
    /// One-time adjustments applied to this session.
    public var overrides: [Override]
    /// Pain noted during the session.
    public var painFlags: [PainFlag]
    /// The exercises in the order performed.
    public var exercises: [ExercisePerformance]
    /// The blocks of rounds done (`amrap 20min: 7 rounds + 12 reps`), in order.
    public var rounds: [LoggedRounds] = []

    /// A session; only the date is required.
    public init(
        date: LocalDate, time: LocalTime? = nil, dayName: String? = nil, programReference: String? = nil,
        planSnapshotID: String? = nil, mood: Mood? = nil, energy: Energy? = nil, soreness: Soreness? = nil,
        availableMinutes: Int? = nil, effort: Int? = nil, bodyweight: JournalWeight? = nil,
        durationSeconds: Int? = nil, note: String? = nil, overrides: [Override] = [],
        painFlags: [PainFlag] = [], exercises: [ExercisePerformance] = []
    ) {
        self.date = date
        self.time = time
        self.dayName = dayName
        self.programReference = programReference
        self.planSnapshotID = planSnapshotID
        self.mood = mood
        self.energy = energy
        self.soreness = soreness
        self.availableMinutes = availableMinutes
        self.effort = effort
        self.bodyweight = bodyweight
        self.durationSeconds = durationSeconds
        self.note = note
        self.overrides = overrides
        self.painFlags = painFlags
        self.exercises = exercises
    }
}

extension JournalSession {
    /// Whether this session, the entry after `earlier` in a journal, is a later part of it:
    /// the same date, with the same day name or none, and not started more than
    /// ``partsWithinMinutes`` from it when both give a time. Each `log` appends an entry, so a
    /// session logged set by set is several entries of one date (docs/journal.md); a morning
    /// and an evening session with their times are two. An entry of back-off sets alone that
    /// names the same day continues it at any hour: back-offs follow a top set, and a session
    /// of its own would begin with its warm-ups or its work.
    public func continues(_ earlier: JournalSession) -> Bool {
        guard date == earlier.date, dayName.map({ $0.lowercased() == earlier.dayName?.lowercased() }) ?? true else { return false }
        guard let time, let started = earlier.time else { return true }
        return abs(time.minutesSinceMidnight - started.minutesSinceMidnight) <= Self.partsWithinMinutes
            || (dayName != nil && isBackoffsAlone)
    }

    /// Whether every set the session logs is a back-off (and it logs some).
    var isBackoffsAlone: Bool {
        !exercises.isEmpty && exercises.allSatisfy { exercise in
            !exercise.sets.isEmpty && exercise.sets.allSatisfy { $0.kind == .backoff }
        }
    }

    /// The longest a session logged in parts runs from its first entry's time to a later
    /// part's: three hours, longer than a long session and shorter than the gap between a
    /// morning and an evening one.
    public static let partsWithinMinutes = 180
}
