import Overload
import OverloadSyntax

/// What a suggested change does to an exercise's targets (VillainArc's change types).
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    /// More load on the work sets (`+5lb`).
    case increaseWeight
    /// Less load on the work sets (`-10lb`).
    case decreaseWeight
    /// More reps (`+1 rep`).
    case increaseReps
    /// Fewer reps (`-4 reps`).
    case decreaseReps
    /// Longer rest (`+30s rest`).
    case increaseRest
    /// Shorter rest (`-30s rest`).
    case decreaseRest
    /// One or more sets more (`+1 set`).
    case addSet
    /// One or more sets fewer (`-1 set`).
    case removeSet
    /// A set of another kind (`set 3 backoff`).
    case changeSetKind
}

/// Where a suggested change is in its life: waiting, decided, or replaced by a newer one.
public enum SuggestionStatus: String, Sendable, Hashable {
    /// Made and not yet decided.
    case open
    /// Put off: asked again before the next session.
    case deferred
    /// Applied to the next plan version.
    case accepted
    /// Not applied; kept on record.
    case rejected
    /// A newer suggestion of the same exercise and kind took its place before a decision.
    case replaced

    /// Still waiting for a decision (new or deferred).
    public var isOpen: Bool { self == .open || self == .deferred }
}

/// How an accepted change went on the next session that did the exercise (VillainArc).
public enum ChangeOutcome: String, Sendable, Hashable {
    /// The new target was hit.
    case good
    /// The new target was missed.
    case tooAggressive
    /// The new target was beaten with ease.
    case tooEasy
    /// The lifter did not follow the change.
    case ignored
}

/// One change a rule with `ask` suggests for an exercise, with its evidence, its decision
/// and, once judged, its outcome.
public struct SuggestedChange: Sendable, Hashable {
    /// The day of the session that prompted it.
    public var date: LocalDate
    /// The exercise's catalog id.
    public var exerciseID: String
    /// The exercise as the plan names it.
    public var exercise: String
    /// What it changes.
    public var kind: ChangeKind
    /// The signed amount, in the change's own measure (plan unit, reps, seconds, sets);
    /// nil for a set-kind change.
    public var delta: Double?
    /// The plan's unit: the unit of a load change's delta and of the targets' and evidence's loads.
    public var unit: MassUnit
    /// The exercise's work targets before the change, as the rule prescribed them.
    public var targetsBefore: [SetPrescription]
    /// The exercise's work targets if the change is accepted.
    public var targetsAfter: [SetPrescription]
    /// What prompted it: the sets logged that session, or the week the calendar entered.
    public var grounds: SuggestionEvidence
    /// Why the rule suggests it: the rule's own reason (a script's `suggest`, else its last change's).
    public var why: Reason
    /// How the exercise's calibrated step bore on it (docs/coaching.md, "Calibration"); nil when it did not.
    public var calibration: SuggestionCalibration?
    /// The rule that suggested it: its text and its place in the program.
    public var rule: SuggestionRule
    /// Where it is in its life.
    public var status: SuggestionStatus
    /// When it was decided (the latest decision, a deferral included).
    public var decidedOn: LocalDate?
    /// The lifter's reason for the decision.
    public var decisionReason: String?
    /// The plan version it was applied in, when accepted.
    public var appliedInVersion: Int?
    /// How it went, once judged (accepted changes only).
    public var outcome: ChangeOutcome?
    /// The session that judged it.
    public var judgedOn: LocalDate?
    /// Why the outcome is what it is.
    public var outcomeReason: String?
    /// For a rejected change: the session on which the lifter did it anyway.
    public var doneAnywayOn: LocalDate?

    /// The rule's state values the change waits to apply (nil removes the value); shared by
    /// the changes one session made to one exercise, which are applied together.
    var pending: [String: PluginState.Value?]
    /// What it moves, before and after: a later session is compared with it (followed, ignored, done anyway).
    var measure: ChangeMeasure
    /// For a change a phrase acting on the calendar makes (a deload week): the week of the
    /// program it is for, which accepting lets the phrase act on.
    var calendarWeek: Int?
    /// For a rejected change: whether the first session after the rejection was compared with it.
    var anywayChecked = false
    /// The step of the rule that made it, shared by the changes one session (or one new week)
    /// made to one exercise, which are shown, numbered and decided as one (``CoachingReport/numberedOpen``).
    var step = 0
    /// For a change decided with another of its step: that change's text (`-1 rep`), so a later
    /// decision naming this one is known to be answered already.
    var decidedWith: String?

}
