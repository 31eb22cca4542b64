import Overload
import OverloadEngine
import OverloadSyntax

/// `linear +STEP [every N sessions], deload P% after N fails [, bands] [, deload every N weeks]`: the same work
/// every session, a step more after each success (docs/plugins.md, "linear").
///
/// The state is the working load (`load`, the heaviest work set's exact load; the added load
/// of a bodyweight exercise), or the work of a timed or distance exercise (`seconds`,
/// `metres`), with the failures in a row (`failures`) and successes since the last step
/// (`successes`). It starts from the plan's load, else from the first logged work set.
struct LinearProgression: ProgressionPlugin {
    /// Its state moves with sessions only: a new week changes nothing.
    let entersWeeks = false
    static let defaultDeloadPercent = 10.0
    static let defaultFailLimit = 3

    let name = "linear"
    let summary = "add a step after each successful session; take a share off after failures in a row"
    let syntax = RuleSyntax([
        .init([.slot(RuleSlots.step)], spelling: "+STEP",
              meaning: "what a success adds: a load, a time (+5s) or a distance (+100m); "
                  + "by default 5 lb / 2.5 kg for lower-body lifts, 2.5 lb / 1.25 kg for others"),
        .init([.word(["every"]), .slot(RuleSlots.every), .word(["sessions", "session", "successes"])],
              spelling: "every N sessions", meaning: "add the step after every Nth success (default 1)"),
        .init([.word(["deload"]), .slot(RuleSlots.deload), .word(["after"]), .slot(RuleSlots.fails),
               .word(["fails", "failures", "failed", "fail"])],
              spelling: "deload P% after N fails", meaning: "take P% off after N failed sessions in a row (default 10% after 3)"),
        AutoDeload.phrase,
        .init([.word([RuleSlots.bands.name])], spelling: RuleSlots.bands.name,
              meaning: "judge by the share of reps done: 90% or more progress, 75-90% repeat, 50-75% 5% off, under 50% 10% off"),
    ])

    func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double? {
        AutoDeload.rpeCap(calendar, arguments)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        AutoDeload.apply(prescribeWork(input), input.calendar, input.arguments, loads: input.loads)
    }

    func prescribeWork(_ input: PrescribeInput) -> [SetPrescription] {
        let state = input.state
        // A step of time or distance moves the sets of its kind only; a day of a 20-minute run
        // and a 3 km run keeps the other kind as planned.
        if let seconds = state[StateKeys.seconds], Self.stepKind(input.arguments) != .distance {
            return input.planned.map { set in
                guard set.kind != .warmup, case .time = set.work else { return set }
                return input.loads.set(set, work: .time(seconds: Int(seconds)))
            }
        }
        if let metres = state[StateKeys.metres], Self.stepKind(input.arguments) != .time {
            return input.planned.map { set in
                guard set.kind != .warmup, case .distance = set.work else { return set }
                return input.loads.set(set, work: .distance(metres: metres))
            }
        }
        guard let load = state[StateKeys.load] else { return input.planned }
        return RuleLoad.sets(input.planned, load: load, key: "load", input: input, source: WorkingLoad.source(input.exercise))
    }

    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        AutoDeload.validate(arguments, range: range)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        if let deload = AutoDeload.step(input) { return deload }
        var state = input.state
        var changes: [StateChange] = []
        let loads = input.loads
        // The step is read once a session.
        let written = input.arguments[RuleSlots.step]
        let work = Self.stepKind(written) ?? Self.workKind(input.planned)
        // Where the rule starts: the plan's work, else what was logged.
        let current: Double
        switch work {
        case .time:
            // The longest planned time, read in place: a list of them was an array a session.
            var planned: Int?
            for index in input.planned.indices {
                if case .time(let seconds) = input.planned[index].work { planned = max(planned ?? seconds, seconds) }
            }
            current = state[StateKeys.seconds] ?? Double(planned ?? 0)
        case .distance:
            let planned = input.planned.compactMap { set -> Double? in if case .distance(let m) = set.work { m } else { nil } }.max()
            current = state[StateKeys.metres] ?? planned ?? 0
        case .load:
            guard let load = WorkingLoad.current(StateKeys.load, planned: input.planned, input: input, state: &state, changes: &changes) else {
                return PluginStep(state: state, changes: [StateChange(
                    "load", from: nil, to: "unknown", because: Reason(.noLoadKnown))])
            }
            current = load
        }
        let bands = input.arguments[RuleSlots.bands]
        // The verdict alone, each change's cause asked where its reason is made: a cause is a
        // large value, and one carried beside the verdict was copied at every step.
        let judgement = input.judgement
        switch Self.verdict(judgement, bands: bands) {
        case .progress:
            let stored = state[StateKeys.successes]
            let successes = (stored ?? 0) + 1
            let every = input.arguments[RuleSlots.every] ?? 1
            Self.reset(StateKeys.failures, in: &state)
            guard successes >= every else {
                state[StateKeys.successes] = (successes)
                return PluginStep(state: state, changes: Self.adding(StateChange(
                    "successes", from: successes - 1, to: successes,
                    because: Reason(Self.cause(judgement, bands: bands), .stepEvery(successes: every))), to: changes))
            }
            // ``reset(_:in:)`` with the count already read.
            if stored != 0 { state[StateKeys.successes] = 0 }
            let next = step(from: current, work: work, written: written, input: input)
            record(next, work: work, into: &state, loads: loads)
            return PluginStep(state: state, changes: Self.adding(
                work.change(from: current, to: next, loads, because: Reason(Self.cause(judgement, bands: bands))), to: changes))
        case .repeatLoad where bands:
            state[StateKeys.failures] = ((state[StateKeys.failures] ?? 0) + 1)
            return PluginStep(state: state, changes: Self.adding(
                work.change(from: current, to: current, loads, because: Reason(Self.cause(judgement, bands: bands), .repeatTarget)),
                to: changes))
        case .repeatLoad:
            let failures = (state[StateKeys.failures] ?? 0) + 1
            let limit = input.arguments[RuleSlots.fails] ?? Self.defaultFailLimit
            guard failures >= limit else {
                state[StateKeys.failures] = (failures)
                return PluginStep(state: state, changes: Self.adding(StateChange(
                    "failures", from: failures - 1, to: failures,
                    because: Reason(Self.cause(judgement, bands: bands), .targetStays)), to: changes))
            }
            let percent = input.arguments[RuleSlots.deload] ?? Self.defaultDeloadPercent
            let change = deload(current, by: percent, work: work, state: &state, loads: loads,
                                because: Reason(Self.cause(judgement, bands: bands), .deloadAfterFails(fails: limit, percent: percent)))
            return PluginStep(state: state, changes: Self.adding(change, to: changes))
        case .reduce(let percent):
            let change = deload(current, by: percent, work: work, state: &state, loads: loads,
                                because: Reason(Self.cause(judgement, bands: bands), .cut(percent: percent)))
            return PluginStep(state: state, changes: Self.adding(change, to: changes))
        }
    }

    /// `changes` and then `change`. Almost every session makes one change and nothing before
    /// it: a one-change array made at its size, where an empty one grown by appending was
    /// allocated through the growth path, about twice the cost.
    static func adding(_ change: consuming StateChange, to changes: [StateChange]) -> [StateChange] {
        guard !changes.isEmpty else { return [change] }
        var changes = changes
        changes.append(change)
        return changes
    }

    /// Sets a count to 0, writing only when it is not 0 already: most sessions are successes
    /// after successes, and a write searches the state's entries as a read does, then stores.
    /// A count not yet stored is written, as before.
    static func reset(_ key: StateKey<Int>, in state: inout PluginState) {
        if state[key] != 0 { state[key] = 0 }
    }

    /// The next load, time or distance after a success, by the step `written` (the rule's
    /// `+STEP`, read once a session).
    func step(from current: Double, work: WorkKind, written: RuleArguments.Value?, input: SessionInput) -> Double {
        switch work {
        case .time:
            if case .seconds(let seconds)? = written { return current + seconds }
            return current + 5
        case .distance:
            if case .metres(let metres)? = written { return current + metres }
            return current + 100
        case .load:
            let loads = input.loads
            let mass: Double? = if case .mass(let mass)? = written { loads.value(mass) } else { nil }
            let step = mass ?? StepDefaults.step(for: input.exercise, unit: loads.unit)
            return WorkingLoad.raised(current, by: step, loads: loads)
        }
    }

    /// Takes `percent` off the work, resets the counts and says so.
    func deload(
        _ current: Double, by percent: Double, work: WorkKind, state: inout PluginState, loads: LoadTool,
        because reason: consuming Reason
    ) -> StateChange {
        let next = switch work {
        case .time: (current * (1 - percent / 100)).rounded()
        case .distance: current * (1 - percent / 100)
        case .load: WorkingLoad.reduced(current, by: percent, loads: loads)
        }
        state[StateKeys.failures] = (0)
        state[StateKeys.successes] = (0)
        record(next, work: work, into: &state, loads: loads)
        return work.change(from: current, to: next, loads, because: reason)
    }

    func record(_ value: Double, work: WorkKind, into state: inout PluginState, loads: LoadTool) {
        switch work {
        case .time: state[StateKeys.seconds] = value
        case .distance: state[StateKeys.metres] = value
        case .load: state[StateKeys.load] = loads.mass(value)
        }
    }

    /// What the rule moves: a load, or the time or distance of the work sets.
    enum WorkKind {
        case load, time, distance

        var field: String {
            switch self {
            case .load: "load"
            case .time: "time"
            case .distance: "distance"
            }
        }

        func text(_ value: Double, _ loads: LoadTool) -> String {
            switch self {
            case .load: loads.mass(value).description
            case .time: TimeSpan(seconds: Int(value)).readable
            case .distance: ExactDistance(metres: value)?.readable ?? NumberFormatText.number(value) + " m"
            }
        }

        /// The change of the work from `before` to `after`; a load's and a time's texts are
        /// written when read. The reason is taken, not copied: it is a large value.
        func change(from before: Double, to after: Double, _ loads: LoadTool, because reason: consuming Reason) -> StateChange {
            switch self {
            case .load: StateChange(field, from: loads.mass(before), to: loads.mass(after), because: reason)
            case .time: StateChange(field, from: TimeSpan(seconds: Int(before)), to: TimeSpan(seconds: Int(after)), because: reason)
            case .distance: StateChange(field, from: text(before, loads), to: text(after, loads), because: reason)
            }
        }
    }

    /// The kind of work a written step moves: a time step the timed sets, a distance step the
    /// distance sets, a load step the load; nil with no step (the planned work decides).
    static func stepKind(_ arguments: RuleArguments) -> WorkKind? {
        stepKind(arguments[RuleSlots.step])
    }

    /// The kind of work the step `written` moves.
    static func stepKind(_ written: RuleArguments.Value?) -> WorkKind? {
        switch written {
        case .seconds?: .time
        case .metres?: .distance
        case .mass?: .load
        case .percent?, .count?, .repRange?, .word?, nil: nil
        }
    }

    /// The kind of work of the first work set: what a rule without a step moves.
    static func workKind(_ sets: [SetPrescription]) -> WorkKind {
        for set in sets where set.kind != .warmup {
            switch set.work {
            case .time: return .time
            case .distance: return .distance
            case .reps: return .load
            }
        }
        return .load
    }

    /// What a session means for the rule; ``cause(_:bands:)`` says why.
    enum Verdict {
        case progress
        case repeatLoad
        case reduce(Double)
    }

    /// Success or failure; with bands, by the share of the planned reps done (LIFTR).
    static func verdict(_ judgement: SessionJudgement, bands: Bool) -> Verdict {
        guard bands, let share = repShare(judgement) else {
            return judgement.isSuccess ? .progress : .repeatLoad
        }
        switch Double(share.done) / Double(share.planned) * 100 {
        case 90...: return .progress
        case 75..<90: return .repeatLoad
        case 50..<75: return .reduce(5)
        default: return .reduce(10)
        }
    }

    /// Why the session got its ``verdict(_:bands:)``.
    static func cause(_ judgement: SessionJudgement, bands: Bool) -> Reason.Cause {
        if bands, let share = repShare(judgement) { return .repShare(done: share.done, planned: share.planned) }
        if judgement.isSuccess { return .everyWorkSetMade }
        // Without bands a failure names its first miss; with bands and no reps planned, `missed`.
        return bands ? .missed : judgement.firstMiss ?? .noWorkSets
    }

    /// The reps done of the work sets' planned minimums (each set's done counted up to its
    /// minimum); nil when none are planned.
    static func repShare(_ judgement: SessionJudgement) -> (done: Int, planned: Int)? {
        let planned = judgement.sets.reduce(0) { $0 + ($1.target.reps?.minimumReps ?? 0) }
        let done = judgement.sets.reduce(0) { total, set in
            total + min(set.performed?.reps ?? 0, set.target.reps?.minimumReps ?? 0)
        }
        return planned > 0 ? (done, planned) : nil
    }
}
