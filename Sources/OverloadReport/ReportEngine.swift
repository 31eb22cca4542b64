import Overload
import OverloadEngine

/// What the report asks of the engine, behind one type so the way it is asked can change
/// (to a workspace that answers every command) without touching the figures: the same calls
/// `next`, `explain` and `plan --journal` make, on the same evaluator and journal.
public struct ReportEngine: Sendable {
    /// The program's evaluator, as `next` builds it.
    public var evaluator: Evaluator
    /// The whole journal (the report filters by date itself; the rules need every session).
    public var journal: Journal

    /// An engine over a loaded program and journal.
    public init(evaluator: Evaluator, journal: Journal) {
        self.evaluator = evaluator
        self.journal = journal
    }

    /// The program's plan.
    public var snapshot: PlanSnapshot { evaluator.program.snapshot }

    /// The evaluation `explain` reads (every judged session kept): the next targets as `next`
    /// shows them, each rule-bound exercise's judged sessions, and the coaching report.
    func evaluation(on date: LocalDate) -> Evaluation {
        evaluator.evaluate(journal, on: date, steps: .all)
    }

    /// The plan with the journal's state applied on `date`, as `plan --journal` shows it.
    /// - Parameter cycle: the cycle shown; the lifter's current one when nil.
    func appliedPlan(on date: LocalDate, cycle: Int? = nil) -> PlanSnapshot {
        evaluator.appliedPlanWithWarnings(journal, on: date, cycle: cycle).plan
    }
}
