/// A unit of distance for running, rowing and carries.
public enum DistanceUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Metres.
    case m
    /// Kilometres (exactly 1000 m).
    case km
    /// International miles (exactly 1609.344 m).
    case mi

    /// Metres in one unit, from the exact definitions.
    public var metresPerUnit: Double {
        switch self {
        case .m: return 1
        case .km: return 1000
        case .mi: return 1609.344
        }
    }

    /// The symbol used when displaying a distance: `m`, `km` or `mi`.
    public var symbol: String { rawValue }

    /// Parses a unit name: `m`, `metre(s)`, `meter(s)`, `km`, `kilometre(s)`,
    /// `kilometer(s)`, `mi`, `mile(s)`; case-insensitive.
    public init?(name: String) {
        switch name.lowercased() {
        case "m", "metre", "metres", "meter", "meters": self = .m
        case "km", "kilometre", "kilometres", "kilometer", "kilometers": self = .km
        case "mi", "mile", "miles": self = .mi
        default: return nil
        }
    }
}

extension DistanceUnit: MeasurementUnit {
    /// Metres in one unit.
    public var baseUnitsPerUnit: Double { metresPerUnit }
}

/// A distance: a value in a unit, such as `5 km` or `2000 m`.
///
/// Like `Mass`, it keeps the unit it was written in; equality and order are physical
/// (same-unit values compare directly, otherwise in metres).
public typealias Distance = MeasuredQuantity<DistanceUnit>

extension Distance {
    /// The distance in metres.
    public var metres: Double { baseValue }
}
