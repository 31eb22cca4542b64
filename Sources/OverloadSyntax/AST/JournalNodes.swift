/// A logged session: `2026-11-18 18:30 "Press" (5/3/1 BBB week 1)` and its indented lines.
public struct SessionEntry: Sendable, Hashable {
    public var date: DateLiteral
    public var time: TimeLiteral?
    public var day: StringLiteral?
    /// The free text inside the parentheses, trimmed: a reference to the program and week.
    public var reference: StringLiteral?
    /// Properties (`mood good`, `override -10% weight`) and performances, in order.
    public var body: [Statement]
    public var range: SourceRange

    public init(
        date: DateLiteral, time: TimeLiteral?, day: StringLiteral?, reference: StringLiteral?, body: [Statement],
        range: SourceRange
    ) {
        self.date = date
        self.time = time
        self.day = day
        self.reference = reference
        self.body = body
        self.range = range
    }
}

/// A one-line dated entry: a decision (`accept`, `reject`, `defer`), a `pain` flag or its
/// `resolved` line.
public struct DatedEntry: Sendable, Hashable {
    public var date: DateLiteral
    public var property: Property
    public var range: SourceRange

    public init(date: DateLiteral, property: Property, range: SourceRange) {
        self.date = date
        self.property = property
        self.range = range
    }
}

/// The load of a performed set: a number, bodyweight, or bodyweight plus an added load.
public enum PerformedLoad: Sendable, Hashable {
    /// `85`, `100kg`, `20lb`
    case absolute(Quantity)
    /// `+10kg`: bodyweight plus this.
    case added(Quantity)
    /// `bw`
    case bodyweight(SourceRange)

    public var range: SourceRange {
        switch self {
        case .absolute(let quantity), .added(let quantity): quantity.range
        case .bodyweight(let range): range
        }
    }
}

/// One performed set (or several identical ones): `85x5`, `70x10x5`, `10`, `45s`,
/// `5km in 25min`, `warmup 60x5`, `110x9 @ rpe 9`, `skip`.
public struct PerformedSet: Sendable, Hashable {
    // Stored in the order that packs them tightest; the parts most sets lack (time or
    // distance work, its duration, a note) are kept out of line, so a journal's many sets
    // stay small (88 bytes, not 136).
    public var load: PerformedLoad?
    public var kind: SetKind?
    public var isSkipped: Bool
    public var range: SourceRange
    public var reps: Quantity?
    /// `x 5` after the reps: this many identical sets.
    public var count: Quantity?
    public var rpe: Quantity?
    private var rareParts: RareParts?

    /// Time or distance work.
    public var work: Quantity? {
        get { rareParts?.parts.work }
        set { rareParts = RareParts(work: newValue, duration: duration, note: note) }
    }

    /// `in 25min` or `in 7:45` after distance work, in the unit written (`7:45` is read as 465s).
    public var duration: Quantity? {
        get { rareParts?.parts.duration }
        set { rareParts = RareParts(work: work, duration: newValue, note: note) }
    }

    public var note: StringLiteral? {
        get { rareParts?.parts.note }
        set { rareParts = RareParts(work: work, duration: duration, note: newValue) }
    }

    public init(
        kind: SetKind?, load: PerformedLoad?, reps: Quantity?, count: Quantity?, work: Quantity?, duration: Quantity?,
        rpe: Quantity?, isSkipped: Bool, note: StringLiteral?, range: SourceRange
    ) {
        self.kind = kind
        self.load = load
        self.reps = reps
        self.count = count
        // Checked here, where it inlines: most sets have none of the rare parts.
        self.rareParts = work == nil && duration == nil && note == nil
            ? nil : RareParts(work: work, duration: duration, note: note)
        self.rpe = rpe
        self.isSkipped = isSkipped
        self.range = range
    }

    /// The rare parts in one box; a set without any holds none (so equal sets compare equal).
    private indirect enum RareParts: Sendable, Hashable {
        case box(work: Quantity?, duration: Quantity?, note: StringLiteral?)

        init?(work: Quantity?, duration: Quantity?, note: StringLiteral?) {
            guard work != nil || duration != nil || note != nil else { return nil }
            self = .box(work: work, duration: duration, note: note)
        }

        var parts: (work: Quantity?, duration: Quantity?, note: StringLiteral?) {
            switch self {
            case .box(let work, let duration, let note): (work, duration, note)
            }
        }
    }
}

/// `press 85x5, 95x5, 110x9 @ rpe 9` in a session.
public struct PerformanceLine: Sendable, Hashable {
    public var name: ExerciseName
    public var sets: [PerformedSet]
    public var range: SourceRange

    public init(name: ExerciseName, sets: [PerformedSet], range: SourceRange) {
        self.name = name
        self.sets = sets
        self.range = range
    }
}
