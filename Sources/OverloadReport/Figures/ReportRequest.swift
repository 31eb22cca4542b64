import Overload

/// What the report is asked for: the day, the span, the lifts and the unit.
public struct ReportRequest: Sendable, Hashable {
    /// The day the report is for: entries after it are left out.
    public var today: LocalDate
    /// Only entries on or after this day are shown (the rules still read the whole journal).
    public var since: LocalDate?
    /// Only these exercises (matched through the catalog, as `history` matches); every one when empty.
    public var exercises: [String]
    /// The unit loads are shown in; the journal's (else kilograms) when nil.
    public var unit: MassUnit?
    /// How a set's one-rep max is estimated.
    public var formula: E1RMFormula

    /// A request for `today`, over the whole journal unless `since` is given, for every
    /// exercise unless `exercises` names some, in `unit` (the journal's when nil).
    public init(today: LocalDate, since: LocalDate? = nil, exercises: [String] = [], unit: MassUnit? = nil,
                formula: E1RMFormula = .default) {
        self.today = today
        self.since = since
        self.exercises = exercises
        self.unit = unit
        self.formula = formula
    }
}

/// Why a report cannot be made.
public enum ReportError: Error, Sendable, Equatable {
    /// `--exercise` named an exercise the journal has no sets of.
    case noSets(exercise: String)
}
