import Overload

/// What one run of a script sees: the session just logged (`last`), the calendar, and the
/// values the plugin keeps (`tm`, `weight`, `time`, `reps`, `sets`, `stage`, `state.*`), which the
/// run may change.
struct ScriptEnvironment {
    /// The plan's unit, and rounding to the program's equipment.
    var loads: LoadTool
    /// The program's `e1rm` formula.
    var formula: E1RMFormula
    /// The session just logged; nothing when a week begins.
    var last: ScriptValue
    /// Where the program is.
    var calendar: ProgramCalendar
    /// Whether this run is the one a new week (or cycle) starts.
    var newWeek = false
    var newCycle = false
    /// `tm`, `weight`, `time`, `reps`, `sets`, `stage`: their values now (nothing when not known).
    var kept: [String: ScriptValue] = [:]
    /// `state.*`, by field name.
    var state: [String: ScriptValue] = [:]

    var unit: MassUnit { loads.unit }

    /// The environment after a logged session.
    init(session input: SessionInput) {
        loads = input.loads
        formula = input.e1rmFormula
        calendar = input.calendar
        last = ScriptSession.record(input)
        read(input.state)
        let work = input.planned.filter { $0.kind != .warmup }
        if kept["tm"] == nil, let max = input.programMax { kept["tm"] = .load(value: max) }
        if kept["weight"] == nil, let start = Self.startingWeight(input) { kept["weight"] = .load(value: start) }
        if kept["time"] == nil, let seconds = Self.startingTime(input, work: work) { kept["time"] = .time(Double(seconds)) }
        if kept["reps"] == nil, let reps = work.lazy.compactMap({ $0.reps?.minimumReps }).first { kept["reps"] = .number(Double(reps)) }
        if kept["sets"] == nil { kept["sets"] = .number(Double(work.count)) }
        if kept["stage"] == nil { kept["stage"] = .number(1) }
    }

    /// The environment when the program enters a new week: no session, so `last` is nothing.
    init(calendar input: CalendarInput) {
        loads = input.loads
        formula = input.e1rmFormula
        calendar = input.to
        last = .nothing
        newWeek = true
        newCycle = input.from.map { $0.cycle != input.to.cycle } ?? false
        read(input.state)
        if kept["tm"] == nil, let max = input.programMax { kept["tm"] = .load(value: max) }
        if kept["stage"] == nil { kept["stage"] = .number(1) }
    }

    /// The working weight before the script ever set one: the plan's heaviest work load, else
    /// the heaviest logged work set (0 at bodyweight), as the built-in rules start.
    static func startingWeight(_ input: SessionInput) -> Double? {
        if let plan = input.loads.heaviestWorkLoad(input.planned) { return plan }
        let bodyweight = input.exercise.loadKind == .bodyweight
        if let logged = input.judgement.heaviestLoad, logged > 0 || bodyweight { return logged }
        return bodyweight ? 0 : nil
    }

    /// The time of a timed set before the script ever set one: the plan's first timed work set,
    /// else the first timed work set logged.
    static func startingTime(_ input: SessionInput, work: [SetPrescription]) -> Int? {
        for set in work { if case .time(let seconds) = set.work { return seconds } }
        return input.judgement.sets.lazy.compactMap { $0.performed?.timeSeconds }.first
    }

    /// The kept values and `state.*` from the plugin's state.
    mutating func read(_ pluginState: PluginState) {
        for (key, value) in pluginState.values {
            let decoded = ScriptStateCoding.decode(value, unit: unit)
            if key.hasPrefix(ScriptStateCoding.statePrefix) {
                state[String(key.dropFirst(ScriptStateCoding.statePrefix.count))] = decoded
            } else {
                kept[key] = decoded
            }
        }
    }
}

/// How script values are kept in a ``PluginState`` between sessions: loads as masses, whole
/// numbers as counts, and every other value in the case of its own kind, so a value comes
/// back from one session to the next as the kind it was stored as (`state.note = "10%"`
/// stays a word, never a percentage).
enum ScriptStateCoding {
    /// `state.stalls` is kept under this prefix, apart from `tm`, `weight` and the others.
    static let statePrefix = "state."

    /// Whether a value of the kind can be kept from one session to the next: a distance, a
    /// list, a set or a session cannot, so a script may not assign one to `state.NAME`.
    static func keeps(_ type: ScriptType) -> Bool {
        switch type {
        case .number, .load, .percent, .time, .bool, .text, .any: true
        case .distance, .session, .set, .state, .list: false
        }
    }

    /// The kinds ``keeps(_:)`` allows, for messages.
    static let keptKinds = "numbers, loads, percentages, times, true or false and words"

    static func encode(_ value: ScriptValue, unit: MassUnit) -> PluginState.Value? {
        switch value {
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? .count(Int(number)) : .number(number)
        case .load(let milli): return .mass(Mass(Double(milli) / 1000, unit))
        case .percent(let percent): return .percent(percent)
        case .time(let seconds): return .seconds(seconds)
        case .bool(let bool): return .flag(bool)
        case .text(let text): return .text(text)
        case .distance, .record, .list, .nothing: return nil
        }
    }

    static func decode(_ value: PluginState.Value, unit: MassUnit) -> ScriptValue {
        switch value {
        case .mass(let mass): return .load(value: mass.value(in: unit))
        case .count(let count): return .number(Double(count))
        case .number(let number): return .number(number)
        case .text(let text): return .text(text)
        case .percent(let percent): return .percent(percent)
        case .seconds(let seconds): return .time(seconds)
        case .flag(let flag): return .bool(flag)
        }
    }
}
