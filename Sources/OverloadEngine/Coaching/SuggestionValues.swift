import Overload
import OverloadSyntax

/// What a suggested change rests on, as a value: the sets logged in the session that
/// prompted it, or the week of the program the calendar entered (a deload week, a new
/// cycle's training max). `suggest` writes it at the edge (`2026-03-02: 3x10 @ 150 lb`).
public enum SuggestionEvidence: Sendable, Hashable {
    /// The sets logged for the exercise in the session of `date`, in the order performed.
    case session(date: LocalDate, sets: [SetPerformance])
    /// The week the program entered on `date`: `week` of `cycle` (week 1: the cycle begins).
    case calendar(date: LocalDate, week: Int, cycle: Int)

    /// The day it is from.
    public var date: LocalDate {
        switch self {
        case .session(let date, _), .calendar(let date, _, _): date
        }
    }
}

/// How an exercise's calibrated step bore on a suggested increase (docs/coaching.md,
/// "Calibration"): the increase made by it instead of the rule's step, or a cut the
/// equipment cannot make, which leaves the rule's step.
public enum SuggestionCalibration: Sendable, Hashable {
    /// The increase is the calibrated step (`; the increase is calibrated to 2.5 lb (...)`).
    case calibrated(step: Mass, Reason.CalibrationCause)
    /// The cut the outcomes asked for is smaller than the equipment makes: the rule's step stays.
    case cannotMake(Reason.CalibrationCause)
}

/// The rule that made a suggestion: as written after `progress ...:`, and where.
public struct SuggestionRule: Sendable, Hashable {
    /// The rule as written: `linear +5lb, deload 10% after 3 fails`.
    public var text: String
    /// The `progress` line's place in the program.
    public var range: SourceRange

    /// A rule's text and place.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
