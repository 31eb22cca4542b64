import Overload
import OverloadSyntax

/// Where a plugin comes from, as `check` names them: a rule naming an unknown progression is
/// told the registry's own names, not the program's scripts.
public enum PluginOrigin: Sendable, Hashable {
    /// Given to the engine in its registry (the standard plugins, or a binary's own).
    case registry
    /// Declared by the program or a file it `use`s (a script progression).
    case program
}

/// A rule bound to its plugin: the plugin that runs it (the registered one, or a copy that
/// holds the rule's settings, as a script does) and its settings; nil with the diagnostics
/// when the rule cannot run.
public struct BoundRule: Sendable {
    /// The plugin that runs the rule; nil when the rule has an error.
    public var plugin: (any ProgressionPlugin)?
    /// The rule's settings, as ``ProgressionPlugin/prescribe(_:)`` and ``ProgressionPlugin/advance(_:)`` read them.
    public var arguments: RuleArguments
    /// What is wrong with the rule, or worth a warning.
    public var diagnostics: [Diagnostic]

    /// A rule bound (or not, with `plugin` nil).
    public init(plugin: (any ProgressionPlugin)?, arguments: RuleArguments = RuleArguments(), diagnostics: [Diagnostic] = []) {
        self.plugin = plugin
        self.arguments = arguments
        self.diagnostics = diagnostics
    }
}

extension ProgressionPlugin {
    /// The registry's: a plugin given to the engine.
    public var origin: PluginOrigin { .registry }

    /// A rule's words matched against ``ProgressionPlugin/syntax`` (E0502, E0503), then
    /// ``ProgressionPlugin/validate(_:range:)``; settings in parentheses are an error, since
    /// a plugin of the registry takes its settings as words.
    public func bind(_ binding: ProgressionBinding, atoms: [RuleAtom]) -> BoundRule {
        if !binding.callArguments.isEmpty {
            return BoundRule(plugin: nil, diagnostics: [.error(
                .ruleArgument, "'\(name)' takes its settings as words, not in parentheses", at: binding.pluginRange,
                help: "write it as in '\(syntax.usage(plugin: name))'")])
        }
        let (arguments, problems) = RuleMatcher(syntax: syntax, plugin: name).match(atoms, pluginRange: binding.pluginRange)
        let checked = problems.isEmpty ? validate(arguments, range: binding.range) : problems
        let runs = !checked.contains { $0.severity == .error }
        return BoundRule(plugin: runs ? self : nil, arguments: arguments, diagnostics: checked)
    }
}
