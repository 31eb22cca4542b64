import Overload
import OverloadEngine
import OverloadSyntax

/// `topset [+STEP] [deload P% after N fails] [deload every N weeks]`: a top set and back-offs,
/// Strength Tracker's presets (docs/plugins.md, "topset"): `bench top 1x4-6 @ 100kg rpe 8`
/// then `bench backoff 3x6-10 @ -10%`.
///
/// The state is the top set's load (`load`) and the failures in a row (`failures`). The top
/// set (the set marked `top`, else the first work set) moves; back-offs keep their share of
/// it. When the top set makes the top of its rep range at the load, within its RPE cap, the
/// load rises by the step; inside the range it holds; short of the bottom (or over the cap) is
/// a failure, and N failures in a row take P% off (10% after 3). Back-offs do not move the rule.
struct TopSetProgression: ProgressionPlugin {
    let name = "topset"
    /// Its state moves with sessions only: a new week changes nothing.
    let entersWeeks = false
    let summary = "raise the top set when it makes the top of its rep range; back-offs keep their share"
    let syntax = RuleSyntax([
        .init([.slot(RuleSlots.massStep)], spelling: "+STEP",
              meaning: "what the top set gains; by default 5 lb / 2.5 kg for lower-body lifts, 2.5 lb / 1.25 kg for others"),
        .init([.word(["deload"]), .slot(RuleSlots.deload), .word(["after"]), .slot(RuleSlots.fails),
               .word(["fails", "failures", "failed", "fail"])],
              spelling: "deload P% after N fails", meaning: "take P% off after N top sets in a row short of the range (default 10% after 3)"),
        AutoDeload.phrase,
    ])

    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        StepDefaults.validateAdds(arguments, range: range, rule: "a topset", example: "topset +2.5kg")
    }

    /// The index of the top set: the set marked `top`, else the first work set.
    static func topIndex(_ sets: [SetPrescription]) -> Int? {
        sets.firstIndex { $0.kind == .top } ?? sets.firstIndex { $0.kind != .warmup }
    }

    func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double? {
        AutoDeload.rpeCap(calendar, arguments)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        var sets = input.planned
        if let load = input.state[StateKeys.load], let top = Self.topIndex(sets) {
            let value = RuleLoad.top(input.loads.value(load), key: "load", state: input.state, sets: [sets[top]],
                                     calendar: input.calendar, programMax: input.programMax)
            let planTop = sets[top].load?.exact
            sets = sets.enumerated().map { index, set in
                if index == top { return input.loads.set(set, exact: value, source: set.load?.source ?? WorkingLoad.source(input.exercise)) }
                if case .relativeToTop? = set.load?.source ?? set.pendingLoad { return set }
                // Other loaded sets (warm-ups, a second top set) keep their share of the top.
                guard let load = set.load, let planTop, planTop > 0 else { return set }
                return input.loads.set(set, exact: load.exact * value / planTop)
            }
            sets = SetLoads.followTop(sets, loads: input.loads)
        }
        return AutoDeload.apply(sets, input.calendar, input.arguments, loads: input.loads)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        if let deload = AutoDeload.step(input) { return deload }
        var state = input.state
        var changes: [StateChange] = []
        let loads = input.loads
        let topTarget = Self.topIndex(input.prescribed).map { input.prescribed[$0] }
        let planned = Self.topIndex(input.planned).map { [input.planned[$0]] } ?? input.planned
        guard let current = WorkingLoad.current(StateKeys.load, planned: planned, input: input, state: &state, changes: &changes),
              let topTarget, let judged = input.judgement.sets.first(where: { $0.target.index == topTarget.index }) else {
            return PluginStep(state: state, changes: changes + [StateChange(
                "load", from: nil, to: "unknown", because: Reason(.noTopSetLoadKnown))])
        }
        let top = Self.upperReps(topTarget.reps)
        let done = judged.performed?.reps ?? 0
        if judged.isMet, done >= top {
            let step = input.arguments.massStep(RuleSlots.massStep, loads: loads) ?? StepDefaults.step(for: input.exercise, unit: loads.unit)
            let raised = WorkingLoad.raised(current, by: step, loads: loads)
            state[StateKeys.load] = loads.mass(raised)
            state[StateKeys.failures] = (0)
            changes.append(StateChange("load", from: loads.mass(current).description, to: loads.mass(raised).description,
                                       because: Reason(.topSetAtTop(reps: done, target: "\(topTarget.work)"))))
        } else if judged.isMet {
            state[StateKeys.failures] = (0)
            changes.append(StateChange("load", from: loads.mass(current).description, to: loads.mass(current).description,
                                       because: Reason(.topSetUnderTop(reps: done, target: "\(topTarget.work)", top: top))))
        } else {
            let failures = (state[StateKeys.failures] ?? 0) + 1
            let limit = input.arguments[RuleSlots.fails] ?? LinearProgression.defaultFailLimit
            let why = Reason(.topSetShortfall(judged.miss))
            guard failures >= limit else {
                state[StateKeys.failures] = (failures)
                changes.append(StateChange("failures", from: failures - 1, to: failures, because: why.then(.loadStays)))
                return PluginStep(state: state, changes: changes)
            }
            let percent = input.arguments[RuleSlots.deload] ?? LinearProgression.defaultDeloadPercent
            let reduced = WorkingLoad.reduced(current, by: percent, loads: loads)
            state[StateKeys.load] = loads.mass(reduced)
            state[StateKeys.failures] = (0)
            changes.append(StateChange("load", from: loads.mass(current).description, to: loads.mass(reduced).description,
                                       because: why.then(.deloadAfterFails(fails: limit, percent: percent))))
        }
        return PluginStep(state: state, changes: changes)
    }

    /// The reps that move the load: a range's top (a capped AMRAP's cap), an exact count, an AMRAP's minimum.
    static func upperReps(_ target: RepTarget?) -> Int {
        switch target {
        case .range(_, let upper)?: upper
        case .exact(let count)?: count
        case .amrap(let minimum)?: minimum
        case .cappedAMRAP(_, let maximum)?: maximum
        case .max?, nil: 1
        }
    }
}
