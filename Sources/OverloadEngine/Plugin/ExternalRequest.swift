import Overload

/// The request an external plugin reads on its standard input (docs/plugins.md, schema
/// `overload.plugin/1`): the exercise's next prescription, every session since its rule began,
/// the state the engine keeps for it (its fallback's), and the calendar.
public enum ExternalProtocol {
    /// The schema both the request and the response name.
    public static let schema = "overload.plugin/1"

    /// Everything one request holds, as the engine knows it.
    struct Request {
        var plugin: ExternalPlugin
        var date: LocalDate
        var exercise: Exercise
        var calendar: ProgramCalendar
        var planned: [SetPrescription]
        var fallbackRule: String
        var fallbackTargets: [SetPrescription]
        var state: PluginState
        var history: [ExplainStep]
        var unit: MassUnit
    }

    /// The request's JSON.
    static func json(_ request: Request) -> JSONValue {
        let unit = request.unit
        let calendar = request.calendar
        let history: [JSONValue] = request.history.compactMap { step in
            guard let at = step.calendar else { return nil }
            var fields: [String: JSONValue] = [
                "date": .string(step.date.description), "day": .string(at.day), "cycle": .integer(at.cycle),
                "week": .integer(at.week), "targets": .array(step.targets.map { set($0, unit: unit) }),
                "sets": .array(step.sets.map { performed($0, unit: unit) }),
            ]
            if let judgement = step.judgement { fields["success"] = .bool(judgement.isSuccess) }
            return .object(fields)
        }
        return .object([
            "schema": .string(schema),
            "plugin": .string(request.plugin.name),
            "date": .string(request.date.description),
            "unit": .string(unit.rawValue),
            "exercise": .object([
                "id": .string(request.exercise.id), "name": .string(request.exercise.name.lowercased()),
                "region": .string(request.exercise.region.rawValue), "loadKind": .string(request.exercise.loadKind.rawValue),
            ]),
            "calendar": .object([
                "cycle": .integer(calendar.cycle), "week": .integer(calendar.week), "weeks": .integer(calendar.weekCount),
                "weekKind": .string(calendar.weekKind.rawValue), "day": .string(calendar.day),
            ]),
            "prescription": .array(request.planned.map { set($0, unit: unit) }),
            "fallback": .object([
                "rule": .string(request.fallbackRule),
                "targets": .array(request.fallbackTargets.map { set($0, unit: unit) }),
            ]),
            "state": .object(Dictionary(uniqueKeysWithValues: request.state.sorted.map { ($0.key, value($0.value, unit: unit)) })),
            "history": .array(history),
        ])
    }

    /// A target set: `{"kind", "reps" | "seconds" | "metres", "load"?, "rpe"?}`, the load the
    /// loadable one in the plan's unit.
    static func set(_ set: SetPrescription, unit: MassUnit) -> JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(set.kind.rawValue)]
        switch set.work {
        case .reps(let target): fields["reps"] = reps(target)
        case .time(let seconds): fields["seconds"] = .integer(seconds)
        case .distance(let metres): fields["metres"] = .number(metres)
        }
        if let load = set.load { fields["load"] = .number(load.loadable) }
        if let rpe = set.rpe { fields["rpe"] = .number(rpe) }
        return .object(fields)
    }

    /// Reps as a number when exact, otherwise as the language writes them (`"8-12"`, `"5+"`).
    static func reps(_ target: RepTarget) -> JSONValue {
        if case .exact(let count) = target { return .integer(count) }
        return .string(target.description)
    }

    /// A logged set: `{"kind", "reps"?, "load"?, "added"?, "rpe"?, "seconds"?, "metres"?, "skipped"?}`.
    static func performed(_ set: SetPerformance, unit: MassUnit) -> JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(set.kind.rawValue)]
        if set.isSkipped { fields["skipped"] = .bool(true) }
        if let reps = set.reps { fields["reps"] = .integer(reps) }
        if let load = set.load { fields["load"] = .number(load.mass.value(in: unit)) }
        if set.isAddedLoad { fields["added"] = .bool(true) }
        if let rpe = set.rpe { fields["rpe"] = .number(rpe) }
        if let seconds = set.timeSeconds { fields["seconds"] = .integer(seconds) }
        if let metres = set.distanceMetres { fields["metres"] = .number(metres) }
        return .object(fields)
    }

    static func value(_ value: PluginState.Value, unit: MassUnit) -> JSONValue {
        switch value {
        case .mass(let mass): .number(mass.value(in: unit))
        case .count(let count): .integer(count)
        case .number(let number): .number(number)
        case .text(let text): .string(text)
        // Sent as the text explain shows, as external plugins have always received them.
        case .percent, .seconds, .flag: .string(value.description)
        }
    }
}
