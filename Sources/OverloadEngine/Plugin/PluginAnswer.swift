import Overload
import OverloadSyntax

/// What a plugin that answers outside the replay (``ProgressionPlugin/answer(_:)``) is given:
/// the next session's inputs, the targets its rule's own progression gives, the rule's
/// history, and the runner that may start a process (nil without the lifter's consent).
public struct AnswerInput: Sendable {
    /// The next session's inputs, as ``ProgressionPlugin/prescribe(_:)`` gets them.
    public var prescribe: PrescribeInput
    /// The date looked from.
    public var date: LocalDate
    /// The rule as written after its plugin (`linear +2.5kg`): what answers when this does not.
    public var fallbackRule: String
    /// The targets ``fallbackRule`` gives.
    public var fallbackTargets: [SetPrescription]
    /// Every session of the exercise since the rule began.
    public var history: [ExplainStep]
    /// The plan's unit.
    public var unit: MassUnit
    /// Where the rule is written, for the reasons of its answer.
    public var rule: SourceRange
    /// Starts a program's external plugins; nil when the lifter has not allowed it.
    public var runner: ExternalRunner?

    /// An answer's inputs.
    public init(
        prescribe: PrescribeInput, date: LocalDate, fallbackRule: String, fallbackTargets: [SetPrescription],
        history: [ExplainStep], unit: MassUnit, rule: SourceRange, runner: ExternalRunner?
    ) {
        self.prescribe = prescribe
        self.date = date
        self.fallbackRule = fallbackRule
        self.fallbackTargets = fallbackTargets
        self.history = history
        self.unit = unit
        self.rule = rule
        self.runner = runner
    }
}

/// A plugin's own answer for the next session: its targets, the changes it says it made
/// (nil keeps the rule's own reasons), or a warning when its rule's fallback answered instead.
public struct PluginAnswer: Sendable {
    /// The targets.
    public var sets: [SetPrescription]
    /// The changes the answer says it made, each with its reason; nil when the fallback answered.
    public var changes: [StateChange]?
    /// Why the fallback answered, for the lifter.
    public var warning: String?
    /// Who answered, as the reasons name it (`coach: load 100 kg -> 105 kg: ...`).
    public var answeredBy: String
    /// What the plugin asks the lifter to weigh with its answer, as a reason value (an
    /// external plugin's `"suggestion"`: ``Reason/Cause/external(_:)``); nil when it asks nothing.
    public var suggestion: Reason?

    /// An answer.
    public init(
        sets: [SetPrescription], changes: [StateChange]? = nil, warning: String? = nil, answeredBy: String, suggestion: Reason? = nil
    ) {
        self.sets = sets
        self.suggestion = suggestion
        self.changes = changes
        self.warning = warning
        self.answeredBy = answeredBy
    }

    /// The answer's reasons as `next` lists them: `coach: load 100 kg -> 105 kg: why`, or
    /// `coach: no change`, then `coach suggests: why` when it asks; nil when the fallback answered.
    public var reasons: [String]? {
        changes.map { changes in
            let said = changes.isEmpty ? ["\(answeredBy): no change"] : changes.map { change in
                "\(answeredBy): \(change.what) \(change.before.map { $0 + " -> " } ?? "")\(change.after): \(change.reason)"
            }
            return said + (suggestion.map { ["\(answeredBy) suggests: \($0.text)"] } ?? [])
        }
    }
}
