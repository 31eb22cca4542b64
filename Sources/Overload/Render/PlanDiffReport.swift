/// `overload diff`'s output: the plan changes from one program to another, one per line,
/// under a heading for the maxes, each week and each day.
///
/// ```
/// --- a/531-bbb.lift (plan f26956ae9c8a)
/// +++ b/531-bbb.lift (plan 3b0c2d7a91e4)
/// maxes
///   bench 1RM 225 lb -> 235 lb (training max 202.5 lb -> 211.5 lb): moves 32 sets in weeks 1-4, week 1 shown
/// week 1
///   "Bench"
///     bench #1 set 3 load 170 lb -> 180 lb
///     bench #2 sets 1-5 load 100 lb -> 105 lb
/// ```
///
/// A changed `1rm` or `tm` line (or the `tm =` share) is said once, with how many set loads
/// it moves; those set loads are listed in the first week it moves and left out of later
/// weeks, where they would only repeat it. An added or removed exercise is followed by its
/// sets, and a day that is added or removed lists its exercises, so a new file (from
/// `/dev/null`) reads as the whole plan.
public struct PlanDiffReport: Sendable {
    /// A side of the comparison: what to call it, and its program (nil for `/dev/null`).
    public struct Side: Sendable {
        /// The name shown after `---` or `+++`.
        public var label: String
        /// The program's plan; nil for `/dev/null`.
        public var snapshot: PlanSnapshot?
        /// The program's maxes; nil for `/dev/null`.
        public var maxes: ProgramMaxes?
        /// The program's catalog, which names the lifts of its maxes.
        public var catalog: ExerciseCatalog

        /// A side with a plan and, when known, the maxes it was compiled from.
        public init(label: String, snapshot: PlanSnapshot?, maxes: ProgramMaxes? = nil, catalog: ExerciseCatalog = .builtin) {
            self.label = label
            self.snapshot = snapshot
            self.maxes = maxes
            self.catalog = catalog
        }

        /// A side for a compiled program, or for `/dev/null` when `program` is nil.
        public init(label: String, program: CompiledProgram?) {
            self.init(label: label, snapshot: program?.snapshot, maxes: program?.maxes, catalog: program?.catalog ?? .builtin)
        }
    }

    /// The old side.
    public var old: Side
    /// The new side.
    public var new: Side

    /// A report from `old` to `new`.
    public init(old: Side, new: Side) {
        self.old = old
        self.new = new
    }

    /// Every plan change, in the order ``PlanDiff`` reports them: by week, then day.
    public var changes: [PlanChange] {
        PlanDiff.between(old: old.snapshot ?? Self.empty(like: new.snapshot), new: new.snapshot ?? Self.empty(like: old.snapshot))
    }

    /// A plan with no weeks: every prescription of the other side is then added or removed.
    static func empty(like other: PlanSnapshot?) -> PlanSnapshot {
        PlanSnapshot(programName: other?.programName ?? "", unit: other?.unit ?? .kg, weekCount: 0, weeks: [])
    }

    /// The report, or "" when neither the plan nor the maxes changed.
    public func render() -> String {
        let folded = MaxLines(report: self, changes: changes)
        guard !folded.changes.isEmpty || !folded.lines.isEmpty else { return "" }
        var lines = ["--- " + heading(old), "+++ " + heading(new)]
        if !folded.lines.isEmpty { lines += ["maxes"] + folded.lines.map { "  " + $0 } }
        let changes = folded.changes
        var index = 0
        var week: Int?
        while index < changes.count {
            let change = changes[index]
            if change.week != week {
                lines.append("week \(change.week)")
                week = change.week
            }
            guard let day = change.day else {
                lines.append("  " + Self.detail(change))
                index += 1
                continue
            }
            if change.kind == .dayAdded || change.kind == .dayRemoved {
                lines += dayLines(change, day: day)
                index += 1
                continue
            }
            var end = index + 1
            while end < changes.count, changes[end].week == change.week, changes[end].day == day,
                  changes[end].dayOccurrence == change.dayOccurrence,
                  changes[end].kind != .dayAdded, changes[end].kind != .dayRemoved {
                end += 1
            }
            let dayLines = PlanDiffDayLines(
                old: exercises(old, of: change), new: exercises(new, of: change),
                unit: new.snapshot?.unit ?? old.snapshot?.unit ?? .kg)
            lines.append("  " + JSONWriter.quoted(day))
            lines += dayLines.lines(Array(changes[index..<end])).map { "    " + $0 }
            index = end
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"Arms" (day added)` and the day's exercises.
    func dayLines(_ change: PlanChange, day: String) -> [String] {
        let added = change.kind == .dayAdded
        let side = added ? new : old
        var lines = ["  \(JSONWriter.quoted(day)) (day \(added ? "added" : "removed"))"]
        for exercise in exercises(side, of: change) {
            lines.append("    \(exercise.name) \(added ? "added" : "removed"): " + PrescriptionText.sets(exercise, unit: side.snapshot?.unit ?? .kg))
        }
        for block in plannedDay(side, of: change)?.blocks ?? [] {
            lines.append("    block \(block.title) \(added ? "added" : "removed"): " + block.itemsText(unit: side.snapshot?.unit ?? .kg))
        }
        return lines
    }

    /// The exercises of the day a change is about (its week, name and occurrence), on one side.
    func exercises(_ side: Side, of change: PlanChange) -> [ExercisePrescription] {
        plannedDay(side, of: change)?.exercises ?? []
    }

    /// The day a change is about (its week, name and occurrence), on one side.
    func plannedDay(_ side: Side, of change: PlanChange) -> PlannedDay? {
        guard let name = change.day, let days = side.snapshot?.week(change.week)?.days.filter({ $0.name == name }),
              change.dayOccurrence < days.count
        else { return nil }
        return days[change.dayOccurrence]
    }

    func heading(_ side: Side) -> String {
        guard let snapshot = side.snapshot else { return side.label }
        return "\(side.label) (plan \(snapshot.contentID.short))"
    }

    /// The change's description without the `week 3, "Bench": ` its heading already gives.
    static func detail(_ change: PlanChange) -> String {
        var location = "week \(change.week)"
        if let day = change.day { location += ", " + JSONWriter.quoted(day) }
        location += ": "
        let description = change.description
        return description.hasPrefix(location) ? String(description.dropFirst(location.count)) : description
    }
}
