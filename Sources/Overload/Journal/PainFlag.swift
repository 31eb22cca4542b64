/// Pain or discomfort the lifter noted: `pain "right shoulder" moderate bench`.
///
/// A flag stands inside a session or alone on a date, and is resolved on a later date
/// (`2026-11-28 resolved "right shoulder"`).
public struct PainFlag: Sendable, Hashable, Codable {
    /// How bad the pain is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// Noticeable; training continues.
        case mild
        /// Worth a warning before loading the area.
        case moderate
        /// The exercise should be swapped.
        case severe
    }

    /// The day the pain was noted.
    public var date: LocalDate
    /// The body part in the lifter's words (`"lower back"`).
    public var bodyPart: String
    /// How bad it is.
    public var severity: Severity
    /// The exercise that caused or aggravated it, if any.
    public var exercise: String?
    /// The day it was marked resolved, if it has been.
    public var resolvedDate: LocalDate?

    /// A pain flag.
    public init(
        date: LocalDate, bodyPart: String, severity: Severity, exercise: String? = nil,
        resolvedDate: LocalDate? = nil
    ) {
        self.date = date
        self.bodyPart = bodyPart
        self.severity = severity
        self.exercise = exercise
        self.resolvedDate = resolvedDate
    }
}
