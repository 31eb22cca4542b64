import Overload
import OverloadEngine
import OverloadStandardPlugins

/// `reps_then_load up to N reps [+STEP]`: one rep more on every work set after each session
/// that made them all, up to N; then the load rises by the step (the standard default where
/// the rule writes none) and the reps go back to the plan's.
struct RepsThenLoad: ProgressionPlugin {
    // Declared once: the phrases hold them and `advance` reads them, typed.
    static let top = Slot<Int>("top")
    static let step = Slot<Mass>("step")
    static let reps = StateKey<Int>("reps")
    static let load = StateKey<Mass>("load")

    let name = "reps_then_load"
    let summary = "one rep more after each session made, up to a top; then more load and the plan's reps"
    let syntax = RuleSyntax([
        .init([.word(["up"]), .word(["to"]), .slot(top), .word(["reps"])], spelling: "up to N reps",
              meaning: "the reps a work set climbs to before the load rises", isRequired: true),
        .init([.slot(step)], spelling: "+STEP", meaning: "the load added at the top (by default the standard step)"),
    ])

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        var sets = input.planned
        for index in sets.indices where sets[index].kind != .warmup {
            if let load = input.state[Self.load] { sets[index] = input.loads.set(sets[index], exact: input.loads.value(load)) }
            if let reps = input.state[Self.reps] { sets[index] = input.loads.set(sets[index], work: .reps(.exact(reps))) }
        }
        return sets
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        var changes: [StateChange] = []
        let loads = input.loads
        // The plan's load, else the first logged work set, saying so; nil when neither.
        guard let current = WorkingLoad.current(Self.load, planned: input.planned, input: input, state: &state,
                                                changes: &changes) else {
            return PluginStep(state: state, changes: [StateChange("load", from: nil, to: "unknown", because: Reason(.noLoadKnown))])
        }
        let planned = input.planned.first { $0.kind != .warmup }?.reps?.minimumReps ?? 1
        let reps = state[Self.reps] ?? planned
        guard input.judgement.isSuccess else {
            changes.append(StateChange("reps", from: String(reps), to: String(reps),
                                       because: Reason(input.judgement.firstMiss ?? .noWorkSets, .targetStays)))
            return PluginStep(state: state, changes: changes)
        }
        let top = input.arguments[Self.top] ?? reps
        guard reps >= top else {
            state[Self.reps] = reps + 1
            changes.append(StateChange("reps", from: String(reps), to: String(reps + 1), because: Reason(.everyWorkSetMade)))
            return PluginStep(state: state, changes: changes)
        }
        let step = input.arguments[Self.step].map { loads.value($0) } ?? StepDefaults.step(for: input.exercise, unit: loads.unit)
        let raised = WorkingLoad.raised(current, by: step, loads: loads)
        state[Self.load] = loads.mass(raised)
        state[Self.reps] = planned
        changes.append(StateChange("load", from: loads.mass(current), to: loads.mass(raised),
                                   because: Reason(.topOfRange(low: planned, high: top))))
        return PluginStep(state: state, changes: changes)
    }
}
