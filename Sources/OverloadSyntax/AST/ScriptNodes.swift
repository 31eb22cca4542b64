/// `progression amrap_tm(step = 5lb):` with script statements.
public struct ProgressionDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var body: [ScriptStatement]
    public var range: SourceRange

    public init(name: Identifier, parameters: [Parameter], body: [ScriptStatement], range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

/// `=`, `+=`, `-=`, `*=`, `/=`.
public enum AssignmentOperator: String, Sendable, Hashable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
}

/// One branch of an `if`: its condition and body.
public struct ConditionalBranch: Sendable, Hashable {
    public var condition: ScriptExpression
    public var body: [ScriptStatement]
    public var range: SourceRange

    public init(condition: ScriptExpression, body: [ScriptStatement], range: SourceRange) {
        self.condition = condition
        self.body = body
        self.range = range
    }
}

/// A statement of a script plugin.
public indirect enum ScriptStatement: Sendable, Hashable {
    /// `let reps = last.amrap.reps`
    case letBinding(Identifier, ScriptExpression, range: SourceRange)
    /// `tm += step`
    case assignment(ScriptExpression, AssignmentOperator, ScriptExpression, range: SourceRange)
    /// `if ...: ...`, any `else if` branches, and an optional `else`.
    case conditional([ConditionalBranch], elseBody: [ScriptStatement]?, range: SourceRange)
    /// `for set in last.sets:` and its body, run once for each value of the list.
    case forLoop(Identifier, ScriptExpression, body: [ScriptStatement], range: SourceRange)
    /// A call for its effect: `suggest("deload")`.
    case expression(ScriptExpression, range: SourceRange)
    case error(SourceRange)

    public var range: SourceRange {
        switch self {
        case .letBinding(_, _, let range), .assignment(_, _, _, let range), .conditional(_, _, let range),
             .forLoop(_, _, _, let range), .expression(_, let range), .error(let range):
            range
        }
    }
}

/// Operators of the expression language, by precedence from loosest.
public enum BinaryOperator: String, Sendable, Hashable {
    case or, and
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    /// Binding strength; higher binds tighter.
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: 4
        case .add, .subtract: 5
        case .multiply, .divide: 6
        }
    }
}

/// `not` and unary minus.
public enum UnaryOperator: String, Sendable, Hashable {
    case not
    case negate = "-"
}

/// An expression of the script language.
public indirect enum ScriptExpression: Sendable, Hashable {
    /// A number, load, percentage or time: `5`, `5lb`, `10%`.
    case quantity(Quantity)
    case string(StringLiteral)
    /// `true` or `false`.
    case boolean(Bool, range: SourceRange)
    case name(Identifier)
    /// `last.amrap`
    case member(ScriptExpression, Identifier, range: SourceRange)
    /// `min(a, b)`
    case call(ScriptExpression, [Argument], range: SourceRange)
    /// `last.sets[1]`: a list's value at a place.
    case index(ScriptExpression, ScriptExpression, range: SourceRange)
    case unary(UnaryOperator, ScriptExpression, range: SourceRange)
    case binary(BinaryOperator, ScriptExpression, ScriptExpression, range: SourceRange)
    /// `(a + b)`: kept so the formatter can print what was written.
    case parenthesized(ScriptExpression, range: SourceRange)
    /// Something that is not an expression; reported already.
    case error(SourceRange)

    public var range: SourceRange {
        switch self {
        case .quantity(let quantity): quantity.range
        case .string(let string): string.range
        case .name(let identifier): identifier.range
        case .boolean(_, let range), .member(_, _, let range), .call(_, _, let range), .index(_, _, let range),
             .unary(_, _, let range),
             .binary(_, _, _, let range), .parenthesized(_, let range), .error(let range):
            range
        }
    }
}
