import Overload
import OverloadEngine

/// `block`: a percentage block whose `test` week sets the next max (docs/plugins.md, "block").
///
/// The program's percentages are of its max (the `tm` or `1rm` line). In a week of kind `test`
/// (`week 8 test`) each logged session of the lift is a test: its best work set's estimated
/// 1RM against the e1RM its target asked for says how far the max was beaten or missed, and
/// the max moves by that share (a `1 @ 100%` test made at 105% raises the max 5%; a training
/// max stays 90% of the new 1RM). The best test of the week (`tested`) becomes the max when the
/// program leaves the test week, so the next block's percentages are of it.
struct BlockProgression: ProgressionPlugin {
    let name = "block"
    let summary = "percentages of a max that the program's test week resets from the test result"
    let syntax = RuleSyntax([])

    func max(_ state: PluginState, _ programMax: Double?, _ loads: LoadTool) -> Double? {
        SetLoads.max(StateKeys.max, state, programMax: programMax, loads: loads)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        SetLoads.percentages(of: StateKeys.max, input)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        let loads = input.loads
        guard input.calendar.weekKind == .test else { return PluginStep(state: state) }
        guard let current = max(state, input.programMax, loads) else {
            return PluginStep(state: state, changes: [StateChange(
                "max", from: nil, to: "unknown", because: Reason(.noMaxKnown))])
        }
        var best: (ratio: Double, test: Reason.TestResult)?
        for judged in input.judgement.sets {
            guard let performed = judged.performed, let done = input.e1RM(of: performed),
                  let load = judged.target.load?.exact, load > 0, let reps = judged.target.reps?.minimumReps else { continue }
            let asked = judged.target.rpe.flatMap { RPEChart.e1RM(load: load, reps: reps, rpe: $0, chart: input.loads.rpeChart) }
                ?? input.e1rmFormula.estimate(load: load, reps: reps)
            let ratio = done / asked
            if ratio > best?.ratio ?? 0 {
                best = (ratio, Reason.TestResult(
                    load: performed.load.map { loads.mass(loads.value($0.mass)) }, reps: performed.reps ?? 0, e1RM: loads.mass(done),
                    targetLoad: loads.mass(load), targetReps: reps, targetE1RM: loads.mass(asked)))
            }
        }
        guard let best else {
            return PluginStep(state: state, changes: [StateChange(
                "max", from: loads.mass(current).description, to: loads.mass(current).description,
                because: Reason(.testWeekUnlogged))])
        }
        let tested = current * best.ratio
        if let earlier = state[StateKeys.tested].map(loads.value), earlier >= tested { return PluginStep(state: state) }
        state[StateKeys.tested] = loads.mass(tested)
        return PluginStep(state: state, changes: [StateChange(
            "tested max", from: loads.mass(current).description, to: loads.mass(tested).description,
            because: Reason(.testWeek(best.test), .maxAfterTestWeek))])
    }

    func enterWeek(_ input: CalendarInput) -> PluginStep {
        guard let from = input.from, from.weekKind == .test, let tested = input.state[StateKeys.tested] else {
            return PluginStep(state: input.state)
        }
        var state = input.state
        let loads = input.loads
        let before = max(state, input.programMax, loads).map { loads.mass($0).description }
        state[StateKeys.tested] = nil
        state[StateKeys.max] = tested
        return PluginStep(state: state, changes: [StateChange(
            "max", from: before, to: tested.description, because: Reason(.testOf(week: from.week, cycle: from.cycle)))])
    }
}
