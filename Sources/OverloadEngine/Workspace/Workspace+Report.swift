import Overload

extension Workspace {
    /// The plan with the journal's state on ``date`` applied, for `cycle` (the lifter's when
    /// nil), from the replay keeping `steps`: the same replay ``evaluation(keeping:day:circumstances:)``
    /// answers from, made once and kept, so a caller that asks both (the report: every judged
    /// session, then this cycle's and the next's plan) replays the journal once. What
    /// ``plan(cycle:unit:)`` shows, without its warnings. Nil when the program has errors or
    /// the workspace has no date.
    public mutating func appliedPlan(cycle: Int?, keeping steps: StepHistory) -> PlanSnapshot? {
        guard let evaluator, let date, let replay = replay(keeping: steps) else { return nil }
        return evaluator.appliedPlanWithWarnings(replayed: replay.replay, on: date, cycle: cycle).plan
    }
}
