/// The reps one set asks for.
public enum RepTarget: Sendable, Hashable, JSONValueConvertible {
    /// Exactly this many reps (`3x5`).
    case exact(Int)
    /// Anywhere from `lower` to `upper` reps (`3x8-12`).
    case range(lower: Int, upper: Int)
    /// As many reps as possible, at least `minimum` (`5+`).
    case amrap(minimum: Int)
    /// As many reps as possible from `minimum` up to `maximum`, no more (`1-4+`).
    case cappedAMRAP(minimum: Int, maximum: Int)
    /// To failure, with no number given (`3xmax`).
    case max

    /// Whether the set is AMRAP (`5+`).
    public var isAMRAP: Bool {
        switch self {
        case .amrap, .cappedAMRAP: true
        case .exact, .range, .max: false
        }
    }

    /// The fewest reps that meet the target; `nil` for sets to failure.
    public var minimumReps: Int? {
        switch self {
        case .exact(let count): count
        case .range(let lower, _): lower
        case .amrap(let minimum), .cappedAMRAP(let minimum, _): minimum
        case .max: nil
        }
    }
}

extension RepTarget: CustomStringConvertible {
    /// The target as the language writes it: `5`, `8-12`, `5+`, `1-4+`, `max`.
    public var description: String {
        switch self {
        case .exact(let count): "\(count)"
        case .range(let lower, let upper): "\(lower)-\(upper)"
        case .amrap(let minimum): "\(minimum)+"
        case .cappedAMRAP(let minimum, let maximum): "\(minimum)-\(maximum)+"
        case .max: "max"
        }
    }
}
