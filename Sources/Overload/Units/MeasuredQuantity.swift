/// A unit of one dimension (mass, distance), defined by an exact factor to the dimension's
/// base unit (kilograms, metres).
public protocol MeasurementUnit: Sendable, Hashable, Codable {
    /// Base units in one of this unit: exactly 1 for the base unit itself.
    var baseUnitsPerUnit: Double { get }
    /// ``baseUnitsPerUnit`` as a ratio of whole numbers (45359237 / 100000000 for the pound),
    /// so a conversion multiplies and divides once by exact figures: 465 lb is 210.92045205 kg,
    /// not the 210.92045205000002 kg of a product with the rounded 0.45359237.
    var baseUnitsRatio: (numerator: Double, denominator: Double) { get }
    /// The symbol shown after a value: `kg`, `km`.
    var symbol: String { get }
}

/// A value in one of several units of the same dimension: a ``Mass`` (`192.5 lb`) or a
/// ``Distance`` (`5 km`).
///
/// The unit the value was written in is kept, so nothing is converted (and rounded) until a
/// caller asks for another unit. Equality, order and hashing are physical: `1 kg == 2.2046226218 lb`.
/// Quantities in the same unit are compared by their values directly, so no conversion error
/// enters same-unit comparisons; otherwise they are compared in the base unit.
public struct MeasuredQuantity<Unit: MeasurementUnit>: Sendable, Codable {
    /// The numeric value in `unit`.
    public var value: Double
    /// The unit `value` is expressed in.
    public var unit: Unit

    /// A quantity of `value` in `unit`, e.g. `Mass(225, .lb)` or `Distance(5, .km)`.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The value in the dimension's base unit (kilograms, metres).
    public var baseValue: Double {
        let ratio = unit.baseUnitsRatio
        return value * ratio.numerator / ratio.denominator
    }

    /// The unit's display symbol.
    public var unitSymbol: String { unit.symbol }

    /// The value expressed in `target`, by the exact factors as whole-number ratios (one
    /// multiplication, one division); a same-unit request returns the value untouched.
    public func value(in target: Unit) -> Double {
        if target == unit { return value }
        let from = unit.baseUnitsRatio, to = target.baseUnitsRatio
        return value * (from.numerator * to.denominator) / (from.denominator * to.numerator)
    }

    /// The same quantity expressed in `target`: `Mass(225, .lb).converted(to: .kg)` is
    /// 102.05828325 kg (to double precision).
    public func converted(to target: Unit) -> MeasuredQuantity {
        MeasuredQuantity(value(in: target), target)
    }

    /// The quantity converted to `target` and formatted like `description`.
    public func format(in target: Unit) -> String {
        converted(to: target).description
    }

    /// True when both quantities have the same unit and the same value (unlike `==`, which
    /// compares physically across units).
    public func isIdentical(to other: MeasuredQuantity) -> Bool {
        unit == other.unit && value == other.value
    }
}

extension MeasurementUnit {
    /// ``baseUnitsPerUnit`` over 1, for a unit whose factor is itself exact.
    public var baseUnitsRatio: (numerator: Double, denominator: Double) { (baseUnitsPerUnit, 1) }
}

extension MeasuredQuantity: Comparable, Hashable {
    /// Physical equality: the values when the units agree, otherwise the base values.
    public static func == (lhs: MeasuredQuantity, rhs: MeasuredQuantity) -> Bool {
        lhs.unit == rhs.unit ? lhs.value == rhs.value : lhs.baseValue == rhs.baseValue
    }

    /// Physical order: the values when the units agree, otherwise the base values.
    public static func < (lhs: MeasuredQuantity, rhs: MeasuredQuantity) -> Bool {
        lhs.unit == rhs.unit ? lhs.value < rhs.value : lhs.baseValue < rhs.baseValue
    }

    /// Hashes the base value, so physically equal quantities hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(baseValue)
    }
}

extension MeasuredQuantity: CustomStringConvertible {
    /// `192.5 lb`, `100 kg`, `5 km`: at most 2 decimals, no trailing zeros.
    public var description: String {
        "\(NumberFormat.canonical(value, maxDecimals: 2)) \(unitSymbol)"
    }
}
