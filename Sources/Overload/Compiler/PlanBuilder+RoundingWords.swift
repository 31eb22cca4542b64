import OverloadSyntax

extension PlanBuilder {
    /// The warning for a load the equipment cannot build, saying in which week and why the
    /// load is what it is: "in week 4, deload at 60%: 18.6 kg is lighter than the lightest
    /// load; using 20 kg". A week without a kind of its own is named by its number alone.
    func unbuildableLoadWords(target: String, using load: String, belowMinimum: Bool, kind: LoadKind) -> (message: String, help: String) {
        var when = "in week \(week.number)"
        if let weekKind = week.kind, weekKind != .regular, let modifiers = week.modifiers {
            let percent = modifiers.intensityPercent
            let shown = percent == percent.rounded() ? String(Int(percent)) : String(percent)
            when += ", \(weekKind.rawValue) at \(shown)%"
        }
        let what = belowMinimum
            ? "\(target) is lighter than the lightest load; using \(load)"
            : "\(target) cannot be built with this equipment; using \(load)"
        let help = switch kind {
        case .dumbbell, .kettlebell:
            "add lighter or heavier \(kind == .dumbbell ? "dumbbells" : "kettlebells") to the equipment block, or change the load"
        case .machine, .cable:
            "add the stack's steps to the equipment block, or change the load"
        case .barbell, .bodyweight, .none:
            "add plates or a lighter bar to the equipment block, or change the load"
        }
        return ("\(when): \(what)", help)
    }
}
