import Overload
import OverloadEngine

/// What the report asks of the engine: one ``Workspace`` (the one `next`, `explain` and
/// `plan --journal` ask), whose single replay of the journal keeping the judged sessions of
/// the report's last weeks (``steps(on:)``) gives the next targets, those judged sessions, the
/// deload weeks, the suggestions and the plan applied for this cycle and the next.
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

    /// The judged sessions a report on `date` reads: every one from the first week its calendar
    /// and weekly figures show, only each exercise's latest before (the deload weeks its e1RM
    /// charts shade are kept as dates). A caller that replays the journal ahead of the report
    /// keeps these, so the report's questions are answered from that replay.
    public static func steps(on date: LocalDate) -> StepHistory {
        date.weekStart.adding(days: -7 * (ReportFigures.weeksShown - 1)).map(StepHistory.from) ?? .all
    }

    /// The evaluation on `date` keeping ``steps(on:)``: the next targets as `next` shows them,
    /// each rule-bound exercise's judged sessions of the report's weeks, and the coaching report.
    mutating func evaluation(on date: LocalDate) -> Evaluation? {
        workspace.update(date: date, since: workspace.since)
        return workspace.evaluation(keeping: Self.steps(on: date))
    }

    /// The plan with the journal's state applied on `date`, as `plan --journal` shows it, from
    /// the same replay as ``evaluation(on:)``.
    /// - Parameter cycle: the cycle shown; the lifter's current one when nil.
    mutating func appliedPlan(on date: LocalDate, cycle: Int? = nil) -> PlanSnapshot? {
        workspace.update(date: date, since: workspace.since)
        return workspace.appliedPlan(cycle: cycle, keeping: Self.steps(on: date))
    }
}
