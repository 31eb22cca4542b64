import Overload
import OverloadSyntax

/// `overload next` as text: where the session falls, the day's targets as the plan shows
/// them, then why each target is what it is and what the lifter should know.
public struct NextText: Sendable {
    /// Show plates per side for barbell loads.
    public var showPlates: Bool

    /// A renderer.
    public init(showPlates: Bool = false) {
        self.showPlates = showPlates
    }

    /// The next session as text.
    public func render(_ next: NextSession, programName: String, unit: MassUnit) -> String {
        let calendar = next.calendar
        let title = programName.isEmpty ? "Next" : programName
        var output = "\(title) · next: \(calendar.day) · cycle \(calendar.cycle) · week \(calendar.week)"
        if calendar.weekKind != .regular { output += " (\(calendar.weekKind.rawValue))" }
        output += " · \(next.date) · plan \(next.planID.short) v\(next.version)"
        if let source = next.lineage.last?.sourceVersion { output += " (from \(source.short))" }
        output += "\n"
        output += PlanText(showPlates: showPlates, paces: next.paces, done: Self.done(next.exercises)).render(next.day, unit: unit)
        let width = next.exercises.map { $0.prescription.name.count }.max() ?? 0
        var why: [String] = []
        var notes: [String] = []
        for exercise in next.exercises {
            let name = exercise.prescription.name
            let pad = String(repeating: " ", count: max(0, width - name.count))
            for (index, reason) in exercise.reasons.enumerated() {
                why.append("    " + (index == 0 ? name + pad : String(repeating: " ", count: width)) + "  " + reason)
            }
            for warning in exercise.warnings { notes.append("    warning: \(warning)") }
        }
        if !why.isEmpty { output += "\n  Why\n" + why.joined(separator: "\n") + "\n" }
        output += Self.pending(next.exercises)
        if !next.circumstances.isEmpty {
            output += "\n  Today\n" + next.circumstances.map { "    " + $0 }.joined(separator: "\n") + "\n"
        }
        if !notes.isEmpty { output += "\n" + notes.joined(separator: "\n") + "\n" }
        output += Self.notLogged(next.notLogged)
        output += Self.unplaced(next.unplaced)
        return output
    }

    /// The sets of a session in progress already lifted, by exercise id: each top set logged,
    /// with its load as logged.
    static func done(_ exercises: [ExerciseTargets]) -> [String: [Int: Mass]] {
        var done: [String: [Int: Mass]] = [:]
        for targets in exercises {
            for (top, logged) in TodayLoads.loggedLoads(targets) {
                done[targets.prescription.exerciseID, default: [:]][targets.prescription.sets[top].index] = logged
            }
        }
        return done
    }

    /// Days of the cycle the journal went past without a session, the latest three.
    static func notLogged(_ days: [NotLoggedDay]) -> String {
        guard !days.isEmpty else { return "" }
        var text = "\n  Not logged\n" + days.suffix(3).map { "    \($0.text)\n" }.joined()
        if days.count > 3 { text += "    and \(plural(days.count - 3, "earlier day"))\n" }
        return text
    }

    /// The suggestions waiting for a decision, numbered as `suggest` numbers them: the
    /// targets above stay the plan's until one is accepted.
    static func pending(_ exercises: [ExerciseTargets]) -> String {
        let lines = pendingLines(exercises).map { "    \($0.number). \($0.text)" }
        guard !lines.isEmpty else { return "" }
        return "\n  Suggested, waiting for a decision (overload suggest)\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The suggestions waiting for a decision, one line per step as `suggest` numbers them:
    /// `bench +5lb -> 3 × 5 @ 155 lb (2026-11-20: every work set made)`.
    public static func pendingLines(_ exercises: [ExerciseTargets]) -> [(number: Int, text: String)] {
        // The changes of one step share a number and a line: they are decided as one.
        var steps: [(number: Int, changes: [SuggestedChange])] = []
        for (number, change) in exercises.flatMap(\.pending) {
            if steps.last?.number == number { steps[steps.count - 1].changes.append(change) } else { steps.append((number, [change])) }
        }
        return steps.compactMap { number, changes -> (Int, String)? in
            guard let change = changes.first else { return nil }
            return (number, "\(change.exercise) \(changes.map(\.text).joined(separator: ", ")) -> \(change.after) "
                + "(\(change.date): \(change.reason))" + (change.status == .deferred ? ", deferred" : ""))
        }
    }

    /// The latest sessions the calendar could not place (history only), with how many more.
    static func unplaced(_ sessions: [UnplacedSession]) -> String {
        guard !sessions.isEmpty else { return "" }
        if let line = UnplacedSession.startHint(sessions) { return "\n  Not placed in the program\n    \(line)\n" }
        let shown = sessions.suffix(3)
        var text = "\n  Not placed in the program (their sets count as history only)\n"
        for session in shown { text += "    \(session.date)  \(session.reason)\n" }
        if sessions.count > shown.count { text += "    and \(plural(sessions.count - shown.count, "earlier session"))\n" }
        return text
    }
}
