import Overload

extension ScriptInterpreter {
    /// `lhs op rhs` with units (``ScriptType/result(_:_:_:)`` says which kinds go together).
    /// Nothing on either side gives nothing; `false and nothing` is false and `true or nothing`
    /// true (``binary(_:_:_:range:)`` has already returned those).
    func arithmetic(_ op: BinaryOperator, _ lhs: ScriptValue, _ rhs: ScriptValue, left: ScriptExpression,
                    right: ScriptExpression, range: SourceRange) throws(ScriptFailure) -> ScriptValue {
        guard let leftType = lhs.type, let rightType = rhs.type else { return .nothing }
        guard ScriptType.result(op, leftType, rightType) != nil else {
            throw unitMismatch(op, lhs, rhs, left: left, right: right, range: range)
        }
        if case .list(_, let items) = lhs {
            // A comparison of each value (the table allows no other operator on a list); a value
            // that is nothing compares as nothing.
            var compared: [ScriptValue] = []
            for item in items { compared.append(try arithmetic(op, item, rhs, left: left, right: right, range: range)) }
            return .list(.bool, compared)
        }
        let values = Values(left: left.range, lhs: lhs, right: right.range, rhs: rhs)
        let result: ScriptValue
        switch (op, lhs, rhs) {
        case (.and, .bool(let a), .bool(let b)): result = .bool(a && b)
        case (.or, .bool(let a), .bool(let b)): result = .bool(a || b)
        case (.equal, _, _): result = .bool(lhs == rhs)
        case (.notEqual, _, _): result = .bool(lhs != rhs)
        case (.less, _, _), (.lessEqual, _, _), (.greater, _, _), (.greaterEqual, _, _):
            result = .bool(Self.compare(op, Self.magnitude(lhs), Self.magnitude(rhs)))
        case (.divide, _, _) where Self.magnitude(rhs) == 0:
            let divisor = source.text(right.range)
            let shown = divisor == describe(rhs) ? "the divisor is \(describe(rhs))" : "\(divisor) is \(describe(rhs))"
            throw ScriptFailure(.scriptDivisionByZero, "division by zero in '\(source.text(range))': \(shown)",
                                at: right.range, label: "\(shown)",
                                help: "guard the division with 'if \(divisor) > 0' (or != 0)")
        case (.add, .load(let a), .load(let b)): result = .load(a &+ b)
        case (.subtract, .load(let a), .load(let b)): result = .load(a &- b)
        case (.add, .load(let a), .percent(let p)): result = try scaled(a, by: 1 + p / 100, range: range, values: values)
        case (.subtract, .load(let a), .percent(let p)): result = try scaled(a, by: 1 - p / 100, range: range, values: values)
        case (.multiply, .load(let a), .number(let n)), (.multiply, .number(let n), .load(let a)):
            result = try scaled(a, by: n, range: range, values: values)
        case (.multiply, .load(let a), .percent(let p)), (.multiply, .percent(let p), .load(let a)):
            result = try scaled(a, by: p / 100, range: range, values: values)
        case (.divide, .load(let a), .number(let n)): result = try scaled(a, by: 1 / n, range: range, values: values)
        case (.divide, .load(let a), .percent(let p)): result = try scaled(a, by: 100 / p, range: range, values: values)
        case (.divide, .load(let a), .load(let b)): result = .number(Double(a) / Double(b))
        case (.add, .time(let a), .percent(let p)): result = .time(a * (1 + p / 100))
        case (.subtract, .time(let a), .percent(let p)): result = .time(a * (1 - p / 100))
        case (.multiply, .time(let a), .percent(let p)), (.multiply, .percent(let p), .time(let a)): result = .time(a * p / 100)
        case (.multiply, .time(let a), .number(let n)), (.multiply, .number(let n), .time(let a)): result = .time(a * n)
        case (.divide, .time(let a), .number(let n)): result = .time(a / n)
        case (.divide, .time(let a), .percent(let p)): result = .time(a * 100 / p)
        case (.add, .distance(let a), .percent(let p)): result = .distance(a * (1 + p / 100))
        case (.subtract, .distance(let a), .percent(let p)): result = .distance(a * (1 - p / 100))
        case (.multiply, .distance(let a), .percent(let p)), (.multiply, .percent(let p), .distance(let a)):
            result = .distance(a * p / 100)
        case (.multiply, .distance(let a), .number(let n)), (.multiply, .number(let n), .distance(let a)): result = .distance(a * n)
        case (.divide, .distance(let a), .number(let n)): result = .distance(a / n)
        case (.divide, .distance(let a), .percent(let p)): result = .distance(a * 100 / p)
        case (.multiply, .percent(let a), .percent(let b)): result = .percent(a * b / 100)
        case (.multiply, .percent(let a), .number(let n)): result = .percent(a * n)
        case (.multiply, .number(let n), .percent(let p)): result = .number(n * p / 100)
        case (.divide, .percent(let a), .number(let n)): result = .percent(a / n)
        case (.divide, .number(let n), .percent(let p)): result = .number(n * 100 / p)
        default:
            // Same kinds: number, percentage or time with + - * /.
            result = Self.sameKind(op, lhs, rhs)
        }
        try checkRange(result, at: range, values: values)
        return result
    }

    /// The operands, shown when a result is out of range (the text is built only then).
    struct Values {
        var left: SourceRange
        var lhs: ScriptValue
        var right: SourceRange
        var rhs: ScriptValue
    }

    /// A load times a factor, rounded to the nearest thousandth.
    func scaled(_ milli: Int64, by factor: Double, range: SourceRange, values: Values) throws(ScriptFailure) -> ScriptValue {
        let product = Double(milli) * factor
        guard product.isFinite, Swift.abs(product) <= Double(ScriptLimits.milliLoad) else {
            throw outOfRange(source.text(range), at: range, values: values)
        }
        return .load(Int64(product.rounded()))
    }

    /// Numbers, percentages and times combined with their own kind.
    static func sameKind(_ op: BinaryOperator, _ lhs: ScriptValue, _ rhs: ScriptValue) -> ScriptValue {
        let a = magnitude(lhs)
        let b = magnitude(rhs)
        let value: Double = switch op {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        default: a / b
        }
        switch (op, lhs) {
        case (.divide, _): return .number(value)
        case (_, .percent): return op == .multiply ? .percent(a * b / 100) : .percent(value)
        case (_, .time): return .time(value)
        case (_, .distance): return .distance(value)
        default: return .number(value)
        }
    }

    /// The number inside a value: thousandths for a load.
    static func magnitude(_ value: ScriptValue) -> Double {
        switch value {
        case .number(let number), .percent(let number), .time(let number), .distance(let number): number
        case .load(let milli): Double(milli)
        case .bool, .text, .record, .list, .nothing: 0
        }
    }

    static func compare(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Bool {
        switch op {
        case .less: a < b
        case .lessEqual: a <= b
        case .greater: a > b
        default: a >= b
        }
    }

    /// A result past the sandbox's limits is an error, not an infinity.
    func checkRange(_ value: ScriptValue, at range: SourceRange, values: Values) throws(ScriptFailure) {
        switch value {
        case .number(let number), .percent(let number), .time(let number), .distance(let number):
            guard number.isFinite, Swift.abs(number) <= ScriptLimits.magnitude else {
                throw outOfRange(source.text(range), at: range, values: values)
            }
        case .load(let milli):
            guard Swift.abs(milli) <= ScriptLimits.milliLoad else {
                throw outOfRange(source.text(range), at: range, values: values)
            }
        case .bool, .text, .record, .list, .nothing:
            return
        }
    }

    func outOfRange(_ text: String, at range: SourceRange, values: Values) -> ScriptFailure {
        let shown = "'\(source.text(values.left))' is \(describe(values.lhs)), '\(source.text(values.right))' is \(describe(values.rhs))"
        return ScriptFailure(.scriptOutOfRange, "'\(text)' is out of range: \(shown)", at: range,
                      label: "numbers stay within ±1,000,000,000 and loads within ±1,000,000 \(environment.unit.rawValue)",
                      help: "a progression's values are sizes a lifter uses; check the arithmetic")
    }

    func unitMismatch(_ op: BinaryOperator, _ lhs: ScriptValue, _ rhs: ScriptValue, left: ScriptExpression,
                      right: ScriptExpression, range: SourceRange) -> ScriptFailure {
        let message = ScriptUnitMessage.message(op, lhs.type ?? .any, rhs.type ?? .any)
        return ScriptFailure(.scriptUnits, message, at: range,
                             label: "'\(source.text(left.range))' is \(describe(lhs)), '\(source.text(right.range))' is \(describe(rhs))")
    }
}

/// The words of a unit error, shared by the static check and the interpreter.
enum ScriptUnitMessage {
    /// "cannot add a number to a load".
    static func message(_ op: BinaryOperator, _ lhs: ScriptType, _ rhs: ScriptType) -> String {
        switch op {
        case .add, .subtract, .and, .or, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            "cannot \(op.verb) \(rhs.phrase) \(op.joiner) \(lhs.phrase)"
        case .multiply, .divide:
            "cannot \(op.verb) \(lhs.phrase) \(op.joiner) \(rhs.phrase)"
        }
    }

    /// What to write instead, when there is an obvious fix.
    static func help(_ op: BinaryOperator, _ lhs: ScriptType, _ rhs: ScriptType) -> String? {
        switch (lhs, rhs) {
        case (.load, .number), (.number, .load):
            op == .add || op == .subtract || op.precedence == 4
                ? "give the number its unit (5kg, 10lb); a load and a count of reps do not add" : nil
        case (.load, .text), (.text, .load): "a word is not a load; write a load such as 2.5kg"
        case (.number, .percent), (.percent, .number):
            "a percentage scales a load or a time ('weight - 10%'); for a count write the number itself"
        case (.list, _), (_, .list):
            "a list holds several values: sum(...), count(...), min(...) or max(...) make one of it, and 'for' walks it"
        default: nil
        }
    }
}
