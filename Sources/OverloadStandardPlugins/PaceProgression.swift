import Overload
import OverloadEngine

/// `pace -STEP [every session|week]`: the pace target of an exercise's distance sets
/// (`run 5km @ 5:30/km`) gets faster by the step after each session, or each week, in which
/// every work set made it (docs/plugins.md, "pace").
///
/// The state is the pace in seconds for the target's own distance (`seconds`: 330 for
/// `5:30/km`; `per`, that distance in millimetres), from the plan's first paced set, with the sessions judged and missed since the
/// last new week when it moves weekly. It never goes under one second.
struct PaceProgression: ProgressionPlugin {
    let name = "pace"
    let summary = "make a distance's pace target faster by a step after each session (or week) that made it"
    let syntax = RuleSyntax([
        .init([.slot(RuleSlots.pace)], spelling: "-STEP",
              meaning: "seconds off the pace for its distance after a success: -5s makes 5:30/km 5:25/km", isRequired: true),
        .init([.word(["every"]), .slot(RuleSlots.pacePeriod)], spelling: "every session|week",
              meaning: "when it moves (default: every session)"),
    ])

    func isWeekly(_ arguments: RuleArguments) -> Bool {
        arguments[RuleSlots.pacePeriod] == "week"
    }

    func step(_ arguments: RuleArguments) -> Double {
        if case .seconds(let seconds)? = arguments[RuleSlots.pace] { return seconds }
        return 0
    }

    /// The first paced work set's goal: the pace the rule starts from and the distance it is for.
    static func plannedPace(_ sets: [SetPrescription]) -> (seconds: Int, per: ExactDistance)? {
        for set in sets where set.kind != .warmup {
            if case .pace(let seconds, let per)? = set.goal { return (seconds, per) }
        }
        return nil
    }

    /// Every paced set keeps its own pace, moved by what the rule has moved so far: steady
    /// work at 2:05/500m stays 20 s a 500 m slower than intervals at 1:45/500m. The move is
    /// scaled to each set's distance (a second a 500 m is two a kilometre).
    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        guard let seconds = input.state.number("seconds") else { return input.planned }
        let origin = input.state.number("origin") ?? seconds
        let statePer = input.state.number("per").map { max(1, $0) }
        return input.planned.map { set in
            guard set.kind != .warmup, case .pace(let planned, let per)? = set.goal else { return set }
            let scale = statePer.map { Double(per.millimetres) / $0 } ?? 1
            let moved = max(1, Double(planned) + (seconds - origin) * scale)
            return SetPrescription(index: set.index, kind: set.kind, load: set.load, work: set.work, rpe: set.rpe,
                                   restSeconds: set.restSeconds, pendingLoad: set.pendingLoad,
                                   goal: .pace(seconds: Int(moved.rounded()), per: per))
        }
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        guard let planned = Self.plannedPace(input.planned) else { return PluginStep(state: state) }
        if state.number("seconds") == nil {
            state["seconds"] = .number(Double(planned.seconds))
            state["origin"] = .number(Double(planned.seconds))
            state["per"] = .number(Double(planned.per.millimetres))
        }
        let judgement = input.judgement
        if isWeekly(input.arguments) {
            state["judged"] = .count(state.count("judged") + 1)
            guard judgement.isSuccess else {
                state["missed"] = .count(state.count("missed") + 1)
                return PluginStep(state: state, changes: [StateChange(
                    "pace", from: nil, to: "held this week", because: Reason(judgement.firstMiss ?? .missed))])
            }
            return PluginStep(state: state)
        }
        let current = state.number("seconds") ?? Double(planned.seconds)
        guard judgement.isSuccess else {
            let text = Self.text(current, per: planned.per)
            return PluginStep(state: state, changes: [StateChange(
                "pace", from: text, to: text, because: Reason(judgement.firstMiss ?? .missed, .paceStays))])
        }
        return moved(from: current, per: planned.per, state: state, arguments: input.arguments, because: Reason(.everyWorkSetMade))
    }

    func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool {
        guard let from, isWeekly(arguments) else { return false }
        return from.absoluteWeek != to.absoluteWeek
    }

    func enterWeek(_ input: CalendarInput) -> PluginStep {
        guard let from = input.from, entersWeek(from: from, to: input.to, arguments: input.arguments) else {
            return PluginStep(state: input.state)
        }
        var state = input.state
        let judged = state.count("judged"), missed = state.count("missed")
        state["judged"] = nil
        state["missed"] = nil
        guard judged > 0, missed == 0, let current = state.number("seconds"), let per = state.number("per") else {
            return PluginStep(state: state)
        }
        let week = from.week, cycle = from.cycle
        return moved(from: current, per: ExactDistance(millimetres: Int(per)), state: state, arguments: input.arguments,
                     because: Reason(.periodAtPace(.week(week, cycle: cycle))))
    }

    /// The state with the pace moved by the step (never under a second), and the change.
    func moved(from current: Double, per: ExactDistance, state: PluginState, arguments: RuleArguments, because reason: Reason)
        -> PluginStep {
        var state = state
        let next = max(1, current + step(arguments))
        state["seconds"] = .number(next)
        state["per"] = .number(Double(per.millimetres))
        return PluginStep(state: state, changes: [StateChange(
            "pace", from: Self.text(current, per: per), to: Self.text(next, per: per), because: reason)])
    }

    /// `5:30 /km`: a pace in seconds for `per`.
    static func text(_ seconds: Double, per: ExactDistance) -> String {
        let goal = WorkGoal.pace(seconds: Int(seconds), per: per)
        return Pace(seconds: Int(seconds), distance: per).map(goal.text(of:)) ?? "\(Int(seconds)) s"
    }
}
