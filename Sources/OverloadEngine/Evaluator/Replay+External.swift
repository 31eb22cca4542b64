import Overload

extension Replay {
    /// The targets of a rule with an external plugin (`coach else linear +2.5kg`): the plugin's
    /// answer when the runner is given and the answer passes the protocol's checks, otherwise
    /// the fallback's `sets` with a warning that says why. The plugin is asked once.
    func askExternal(
        _ plugin: ExternalPlugin, rule: ResolvedRule, id: String, planned: [SetPrescription], fallback sets: [SetPrescription],
        calendar: ProgramCalendar, loads: LoadTool
    ) -> (sets: [SetPrescription], reasons: [String]?, warning: String?) {
        let fallback = "\(rule.text) answered"
        guard let runner else {
            return (sets, nil, "\(plugin.name) was not run: a program's plugins run only when you allow them "
                + "(--allow-exec, or OVERLOAD_ALLOW_EXEC=1); \(fallback)")
        }
        let request = ExternalProtocol.json(ExternalProtocol.Request(
            plugin: plugin, date: date, exercise: loads.exercise, calendar: calendar, planned: planned,
            fallbackRule: rule.text, fallbackTargets: sets, state: states[id] ?? PluginState(), history: steps[id] ?? [],
            unit: program.snapshot.unit))
        switch runner.run(plugin, request) {
        case .failed(let reason):
            return (sets, nil, "\(plugin.name) failed: \(reason); \(fallback)")
        case .answered(let json, let said):
            do {
                let response = try ExternalResponse(json, planned: planned, loads: loads)
                let reasons = response.changes.isEmpty
                    ? ["\(plugin.name): no change"]
                    : response.changes.map { change in
                        "\(plugin.name): \(change.what) \(change.before.map { $0 + " -> " } ?? "")\(change.after): \(change.reason)"
                    }
                return (response.sets, reasons, nil)
            } catch {
                let quoted = said.map { "; it said: \($0)" } ?? ""
                return (sets, nil, "\(plugin.name) gave an answer that is not valid: \(error.reason)\(quoted); \(fallback)")
            }
        }
    }
}
