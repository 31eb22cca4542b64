import Overload

/// One version of the plan: the program's own (1), then one for each day suggestions were accepted.
public struct PlanVersion: Sendable, Hashable {
    /// 1, 2, 3...
    public var number: Int
    /// The content id of the plan with the version's targets applied.
    public var contentID: PlanContentID
    /// The version it was made from (nil for the program's own).
    public var sourceVersion: PlanContentID?
    /// Who made it: the lifter (the program) or the rule whose suggestions were accepted.
    public var createdBy: PlanCreator
    /// The day it was made (nil for the program's own).
    public var date: LocalDate?
    /// The changes it applied: `bench +5lb`.
    public var notes: [String]
}

/// What the coaching loop worked out over a journal: every suggestion (decided or not), the
/// plan's versions, and decisions that matched no suggestion.
public struct CoachingReport: Sendable {
    /// Every suggestion made, in the order made (replaced ones included, for the record).
    public var suggestions: [SuggestedChange] = []
    /// The plan's versions, oldest first (the program's own first); the last is current.
    public var versions: [PlanVersion] = []
    /// Decisions that answered no open suggestion, each with why.
    public var unmatched: [(decision: JournalDecision, reason: String)] = []
    /// The calibrated increase per exercise id, once an outcome has changed it.
    public var calibration: [String: Calibration] = [:]

    /// A report with no suggestions and the program's own version.
    public init() {}

    /// The suggestions waiting for a decision (new and deferred), in the order `suggest`
    /// numbers them: by date made, then as made.
    public var open: [SuggestedChange] {
        suggestions.filter { $0.status.isOpen }
    }

    /// The current version (nil only in an empty report).
    public var current: PlanVersion? { versions.last }
}
