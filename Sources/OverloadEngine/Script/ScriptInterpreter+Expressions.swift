import Overload

extension ScriptInterpreter {
    /// The value of an expression.
    func evaluate(_ expression: ScriptExpression) throws(ScriptFailure) -> ScriptValue {
        switch expression {
        case .quantity(let quantity):
            return try Self.literal(quantity, unit: environment.unit)
        case .string(let string):
            return .text(string.value)
        case .boolean(let bool, _):
            return .bool(bool)
        case .name(let identifier):
            return try lookup(identifier)
        case .member(let base, let field, _):
            let name = field.name.lowercased()
            if case .name(let identifier) = base, identifier.name.lowercased() == "state", locals["state"] == nil {
                // A state field never set reads as 0, so `state.stalls += 1` starts counting.
                return environment.state[name] ?? .number(0)
            }
            let value = try evaluate(base)
            switch value {
            case .nothing:
                return .nothing
            case .record(let type, let fields):
                guard let found = fields[name] else {
                    throw ScriptFailure(.scriptUnknownField, "\(type.phrase) has no field '\(field.name)'", at: field.range)
                }
                return found
            default:
                throw ScriptFailure(.scriptUnknownField, "\(value.phrase) has no fields", at: field.range,
                                    label: "'\(source.text(base.range))' is \(describe(value))")
            }
        case .call(let callee, let arguments, let range):
            return try call(callee, arguments, range: range)
        case .index(let list, let position, _):
            return try index(list, position)
        case .unary(let op, let operand, let range):
            let value = try evaluate(operand)
            switch (op, value) {
            case (_, .nothing): return .nothing
            case (.not, .bool(let bool)): return .bool(!bool)
            case (.negate, .number(let number)): return .number(-number)
            case (.negate, .load(let milli)): return .load(-milli)
            case (.negate, .percent(let percent)): return .percent(-percent)
            case (.negate, .time(let seconds)): return .time(-seconds)
            case (.negate, .distance(let metres)): return .distance(-metres)
            default:
                let verb = op == .not ? "'not' needs true or false" : "'-' needs a number, a load, a percentage or a time"
                throw ScriptFailure(.scriptUnits, "\(verb), not \(value.phrase)", at: range,
                                    label: "'\(source.text(operand.range))' is \(describe(value))")
            }
        case .binary(let op, let left, let right, let range):
            return try binary(op, left, right, range: range)
        case .parenthesized(let inner, _):
            return try evaluate(inner)
        case .error(let range):
            throw ScriptFailure(.scriptKind, "this is not an expression", at: range)
        }
    }

    /// A number as written, in the plan's unit: `2.5kg` in a pound plan is 5.511 lb.
    static func literal(_ quantity: Quantity, unit: MassUnit) throws(ScriptFailure) -> ScriptValue {
        let value = quantity.value
        guard value.isFinite, Swift.abs(value) <= ScriptLimits.magnitude,
              quantity.unit != .kg && quantity.unit != .lb || Swift.abs(value) <= ScriptLimits.load else {
            throw ScriptFailure(.scriptOutOfRange, "'\(SourceFormatter.quantity(quantity))' is out of range", at: quantity.range,
                                label: "numbers stay within ±1,000,000,000 and loads within ±1,000,000 kg or lb")
        }
        switch quantity.unit {
        case nil: return .number(value)
        case .kg?: return .load(value: Mass(value, .kg).value(in: unit))
        case .lb?: return .load(value: Mass(value, .lb).value(in: unit))
        case .percent?: return .percent(value)
        case .s?: return .time(value)
        case .min?: return .time(value * 60)
        case .h?: return .time(value * 3600)
        case .m?: return .distance(value)
        case .km?: return .distance(value * DistanceUnit.km.metresPerUnit)
        case .mi?: return .distance(value * DistanceUnit.mi.metresPerUnit)
        case .rm?:
            throw ScriptFailure(.scriptUnits, "a repetition maximum means nothing in a script", at: quantity.range,
                                help: "a script works with numbers, loads (kg, lb), percentages, times (s, min, h) and distances "
                                    + "(m, km, mi); the estimated 1RM is last.e1rm or e1rm(load, reps)")
        }
    }

    func lookup(_ identifier: Identifier) throws(ScriptFailure) -> ScriptValue {
        let name = identifier.name.lowercased()
        if let local = locals[name] { return local }
        if let parameter = parameters[name] { return parameter }
        switch name {
        case "last": return environment.last
        case "week": return .number(Double(environment.calendar.week))
        case "cycle": return .number(Double(environment.calendar.cycle))
        case "day_in_week": return .number(Double(environment.calendar.dayInWeek))
        case "week_in_cycle": return .number(Double(environment.calendar.weekInCycle))
        case "day": return .text(environment.calendar.day)
        case "new_week": return .bool(environment.newWeek)
        case "new_cycle": return .bool(environment.newCycle)
        case "state": return .record(.state, environment.state)
        default:
            if ScriptNames.kept.contains(name) { return environment.kept[name] ?? .nothing }
            throw ScriptFailure(.scriptUnknownName, "no name '\(identifier.name)' in this script", at: identifier.range)
        }
    }

    /// `and` and `or` look at their right side only when they must; the others evaluate both.
    func binary(_ op: BinaryOperator, _ left: ScriptExpression, _ right: ScriptExpression,
                range: SourceRange) throws(ScriptFailure) -> ScriptValue {
        let lhs = try evaluate(left)
        switch (op, lhs) {
        case (.and, .bool(false)): return .bool(false)
        case (.or, .bool(true)): return .bool(true)
        default: break
        }
        let rhs = try evaluate(right)
        return try arithmetic(op, lhs, rhs, left: left, right: right, range: range)
    }
}
