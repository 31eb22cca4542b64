/// One difference between two plan snapshots, in prescription terms, located by week,
/// day, exercise and set.
public struct PlanChange: Sendable, Hashable, Codable {
    /// What changed, with the old and new values.
    public enum Kind: Sendable, Hashable, Codable {
        /// The week's kind changed (for example regular to deload).
        case weekKindChanged(from: WeekKind, to: WeekKind)
        /// The week's modifiers changed.
        case weekModifiersChanged(from: WeekModifiers, to: WeekModifiers)
        /// A day appears only in the new snapshot (including every day of a new week).
        case dayAdded
        /// A day appears only in the old snapshot.
        case dayRemoved
        /// An exercise appears only in the new day.
        case exerciseAdded
        /// An exercise appears only in the old day.
        case exerciseRemoved
        /// The number of sets changed.
        case setsChanged(from: Int, to: Int)
        /// A set's load changed (loadable value, exact value, source or plates).
        case loadChanged(from: LoadTarget?, to: LoadTarget?)
        /// A set's reps changed; also time or distance for sets measured that way.
        case repsChanged(from: SetWork, to: SetWork)
        /// A set's target RPE changed.
        case rpeChanged(from: Double?, to: Double?)
        /// A set's rest changed, in seconds.
        case restChanged(from: Int?, to: Int?)
        /// A distance set's pace or time target changed (`@ 5:30/km`, `in 27:30`).
        case goalChanged(from: WorkGoal?, to: WorkGoal?)
        /// A set's kind changed (for example regular to top).
        case setKindChanged(from: PrescribedSetKind, to: PrescribedSetKind)
        /// The exercise's rep-range policy changed.
        case repRangeChanged(from: RepRangePolicy, to: RepRangePolicy)
        /// The exercise's progression changed.
        case progressionChanged(from: ProgressionReference?, to: ProgressionReference?)
        /// The exercise became optional or required.
        case optionalChanged(from: Bool, to: Bool)
        /// A block of rounds appears only in the new day: its title and its round's items.
        case blockAdded(title: String, items: String)
        /// A block of rounds appears only in the old day.
        case blockRemoved(title: String, items: String)
        /// A block's kind, time or count of rounds changed: its titles before and after.
        case blockChanged(from: String, to: String)
        /// An item appears only in the new block (titled `block`).
        case blockItemAdded(block: String, item: String)
        /// An item appears only in the old block.
        case blockItemRemoved(block: String, item: String)
        /// An item's reps, time, distance or load changed.
        case blockItemChanged(block: String, from: String, to: String)
    }

    /// The week number.
    public let week: Int
    /// The day's name; `nil` for week-level changes.
    public let day: String?
    /// Which day of that name in the week, from 0: a week may hold two days of one name, and
    /// the change is about this one (in the new snapshot, or the old for a removed day).
    public let dayOccurrence: Int
    /// The exercise's name as written; `nil` for week- and day-level changes.
    public let exercise: String?
    /// The exercise's catalog id; `nil` with ``exercise``.
    public let exerciseID: String?
    /// Which line of the exercise in the day, from 0, counted by catalog id as the diff pairs
    /// them (`bench main` is 0 and `bench 5x10` is 1 in a day that has both); `nil` with
    /// ``exercise``.
    public let occurrence: Int?
    /// The set's index within the exercise, from 0; `nil` unless the change is about one set.
    public let setIndex: Int?
    /// How the set is named in text (`top set`, `set 2`, `backoff set 3`); `nil` with ``setIndex``.
    public let setLabel: String?
    /// The unit loads are shown in (the new snapshot's).
    public let unit: MassUnit
    /// What changed.
    public let kind: Kind

    /// Creates a change.
    public init(
        week: Int,
        day: String? = nil,
        dayOccurrence: Int = 0,
        exercise: String? = nil,
        exerciseID: String? = nil,
        occurrence: Int? = nil,
        setIndex: Int? = nil,
        setLabel: String? = nil,
        unit: MassUnit,
        kind: Kind
    ) {
        self.week = week
        self.day = day
        self.dayOccurrence = dayOccurrence
        self.exercise = exercise
        self.exerciseID = exerciseID ?? exercise
        self.occurrence = exercise == nil ? nil : (occurrence ?? 0)
        self.setIndex = setIndex
        self.setLabel = setLabel
        self.unit = unit
        self.kind = kind
    }
}
