import OverloadSyntax

extension ProgramDeclarations {
    /// `rpe chart brzycki`: the chart `@ rpe` loads are read from; an unknown name is E0129
    /// with the closest chart as its fix.
    mutating func setRPEChart(_ property: Property) {
        let atoms = property.clauses.first?.atoms ?? []
        let names = RPEChartName.allCases.map(\.rawValue)
        guard property.clauses.count == 1, atoms.count == 2, case .word(let name) = atoms[1] else {
            error(.unknownRPEChart, "'rpe chart' takes the name of a chart", at: property.range,
                  help: "choose one of " + names.joined(separator: ", ") + ", as in 'rpe chart rts'")
            return
        }
        guard let chart = RPEChartName(name: name.name) else {
            let suggestion = closestMatch(to: name.name.lowercased(), in: names + ["tuchscherer"])
            error(.unknownRPEChart, "unknown RPE chart '\(name.name)'", at: name.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: name.range, with: $0)] } ?? [],
                  help: "choose one of " + names.joined(separator: ", ") + " (docs/language.md, RPE charts)")
            return
        }
        rpeChart = chart
    }
}
