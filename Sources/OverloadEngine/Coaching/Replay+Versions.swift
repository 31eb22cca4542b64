import Overload

extension Replay {
    /// The whole plan with the replay's state applied, as `plan --journal` shows it: the next
    /// version of the program's snapshot (created by the rules), or, once suggestions were
    /// accepted, the current version with its lineage.
    func appliedSnapshot(notes: String, weeks: [PlannedWeek]) -> PlanSnapshot {
        let snapshot = program.snapshot
        guard let current = coaching.report.current else {
            return snapshot.successor(createdBy: .rules, notes: notes, weeks: weeks)
        }
        return PlanSnapshot(
            version: current.number, createdBy: current.createdBy, sourceVersion: current.sourceVersion,
            notes: (current.notes + [notes]).joined(separator: "; "), programName: snapshot.programName, unit: snapshot.unit,
            weekCount: snapshot.weekCount, weeks: weeks)
    }

    /// The next session as the coaching loop shows it: the current version and its lineage,
    /// and beside each exercise the suggestions waiting for a decision, numbered as `suggest` does.
    func coached(_ next: NextSession) -> NextSession {
        var next = next
        let report = coaching.report
        if let current = report.current {
            next.version = current.number
            next.planID = current.contentID
            next.lineage = report.versions
        }
        let open = report.numberedOpen
        for index in next.exercises.indices {
            let id = next.exercises[index].prescription.exerciseID
            next.exercises[index].pending = open.filter { $0.change.exerciseID == id }
            // A decision after the latest session is part of why the target is what it is.
            let since = steps[id]?.last?.date
            for change in report.suggestions where change.exerciseID == id && change.status == .accepted {
                guard let decided = change.decidedOn, since.map({ decided >= $0 }) ?? true else { continue }
                next.exercises[index].reasons.append(
                    "\(decided): accepted \(change.text) (v\(change.appliedInVersion ?? next.version))"
                        + (change.decisionReason.map { ": \($0)" } ?? ""))
            }
        }
        return next
    }
}
