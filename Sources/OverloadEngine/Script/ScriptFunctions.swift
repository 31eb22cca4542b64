import Overload

/// The functions a script may call: what each takes (read by the static check and the
/// interpreter alike) and what it does.
enum ScriptFunctions {
    static let numeric = ScriptType.measures

    /// The kind a call gives, or what is wrong with its arguments (`'e1rm' takes a load and
    /// a number of reps, found a number and a number`).
    static func result(_ name: String, _ types: [ScriptType]) -> Result<ScriptType, ArgumentProblem> {
        let found = types.isEmpty ? "no arguments" : types.map(\.phrase).joined(separator: " and ")
        switch name {
        case "sum":
            return listResult(name, types, found: found)
        case "min" where types.count == 1 && types[0] != .any && types[0].element != nil,
             "max" where types.count == 1 && types[0] != .any && types[0].element != nil:
            return listResult(name, types, found: found)
        case "count", "any", "all":
            let wanted = name == "count" ? "a list" : "a list of true or false values ('all(last.reps >= 5)')"
            guard types.count == 1, types[0] == .any || (types[0].element.map { name == "count" || $0 == .bool || $0 == .any } ?? false) else {
                return .failure(.init("'\(name)' takes \(wanted), found \(found)"))
            }
            return .success(name == "count" ? .number : .bool)
        case "min", "max":
            guard types.count >= 2 else { return .failure(.init("'\(name)' takes two or more values, found \(found)")) }
            let kinds = Set(types.filter { $0 != .any })
            guard kinds.count <= 1, kinds.allSatisfy(numeric.contains) else {
                return .failure(.init("'\(name)' takes values of one kind (numbers, loads, percentages, times or distances), found \(found)"))
            }
            return .success(kinds.first ?? .any)
        case "round", "floor", "ceil":
            guard types.count == 1 || types.count == 2 else {
                return .failure(.init("'\(name)' takes a value and an optional step, found \(found)"))
            }
            guard types[0] == .any || numeric.contains(types[0]) else {
                return .failure(.init("'\(name)' takes a number, a load, a percentage, a time or a distance, found \(found)"))
            }
            if types.count == 2, !types[0].accepts(types[1]) {
                return .failure(.init("'\(name)' takes a step of the value's kind, found \(found)"))
            }
            return .success(types[0])
        case "e1rm":
            guard types.count == 2, ScriptType.load.accepts(types[0]), ScriptType.number.accepts(types[1]) else {
                return .failure(.init("'e1rm' takes a load and a number of reps, found \(found)"))
            }
            return .success(.load)
        case "suggest":
            guard types.count == 1, ScriptType.text.accepts(types[0]) else {
                return .failure(.init("'suggest' takes one word in quotes, the reason a lifter reads, found \(found)"))
            }
            return .success(.any)
        default:
            return .failure(.init("no function '\(name)'", isUnknown: true))
        }
    }

    /// `sum(list)`, and `min(list)`, `max(list)`: a list of numbers, loads, percentages or
    /// times gives one of its kind.
    static func listResult(_ name: String, _ types: [ScriptType], found: String) -> Result<ScriptType, ArgumentProblem> {
        guard types.count == 1, types[0] == .any || (types[0].element.map { $0 == .any || numeric.contains($0) } ?? false) else {
            return .failure(.init("'\(name)' takes a list of numbers, loads, percentages, times or distances ('\(name)(last.reps)'), found \(found)"))
        }
        return .success(types[0].element ?? .any)
    }

    /// What is wrong with a call.
    struct ArgumentProblem: Error {
        var message: String
        var isUnknown = false

        init(_ message: String, isUnknown: Bool = false) {
            self.message = message
            self.isUnknown = isUnknown
        }
    }
}

extension ScriptInterpreter {
    /// A call's value. Nothing among the arguments gives nothing.
    func call(_ callee: ScriptExpression, _ arguments: [Argument], range: SourceRange) throws(ScriptFailure) -> ScriptValue {
        guard case .name(let identifier) = callee else {
            throw ScriptFailure(.scriptUnknownFunction, "only a function's name can be called", at: callee.range)
        }
        let name = identifier.name.lowercased()
        var values: [ScriptValue] = []
        for argument in arguments { values.append(try evaluate(argument.value)) }
        // `suggest` is a statement (``ScriptInterpreter/execute(_:)`` records it); the check refuses it as a value.
        if name == "suggest" || values.contains(.nothing) { return .nothing }
        if case .failure(let problem) = ScriptFunctions.result(name, values.map { $0.type ?? .any }) {
            throw ScriptFailure(problem.isUnknown ? .scriptUnknownFunction : .scriptArguments, problem.message, at: range,
                                help: ScriptNames.functions[name])
        }
        if case .list(let element, let items) = values[0], values.count == 1 {
            return try listCall(name, element, items, range: range)
        }
        switch name {
        case "min": return values.min { Self.magnitude($0) < Self.magnitude($1) } ?? .nothing
        case "max": return values.max { Self.magnitude($0) < Self.magnitude($1) } ?? .nothing
        case "e1rm":
            let reps = Self.magnitude(values[1])
            guard reps >= 0, reps <= 1000, reps == reps.rounded() else {
                throw ScriptFailure(.scriptOutOfRange, "'e1rm' needs a whole number of reps from 0 to 1000, not \(describe(values[1]))",
                                    at: arguments[1].range)
            }
            let load = Self.magnitude(values[0]) / 1000
            return .load(value: environment.formula.estimate(load: load, reps: Int(reps)))
        default:
            return try rounded(name, values, arguments: arguments, range: range)
        }
    }

    /// A function of a list. A value that is nothing (the RPE of a set logged without one)
    /// makes a sum, a smallest or a largest nothing, is not counted, and is not true for
    /// `any` or `all`. An empty list sums to nothing and has no smallest or largest.
    func listCall(_ name: String, _ element: ScriptType, _ items: [ScriptValue],
                  range: SourceRange) throws(ScriptFailure) -> ScriptValue {
        switch name {
        case "count":
            // A list of true or false values counts the true ones: `count(last.reps >= 5)`.
            let counted = element == .bool ? items.filter(\.isTrue).count : items.filter { $0 != .nothing }.count
            return .number(Double(counted))
        case "any": return .bool(items.contains(where: \.isTrue))
        case "all": return .bool(items.allSatisfy(\.isTrue))
        default:
            guard !items.isEmpty, !items.contains(.nothing) else { return .nothing }
            if name == "min" { return items.min { Self.magnitude($0) < Self.magnitude($1) } ?? .nothing }
            if name == "max" { return items.max { Self.magnitude($0) < Self.magnitude($1) } ?? .nothing }
            let total = items.map(Self.magnitude).reduce(0, +)
            let sum = Self.rebuilt(items[0], total)
            try checkRange(sum, at: range, values: Values(left: range, lhs: sum, right: range, rhs: sum))
            return sum
        }
    }

    /// `round`, `floor`, `ceil`: to a multiple of the step; without one, a load to the
    /// equipment and anything else to a whole number.
    func rounded(_ name: String, _ values: [ScriptValue], arguments: [Argument], range: SourceRange) throws(ScriptFailure) -> ScriptValue {
        let rule: FloatingPointRoundingRule = switch name {
        case "floor": .down
        case "ceil": .up
        default: .toNearestOrAwayFromZero
        }
        let value = values[0]
        if values.count == 2 {
            let step = Self.magnitude(values[1])
            guard step > 0 else {
                throw ScriptFailure(.scriptDivisionByZero, "'\(name)' needs a step above zero, not \(describe(values[1]))",
                                    at: arguments[1].range)
            }
            let multiple = (Self.magnitude(value) / step).rounded(rule) * step
            return Self.rebuilt(value, multiple)
        }
        guard case .load(let milli) = value else { return Self.rebuilt(value, Self.magnitude(value).rounded(rule)) }
        return .load(value: equipment(Double(milli) / 1000, rule))
    }

    /// A load the equipment makes: the nearest, or the nearest at or below / at or above.
    func equipment(_ exact: Double, _ rule: FloatingPointRoundingRule) -> Double {
        let loads = environment.loads
        let source = LoadTool.ownSource(kind: loads.loadKind)
        let nearest = loads.loadable(exact, source: source)
        let step = loads.smallestStep(above: nearest, source: source) ?? 0
        switch rule {
        case .up where nearest < exact - 1e-9: return nearest + step
        case .down where nearest > exact + 1e-9: return loads.loadable(exact - step / 2 - 1e-9, source: source)
        default: return nearest
        }
    }

    /// A number put back in the kind it came from.
    static func rebuilt(_ kind: ScriptValue, _ number: Double) -> ScriptValue {
        switch kind {
        case .load: .load(Int64(number.rounded()))
        case .percent: .percent(number)
        case .time: .time(number)
        case .distance: .distance(number)
        default: .number(number)
        }
    }
}
