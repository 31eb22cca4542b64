import Overload
import OverloadEngine
import OverloadSyntax

/// `double LOW-HIGH [+STEP] [deload every N weeks]`: double progression (docs/plugins.md,
/// "double"). The reps climb to the top of the range on every work set; then the load rises
/// by the step and the reps start again at the bottom.
///
/// The state is the working load (`load`) and the rep goal (`reps`): the fewest reps every work
/// set must reach. Each work set is shown as the range from the goal to the top (`3x10-12`,
/// exactly `3x12` once the goal is the top), so the lifter sees both what to beat and where
/// the load goes up. After a session at the target load whose every work set made N reps or
/// more, the goal becomes N + 1 (at most the top); when every set made the top, the load rises
/// and the goal goes back to the bottom. A session short of the goal changes nothing.
struct DoubleProgression: ProgressionPlugin {
    /// Its state moves with sessions only: a new week changes nothing.
    let entersWeeks = false
    let name = "double"
    let summary = "add reps up to the top of a range on every set, then add load and go back to the bottom"
    let syntax = RuleSyntax([
        .init([.slot(RuleSlots.range)], spelling: "LOW-HIGH", meaning: "the rep range every work set climbs",
              isRequired: true),
        .init([.slot(RuleSlots.massStep)], spelling: "+STEP",
              meaning: "what the load gains once every set makes the top; by default 5 lb / 2.5 kg for lower-body "
                  + "lifts, 2.5 lb / 1.25 kg for others"),
        AutoDeload.phrase,
    ])

    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        StepDefaults.validateAdds(arguments, range: range, rule: "a double progression's", example: "double 8-12 +2.5kg")
    }

    func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double? {
        AutoDeload.rpeCap(calendar, arguments)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        guard let range = input.arguments[RuleSlots.range] else { return input.planned }
        let (low, high) = (range.lower, range.upper)
        var sets = input.planned
        if let load = input.state[StateKeys.load] {
            sets = RuleLoad.sets(sets, load: load, key: "load", input: input, source: WorkingLoad.source(input.exercise))
        }
        let goal = Swift.min(Swift.max((input.state[StateKeys.reps] ?? 0), low), high)
        let target: RepTarget = goal < high ? .range(lower: goal, upper: high) : .exact(high)
        // In place: the array is this call's own, and a mapped copy was one more array a session.
        for index in sets.indices where sets[index].kind != .warmup {
            guard case .reps = sets[index].work else { continue }
            sets[index] = input.loads.set(sets[index], work: .reps(target))
        }
        return AutoDeload.apply(sets, input.calendar, input.arguments, loads: input.loads)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        if let deload = AutoDeload.step(input) { return deload }
        guard let range = input.arguments[RuleSlots.range] else { return PluginStep(state: input.state) }
        let (low, high) = (range.lower, range.upper)
        var state = input.state
        var changes: [StateChange] = []
        let loads = input.loads
        guard let current = WorkingLoad.current(StateKeys.load, planned: input.planned, input: input, state: &state, changes: &changes) else {
            return PluginStep(state: state, changes: [StateChange(
                "load", from: nil, to: "unknown", because: Reason(.noLoadKnown))])
        }
        let goal = Swift.min(Swift.max((state[StateKeys.reps] ?? 0), low), high)
        if state[StateKeys.reps] == nil { state[StateKeys.reps] = (goal) }
        guard let made = Self.repsEverySetMade(input, from: goal, to: high) else {
            changes.append(StateChange("reps", from: goal, to: goal,
                                       because: Reason(input.judgement.firstMiss ?? .noWorkSets, .goalStays)))
            return PluginStep(state: state, changes: changes)
        }
        guard made >= high else {
            let next = made + 1
            state[StateKeys.reps] = (next)
            // What was lifted, not the rule's load: the two part where the equipment stops short of it.
            let mass = loads.mass(input.judgement.heaviestLoad ?? current)
            changes.append(StateChange("reps", from: goal, to: next,
                                       because: Reason(.repsMade(reps: made, load: mass, top: high))))
            return PluginStep(state: state, changes: changes)
        }
        let step = input.arguments.massStep(RuleSlots.massStep, loads: loads) ?? StepDefaults.step(for: input.exercise, unit: loads.unit)
        let raised = WorkingLoad.raised(current, by: step, loads: loads)
        state[StateKeys.load] = loads.mass(raised)
        state[StateKeys.reps] = (low)
        changes.append(StateChange("load", from: loads.mass(current), to: loads.mass(raised),
                                   because: Reason(.topOfRange(low: low, high: high))))
        // A goal already at the bottom (the top made at once) does not move: no `reps 8 -> 8`.
        if goal != low {
            changes.append(StateChange("reps", from: goal, to: low, because: Reason(.newLoadAtBottom)))
        }
        return PluginStep(state: state, changes: changes)
    }

    /// The most reps, from `goal` to `top`, that every work set reached at its target load (the
    /// engine's own judgement with the reps set to that number); nil when not even the goal.
    static func repsEverySetMade(_ input: SessionInput, from goal: Int, to top: Int) -> Int? {
        guard goal <= top else { return nil }
        // One judgement, at the goal: a count changes only the reps each of those sets needs,
        // so a session that makes the goal makes every count up to the fewest reps logged on
        // them (the top at most), and one that misses it makes none. Judging each count from
        // the top down gave the same answer in up to a judgement per count.
        // Judged with every rep target at exactly the goal, not on a copy of the targets so rewritten.
        let judgement = SessionJudge.judge(targets: input.prescribed, performed: input.performed, loads: input.loads,
                                           repsNeeded: goal)
        guard judgement.isSuccess else { return nil }
        return judgement.fewestReps(atMost: top)
    }
}
