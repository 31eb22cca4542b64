/// The pace or time a distance set is to be covered in: `run 5km @ 5:30/km`,
/// `row 2000m @ 2:00/500m`, `run 5km in 27:30`.
///
/// Kept as whole seconds over whole millimetres, so a goal compares with a logged time by
/// cross-multiplying integers: no pace is ever a rounded float.
public enum WorkGoal: Sendable, Hashable, JSONValueConvertible {
    /// At most `seconds` for each `per`: `5:30/km` is 330 s per 1 km, `2:00/500m` 120 s per 500 m.
    case pace(seconds: Int, per: ExactDistance)
    /// The whole distance within `seconds`.
    case time(seconds: Int)

    /// The pace the goal asks for over `distance`, the set's own distance: a time goal is its
    /// time over that distance. Nil for a goal of no time or a set of no distance.
    public func pace(over distance: ExactDistance) -> Pace? {
        switch self {
        case .pace(let seconds, let per): Pace(seconds: seconds, distance: per)
        case .time(let seconds): Pace(seconds: seconds, distance: distance)
        }
    }

    /// The time the goal allows over `distance`, rounded to whole seconds.
    public func seconds(over distance: ExactDistance) -> Int? {
        switch self {
        case .pace: pace(over: distance)?.time(over: distance)
        case .time(let seconds): seconds
        }
    }

    /// `/km` and `/mi` for one of the unit, else the distance in the language's spelling (`/500m`).
    static func perText(_ per: ExactDistance) -> String {
        if per.millimetres == DistanceUnit.km.millimetresPerUnit { return "/km" }
        if per.millimetres == DistanceUnit.mi.millimetresPerUnit { return "/mi" }
        return "/" + per.notation
    }

    /// A pace shown per the goal's own distance (a time goal's per km): `5:20 /km`, `1:52 /500m`.
    public func text(of pace: Pace) -> String {
        let per = switch self {
        case .pace(_, let distance): distance
        case .time: ExactDistance(millimetres: DistanceUnit.km.millimetresPerUnit)
        }
        return TimeSpan(seconds: pace.seconds(perMillimetres: per.millimetres)).clock + " " + Self.perText(per)
    }

    /// The goal as a person reads it: `@ 5:30 /km`, `@ 2:00 /500m`, `in 27:30`.
    public var description: String {
        switch self {
        case .pace(let seconds, let per): "@ " + TimeSpan(seconds: seconds).clock + " " + Self.perText(per)
        case .time(let seconds): "in " + TimeSpan(seconds: seconds).clock
        }
    }

    /// The goal in the language's own spelling, which reads back the same: `@ 5:30/km`, `in 27:30`.
    public var notation: String {
        switch self {
        case .pace(let seconds, let per): "@ " + TimeSpan(seconds: seconds).clock + Self.perText(per)
        case .time(let seconds): "in " + TimeSpan(seconds: seconds).clock(hoursFrom: 6000)
        }
    }

    /// `{"kind": "pace", "seconds", "perMetres"}` or `{"kind": "time", "seconds"}`.
    public var jsonValue: JSONValue {
        switch self {
        case .pace(let seconds, let per):
            .object(["kind": "pace", "seconds": .integer(seconds), "perMetres": .number(per.metres)])
        case .time(let seconds): .object(["kind": "time", "seconds": .integer(seconds)])
        }
    }

    /// Reads a goal from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "goal")
        switch try reader.kind() {
        case "pace":
            guard let per = ExactDistance(metres: try reader.double("perMetres")) else {
                throw PlanJSONError.wrongType(key: "perMetres", in: "goal", expected: "a distance in metres")
            }
            self = .pace(seconds: try reader.int("seconds"), per: per)
        case "time": self = .time(seconds: try reader.int("seconds"))
        case let other: throw reader.unknownKind(other)
        }
    }
}
