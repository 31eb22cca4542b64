/// Renders a plan as text a lifter reads at the gym: per day, each exercise's sets as
/// `sets × reps  load`, with the percentage it came from, RPE, rest, and optionally plates.
public struct PlanText: Sendable {
    /// Show plates per side for barbell loads.
    public var showPlates: Bool
    /// The lifter's recent pace, in seconds per kilometre by exercise id, that a day's
    /// estimated length counts distance work at (the exercise's default pace where none).
    public var paces: [String: Int]
    /// The sets already lifted today, by exercise id, as their `index`, each with the load it
    /// was logged with: in a session in progress, the top set `next` shows at the load as
    /// logged (`465 lb` in a kg program too), marked `logged` and `done`.
    public var done: [String: [Int: Mass]]

    public init(showPlates: Bool = false, paces: [String: Int] = [:], done: [String: [Int: Mass]] = [:]) {
        self.showPlates = showPlates
        self.paces = paces
        self.done = done
    }

    /// The whole plan, or the weeks and day asked for.
    ///
    /// - Parameter planID: the id to show, when the snapshot is the plan converted to another
    ///   unit for display: the plan a journal records is the program's own, whatever unit it
    ///   is shown in. With a `planID`, the heading says which unit the loads are shown in.
    public func render(_ snapshot: PlanSnapshot, weeks: [Int]? = nil, day: String? = nil, planID: PlanContentID? = nil) -> String {
        let title = snapshot.programName.isEmpty ? "Plan" : snapshot.programName
        var output = "\(title) · \(plural(snapshot.weekCount, "week")) · plan \((planID ?? snapshot.contentID).short)"
        // A later version says where it came from; the program's own plan is version 1.
        if snapshot.version > 1 {
            output += " v\(snapshot.version), from \(snapshot.sourceVersion?.short ?? "?") by \(snapshot.createdBy)"
            if !snapshot.notes.isEmpty { output += ": \(snapshot.notes)" }
        }
        if planID != nil { output += " · loads in \(snapshot.unit.rawValue)" }
        output += "\n"
        for week in snapshot.weeks where weeks?.contains(week.number) ?? true {
            let days = week.days.filter { day == nil || $0.name.lowercased() == day?.lowercased() }
            guard !days.isEmpty else { continue }
            output += "\nWeek \(week.number)" + PlanText.weekLabel(week) + "\n"
            for plannedDay in days { output += render(plannedDay, unit: snapshot.unit) }
        }
        return output
    }

    /// One day: its name and estimated length, then a row per run of like sets.
    public func render(_ day: PlannedDay, unit: MassUnit) -> String {
        let output = "\n  \(day.name) · about \(PlanText.minutes(day.estimatedDuration(paces: paces)))\n"
        var rows: [[String]] = []
        for item in day.items {
            switch item {
            case .exercise(let exercise):
                rows += rowsFor(exercise, unit: unit, prefix: "")
            case .superset(let exercises, let roundRestSeconds):
                // The rest after each round sits where an exercise's rest after each set does.
                rows.append(["superset:", "", "", "", roundRestSeconds.map { "rest " + TimeSpan(seconds: $0).readable } ?? ""])
                for exercise in exercises { rows += rowsFor(exercise, unit: unit, prefix: "  ") }
            case .break(let seconds):
                rows.append(["break " + TimeSpan(seconds: seconds).readable, "", "", "", ""])
            case .rounds(let block):
                rows.append([block.title + ":", "", "", "", block.turnText ?? ""])
                for exercise in block.items { rows += rowsFor(exercise, unit: unit, prefix: "  ") }
            }
        }
        return output + PlanText.table(rows, indent: "    ")
    }

    func rowsFor(_ exercise: ExercisePrescription, unit: MassUnit, prefix: String) -> [[String]] {
        let name = prefix + exercise.name + (exercise.isOptional ? " (optional)" : "")
        if exercise.sets.isEmpty { return [[name, "", "", "", ""]] }
        let done = self.done[exercise.exerciseID] ?? [:]
        return exercise.setRuns.enumerated().map { position, run in
            let logged = done[run.set.index]
            let isDone = logged != nil
            return [position == 0 ? name : "", "\(run.count) × " + run.set.work.description + (run.set.goal.map { " " + $0.description } ?? ""),
                    logged?.description ?? load(run.set, unit: unit),
                    isDone ? "logged" : source(run.set, unit: unit), details(run.set, done: isDone)]
        }
    }

    func load(_ set: SetPrescription, unit: MassUnit) -> String {
        guard let load = set.load else { return set.pendingLoad == nil ? "" : "—" }
        let text = Mass(load.loadable, unit).description
        // Taken of the planned top set until today's is logged: an estimate, and said to be one.
        if load.source.isOfToday { return "≈ " + text }
        if load.source == .bodyweightAdded { return BodyweightLoadText.text(load.loadable, unit: unit) }
        return text
    }

    func source(_ set: SetPrescription, unit: MassUnit) -> String {
        guard let source = set.load?.source ?? set.pendingLoad else { return "" }
        let label = Self.label(source, unit: unit, loaded: set.load != nil)
        if set.load != nil || label.isEmpty { return label }
        if case .rpe = source { return label }
        return label + " (no max)"
    }

    /// What a load is a share of, as the plan's source column shows it: `75% TM`,
    /// `-10% of top`, `50% of top`, `60% squat TM`, `70% TM + 10 lb`.
    static func label(_ source: LoadSource, unit: MassUnit, loaded: Bool) -> String {
        switch source {
        case .absolute, .bodyweightAdded: ""
        case .percentOfTM(let percent): "\(NumberFormat.canonical(percent))% TM"
        case .percentOf1RM(let percent): "\(NumberFormat.canonical(percent))% 1RM"
        case .rpe: loaded ? "from RPE" : "by feel"
        case .relativeToTop(let percent): "\(percent > 0 ? "+" : "")\(NumberFormat.canonical(percent))% of top"
        case .percentOfTop(let percent): "\(NumberFormat.canonical(percent))% of top"
        case .today(.percentOfTop(let percent)): "\(NumberFormat.canonical(percent))% of today's top"
        case .percentOfLift(let percent, let lift, let isTrainingMax):
            "\(NumberFormat.canonical(percent))% \(lift) \(isTrainingMax ? "TM" : "1RM")"
        case .plus(let base, let amount):
            label(base, unit: unit, loaded: loaded) + (amount < 0 ? " − " : " + ") + Mass(abs(amount), unit).description
        case .today(.relativeToTop(let percent)): "\(percent > 0 ? "+" : "")\(NumberFormat.canonical(percent))% of today's top"
        case .today(let share): label(share, unit: unit, loaded: loaded) + " today"
        }
    }


    func details(_ set: SetPrescription, done: Bool = false) -> String {
        var parts: [String] = []
        if set.kind != .regular, set.kind != .superset { parts.append(set.kind.rawValue) }
        if let rpe = set.rpe { parts.append("@ rpe \(NumberFormat.canonical(rpe))") }
        if done { parts.append("done") }
        if let rest = set.restSeconds { parts.append("rest " + TimeSpan(seconds: rest).readable) }
        if showPlates, let plates = set.load?.platesText { parts.append(plates) }
        return parts.joined(separator: "  ")
    }

    /// ` (deload, RPE cap 7)`: the week's kind, and the cap on its RPE targets when it has one.
    static func weekLabel(_ week: PlannedWeek) -> String {
        var parts = week.kind == .regular ? [] : [week.kind.rawValue]
        if week.modifiers.rpeCap < 10 { parts.append("RPE cap \(NumberFormat.canonical(week.modifiers.rpeCap))") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// A day's estimate to the nearest minute: `55 min`, `1 h 5 min`, and a whole hour as `1 h`.
    public static func minutes(_ seconds: Int) -> String {
        let minutes = Int((Double(seconds) / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }

    /// Left-aligned columns, trailing spaces trimmed.
    static func table(_ rows: [[String]], indent: String) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() {
                line += cell + (column < row.count - 1 && widths[column] > 0 ? String(repeating: " ", count: widths[column] - cell.count + 2) : "")
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
