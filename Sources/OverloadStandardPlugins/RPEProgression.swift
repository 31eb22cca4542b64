import Overload
import OverloadEngine

/// `rpe`: loads by the RPE chart from the latest estimated 1RM (docs/plugins.md, "rpe").
///
/// After each session the state's `e1rm` is the best estimate among its logged work sets:
/// load / chart %(reps, RPE) for a set logged with an RPE (Tuchscherer's chart), the program's
/// `e1rm` formula for one without. Every set the plan loads by RPE (`bench 3x5 @ rpe 8`) then
/// gets the chart's share of it for its reps (a range's lower end) and RPE; back-offs
/// (`@ -10%`) follow their top set. The latest session counts, not the best ever: that is
/// what autoregulation means, and a bad day lowers the next targets.
struct RPEProgression: ProgressionPlugin {
    let name = "rpe"
    /// Its state moves with sessions only: a new week changes nothing.
    let entersWeeks = false
    let summary = "load each RPE set from the chart and the e1RM of the latest session"
    let syntax = RuleSyntax([])

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        guard let e1RM = input.state[StateKeys.e1RM] else { return input.planned }
        let sets = input.planned.map { set -> SetPrescription in
            guard case .rpe(let rpe)? = set.load?.source ?? set.pendingLoad, let reps = set.reps?.minimumReps,
                  let load = RPEChart.load(oneRepMax: e1RM, reps: reps, rpe: rpe, chart: input.loads.rpeChart) else { return set }
            return input.loads.set(set, exact: input.loads.value(load), source: .rpe(rpe))
        }
        return SetLoads.followTop(sets, loads: input.loads)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        let loads = input.loads
        let work = input.performed.filter { $0.kind != .warmup }
        let estimates = work.compactMap { set in input.e1RM(of: set).map { (set, $0) } }
        guard let (best, e1RM) = estimates.max(by: { $0.1 < $1.1 }), let reps = best.reps, let weight = best.load else {
            return PluginStep(state: state, changes: [StateChange(
                "e1RM", from: state[StateKeys.e1RM]?.description, to: state[StateKeys.e1RM]?.description ?? "unknown",
                because: Reason(.noEstimate(repLimit: E1RMSets.repLimit)))])
        }
        let how = Reason.BestSet(
            load: loads.mass(loads.value(weight.mass)), reps: reps, rpe: best.rpe,
            chartPercent: best.rpe.flatMap { RPEChart.percentOf1RM(reps: reps, rpe: $0, chart: loads.rpeChart) }, formula: input.e1rmFormula)
        let before = state[StateKeys.e1RM]?.description
        state[StateKeys.e1RM] = loads.mass(e1RM)
        return PluginStep(state: state, changes: [StateChange("e1RM", from: before, to: loads.mass(e1RM).description,
                                                              because: Reason(.bestSet(how)))])
    }
}
