/// A week selector: `1`, `1..3`, `5, 7`, `1..3, 6`.
public struct WeekSelector: Sendable, Hashable {
    public enum Item: Sendable, Hashable {
        case single(Quantity)
        case range(QuantityRange)
    }

    public var items: [Item]
    public var range: SourceRange

    public init(items: [Item], range: SourceRange) {
        self.items = items
        self.range = range
    }
}

/// `regular`, `deload`, `peak` or `test`.
public enum WeekKind: String, Sendable, Hashable, Codable, CaseIterable {
    case regular, deload, peak, test
}

/// `week 4 deload: bench 3x5 @ 60%`, `week 8 test`, or a `week 1..3:` block.
public struct WeekDeclaration: Sendable, Hashable {
    public var weeks: WeekSelector
    public var kind: WeekKind?
    public var kindRange: SourceRange?
    /// Statements for these weeks; empty for a bare `week 8 test`.
    public var body: [Statement]
    /// True when the body followed the colon on the same line.
    public var isInline: Bool
    public var range: SourceRange

    public init(
        weeks: WeekSelector, kind: WeekKind?, kindRange: SourceRange?, body: [Statement], isInline: Bool,
        range: SourceRange
    ) {
        self.weeks = weeks
        self.kind = kind
        self.kindRange = kindRange
        self.body = body
        self.isInline = isInline
        self.range = range
    }
}

/// `wave main:` with one set list per week.
public struct WaveDeclaration: Sendable, Hashable {
    /// `week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%`
    public struct Week: Sendable, Hashable {
        public var weeks: WeekSelector
        public var kind: WeekKind?
        public var sets: [SetGroup]
        /// The rest after each set that week (`rest 2m` at the end of the line), if written.
        public var rest: Quantity?
        public var range: SourceRange

        public init(weeks: WeekSelector, kind: WeekKind?, sets: [SetGroup], rest: Quantity? = nil, range: SourceRange) {
            self.weeks = weeks
            self.kind = kind
            self.sets = sets
            self.rest = rest
            self.range = range
        }
    }

    public var name: Identifier
    public var weeks: [Week]
    public var range: SourceRange

    public init(name: Identifier, weeks: [Week], range: SourceRange) {
        self.name = name
        self.weeks = weeks
        self.range = range
    }
}

/// A parameter of a template or progression: `lift`, `step = 5lb`.
public struct Parameter: Sendable, Hashable {
    public var name: Identifier
    public var defaultValue: ScriptExpression?
    public var range: SourceRange

    public init(name: Identifier, defaultValue: ScriptExpression?, range: SourceRange) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// `template t1(lift):` with prescriptions that use the parameters.
public struct TemplateDeclaration: Sendable, Hashable {
    public var name: Identifier
    public var parameters: [Parameter]
    public var body: [Statement]
    public var range: SourceRange

    public init(name: Identifier, parameters: [Parameter], body: [Statement], range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

/// `day "Upper A":` or `day "B" like "A":`.
public struct DayDeclaration: Sendable, Hashable {
    public var name: StringLiteral
    public var base: StringLiteral?
    /// The day's name in a week block's weeks (`day "Heavy" as "Test day"`); nil when not renamed.
    public var renamed: StringLiteral?
    public var body: [Statement]
    /// True when the day's one line is written on its header's line (`day "Rest": walk 1x30min`).
    public var isInline: Bool
    public var range: SourceRange

    public init(
        name: StringLiteral, base: StringLiteral?, renamed: StringLiteral? = nil, body: [Statement], isInline: Bool = false,
        range: SourceRange
    ) {
        self.name = name
        self.base = base
        self.renamed = renamed
        self.body = body
        self.isInline = isInline
        self.range = range
    }
}

/// `superset:` with the exercises done back to back.
public struct SupersetBlock: Sendable, Hashable {
    public var body: [Statement]
    public var range: SourceRange

    public init(body: [Statement], range: SourceRange) {
        self.body = body
        self.range = range
    }
}

/// `progress squat, deadlift: tm +10lb every cycle`, or `progress squat: coach else linear
/// +2.5kg` (an external plugin with a built-in fallback, whose clauses are `clauses`).
public struct ProgressRule: Sendable, Hashable {
    public var exercises: [ExerciseName]
    /// The rule's clauses; after `PLUGIN else`, the fallback's.
    public var clauses: [Clause]
    public var range: SourceRange
    /// `coach else`: the external plugin asked first; nil for a rule without one.
    public var external: ExternalPluginUse?

    public init(exercises: [ExerciseName], clauses: [Clause], range: SourceRange, external: ExternalPluginUse? = nil) {
        self.exercises = exercises
        self.clauses = clauses
        self.range = range
        self.external = external
    }
}

/// An exercise name: words (`hanging leg raise`, `chin-up`) or a string for anything else.
public struct ExerciseName: Sendable, Hashable {
    /// The words joined by single spaces, or the string's value.
    public var text: String
    public var range: SourceRange
    public var isQuoted: Bool
    /// `(volume)` in `overhead press (volume)`: the use of the exercise this name labels, as
    /// written (`Heavy` and `heavy` are one use, compared without regard to case); `text` ends
    /// with it in parentheses. Nil for a plain or quoted name.
    public var label: String?

    public init(_ text: String, isQuoted: Bool, range: SourceRange, label: String? = nil) {
        self.text = text
        self.isQuoted = isQuoted
        self.range = range
        self.label = label
    }

    /// The exercise's own words without the label: `overhead press` for `overhead press (volume)`.
    public var baseText: String {
        guard let label else { return text }
        return String(text.dropLast(label.count + 3))
    }
}

/// `press main`, `squat t1`, `squat t1(100kg)`: a wave or template applied to an exercise.
public struct SchemeReference: Sendable, Hashable {
    public var name: Identifier
    public var arguments: [Argument]
    public var range: SourceRange
    public var hasParentheses: Bool

    public init(name: Identifier, arguments: [Argument], hasParentheses: Bool, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.hasParentheses = hasParentheses
        self.range = range
    }
}

/// A prescription line: `optional bench top 1x4-6 @ rpe 8 rest 2m`.
public struct ExerciseLine: Sendable, Hashable {
    // Stored in the order that packs them tightest.
    public var name: ExerciseName
    public var isOptional: Bool
    public var range: SourceRange
    public var sets: [SetGroup]
    public var rest: Quantity?
    public var scheme: SchemeReference?
    /// `, warmups` after the sets: the warm-up sets to the first work set are planned (the
    /// word's range), from the program's ramp.
    public var warmups: SourceRange?
    /// `round 5lb down` after the sets: the exercise's own rounding.
    public var round: RoundClause?

    public init(
        isOptional: Bool, name: ExerciseName, sets: [SetGroup], scheme: SchemeReference?, rest: Quantity?,
        warmups: SourceRange? = nil, round: RoundClause? = nil, range: SourceRange
    ) {
        self.warmups = warmups
        self.round = round
        self.isOptional = isOptional
        self.name = name
        self.sets = sets
        self.scheme = scheme
        self.rest = rest
        self.range = range
    }
}

/// `round 5lb`, `round 2.5lb down` on an exercise line: the step its loads round to and the
/// direction (nil: the nearest).
public struct RoundClause: Sendable, Hashable {
    public var step: Quantity
    public var direction: RoundingDirection?
    public var range: SourceRange

    public init(step: Quantity, direction: RoundingDirection?, range: SourceRange) {
        self.step = step
        self.direction = direction
        self.range = range
    }
}
