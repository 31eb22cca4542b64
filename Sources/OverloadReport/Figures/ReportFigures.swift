import Overload

/// Every figure the report shows, worked out once from the journal (through `TrainingHistory`)
/// and, when a program is given, from the engine (through ``ReportEngine``). The page and the
/// JSON form are both written from this value, so they cannot disagree.
public struct ReportFigures: Sendable {
    /// The day the report is for: later entries are left out.
    public var today: LocalDate
    /// The first day shown, when `--since` was given.
    public var since: LocalDate?
    /// The unit of every load.
    public var unit: MassUnit
    /// The program's name; nil without a program.
    public var programName: String?
    /// How many sessions the report covers.
    public var sessionCount: Int
    /// Section 1: the next session; nil without a program.
    public var next: NextFigures?
    /// Section 2: e1RM over time of the main lifts.
    public var lifts: [LiftFigures] = []
    /// Mondays of the weeks the program made deload weeks.
    public var deloadWeeks: [LocalDate] = []
    /// Plan versions made after the first (accepted suggestions), by date.
    public var programChanges: [DatedText] = []
    /// Section 3: records of every loaded exercise.
    public var records: [RecordFigures] = []
    /// Exercises with sets but no load to chart (chin-ups at bodyweight).
    public var unloaded: [String] = []
    /// Section 4: plan against done; nil without a program.
    public var adherence: AdherenceFigures?
    /// Section 5: hard sets per muscle group per week.
    public var muscleWeeks: [WeeklySeries] = []
    /// Section 5: tonnage per lift per week (working sets).
    public var tonnageWeeks: [WeeklySeries] = []
    /// Section 6: top-set RPE and stalls of the main lifts.
    public var effort: [EffortFigures] = []
    /// Section 7: bodyweight readings.
    public var bodyweight: [BodyweightPoint] = []
    /// Section 8: decided suggestions, by date.
    public var decisions: [DecisionFigures] = []
    /// Section 8: pain flags, by date.
    public var painFlags: [PainFlag] = []
}

/// A line of text on a date.
public struct DatedText: Sendable, Hashable {
    /// The day the line is about.
    public var date: LocalDate
    /// What happened that day (`plan v2: squat +5kg`).
    public var text: String
}

/// The next session as `next` shows it.
public struct NextFigures: Sendable {
    /// `A · cycle 1 · week 3`.
    public var heading: String
    /// The date the targets are for.
    public var date: LocalDate
    /// Each exercise: its name, its targets as plan text writes them, why, and warnings.
    public var exercises: [(name: String, targets: String, reasons: [String], warnings: [String])]
    /// Suggestions waiting for a decision, numbered as `suggest` numbers them.
    public var pending: [(number: Int, text: String)]
}

/// One main lift's e1RM over time.
public struct LiftFigures: Sendable {
    /// The lift's name as `history` gives it.
    public var name: String
    /// The best e1RM of each session (thinned to a week or month on long journals), and
    /// whether it was a record when it was set.
    public var points: [(date: LocalDate, value: Double, isRecord: Bool)]
    /// How `points` were thinned.
    public var thinning: SeriesThinning.Bucket
    /// The e1RM of the planned targets ahead, from the engine's applied plan.
    public var planned: [(date: LocalDate, value: Double)]
}

/// One exercise's records.
public struct RecordFigures: Sendable {
    /// The exercise's name as `history` gives it.
    public var name: String
    /// The heaviest load for 1 to 12 reps, where there is one.
    public var byReps: [RepRecord]
    /// The best estimate.
    public var bestE1RM: E1RMRecord?
    /// The heaviest set lifted, at any reps.
    public var heaviest: RepRecord?
}

/// The plan against what was done.
public struct AdherenceFigures: Sendable {
    /// One day of the calendar with a session or a planned day missed.
    public struct Day: Sendable, Hashable {
        /// Whether the program placed the session.
        public enum Kind: String, Sendable, Hashable {
            /// A session the program placed.
            case planned
            /// A session outside the plan (no day of it, or no rule-bound exercise).
            case extra
        }
        /// The day of the session.
        public var date: LocalDate
        /// Planned or extra.
        public var kind: Kind
        /// Prescribed work sets of the exercises the rules follow.
        public var prescribed: Int
        /// How many of the prescribed work sets were done (not skipped).
        public var done: Int
    }

    /// One week: sessions, sets and days missed.
    public struct Week: Sendable, Hashable {
        /// The Monday that starts the week.
        public var monday: LocalDate
        /// Sessions logged in the week, planned and extra.
        public var sessions: Int
        /// Prescribed work sets of the week's planned sessions.
        public var prescribed: Int
        /// How many of them were done.
        public var done: Int
        /// Planned days the week had but the journal does not.
        public var missed: Int
        /// Done as a share of prescribed, in percent; nil when nothing was prescribed.
        public var percent: Int? { prescribed > 0 ? Int((Double(done) / Double(prescribed) * 100).rounded()) : nil }
    }

    /// Each day with a session, oldest first.
    public var days: [Day]
    /// Each week from the first placed session's to this one, oldest first.
    public var weeks: [Week]
}

/// A value per week for one series (a muscle group's hard sets, a lift's tonnage).
public struct WeeklySeries: Sendable, Hashable {
    /// The muscle group (`front delts`) or the lift.
    public var name: String
    /// Weeks with a value, by Monday.
    public var weeks: [(monday: LocalDate, value: Double)]

    /// Equal names and equal weeks (a tuple array is not `Equatable` by itself).
    public static func == (left: WeeklySeries, right: WeeklySeries) -> Bool {
        left.name == right.name && left.weeks.map(\.monday) == right.weeks.map(\.monday)
            && left.weeks.map(\.value) == right.weeks.map(\.value)
    }

    /// Hashes the name and the values, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(weeks.map(\.value))
    }
}

/// A main lift's effort: the top set's RPE where logged, and a stall.
public struct EffortFigures: Sendable {
    /// The lift's name as `history` gives it.
    public var name: String
    /// The top set's RPE of each session that logged one (thinned, the hardest kept, on long journals).
    public var rpe: [(date: LocalDate, value: Double)]
    /// The best e1RM of each of the last three weeks with sessions, oldest first.
    public var recentWeeks: [(monday: LocalDate, value: Double)]
    /// How far the best e1RM moved over them, in percent; nil with fewer than three weeks.
    public var movedPercent: Double?
    /// Whether it moved less than ``EffortFigures/stallPercent``.
    public var isStalled: Bool { movedPercent.map { $0 < Self.stallPercent } ?? false }
    /// Below this much movement in three weeks a lift is flagged as stalled.
    public static let stallPercent = 1.5
}

/// A bodyweight reading and the average of the readings of the seven days ending on it.
public struct BodyweightPoint: Sendable, Hashable {
    /// The day of the weighing.
    public var date: LocalDate
    /// The bodyweight, in the report's unit.
    public var value: Double
    /// The mean of the readings of this day and the six before it (those before `--since`
    /// too), as `history JOURNAL bodyweight` gives it.
    public var average: Double
}

/// A decided suggestion and how it went.
public struct DecisionFigures: Sendable, Hashable {
    /// The day the suggestion was made.
    public var suggested: LocalDate
    /// The day it was decided, where the journal says.
    public var decided: LocalDate?
    /// The exercise it changes.
    public var exercise: String
    /// The change, as `suggest` words it.
    public var change: String
    /// `accepted`, `rejected` or `deferred`.
    public var verdict: String
    /// How an accepted change went, once the engine has judged it (docs/coaching.md).
    public var outcome: String?
    /// Why the outcome is what it is.
    public var outcomeReason: String?
}
