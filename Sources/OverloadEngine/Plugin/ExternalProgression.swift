import Overload
import OverloadSyntax

/// A rule with an external plugin asked first (`coach else linear +2.5kg`), as a plugin like
/// any other: its fallback replays the journal (its state, changes and reasons are the
/// fallback's), and the next session's targets are the external plugin's answer when the
/// runner is given and the answer passes the protocol's checks, otherwise the fallback's with
/// a warning that says why (docs/plugins.md, "External plugins"). Nothing runs without the
/// runner, which the command line gives only with `--allow-exec`.
public struct ExternalProgression: ProgressionPlugin {
    /// The external plugin the program declares.
    public let external: ExternalPlugin
    /// The rule's own progression, which replays the journal and answers when the external one does not.
    public let fallback: any ProgressionPlugin

    /// A rule's external plugin in front of its fallback.
    public init(_ external: ExternalPlugin, fallback: any ProgressionPlugin) {
        self.external = external
        self.fallback = fallback
    }

    public var name: String { fallback.name }
    public var summary: String { fallback.summary }
    public var syntax: RuleSyntax { fallback.syntax }
    public var origin: PluginOrigin { fallback.origin }
    public var entersWeeks: Bool { fallback.entersWeeks }
    public var movesOnCalendar: Bool { fallback.movesOnCalendar }
    public var mayAsk: Bool { fallback.mayAsk }
    /// The external plugin answers the next session.
    public var answersOutside: Bool { true }

    public func bind(_ binding: ProgressionBinding, atoms: [RuleAtom]) -> BoundRule {
        var bound = fallback.bind(binding, atoms: atoms)
        bound.plugin = bound.plugin.map { ExternalProgression(external, fallback: $0) }
        return bound
    }

    public func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        fallback.validate(arguments, range: range)
    }

    public func prescribe(_ input: PrescribeInput) -> [SetPrescription] { fallback.prescribe(input) }
    public func advance(_ input: SessionInput) -> PluginStep { fallback.advance(input) }
    public func enterWeek(_ input: CalendarInput) -> PluginStep { fallback.enterWeek(input) }

    public func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool {
        fallback.entersWeek(from: from, to: to, arguments: arguments)
    }

    public func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double? {
        fallback.rpeCap(at: calendar, arguments: arguments)
    }

    /// The external plugin's answer, asked once; the fallback's targets with a warning when it
    /// was not run (no consent), failed, or answered something that does not pass the checks.
    public func answer(_ input: AnswerInput) -> PluginAnswer? {
        let sets = input.fallbackTargets
        let fallback = "\(input.fallbackRule) answered"
        guard let runner = input.runner else {
            return PluginAnswer(sets: sets, warning: "\(external.name) was not run: a program's plugins run only when you allow them "
                + "(--allow-exec, or OVERLOAD_ALLOW_EXEC=1); \(fallback)", answeredBy: external.name)
        }
        let prescribe = input.prescribe
        let request = ExternalProtocol.json(ExternalProtocol.Request(
            plugin: external, date: input.date, exercise: prescribe.exercise, calendar: prescribe.calendar,
            planned: prescribe.planned, fallbackRule: input.fallbackRule, fallbackTargets: sets, state: prescribe.state,
            history: input.history, unit: input.unit))
        switch runner.run(external, request) {
        case .failed(let reason):
            return PluginAnswer(sets: sets, warning: "\(external.name) failed: \(reason); \(fallback)", answeredBy: external.name)
        case .answered(let json, let said):
            do {
                let response = try ExternalResponse(json, planned: prescribe.planned, loads: prescribe.loads)
                let changes = response.changes.map { change in
                    var change = change
                    change.why.rule = input.rule
                    return change
                }
                var suggestion = response.suggestion
                suggestion?.rule = input.rule
                return PluginAnswer(sets: response.sets, changes: changes, answeredBy: external.name, suggestion: suggestion)
            } catch {
                let quoted = said.map { "; it said: \($0)" } ?? ""
                return PluginAnswer(sets: sets, warning: "\(external.name) gave an answer that is not valid: \(error.reason)\(quoted); \(fallback)", answeredBy: external.name)
            }
        }
    }
}
