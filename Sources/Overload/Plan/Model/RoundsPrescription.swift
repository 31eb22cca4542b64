
/// A block of rounds as a day prescribes it: `amrap 20min`, `emom 12min` or `5 rounds`, and
/// the items of one round, each an exercise with one set (its reps, time or distance, and load).
public struct RoundsPrescription: Sendable, Hashable, JSONValueConvertible {
    /// How the block is done and scored.
    public let format: RoundsFormat
    /// The workout's name (`"Cindy"`), if the program gives one.
    public let name: String?
    /// The time of an AMRAP or EMOM, in seconds; nil for a count of rounds.
    public let seconds: Int?
    /// The count of a `N rounds` block; nil for an AMRAP or EMOM.
    public let rounds: Int?
    /// One round's items, in order.
    public let items: [ExercisePrescription]

    /// Creates a block of rounds.
    public init(format: RoundsFormat, name: String?, seconds: Int?, rounds: Int?, items: [ExercisePrescription]) {
        self.format = format
        self.name = name
        self.seconds = seconds
        self.rounds = rounds
        self.items = items
    }

    /// How a lifter reads the block's header: `AMRAP 20 min "Cindy"`, `EMOM 12 min`,
    /// `5 rounds for time`.
    public var title: String {
        var text: String
        switch format {
        case .amrap: text = "AMRAP " + TimeSpan(seconds: seconds ?? 0).readable
        case .emom: text = "EMOM " + TimeSpan(seconds: seconds ?? 0).readable
        case .rounds: text = plural(rounds ?? 0, "round") + " for time"
        }
        if let name { text += " " + SourceFormatter.quote(name) }
        return text
    }

    /// The minutes of an EMOM each item has: with several items, one item a minute in turn,
    /// so a 12-minute EMOM of two items gives each six minutes. Nil for other blocks.
    public var minutesPerItem: Int? {
        guard format == .emom, let seconds, !items.isEmpty else { return nil }
        return seconds / 60 / items.count
    }

    /// `6 min each, in turn`: how an EMOM of several items shares its minutes; nil otherwise.
    public var turnText: String? {
        guard let minutes = minutesPerItem, items.count > 1 else { return nil }
        return "\(minutes) min each, in turn"
    }

    /// Estimated seconds: an AMRAP's or EMOM's time; `N rounds` of the items' work back to back.
    public var estimatedDuration: Int { estimatedDuration(paces: [:]) }

    /// ``estimatedDuration`` with the distance items at the lifter's recent pace where `paces`
    /// (seconds per kilometre by exercise id) has one, as the day's other distance work is.
    public func estimatedDuration(paces: [String: Int]) -> Int {
        switch format {
        case .amrap, .emom: return seconds ?? 0
        case .rounds:
            let round = items.reduce(0) { $0 + $1.estimatedWorkSeconds(paces: paces) }
            return round * (rounds ?? 0)
        }
    }

    /// `{"format", "name"?, "seconds"?, "rounds"?, "items"}`.
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = ["format": .string(format.rawValue), "items": .array(items.map(\.jsonValue))]
        if let name { fields["name"] = .string(name) }
        if let seconds { fields["seconds"] = .integer(seconds) }
        if let rounds { fields["rounds"] = .integer(rounds) }
        return .object(fields)
    }

    /// Reads a block from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "rounds")
        let formatText = try reader.string("format")
        guard let format = RoundsFormat(rawValue: formatText) else { throw reader.unknownKind(formatText) }
        self.init(format: format, name: reader.has("name") ? try reader.string("name") : nil,
                  seconds: try reader.optionalInt("seconds"), rounds: try reader.optionalInt("rounds"),
                  items: try reader.decodeArray("items"))
    }
}
