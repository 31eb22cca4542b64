/// An exercise's sets in the language's own notation, for one line of output:
/// `5 @ 90lb, 5 @ 105lb, 5+ @ 115lb`, `5x10 @ 60lb`, `3x8-12 @ rpe 8 rest 2m`.
public enum PrescriptionText {
    /// Consecutive identical sets are written once with a count (`3x5`).
    public static func sets(_ exercise: ExercisePrescription, unit: MassUnit) -> String {
        guard !exercise.sets.isEmpty else { return "no sets" }
        return exercise.setRuns.map { group($0.set, count: $0.count, unit: unit) }.joined(separator: ", ")
    }

    /// `count` sets like `set`, as one group: `3x5 @ 100kg rest 3m`, `top 1x3 @ rpe 8`.
    public static func group(_ set: SetPrescription, count: Int, unit: MassUnit) -> String {
        var text = ""
        switch set.kind {
        case .regular, .superset: break
        case .warmup, .top, .backoff, .drop, .failure: text += set.kind.rawValue + " "
        }
        text += (count == 1 ? "" : "\(count)x") + set.work.notation
        if let goal = set.goal { text += " " + goal.notation }
        var load: [String] = []
        if let target = set.load, target.source.isOfToday {
            // An estimate until today's top set is logged: written as the program wrote it.
            load.append(source(target.source))
        } else if let target = set.load {
            load.append(target.source == .bodyweightAdded
                ? BodyweightLoadText.notation(target.loadable, unit: unit)
                : NumberFormat.canonical(target.loadable) + unit.rawValue)
        } else if let pending = set.pendingLoad {
            load.append(source(pending))
        }
        if let rpe = set.rpe { load.append("rpe " + NumberFormat.canonical(rpe)) }
        if !load.isEmpty { text += " @ " + load.joined(separator: " ") }
        if let rest = set.restSeconds { text += " rest \(TimeSpan(seconds: rest))" }
        return text
    }

    /// A load the plan cannot compute yet, as the program wrote it.
    public static func source(_ source: LoadSource) -> String {
        switch source {
        case .absolute, .bodyweightAdded: "a load"
        case .percentOfTM(let percent), .percentOf1RM(let percent): NumberFormat.canonical(percent) + "%"
        case .rpe(let rpe): "rpe " + NumberFormat.canonical(rpe)
        case .relativeToTop(let percent): (percent > 0 ? "+" : "") + NumberFormat.canonical(percent) + "%"
        case .percentOfTop(let percent): NumberFormat.canonical(percent) + "% of top"
        case .percentOfLift(let percent, let lift, _): NumberFormat.canonical(percent) + "% of " + lift
        case .plus(let base, let amount): Self.source(base) + (amount < 0 ? " - " : " + ") + NumberFormat.canonical(abs(amount))
        case .today(.percentOfTop(let percent)): NumberFormat.canonical(percent) + "% of today"
        case .today(let share): Self.source(share) + " of today"
        }
    }
}
