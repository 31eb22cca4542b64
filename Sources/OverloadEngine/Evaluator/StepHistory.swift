import Overload

/// Which judged sessions an evaluation keeps for ``Evaluation/steps``.
public enum StepHistory: Sendable, Hashable {
    /// Every session of every exercise a rule binds, as `explain` shows them.
    case all
    /// Each exercise's latest step only (every one under a rule with an external plugin,
    /// whose request carries them): what the next targets' reasons and coaching read.
    case latest
    /// Every step on or after the day, and before it what ``latest`` keeps: what the report
    /// reads, whose calendar and weekly figures cover its last weeks only. The days of deload
    /// weeks before it are kept as dates (``Evaluation/deloadDates``).
    case from(LocalDate)
}
