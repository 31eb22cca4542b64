import Overload
import OverloadSyntax

/// `overload explain` as text: how one exercise's target was reached, session by session.
public struct ExplainText: Sendable {
    /// A renderer.
    public init() {}

    /// The steps of one exercise, the days holding it that were not logged, then its next
    /// target and the day it falls on.
    /// `unplaced` are the sessions of the exercise the calendar could not place.
    public func render(
        name: String, steps: [ExplainStep], rule: String?, next: ExerciseTargets?, unit: MassUnit,
        unplaced: [UnplacedSession] = [], notLogged: [NotLoggedDay] = []
    ) -> String {
        var output = "\(name): " + (rule.map { "progress \($0)" } ?? "no progress rule; the plan's targets hold") + "\n"
        if steps.isEmpty { output += "\n  No session of it under this program yet.\n" }
        for step in steps {
            output += "\n"
            if let calendar = step.calendar {
                output += "  \(step.date) · \(calendar.day) · cycle \(calendar.cycle) week \(calendar.week)\n"
                output += "    target     \(Self.targets(step.targets, unit: unit))\n"
                output += "    done       \(step.performed.isEmpty ? "(no sets)" : step.performed)\n"
                if let judgement = step.judgement {
                    let paces = judgement.goalPaces
                    output += "    judged     " + (judgement.isSuccess ? "success" : "missed: " + (judgement.firstShortfall ?? "no work sets"))
                        + (paces.isEmpty ? "" : " (" + paces.joined(separator: ", ") + ")") + "\n"
                }
            } else {
                output += "  \(step.date) · new week\n"
            }
            for change in step.changes {
                output += "    \(change.what) " + (change.before.map { "\($0) -> " } ?? "") + change.after + ": " + change.reason + "\n"
            }
        }
        if !notLogged.isEmpty {
            output += "\n" + notLogged.suffix(3).map { "  \($0.text)\n" }.joined()
        }
        if let next {
            let day = next.falls.map { " (\($0.day) · cycle \($0.cycle) week \($0.week))" } ?? ""
            let logged = Dictionary(TodayLoads.loggedLoads(next).map { ($0.position, $0.logged) }) { first, _ in first }
            output += "\nNext\(day): " + Self.targets(next.prescription.sets, unit: unit, logged: logged) + "\n"
            for reason in next.reasons { output += "  \(reason)\n" }
            for warning in next.warnings { output += "  warning: \(warning)\n" }
        }
        output += NextText.unplaced(unplaced)
        return output
    }

    /// Sets grouped into runs: `3 × 5 @ 100 kg, 1 × 5+ @ 110 kg`. The sets of a session in
    /// progress already lifted (`logged`, by position in `sets`) are at the load as logged:
    /// `1 × 1 @ 465 lb rpe 8 (logged)`.
    public static func targets(_ sets: [SetPrescription], unit: MassUnit, logged: [Int: Mass] = [:]) -> String {
        var runs: [(count: Int, text: String)] = []
        for (position, set) in sets.enumerated() where set.kind != .warmup {
            var text = set.work.description
            if let goal = set.goal { text += " " + goal.description }
            if let done = logged[position] {
                text += " @ \(done)"
            } else if let load = set.load {
                text += load.source == .bodyweightAdded
                    ? " @ " + BodyweightLoadText.text(load.loadable, unit: unit)
                    : " @ " + (load.source.isOfToday ? "≈ " : "") + Mass(load.loadable, unit).description
            }
            if let rpe = set.rpe { text += " rpe \(NumberFormat.canonical(rpe))" }
            if logged[position] != nil { text += " (logged)" }
            if let last = runs.last, last.text == text {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((1, text))
            }
        }
        return runs.isEmpty ? "(none)" : runs.map { "\($0.count) × \($0.text)" }.joined(separator: ", ")
    }
}
