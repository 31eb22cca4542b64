import Overload

/// `overload suggest` as text: the suggestions waiting for a decision, numbered, each with
/// its target before and after, evidence, reason and source; then the decided ones.
public struct SuggestText: Sendable {
    /// How the text says to decide: the command line's form, or the REPL's.
    public var decideWith: String

    /// A renderer; `decideWith` is the form of the decision commands it shows.
    public init(decideWith: String = "overload accept|reject|defer PROGRAM --journal JOURNAL N [--reason TEXT]") {
        self.decideWith = decideWith
    }

    /// The report as text, on `date`.
    public func render(_ report: CoachingReport, date: LocalDate, programName: String, unit: MassUnit, version: PlanVersion?) -> String {
        let title = programName.isEmpty ? "Suggestions" : programName + " · suggestions"
        var output = "\(title) · \(date)"
        if let version { output += " · plan \(version.contentID.short) v\(version.number)" }
        output += "\n"
        if report.open.isEmpty {
            output += "\n  No suggestions wait for a decision.\n"
        } else {
            output += "\n"
            // The changes of one step are one suggestion: one number, one decision.
            for number in 1...max(1, report.openStepCount) {
                let step = report.openStep(number)
                guard let change = step.first else { continue }
                let texts = step.map(\.text).joined(separator: ", ")
                output += "  \(number). \(change.exercise) \(texts): \(change.before) -> \(change.after)\n"
                output += "     \(change.evidence): \(change.reason) (\(change.source))\n"
                if change.status == .deferred, let decided = change.decidedOn {
                    output += "     deferred on \(decided)" + (change.decisionReason.map { ": \($0)" } ?? "") + "\n"
                }
            }
            output += "\n  Decide with: \(decideWith)\n"
        }
        let decided = report.suggestions.filter { !$0.status.isOpen && $0.status != .replaced }
        if !decided.isEmpty {
            output += "\n  Decided\n"
            for change in decided { output += "    " + Self.decided(change) + "\n" }
        }
        let calibrated = report.calibration.sorted { $0.key < $1.key }.filter { $0.value.step != $0.value.ruleStep }
        if !calibrated.isEmpty {
            output += "\n  Calibrated increases\n"
            for (id, calibration) in calibrated {
                let name = report.suggestions.first { $0.exerciseID == id }?.exercise ?? id
                output += "    \(name): +\(Mass(calibration.step, unit)) instead of +\(Mass(calibration.ruleStep, unit)), "
                    + "\(calibration.reason)\n"
            }
        }
        for item in report.unmatched {
            output += "\n  warning: \(item.decision.date) \(item.decision.verdict.rawValue) \(item.decision.exercise) "
                + "\(item.decision.change) answers nothing: \(item.reason)\n"
        }
        return output
    }

    /// A decided change in one line: `2026-03-02 bench +5lb accepted (v2): good on 2026-03-04`.
    static func decided(_ change: SuggestedChange) -> String {
        var line = "\(change.date) \(change.exercise) \(change.text) \(change.status.rawValue)"
        if let version = change.appliedInVersion { line += " (v\(version))" }
        if let reason = change.decisionReason { line += " \"\(reason)\"" }
        if let outcome = change.outcome, let judged = change.judgedOn {
            line += ": \(outcome.rawValue) on \(judged)" + (change.outcomeReason.map { " (\($0))" } ?? "")
        }
        if let anyway = change.doneAnywayOn { line += "; done anyway on \(anyway)" }
        return line
    }
}
