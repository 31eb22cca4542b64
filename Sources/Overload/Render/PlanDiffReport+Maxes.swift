extension PlanDiffReport {
    /// The `maxes` lines of a report, and the plan changes left to list once the set loads
    /// the max changes explain are folded: each max change keeps its set loads in the first
    /// week it moves (so the new loads can be read) and drops them from later weeks.
    struct MaxLines {
        /// One line per max change: `bench 1RM 225 lb -> 235 lb: moves 32 sets in weeks 1-4, week 1 shown`.
        var lines: [String] = []
        /// The plan changes to list.
        var changes: [PlanChange]

        init(report: PlanDiffReport, changes: [PlanChange]) {
            self.changes = changes
            // With /dev/null on a side every prescription is added or removed: no max moved it.
            guard let oldMaxes = report.old.maxes, let newMaxes = report.new.maxes,
                  let oldUnit = report.old.snapshot?.unit, oldUnit == report.new.snapshot?.unit
            else { return }
            let explanation = MaxExplanation(old: oldMaxes, new: newMaxes, catalog: report.new.catalog)
            guard !explanation.changes.isEmpty else { return }
            let explainedBy = changes.map(explanation.explaining)
            var weeks = Array(repeating: [Int](), count: explanation.changes.count)
            for (change, index) in zip(changes, explainedBy) {
                if let index, weeks[index].last != change.week { weeks[index].append(change.week) }
            }
            self.changes = zip(changes, explainedBy).filter { change, index in
                guard let index else { return true }
                return change.week == weeks[index].first
            }.map(\.0)
            let counts = explainedBy.reduce(into: [Int: Int]()) { counts, index in
                if let index { counts[index, default: 0] += 1 }
            }
            lines = explanation.changes.enumerated().map { index, change in
                Self.text(change, report: report) + Self.moves(counts[index] ?? 0, weeks: weeks[index], change: change)
            }
        }

        /// `bench 1RM 225 lb -> 235 lb (training max 202.5 lb -> 211.5 lb)`,
        /// `squat training max none -> 120 kg`, `training max 90% of 1RM -> 85% of 1RM`.
        static func text(_ change: MaxChange, report: PlanDiffReport) -> String {
            switch change.kind {
            case .oneRepMax(let from, let to):
                var text = "\(name(change.exerciseID, report: report)) 1RM \(mass(from)) -> \(mass(to))"
                // Under `tm = 90% of 1rm` the percentages are of the training max this implies.
                if let id = change.exerciseID, let old = report.old.maxes?.percentBase(id), let new = report.new.maxes?.percentBase(id),
                   old.isTrainingMax, new.isTrainingMax, report.old.maxes?.trainingMaxes[id] == nil,
                   report.new.maxes?.trainingMaxes[id] == nil, old.load != new.load {
                    text += " (training max \(old.load) -> \(new.load))"
                }
                return text
            case .trainingMax(let from, let to):
                return "\(name(change.exerciseID, report: report)) training max \(mass(from)) -> \(mass(to))"
            case .trainingMaxPercent(let from, let to):
                func share(_ percent: Double?) -> String {
                    percent.map { NumberFormat.canonical($0, maxDecimals: 2) + "% of 1RM" } ?? "none"
                }
                return "training max \(share(from)) -> \(share(to))"
            }
        }

        /// `: moves 32 sets in weeks 1-4, week 1 shown`, `: moves 8 sets in week 2`, `: moves no sets`.
        static func moves(_ count: Int, weeks: [Int], change: MaxChange) -> String {
            guard let first = weeks.first else {
                // A max added or removed turns loads on or off rather than moving them.
                switch change.kind {
                case .oneRepMax(.some, .some), .trainingMax(.some, .some), .trainingMaxPercent(.some, .some):
                    return ": moves no sets"
                case .oneRepMax, .trainingMax, .trainingMaxPercent:
                    return ""
                }
            }
            let sets = count == 1 ? "1 set" : "\(count) sets"
            if weeks.count == 1 { return ": moves \(sets) in week \(first)" }
            return ": moves \(sets) in weeks \(PlanDiffDayLines.ranges(weeks.sorted())), week \(first) shown"
        }

        /// The exercise as the plan writes it, else as the catalog names it, else its id.
        static func name(_ id: String?, report: PlanDiffReport) -> String {
            guard let id else { return "" }
            for snapshot in [report.new.snapshot, report.old.snapshot].compactMap({ $0 }) {
                for week in snapshot.weeks {
                    for day in week.days {
                        if let line = day.exercises.first(where: { $0.exerciseID == id }) { return line.name }
                    }
                }
            }
            return report.new.catalog.exercise(id: id)?.name.lowercased() ?? id
        }

        static func mass(_ mass: Mass?) -> String {
            mass?.description ?? "none"
        }
    }
}
