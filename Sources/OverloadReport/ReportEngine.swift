import Overload
import OverloadEngine

/// What the report asks of the engine: one ``Workspace`` (the one `next`, `explain` and
/// `plan --journal` ask), whose single replay of the journal keeping every judged session
/// gives the next targets, the judged sessions, the suggestions and the plan applied for
/// this cycle and the next.
///
/// Not `Sendable`, as the workspace is not: a report is made on one thread.
public struct ReportEngine {
    /// The program and journal (with the REPL's what-ifs, when it asks), loaded.
    var workspace: Workspace
    /// The program's plan.
    public let snapshot: PlanSnapshot

    /// An engine over a workspace holding a program and a journal; nil when the program has
    /// errors. The report's day is given with each question, and the workspace is moved to it.
    public init?(workspace: Workspace) {
        guard let snapshot = workspace.evaluator?.program.snapshot else { return nil }
        self.workspace = workspace
        self.snapshot = snapshot
    }

    /// The evaluation `explain` reads (every judged session kept) on `date`: the next targets
    /// as `next` shows them, each rule-bound exercise's judged sessions, and the coaching report.
    mutating func evaluation(on date: LocalDate) -> Evaluation? {
        workspace.update(date: date, since: workspace.since)
        return workspace.evaluation(keeping: .all)
    }

    /// The plan with the journal's state applied on `date`, as `plan --journal` shows it, from
    /// the same replay as ``evaluation(on:)``.
    /// - Parameter cycle: the cycle shown; the lifter's current one when nil.
    mutating func appliedPlan(on date: LocalDate, cycle: Int? = nil) -> PlanSnapshot? {
        workspace.update(date: date, since: workspace.since)
        return workspace.appliedPlan(cycle: cycle, keeping: .all)
    }
}
