/// How a block of rounds is done and scored: `amrap`, `emom` or a count of `rounds`.
public enum RoundsFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// As many rounds as possible in the time (`amrap 20min:`); scored in rounds and reps.
    case amrap
    /// Every minute on the minute for the time (`emom 10min:`); with several items, one item a
    /// minute in turn. Scored in minutes missed.
    case emom
    /// A number of rounds done for time (`5 rounds:`); scored in the time taken.
    case rounds

    /// The longest time a block of rounds may take, in seconds: a day.
    public static let longestSeconds = 24 * 3600.0
    /// The most rounds a `N rounds` block may ask for.
    public static let mostRounds = 1000.0
}

/// `amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat`, `emom 10min: 3 power clean @ 60kg`,
/// `5 rounds: 400m run, 15 kettlebell swing @ 24kg`: items done round after round.
public struct RoundsBlock: Sendable, Hashable {
    public var format: RoundsFormat
    /// The time of an `amrap` or `emom` (`20min`); nil for `N rounds`.
    public var time: Quantity?
    /// The count of `N rounds`; nil for `amrap` and `emom`.
    public var count: Quantity?
    /// `"Cindy"` after the time or count: the workout's name, which its log may repeat.
    public var name: StringLiteral?
    /// One round's items, each an exercise line with one set group: `5 pull-up` is pull-up
    /// with five reps, `400m run` is run with 400 m of work.
    public var items: [ExerciseLine]
    /// True when the items followed the colon on the same line.
    public var isInline: Bool
    public var range: SourceRange

    public init(
        format: RoundsFormat, time: Quantity?, count: Quantity?, name: StringLiteral?, items: [ExerciseLine], isInline: Bool,
        range: SourceRange
    ) {
        self.format = format
        self.time = time
        self.count = count
        self.name = name
        self.items = items
        self.isInline = isInline
        self.range = range
    }
}

/// `amrap 20min: 7 rounds + 12 reps`, `emom 10min: missed 2`, `5 rounds: 14:32` in a session:
/// the score of a block of rounds.
public struct RoundsScore: Sendable, Hashable {
    /// What was done: whole rounds and the reps of the round left unfinished, minutes
    /// missed, or the time taken.
    public enum Result: Sendable, Hashable {
        /// `7 rounds + 12 reps`, `7 rounds`, or `12 reps` (no round finished: rounds nil).
        case rounds(Quantity?, reps: Quantity?)
        /// `done` (nil) or `missed 2`: the minutes of an EMOM whose work did not fit the minute.
        case missed(Quantity?)
        /// `14:32`, `14min`: the time a count of rounds took.
        case time(Quantity)
    }

    public var format: RoundsFormat
    public var time: Quantity?
    public var count: Quantity?
    public var name: StringLiteral?
    public var result: Result
    public var range: SourceRange

    public init(
        format: RoundsFormat, time: Quantity?, count: Quantity?, name: StringLiteral?, result: Result, range: SourceRange
    ) {
        self.format = format
        self.time = time
        self.count = count
        self.name = name
        self.result = result
        self.range = range
    }
}
