/// The score of a block of rounds in a session: `amrap 20min "Cindy": 7 rounds + 12 reps`,
/// `emom 10min: missed 2`, `5 rounds: 14:32`.
public struct LoggedRounds: Sendable, Hashable, Codable {
    /// What was done.
    public enum Score: Sendable, Hashable, Codable {
        /// An AMRAP's whole rounds and the reps of the round left unfinished.
        case rounds(Int, reps: Int)
        /// An EMOM's minutes whose work did not fit the minute (0: done).
        case missedMinutes(Int)
        /// The seconds a count of rounds took.
        case seconds(Int)
    }

    /// How the block was done.
    public var format: RoundsFormat
    /// The workout's name, if the log gives one.
    public var name: String?
    /// The block's time in seconds (an AMRAP or EMOM); nil for a count of rounds.
    public var seconds: Int?
    /// The count of a `N rounds` block.
    public var rounds: Int?
    /// The score.
    public var score: Score

    /// A logged block of rounds.
    public init(format: RoundsFormat, name: String? = nil, seconds: Int? = nil, rounds: Int? = nil, score: Score) {
        self.format = format
        self.name = name
        self.seconds = seconds
        self.rounds = rounds
        self.score = score
    }

    /// The block as the journal heads it: `amrap 20min "Cindy"`, `emom 10min`, `5 rounds`.
    public var header: String {
        var text: String
        switch format {
        case .amrap, .emom: text = format.rawValue + " " + TimeSpan(seconds: seconds ?? 0).notation
        case .rounds: text = "\(rounds ?? 0) rounds"
        }
        if let name { text += " " + SourceFormatter.quote(name) }
        return text
    }

    /// The score as logged: `7 rounds + 12 reps`, `done`, `missed 2`, `14:32`.
    public var scoreText: String {
        switch score {
        case .rounds(let rounds, let reps):
            let whole = rounds == 1 ? "1 round" : "\(rounds) rounds"
            return reps > 0 ? whole + " + \(reps) reps" : whole
        case .missedMinutes(let minutes): return minutes == 0 ? "done" : "missed \(minutes)"
        case .seconds(let seconds): return TimeSpan(seconds: seconds).clock(hoursFrom: 6000)
        }
    }

    /// The journal line: `amrap 20min "Cindy": 7 rounds + 12 reps`.
    public var line: String { header + ": " + scoreText }

    /// True when this score is better than `other`'s: more rounds and reps, fewer missed
    /// minutes, less time.
    public func beats(_ other: LoggedRounds) -> Bool {
        switch (score, other.score) {
        case (.rounds(let rounds, let reps), .rounds(let otherRounds, let otherReps)): (rounds, reps) > (otherRounds, otherReps)
        case (.missedMinutes(let minutes), .missedMinutes(let otherMinutes)): minutes < otherMinutes
        case (.seconds(let seconds), .seconds(let otherSeconds)): seconds < otherSeconds
        default: false
        }
    }

    /// True when both log the same workout: the same format and time or count, and the same
    /// name when both have one.
    public func isSameWorkout(as other: LoggedRounds) -> Bool {
        format == other.format && seconds == other.seconds && rounds == other.rounds
            && (name == nil || other.name == nil || name?.lowercased() == other.name?.lowercased())
    }
}
