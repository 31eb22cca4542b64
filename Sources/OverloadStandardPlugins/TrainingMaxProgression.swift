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
            .init([.slot(RuleSlots.maxStep)], spelling: "+STEP",
                  meaning: "what the training max gains: a load (+5lb) or a share of it (+2.5%)", isRequired: true),
            .init([.word(["every"]), .slot(RuleSlots.period)], spelling: "every cycle|week",
                  meaning: "when it gains it (default: every cycle)"),
        ]))

    static let nsuns = TrainingMaxProgression(
        name: "nsuns", summary: "move the training max each week by the reps of the heaviest AMRAP set (nSuns 5/3/1 LP)",
        mode: .amrapTable,
        syntax: RuleSyntax([
            .init([.word(["every"]), .slot(RuleSlots.period)], spelling: "every week|cycle",
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
        if let word = arguments[RuleSlots.period] { return word }
        return mode == .amrapTable ? "week" : "cycle"
    }

    func trainingMax(_ state: PluginState, _ programMax: Double?, _ loads: LoadTool) -> Double? {
        SetLoads.max(StateKeys.trainingMax, state, programMax: programMax, loads: loads)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        SetLoads.percentages(of: StateKeys.trainingMax, input)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        var changes: [StateChange] = []
        if state[StateKeys.trainingMax] == nil, let max = input.programMax {
            state[StateKeys.trainingMax] = input.loads.mass(max)
        }
        let made = input.judgement.amrapsMet ?? input.judgement.isSuccess
        state[StateKeys.judged] = ((state[StateKeys.judged] ?? 0) + 1)
        if !made {
            state[StateKeys.missed] = ((state[StateKeys.missed] ?? 0) + 1)
            changes.append(StateChange("training max", from: nil, to: "held this \(period(input.arguments))",
                                       because: Reason(input.judgement.firstMiss ?? .missed)))
        }
        if let reps = Self.topAMRAPReps(input.judgement) {
            state[StateKeys.amrap] = (Swift.max((state[StateKeys.amrap] ?? 0), reps))
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
        let judged = (state[StateKeys.judged] ?? 0)
        let missed = (state[StateKeys.missed] ?? 0)
        let amrap = state[StateKeys.amrap]
        state[StateKeys.judged] = nil
        state[StateKeys.missed] = nil
        state[StateKeys.amrap] = nil
        let loads = input.loads
        guard judged > 0, let current = trainingMax(state, input.programMax, loads) else { return PluginStep(state: state) }
        let done: Reason.TrainingPeriod = periodText == "week" ? .week(from.week, cycle: from.cycle) : .cycle(from.cycle)
        let step: Double
        let reason: Reason
        switch mode {
        case .fixedStep:
            guard missed == 0 else {
                return PluginStep(state: state, changes: [StateChange(
                    "training max", from: loads.mass(current), to: loads.mass(current),
                    because: Reason(.periodShort(done, sessions: missed)))])
            }
            // A share (`+2.5%`) is of the training max the period ends with.
            step = input.arguments.percent(RuleSlots.maxStep).map { current * $0 / 100 } ?? input.arguments.massStep(RuleSlots.maxStep, loads: loads) ?? 0
            reason = Reason(.periodMade(done))
        case .amrapTable:
            guard let reps = amrap else { return PluginStep(state: state) }
            step = Self.nsunsStep(reps: reps, lower: input.exercise.region == .lower, unit: loads.unit)
            reason = Reason(.heaviestAMRAP(done, reps: reps))
        }
        guard step != 0 else {
            return PluginStep(state: state, changes: [StateChange(
                "training max", from: loads.mass(current), to: loads.mass(current), because: reason)])
        }
        let next = current + step
        state[StateKeys.trainingMax] = loads.mass(next)
        return PluginStep(state: state, changes: [StateChange(
            "training max", from: loads.mass(current), to: loads.mass(next), because: reason)])
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
