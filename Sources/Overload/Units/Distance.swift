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

/// A distance: a value in a unit, such as `5 km` or `2000 m`.
///
/// Like `Mass`, it keeps the unit it was written in; equality and order are physical
/// (same-unit values compare directly, otherwise in metres).
public struct Distance: Sendable, Codable {
    /// The numeric value in `unit`.
    public var value: Double
    /// The unit `value` is expressed in.
    public var unit: DistanceUnit

    /// A distance of `value` in `unit`, e.g. `Distance(5, .km)`.
    public init(_ value: Double, _ unit: DistanceUnit) {
        self.value = value
        self.unit = unit
    }

    /// The distance in metres.
    public var metres: Double { value * unit.metresPerUnit }

    /// The value expressed in `target`. Conversions go through metres with the exact factors;
    /// same-unit requests return the value untouched.
    public func value(in target: DistanceUnit) -> Double {
        if target == unit { return value }
        return metres / target.metresPerUnit
    }

    /// The same distance expressed in `target`.
    public func converted(to target: DistanceUnit) -> Distance {
        Distance(value(in: target), target)
    }

    /// The distance converted to `target` and formatted like `description`.
    public func format(in target: DistanceUnit) -> String {
        converted(to: target).description
    }

    /// The sum, in the left operand's unit.
    public static func + (lhs: Distance, rhs: Distance) -> Distance {
        Distance(lhs.value + rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The difference, in the left operand's unit.
    public static func - (lhs: Distance, rhs: Distance) -> Distance {
        Distance(lhs.value - rhs.value(in: lhs.unit), lhs.unit)
    }

    /// The distance scaled by a factor, in the same unit.
    public static func * (lhs: Distance, rhs: Double) -> Distance {
        Distance(lhs.value * rhs, lhs.unit)
    }
}

extension Distance: MeasuredQuantity {
    public var baseValue: Double { metres }
    public var unitSymbol: String { unit.symbol }
}
