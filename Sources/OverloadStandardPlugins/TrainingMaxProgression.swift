import Overload
import OverloadEngine

/// `tm +STEP every cycle|week` and `nsuns [every week]`: the training max moves on the
/// program's calendar, and every percentage of it moves with it (docs/plugins.md).
///
/// `tm` raises the max by its step when the program enters a new cycle (or week), if the
/// period's AMRAP sets all reached their minimum (every work set, where the lift has no
/// AMRAP set) and it was trained at all. `nsuns` raises it by the reps of the period's
/// heaviest AMRAP set: 0-1 nothing, 2-3 +5 lb, 4-5 +10 lb lower body / +5 lb upper body,
/// 6 or more +15 lb / +10 lb (2.5, 5 or 2.5, 7.5 or 5 kg).
struct TrainingMaxProgression: ProgressionPlugin {
    enum Mode {
        case fixedStep, amrapTable
    }

    static let tm = TrainingMaxProgression(
        name: "tm", summary: "raise the training max each cycle or week while the AMRAP sets make their minimum",
        mode: .fixedStep,
        syntax: RuleSyntax([
            .init([.value("step", .massOrPercentStep)], spelling: "+STEP",
                  meaning: "what the training max gains: a load (+5lb) or a share of it (+2.5%)", isRequired: true),
            .init([.word(["every"]), .value("period", .choice(["cycle", "week"]))], spelling: "every cycle|week",
                  meaning: "when it gains it (default: every cycle)"),
        ]))

    static let nsuns = TrainingMaxProgression(
        name: "nsuns", summary: "move the training max each week by the reps of the heaviest AMRAP set (nSuns 5/3/1 LP)",
        mode: .amrapTable,
        syntax: RuleSyntax([
            .init([.word(["every"]), .value("period", .choice(["cycle", "week"]))], spelling: "every week|cycle",
                  meaning: "when it moves (default: every week)"),
        ]))

    let name: String
    let summary: String
    let mode: Mode
    let syntax: RuleSyntax
    /// The max moves when the program enters a new cycle or week, so `plan` projects it.
    let movesOnCalendar = true

    func period(_ arguments: RuleArguments) -> String {
        // The first word, found without building the list of words: asked every session.
        if case .word(let word)? = arguments.value("period") { return word }
        return mode == .amrapTable ? "week" : "cycle"
    }

    func trainingMax(_ state: PluginState, _ programMax: Double?, _ loads: LoadTool) -> Double? {
        SetLoads.max("tm", state, programMax: programMax, loads: loads)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        SetLoads.percentages(of: "tm", input)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        var changes: [StateChange] = []
        if state.mass("tm") == nil, let max = input.programMax {
            state["tm"] = .mass(input.loads.mass(max))
        }
        let made = input.judgement.amrapsMet ?? input.judgement.isSuccess
        state["judged"] = .count(state.count("judged") + 1)
        if !made {
            state["missed"] = .count(state.count("missed") + 1)
            let judgement = input.judgement
            changes.append(StateChange("training max", from: nil, to: "held this \(period(input.arguments))",
                                       becauseOf: { judgement.firstShortfall ?? "missed" }))
        }
        if let reps = Self.topAMRAPReps(input.judgement) {
            state["amrap"] = .count(Swift.max(state.count("amrap"), reps))
        }
        return PluginStep(state: state, changes: changes)
    }

    /// Only when its period (a week or a cycle) ends.
    func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool {
        guard let from else { return false }
        return period(arguments) == "week" ? from.absoluteWeek != to.absoluteWeek : from.cycle != to.cycle
    }

    func enterWeek(_ input: CalendarInput) -> PluginStep {
        guard let from = input.from, entersWeek(from: from, to: input.to, arguments: input.arguments) else {
            return PluginStep(state: input.state)
        }
        let periodText = period(input.arguments)
        var state = input.state
        let judged = state.count("judged")
        let missed = state.count("missed")
        let amrap = state["amrap"]
        state["judged"] = nil
        state["missed"] = nil
        state["amrap"] = nil
        let loads = input.loads
        guard judged > 0, let current = trainingMax(state, input.programMax, loads) else { return PluginStep(state: state) }
        // Texts written when read: a replay of years moves the training max every cycle.
        let isWeek = periodText == "week", week = from.week, cycle = from.cycle
        let step: Double
        let reason: @Sendable () -> String
        switch mode {
        case .fixedStep:
            guard missed == 0 else {
                return PluginStep(state: state, changes: [StateChange(
                    "training max", from: loads.mass(current), to: loads.mass(current),
                    becauseOf: {
                        let sessions = "\(missed) session\(missed == 1 ? "" : "s")"
                        return "\(Self.done(isWeek: isWeek, week: week, cycle: cycle)): \(sessions) short of the minimum, so it holds"
                    })])
            }
            // A share (`+2.5%`) is of the training max the period ends with.
            step = input.arguments.percent("step").map { current * $0 / 100 } ?? input.arguments.massStep("step", loads: loads) ?? 0
            reason = { "\(Self.done(isWeek: isWeek, week: week, cycle: cycle)) done, every AMRAP set at its minimum" }
        case .amrapTable:
            guard case .count(let reps)? = amrap else { return PluginStep(state: state) }
            step = Self.nsunsStep(reps: reps, lower: input.exercise.region == .lower, unit: loads.unit)
            reason = { "\(Self.done(isWeek: isWeek, week: week, cycle: cycle)): \(reps) reps on the heaviest AMRAP set" }
        }
        guard step != 0 else {
            return PluginStep(state: state, changes: [StateChange(
                "training max", from: loads.mass(current), to: loads.mass(current), becauseOf: reason)])
        }
        let next = current + step
        state["tm"] = .mass(loads.mass(next))
        return PluginStep(state: state, changes: [StateChange(
            "training max", from: loads.mass(current), to: loads.mass(next), becauseOf: reason)])
    }

    /// The period a change closes: `week 2 of cycle 3`, `cycle 3`.
    static func done(isWeek: Bool, week: Int, cycle: Int) -> String {
        isWeek ? "week \(week) of cycle \(cycle)" : "cycle \(cycle)"
    }

    /// The reps of the heaviest AMRAP set of a session, if it had one done (the first of
    /// equally heavy sets).
    static func topAMRAPReps(_ judgement: SessionJudgement) -> Int? { judgement.heaviestAMRAPReps }

    /// nSuns' table: 0-1 reps nothing, 2-3 +5 lb, 4-5 +10 / +5 lb, 6+ +15 / +10 lb (lower / upper body).
    static func nsunsStep(reps: Int, lower: Bool, unit: MassUnit) -> Double {
        let pounds: Double = switch reps {
        case ...1: 0
        case 2...3: 5
        case 4...5: lower ? 10 : 5
        default: lower ? 15 : 10
        }
        return unit == .lb ? pounds : pounds / 2
    }
}
