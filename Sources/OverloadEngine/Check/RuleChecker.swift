import Overload
import OverloadSyntax

/// A `progress` rule read against the registry: the plugin that runs it and its settings.
public struct ResolvedRule: Sendable {
    /// The rule's values, held by one reference: a replay hands a rule to every session and
    /// every new week, and a copy of the values retained each of their references.
    private struct Fields: Sendable {
        var binding: ProgressionBinding
        var plugin: any ProgressionPlugin
        var arguments: RuleArguments
        var asks: Bool
        var calibration: CalibrationSettings
        var calendarHeld: RuleArguments?
        var calendarClauses: [String]
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(binding: ProgressionBinding, plugin: any ProgressionPlugin, arguments: RuleArguments, asks: Bool = false,
         calibration: CalibrationSettings = .standard, calendarHeld: RuleArguments? = nil, calendarClauses: [String] = []) {
        storage = Storage(Fields(binding: binding, plugin: plugin, arguments: arguments, asks: asks, calibration: calibration,
                                 calendarHeld: calendarHeld, calendarClauses: calendarClauses))
    }

    /// A value changed: the storage is shared by copies, so it is replaced, never written.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }

    /// The rule as the compiler typed it.
    public var binding: ProgressionBinding {
        get { storage.fields.binding }
        set { change { $0.binding = newValue } }
    }
    /// The plugin that runs it.
    public var plugin: any ProgressionPlugin {
        get { storage.fields.plugin }
        set { change { $0.plugin = newValue } }
    }
    /// Its settings.
    public var arguments: RuleArguments {
        get { storage.fields.arguments }
        set { change { $0.arguments = newValue } }
    }
    /// Whether the rule ends with `ask`: it suggests changes for the lifter to decide on
    /// instead of making them (docs/coaching.md).
    public var asks: Bool {
        get { storage.fields.asks }
        set { change { $0.asks = newValue } }
    }
    /// How the rule's suggested increases are calibrated by their outcomes (the defaults
    /// unless written after `ask`).
    public var calibration: CalibrationSettings {
        get { storage.fields.calibration }
        set { change { $0.calibration = newValue } }
    }
    /// For a rule with `ask` that wrote a phrase acting on the calendar (`deload every 8
    /// weeks`): its arguments without that phrase, which hold until a week's change is
    /// accepted (docs/coaching.md); nil otherwise.
    public var calendarHeld: RuleArguments? {
        get { storage.fields.calendarHeld }
        set { change { $0.calendarHeld = newValue } }
    }
    /// The written clauses of the phrases ``calendarHeld`` leaves out: `deload every 8 weeks`.
    public var calendarClauses: [String] {
        get { storage.fields.calendarClauses }
        set { change { $0.calendarClauses = newValue } }
    }

    /// The rule as written after `progress ...:`, for explanations: `linear +5lb, deload 10% after 3 fails`.
    public var text: String {
        if !binding.callArguments.isEmpty {
            let arguments = binding.callArguments.map { argument in
                (argument.label.map { $0.name + " = " } ?? "") + SourceFormatter.expression(argument.value)
            }
            return plugin.name + "(" + arguments.joined(separator: ", ") + ")"
        }
        let arguments = binding.argumentText
        return arguments.isEmpty ? plugin.name : plugin.name + " " + arguments
    }

    /// ``text`` with the external plugin asked first, as the `progress` line writes it:
    /// `coach else linear +2.5kg`.
    public var asWritten: String {
        binding.external.map { "\($0.name) else \(text)" } ?? text
    }
}

/// Checks every `progress` rule of a program against the plugins that can run it: an
/// unknown progression (with a did-you-mean), arguments that do not fit, a required one left
/// out, the coaching clauses (`ask` and its calibration). A script progression (declared with `progression`, here or in a `use`d file, and
/// registered as a ``ScriptProgression``) takes its arguments in parentheses. A rule ending in
/// `ask` suggests its changes instead of making them (docs/coaching.md). Nothing is dropped
/// without a word.
public enum RuleChecker {
    /// The rules that can run, and a diagnostic for every other one.
    /// - Parameter scripts: the names of script progressions the program declares or `use`s.
    public static func resolve(
        _ bindings: [ProgressionBinding], registry: PluginRegistry, scripts: Set<String> = []
    ) -> (rules: [ResolvedRule], diagnostics: [Diagnostic]) {
        var rules: [ResolvedRule] = []
        var diagnostics: [Diagnostic] = []
        for binding in bindings {
            let coaching = AskClauses.read(binding.atoms)
            let atoms = coaching.ruleAtoms
            let asks = coaching.asks
            diagnostics += coaching.diagnostics
            guard let plugin = registry.plugin(named: binding.plugin) else {
                // A script whose own check failed is not registered; its errors are reported in its file.
                if !scripts.contains(binding.plugin.lowercased()) {
                    diagnostics.append(unknown(binding, registry: registry, scripts: scripts))
                }
                continue
            }
            // A rule with an external plugin asked first runs behind it, as any plugin runs.
            let bound = binding.external.map { ExternalProgression($0, fallback: plugin) }?.bind(binding, atoms: atoms)
                ?? plugin.bind(binding, atoms: atoms)
            diagnostics += bound.diagnostics
            if let runs = bound.plugin, coaching.diagnostics.isEmpty {
                var rule = ResolvedRule(binding: binding, plugin: runs, arguments: bound.arguments, asks: asks,
                                        calibration: coaching.calibration)
                if asks { AskClauses.holdCalendarPhrases(of: &rule, atoms: atoms) }
                rules.append(rule)
            }
        }
        return (rules, diagnostics)
    }

    /// The diagnostics of a compiled program's rules, for `overload check`: ``check(_:registry:scripts:)``
    /// and each rule's step against the work of its exercises (``RuleWorkCheck``).
    public static func check(_ program: CompiledProgram, registry: PluginRegistry, scripts: Set<String> = []) -> [Diagnostic] {
        let (rules, diagnostics) = resolve(program.progressions, registry: registry, scripts: scripts)
        return diagnostics + RuleWorkCheck.check(rules, program: program) + WeekCountCheck.check(rules, program: program)
    }

    /// Only the diagnostics, for `overload check`.
    public static func check(_ bindings: [ProgressionBinding], registry: PluginRegistry, scripts: Set<String> = []) -> [Diagnostic] {
        resolve(bindings, registry: registry, scripts: scripts).diagnostics
    }

    static func unknown(_ binding: ProgressionBinding, registry: PluginRegistry, scripts: Set<String>) -> Diagnostic {
        let known = Array(Set(registry.names + scripts.sorted())).sorted()
        let suggestion = closestMatch(to: binding.plugin, in: known)
        let builtIn = "the built-in progressions are \(builtInNames(registry).joined(separator: ", "))"
        // After `coach else`, the name is the fallback's, which must run inside overload.
        if let external = binding.external {
            return .error(
                .unknownFallback, "the fallback of '\(external.name)' names no progression: '\(binding.plugin)'",
                at: binding.pluginRange, label: suggestion.map { "did you mean '\($0)'?" },
                fixIts: suggestion.map { [FixIt(replace: binding.pluginRange, with: $0)] } ?? [],
                help: "the fallback answers whenever '\(external.name)' does not; \(builtIn)")
        }
        return .error(
            .unknownProgression, "no progression named '\(binding.plugin)'", at: binding.pluginRange,
            label: suggestion.map { "did you mean '\($0)'?" },
            fixIts: suggestion.map { [FixIt(replace: binding.pluginRange, with: $0)] } ?? [],
            help: builtIn + "; a script progression "
                + "is declared with 'progression \(binding.plugin)(...):' or brought in with 'use \"file.lift\"'")
    }

    /// The registry's names without the program's scripts.
    static func builtInNames(_ registry: PluginRegistry) -> [String] {
        registry.names.filter { registry.plugin(named: $0)?.origin == .registry }
    }
}
