/// The lifter's decision on a suggested change: `2026-11-20 accept bench +5lb "felt easy"`.
///
/// Named `JournalDecision` rather than `Decision` so it cannot clash with the plan model's
/// decision on a suggested change.
public struct JournalDecision: Sendable, Hashable, Codable {
    /// What the lifter decided.
    public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apply the change to the next plan version.
        case accept
        /// Do not apply it.
        case reject
        /// Ask again before the next workout.
        case `defer`
    }

    /// The day of the decision.
    public var date: LocalDate
    /// Accept, reject or defer.
    public var verdict: Verdict
    /// The exercise the change is for.
    public var exercise: String
    /// The change as written (`+5lb`, `+1 set`).
    public var change: String
    /// The lifter's reason, if given.
    public var reason: String?

    /// A decision.
    public init(date: LocalDate, verdict: Verdict, exercise: String, change: String, reason: String? = nil) {
        self.date = date
        self.verdict = verdict
        self.exercise = exercise
        self.change = change
        self.reason = reason
    }
}
