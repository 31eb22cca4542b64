/// A whole parsed file: a program, a journal, or both.
public struct Document: Sendable, Hashable {
    public var statements: [Statement]
    public var range: SourceRange

    public init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// Any line or block of the language. Which statements may appear where is checked by
/// the parser (E0113); the enum is shared so recovery and formatting stay uniform.
public indirect enum Statement: Sendable, Hashable {
    /// `program "5/3/1 BBB"`
    case program(StringLiteral, range: SourceRange)
    /// `unit kg`
    case unit(Identifier, range: SourceRange)
    /// `round 2.5kg`, `round 5lb down`, `round 5lb up` (no direction: to the nearest).
    case round(Quantity, direction: RoundingDirection?, range: SourceRange)
    /// `tm = 90% of 1rm`
    case trainingMaxBasis(TrainingMaxBasis)
    /// `1rm squat 315lb, bench 225lb` or `tm squat 280lb`
    case maxes(MaxesDeclaration)
    /// `weeks 8`
    case weeks(Quantity, range: SourceRange)
    /// `equipment:` with property lines.
    case equipment(PropertyBlock)
    /// `exercise "zercher squat":` with optional property lines.
    case exerciseDeclaration(ExerciseDeclaration)
    case wave(WaveDeclaration)
    case template(TemplateDeclaration)
    case day(DayDeclaration)
    case week(WeekDeclaration)
    /// A prescription: `bench 3x5 @ 60%`, `press main`, `squat t1`.
    case exercise(ExerciseLine)
    /// `superset:` with exercise lines.
    case superset(SupersetBlock)
    /// `amrap 20min: 5 pull-up, 10 push-up`, `emom 10min: ...`, `5 rounds: ...`.
    case rounds(RoundsBlock)
    /// `amrap 20min: 7 rounds + 12 reps` in a session: a block of rounds' score.
    case roundsScore(RoundsScore)
    /// `break 2m`
    case breakTime(Quantity, range: SourceRange)
    /// `rest 2m`: default rest for the following exercises.
    case rest(Quantity, range: SourceRange)
    /// `without curl` in a day built `like` another.
    case without(ExerciseName, range: SourceRange)
    /// `progress bench, press: tm +5lb every cycle`
    case progress(ProgressRule)
    /// `use "plugins/amrap-tm.lift"`
    case use(StringLiteral, range: SourceRange)
    /// `include "2025.lift"`
    case include(StringLiteral, range: SourceRange)
    /// `progression name(params):` with script statements.
    case progression(ProgressionDeclaration)
    /// `plugin coach exec "./coach.sh" timeout 2s`
    case plugin(PluginDeclaration)
    /// `ladder pull: scapular pull-up | negative pull-up | pull-up`
    case ladder(LadderDeclaration)
    /// A dated session with its body.
    case session(SessionEntry)
    /// A dated one-line entry: `2026-11-20 accept bench +5lb`, `2026-11-21 pain "knee" mild`.
    case datedEntry(DatedEntry)
    /// A free-form property line inside a block that takes them (session, equipment, exercise).
    case property(Property)
    /// Performed sets in a session: `press 85x5, 95x5 @ rpe 9`.
    case performance(PerformanceLine)
    /// A line that could not be parsed; its diagnostic has been reported.
    case error(SourceRange)

    /// The range of the whole statement, block included.
    public var range: SourceRange {
        switch self {
        case .program(_, let range), .unit(_, let range), .round(_, _, let range), .weeks(_, let range),
             .breakTime(_, let range), .rest(_, let range), .without(_, let range), .use(_, let range),
             .include(_, let range):
            range
        case .trainingMaxBasis(let node): node.range
        case .maxes(let node): node.range
        case .equipment(let node): node.range
        case .exerciseDeclaration(let node): node.range
        case .wave(let node): node.range
        case .template(let node): node.range
        case .day(let node): node.range
        case .week(let node): node.range
        case .exercise(let node): node.range
        case .superset(let node): node.range
        case .rounds(let node): node.range
        case .roundsScore(let node): node.range
        case .progress(let node): node.range
        case .progression(let node): node.range
        case .plugin(let node): node.range
        case .ladder(let node): node.range
        case .session(let node): node.range
        case .datedEntry(let node): node.range
        case .property(let node): node.range
        case .performance(let node): node.range
        case .error(let range): range
        }
    }
}

/// `tm = 90% of 1rm`: percentages are of a training max that is this share of the 1RM.
public struct TrainingMaxBasis: Sendable, Hashable {
    public var percent: Quantity
    public var range: SourceRange

    public init(percent: Quantity, range: SourceRange) {
        self.percent = percent
        self.range = range
    }
}

/// `1rm squat 315lb, bench 225lb` or `tm squat 280lb`.
public struct MaxesDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case oneRepMax = "1rm"
        case trainingMax = "tm"
    }

    public struct Entry: Sendable, Hashable {
        public var exercise: ExerciseName
        public var load: Quantity
        public var range: SourceRange

        public init(exercise: ExerciseName, load: Quantity, range: SourceRange) {
            self.exercise = exercise
            self.load = load
            self.range = range
        }
    }

    public var kind: Kind
    public var entries: [Entry]
    public var range: SourceRange

    public init(kind: Kind, entries: [Entry], range: SourceRange) {
        self.kind = kind
        self.entries = entries
        self.range = range
    }
}

/// A line `key clause, clause, ...`: `plates 25, 20 kg, two of each`, `mood good`.
public struct Property: Sendable, Hashable {
    public var key: Identifier
    private var storage: OneOrMany<Clause>
    public var range: SourceRange

    /// The comma-separated clauses after the key. Most properties have one, which is stored
    /// in the property itself rather than in an array of its own.
    public var clauses: [Clause] {
        get { storage.array }
        set { storage = OneOrMany(newValue) }
    }

    /// The clause of a property that has exactly one (most have), read without building a list.
    public var onlyClause: Clause? {
        if case .one(let clause) = storage { clause } else { nil }
    }

    public init(key: Identifier, clauses: [Clause], range: SourceRange) {
        self.key = key
        storage = OneOrMany(clauses)
        self.range = range
    }

    /// A property of `first` and the clauses after it, with no list built for a lone clause.
    init(key: Identifier, first: Clause?, rest: [Clause], range: SourceRange) {
        self.key = key
        if let first, rest.isEmpty {
            storage = .one(first)
        } else {
            storage = .many((first.map { [$0] } ?? []) + rest)
        }
        self.range = range
    }
}

/// A block of property lines under a keyword, as `equipment:`.
public struct PropertyBlock: Sendable, Hashable {
    public var properties: [Statement]
    public var range: SourceRange

    public init(properties: [Statement], range: SourceRange) {
        self.properties = properties
        self.range = range
    }
}

/// `exercise "zercher squat"`, optionally with a block of properties such as `aliases`.
public struct ExerciseDeclaration: Sendable, Hashable {
    public var name: ExerciseName
    public var properties: [Statement]
    public var range: SourceRange

    public init(name: ExerciseName, properties: [Statement], range: SourceRange) {
        self.name = name
        self.properties = properties
        self.range = range
    }
}

/// Which way `round` goes when a load falls between two steps: `down` to the lighter,
/// `up` to the heavier. Without one, loads go to the nearest step (the lighter on a tie).
public enum RoundingDirection: String, Sendable, Hashable, CaseIterable {
    case down, up
}
