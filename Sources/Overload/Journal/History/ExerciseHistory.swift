/// What one session did for one exercise: working sets, reps, volume and the best estimated
/// one-rep max, every load in the history's unit.
public struct ExerciseSessionSummary: Sendable, Hashable {
    /// The session's position among the sessions the history covers, from 0, so the
    /// summaries of one session can be gathered across exercises.
    public var sessionIndex: Int
    /// The session's day.
    public var date: LocalDate
    /// When it started, if known.
    public var time: LocalTime?
    /// The program day or workout title.
    public var dayName: String?
    /// Sets done, warm-ups and skipped sets left out.
    public var sets: Int
    /// Reps over those sets.
    public var reps: Int
    /// Load x reps over the loaded sets among them (bodyweight and added loads not counted).
    public var volume: Double
    /// The heaviest load lifted in a set that counts toward e1RM, if any.
    public var topLoad: Double?
    /// The best estimated one-rep max of the session, if any set counts toward it (for
    /// weighted and assisted sets, over bodyweight and the added load, when the journal has a
    /// bodyweight on or before the day).
    public var bestE1RM: Double?
    /// The RPE logged on the set at `topLoad` (the highest, when several sets share the load),
    /// if one was logged.
    public var topSetRPE: Double?
    /// The distance covered over the working sets, if any was logged.
    public var distance: ExactDistance?
    /// The time worked over the working sets (timed sets and distance sets' times), in seconds.
    public var workSeconds: Int?
    /// The fastest pace of a set logged with a distance and its time.
    public var bestPace: Pace?
    /// The highest load added to bodyweight (negative: the least assistance), if any.
    public var topAddedLoad: Double?
}

/// A set of load added to bodyweight (`dip +20kg x 8`; negative for assistance,
/// `pull-up -18kg x 8`).
public struct AddedLoadRecord: Sendable, Hashable {
    /// The added load, in the history's unit; negative for assistance.
    public var load: Double
    /// The reps.
    public var reps: Int
    /// The first day it was done.
    public var date: LocalDate
}

/// The heaviest load lifted for a number of reps, and when.
public struct RepRecord: Sendable, Hashable {
    /// The rep count.
    public var reps: Int
    /// The load, in the history's unit.
    public var load: Double
    /// The first day it was lifted.
    public var date: LocalDate
}

/// The best estimated one-rep max, the set it came from and when.
public struct E1RMRecord: Sendable, Hashable {
    /// The estimate, in the history's unit.
    public var value: Double
    /// The set's load.
    public var load: Double
    /// The set's reps.
    public var reps: Int
    /// The first day it was reached.
    public var date: LocalDate
}

/// Every session of one exercise and its personal records.
public struct ExerciseHistory: Sendable, Hashable {
    /// The catalog id, or nil for a name the catalog lacks.
    public var exerciseID: String?
    /// The name to show: the catalog's name in lowercase, or the name as written.
    public var name: String
    /// The sessions that include the exercise, oldest first.
    public var sessions: [ExerciseSessionSummary]
    /// The heaviest load at each rep count, by rep count.
    public var repRecords: [RepRecord]
    /// The best estimated one-rep max, if any set counts toward it.
    public var bestE1RM: E1RMRecord?
    /// Distance and time records, when any distance or timed set was logged.
    public var endurance: EnduranceRecords?
    /// The heaviest added load (the least assistance), when sets with added load were logged.
    public var topAddedLoad: AddedLoadRecord?
    /// The highest added load at each rep count, by rep count.
    public var addedLoadRecords: [AddedLoadRecord] = []
    /// Its labelled uses apart (`squat (volume)`), when some line has a label; else empty.
    public var uses: [ExerciseUse] = []
    /// The lift it is a variant of and the share of that lift's max, when the journal declares
    /// it one (`exercise paused squat: variant of squat at 90%`); the parent is named as the
    /// history names it (`variant of Squat` gives `squat`).
    public var variant: DeclaredVariant?

    /// The e1RM of each session that has one, oldest first: the points of a progress chart.
    public var e1RMSeries: [(date: LocalDate, value: Double)] {
        sessions.compactMap { session in session.bestE1RM.map { (session.date, $0) } }
    }
}
