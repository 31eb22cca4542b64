import Overload

/// `overload diff`'s output: the plan changes from one program to another, one per line,
/// under a heading for each week and each day.
///
/// ```
/// --- a/531-bbb.lift (plan f26956ae9c8a)
/// +++ b/531-bbb.lift (plan 3b0c2d7a91e4)
/// week 3
///   "Bench"
///     bench #1 set 3 load 190 lb -> 195 lb
///     bench #2 sets 1-5 load 100 lb -> 105 lb
/// ```
///
/// An added or removed exercise is followed by its sets, and a day that is added or removed
/// lists its exercises, so a new file (from `/dev/null`) reads as the whole plan.
struct PlanDiffReport {
    /// A side of the comparison: what to call it, and its plan (nil for `/dev/null`).
    struct Side {
        var label: String
        var snapshot: PlanSnapshot?
    }

    var old: Side
    var new: Side

    /// The changes, in the order `PlanDiff` reports them: by week, then day.
    var changes: [PlanChange] {
        PlanDiff.between(old: old.snapshot ?? Self.empty(like: new.snapshot), new: new.snapshot ?? Self.empty(like: old.snapshot))
    }

    /// A plan with no weeks: every prescription of the other side is then added or removed.
    static func empty(like other: PlanSnapshot?) -> PlanSnapshot {
        PlanSnapshot(programName: other?.programName ?? "", unit: other?.unit ?? .kg, weekCount: 0, weeks: [])
    }

    /// The report, or "" when nothing changed.
    func render() -> String {
        let changes = changes
        guard !changes.isEmpty else { return "" }
        var lines = ["--- " + heading(old), "+++ " + heading(new)]
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
            switch change.kind {
            case .dayAdded, .dayRemoved:
                lines += dayLines(change, day: day)
                index += 1
                continue
            default:
                break
            }
            var end = index + 1
            while end < changes.count, changes[end].week == change.week, changes[end].day == day,
                  changes[end].kind != .dayAdded, changes[end].kind != .dayRemoved {
                end += 1
            }
            let dayChanges = DayChanges(old: exercises(old, week: change.week, day: day),
                                        new: exercises(new, week: change.week, day: day),
                                        unit: new.snapshot?.unit ?? old.snapshot?.unit ?? .kg)
            lines.append("  " + JSONWriter.quoted(day))
            lines += dayChanges.lines(Array(changes[index..<end])).map { "    " + $0 }
            index = end
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"Arms" (day added)` and the day's exercises.
    func dayLines(_ change: PlanChange, day: String) -> [String] {
        let added = change.kind == .dayAdded
        let side = added ? new : old
        var lines = ["  \(JSONWriter.quoted(day)) (day \(added ? "added" : "removed"))"]
        for exercise in exercises(side, week: change.week, day: day) {
            lines.append("    \(exercise.name) \(added ? "added" : "removed"): "
                             + PrescriptionText.sets(exercise, unit: side.snapshot?.unit ?? .kg))
        }
        return lines
    }

    func exercises(_ side: Side, week: Int, day: String) -> [ExercisePrescription] {
        side.snapshot?.week(week)?.day(named: day)?.exercises ?? []
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
