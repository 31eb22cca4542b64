/// An exercise's default rep rule (VillainArc's `RepRangePolicy`), which its sets and its
/// progression read: for example, double progression climbs to the top of the range.
public enum RepRangePolicy: Sendable, Hashable, JSONValueConvertible {
    /// The program gives no rep rule for the exercise.
    case notSet
    /// One rep count to aim for.
    case target(Int)
    /// A range, lower to upper.
    case range(lower: Int, upper: Int)
    /// Every set goes to failure.
    case untilFailure
}

extension RepRangePolicy: CustomStringConvertible {
    /// `not set`, `8`, `8-12` or `until failure`.
    public var description: String {
        switch self {
        case .notSet: "not set"
        case .target(let reps): "\(reps)"
        case .range(let lower, let upper): "\(lower)-\(upper)"
        case .untilFailure: "until failure"
        }
    }
}
