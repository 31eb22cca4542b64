/// A value in one of several units of the same dimension (a mass, a distance). Equality,
/// order and hashing are physical: `1 kg == 2.2046226218 lb`, compared in the base unit
/// unless both sides share a unit. Display is the value with at most 2 decimals and the symbol.
public protocol MeasuredQuantity: Comparable, Hashable, CustomStringConvertible {
    associatedtype Unit: Equatable
    /// The value in ``unit``.
    var value: Double { get }
    var unit: Unit { get }
    /// The value in the dimension's base unit (kilograms, metres).
    var baseValue: Double { get }
    /// The unit's display symbol.
    var unitSymbol: String { get }
}

extension MeasuredQuantity {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.unit == rhs.unit ? lhs.value == rhs.value : lhs.baseValue == rhs.baseValue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.unit == rhs.unit ? lhs.value < rhs.value : lhs.baseValue < rhs.baseValue
    }

    /// Hashes the base value, so physically equal quantities hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(baseValue)
    }

    /// `192.5 lb`, `100 kg`, `5 km`: at most 2 decimals, no trailing zeros.
    public var description: String {
        "\(NumberFormat.canonical(value, maxDecimals: 2)) \(unitSymbol)"
    }
}
