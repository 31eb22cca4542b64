import Overload
import OverloadEngine

/// The standard plugins' rule slots, each declared once with its type: the phrases hold them
/// and the plugins read them (`arguments[RuleSlots.every]`).
enum RuleSlots {
    /// `+STEP` of `linear`: a load, a time or a distance.
    static let step = Slot<RuleArguments.Value>("step")
    /// `+STEP` of a rule that only adds load (`double`, `topset`).
    static let massStep = Slot<Mass>("step")
    /// `+STEP` of `tm`: a load, or a share of the training max.
    static let maxStep = Slot<RuleArguments.Value>("step", kind: .massOrPercentStep)
    /// `every N sessions`.
    static let every = Slot<Int>("every")
    /// `deload P%` of `deload P% after N fails`.
    static let deload = Slot<Double>("deload")
    /// `N fails` of `deload P% after N fails`.
    static let fails = Slot<Int>("fails")
    /// `deload every N weeks`.
    static let deloadEvery = Slot<Int>("deloadEvery")
    /// `LOW-HIGH` of `double`.
    static let range = Slot<RepRange>("range")
    /// `every cycle|week` of `tm` and `nsuns`.
    static let period = Slot<String>("period", choices: ["cycle", "week"])
    /// `bands` of `linear`: judged by the share of reps done.
    static let bands = Slot<Bool>("bands")
    /// `+P%` of `mileage`: the weekly growth (a share, or a load step that is refused).
    static let growth = Slot<RuleArguments.Value>("step", kind: .massOrPercentStep)
    /// `-STEP` of `pace`: seconds off the pace.
    static let pace = Slot<RuleArguments.Value>("pace", kind: .step)
    /// `every session|week` of `pace`.
    static let pacePeriod = Slot<String>("period", choices: ["session", "week"])
}

/// The standard plugins' state keys, each declared once with its type.
enum StateKeys {
    /// A rule's own working load.
    static let load = StateKey<Mass>("load")
    /// Failed sessions in a row.
    static let failures = StateKey<Int>("failures")
    /// Successes since the last step (`every N sessions`).
    static let successes = StateKey<Int>("successes")
    /// The timed work, in seconds.
    static let seconds = StateKey<Double>("seconds")
    /// The distance work, in metres.
    static let metres = StateKey<Double>("metres")
    /// `double`'s rep goal.
    static let reps = StateKey<Int>("reps")
    /// The training max.
    static let trainingMax = StateKey<Mass>("tm")
    /// Sessions judged in the period.
    static let judged = StateKey<Int>("judged")
    /// Sessions of the period short of the minimum.
    static let missed = StateKey<Int>("missed")
    /// The most reps on the heaviest AMRAP set in the period.
    static let amrap = StateKey<Int>("amrap")
    /// `block`'s max.
    static let max = StateKey<Mass>("max")
    /// `block`'s test week's result, until the week ends.
    static let tested = StateKey<Mass>("tested")
    /// `rpe`'s estimated 1RM.
    static let e1RM = StateKey<Mass>("e1rm")
}

extension RuleArguments {
    /// A load step written in a load slot, in the plan's unit.
    func massStep(_ slot: Slot<Mass>, loads: LoadTool) -> Double? {
        self[slot].map { loads.value($0) }
    }

    /// A load step written in a slot of several kinds, in the plan's unit; nil for another kind.
    func massStep(_ slot: Slot<RuleArguments.Value>, loads: LoadTool) -> Double? {
        if case .mass(let mass)? = self[slot] { return loads.value(mass) }
        return nil
    }

    /// A percentage written in a slot of several kinds; nil for another kind.
    func percent(_ slot: Slot<RuleArguments.Value>) -> Double? {
        if case .percent(let percent)? = self[slot] { return percent }
        return nil
    }
}
