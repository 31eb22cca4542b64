import Overload

extension Replay {
    /// What the equipment cannot make, said beside the targets: a work target heavier than
    /// the heaviest load it makes (the rule's load kept, the target stopped at that load), and
    /// a load lifted in the exercise's latest session beyond it, with the `equipment:` line
    /// that would make it. Nothing is said when the equipment makes both.
    func equipmentWarnings(_ sets: [SetPrescription], of id: String, name: String, loads: LoadTool) -> [String] {
        var warnings: [String] = []
        var heaviestTarget: Double?
        for set in sets where set.kind != .warmup {
            guard let load = set.load, load.exact > (heaviestTarget ?? -.infinity) else { continue }
            heaviestTarget = load.exact
        }
        if let exact = heaviestTarget,
           let source = sets.first(where: { $0.load?.exact == exact })?.load?.source,
           let limit = loads.limit(exact, source: source) {
            warnings.append("\(name): " + limit.targetWarning)
        }
        let lifted = (steps[id]?.last?.sets ?? []).compactMap { set -> Double? in
            guard set.kind != .warmup, !set.isSkipped, !set.isAddedLoad, let load = set.load else { return nil }
            return loads.value(load.mass)
        }.max()
        if let lifted, warnings.isEmpty || lifted > (heaviestTarget ?? 0), let limit = loads.limit(lifted) {
            warnings.append("\(name): " + limit.loggedWarning)
        }
        return warnings
    }
}
