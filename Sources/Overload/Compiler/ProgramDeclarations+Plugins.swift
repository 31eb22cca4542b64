extension ProgramDeclarations {
    /// Records a `plugin` line; a second of one name is E0532, a timeout that is not a time
    /// from 0.1 s to 60 s E0531.
    mutating func declarePlugin(_ declaration: PluginDeclaration) {
        let key = declaration.name.name.lowercased()
        if let earlier = plugins[key] {
            error(.duplicatePlugin, "a plugin named '\(declaration.name.name)' is already declared", at: declaration.name.range,
                  notes: [DiagnosticNote("the first", at: earlier.range)], help: "give each plugin its own name")
            return
        }
        var seconds = ExternalPlugin.defaultTimeoutSeconds
        if let timeout = declaration.timeout {
            let limits = ExternalPlugin.timeoutLimits
            let value: Double? = switch timeout.unit {
            case .s?: timeout.value
            case .min?, .m?: timeout.value * 60
            default: nil
            }
            if let value, timeout.sign == nil, limits.contains(value) {
                seconds = value
            } else {
                // Still declared (with the default), so its rules are not reported as well.
                error(.invalidPluginTimeout, "a plugin's timeout must be a time from 0.1 s to 60 s", at: timeout.range,
                      label: value == nil ? "not a time" : "out of range",
                      help: "give the longest one call may take, in seconds, as in 'timeout 2s'")
            }
        }
        plugins[key] = ExternalPlugin(name: declaration.name.name, path: declaration.path.value, timeoutSeconds: seconds,
                                      range: declaration.range, nameRange: declaration.name.range)
    }

    /// The declared plugin a rule asks first (`coach else ...`), or nil with E0533; and a rule
    /// that names a declared plugin without `else` is E0534 (it needs a fallback).
    mutating func externalPlugin(of rule: ProgressRule) -> (plugin: ExternalPlugin?, ok: Bool) {
        guard let use = rule.external else {
            if case .word(let word)? = rule.clauses.first?.firstAtom, let plugin = plugins[word.name.lowercased()] {
                askedPlugins.insert(plugin.name.lowercased())
                error(.invalidFallback, "the plugin '\(plugin.name)' needs a built-in fallback", at: word.range,
                      label: "what answers when it does not run?",
                      fixIts: [FixIt(replace: .empty(at: word.range.end), with: " else linear")],
                      help: "an external plugin runs only when allowed; write the rule that answers otherwise, "
                        + "as in 'progress squat: \(plugin.name) else linear +2.5kg'")
                return (nil, false)
            }
            return (nil, true)
        }
        guard let plugin = plugins[use.name.name.lowercased()] else {
            let suggestion = closestMatch(to: use.name.name, in: plugins.values.map(\.name))
            // The plugin meant is likely declared: W0530 would only repeat this error.
            askedPlugins.insert(suggestion?.lowercased() ?? use.name.name.lowercased())
            error(.undeclaredPlugin, "no plugin named '\(use.name.name)' is declared", at: use.name.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: use.name.range, with: $0)] } ?? [],
                  help: "declare it with a 'plugin' line, as in 'plugin \(use.name.name) exec \"./\(use.name.name).sh\" timeout 2s'")
            return (nil, false)
        }
        askedPlugins.insert(plugin.name.lowercased())
        return (plugin, true)
    }

    /// A plugin no rule asks is a warning at its name: it never runs (a rule left behind).
    mutating func reportUnusedPlugins() {
        for plugin in plugins.values.sorted(by: { $0.range.start < $1.range.start })
        where !askedPlugins.contains(plugin.name.lowercased()) {
            warning(.unusedPlugin, "no rule asks the plugin '\(plugin.name)'", at: plugin.nameRange,
                    label: "it never runs",
                    help: "ask it in a rule, as in 'progress squat: \(plugin.name) else linear +2.5kg', or remove the line")
        }
    }
}
