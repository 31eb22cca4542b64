import OverloadSyntax

/// The kinds of value a script works with, and the one table of what each operator accepts:
/// the static check (``ScriptChecker``) and the interpreter both read it, so a script that
/// checks cannot meet a different rule when it runs.
indirect enum ScriptType: Sendable, Hashable {
    case number, load, percent, time, bool, text
    /// A distance of distance work (`400m`, `5km`), in metres.
    case distance
    /// A logged session (`last`).
    case session
    /// One set of a session (`last.amrap`).
    case set
    /// The plugin's own values (`state`).
    case state
    /// Values of one kind in order: `last.sets` is a list of sets, `last.reps` a list of numbers.
    case list(ScriptType)
    /// Not known before the script runs (a `state.*` field): checked when it runs.
    case any

    /// The kinds that compare, add and scale.
    static let measures: [ScriptType] = [.number, .load, .percent, .time, .distance]

    /// How messages name the kind: "a load".
    var phrase: String {
        switch self {
        case .number: "a number"
        case .load: "a load"
        case .percent: "a percentage"
        case .time: "a time"
        case .distance: "a distance"
        case .bool: "true or false"
        case .text: "a word"
        case .session: "a session"
        case .set: "a set"
        case .state: "the plugin's state"
        case .any: "a value"
        case .list(let element): "a list of \(element.plural)"
        }
    }

    /// How messages name several values of the kind: "loads".
    var plural: String {
        switch self {
        case .number: "numbers"
        case .load: "loads"
        case .percent: "percentages"
        case .time: "times"
        case .distance: "distances"
        case .bool: "true or false values"
        case .text: "words"
        case .session: "sessions"
        case .set: "sets"
        case .state: "states"
        case .any: "values"
        case .list(let element): "lists of \(element.plural)"
        }
    }

    /// The kind of a list's values; nil for a kind that is not a list.
    var element: ScriptType? {
        if case .list(let element) = self { return element }
        return nil
    }

    /// What `lhs op rhs` gives; nil when the operator does not take these kinds.
    static func result(_ op: BinaryOperator, _ lhs: ScriptType, _ rhs: ScriptType) -> ScriptType? {
        switch op {
        case .and, .or:
            return (lhs == .bool || lhs == .any) && (rhs == .bool || rhs == .any) ? .bool : nil
        case .equal, .notEqual:
            if let element = lhs.element { return result(op, element, rhs).map { _ in .list(.bool) } }
            if lhs == .any || rhs == .any { return .bool }
            return lhs == rhs && [.number, .load, .percent, .time, .distance, .bool, .text].contains(lhs) ? .bool : nil
        case .less, .lessEqual, .greater, .greaterEqual:
            if let element = lhs.element {
                // A list compared with one value compares each of its values: `last.reps >= 5`.
                return result(op, element, rhs).map { _ in .list(.bool) }
            }
            if lhs == .any || rhs == .any { return .bool }
            return lhs == rhs && measures.contains(lhs) ? .bool : nil
        case .add, .subtract, .multiply, .divide:
            if lhs == .any || rhs == .any { return .any }
            return arithmetic(op, lhs, rhs)
        }
    }

    /// `+ - * /` by kinds. A load or a time plus or minus a percentage scales it (`tm -= 10%`
    /// is 90% of the training max); a load times a number or a percentage is a load; a load
    /// divided by a load is a plain ratio. A distance goes as a time does.
    private static func arithmetic(_ op: BinaryOperator, _ lhs: ScriptType, _ rhs: ScriptType) -> ScriptType? {
        if lhs == .distance || rhs == .distance {
            let asTime = arithmetic(op, lhs == .distance ? .time : lhs, rhs == .distance ? .time : rhs)
            // Only where the distance stands as a time would: never a time and a distance together.
            guard lhs != .time, rhs != .time else { return nil }
            return asTime == .time ? .distance : asTime
        }
        return switch (op, lhs, rhs) {
        case (.add, .number, .number), (.subtract, .number, .number): .number
        case (.add, .load, .load), (.subtract, .load, .load): .load
        case (.add, .percent, .percent), (.subtract, .percent, .percent): .percent
        case (.add, .time, .time), (.subtract, .time, .time): .time
        case (.add, .load, .percent), (.subtract, .load, .percent): .load
        case (.add, .time, .percent), (.subtract, .time, .percent): .time
        case (.multiply, .number, .number): .number
        case (.multiply, .load, .number), (.multiply, .number, .load): .load
        case (.multiply, .load, .percent), (.multiply, .percent, .load): .load
        case (.multiply, .time, .number), (.multiply, .number, .time): .time
        case (.multiply, .time, .percent), (.multiply, .percent, .time): .time
        case (.multiply, .percent, .percent), (.multiply, .percent, .number): .percent
        case (.multiply, .number, .percent): .number
        case (.divide, .number, .number), (.divide, .load, .load), (.divide, .time, .time), (.divide, .percent, .percent): .number
        case (.divide, .load, .number), (.divide, .load, .percent): .load
        case (.divide, .time, .number), (.divide, .time, .percent): .time
        case (.divide, .percent, .number): .percent
        case (.divide, .number, .percent): .number
        default: nil
        }
    }

    /// What `op value` gives; nil when the operator does not take the kind.
    static func result(_ op: UnaryOperator, _ operand: ScriptType) -> ScriptType? {
        switch op {
        case .not: operand == .bool || operand == .any ? .bool : nil
        case .negate: [.number, .load, .percent, .time, .distance, .any].contains(operand) ? operand : nil
        }
    }

    /// Whether a value of this kind may be stored where `self` is expected (`tm = ...` wants a load).
    func accepts(_ other: ScriptType) -> Bool {
        self == .any || other == .any || self == other
    }
}

extension BinaryOperator {
    /// How a unit message names the operation: "add", "compare".
    var verb: String {
        switch self {
        case .add: "add"
        case .subtract: "subtract"
        case .multiply: "multiply"
        case .divide: "divide"
        case .and: "'and'"
        case .or: "'or'"
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: "compare"
        }
    }

    /// The preposition between the two sides in a message: "add a number to a load".
    var joiner: String {
        switch self {
        case .add: "to"
        case .subtract: "from"
        case .multiply, .divide: "by"
        case .and, .or: "with"
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: "with"
        }
    }
}
