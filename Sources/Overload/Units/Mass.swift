/// A mass: a value in a unit, such as `192.5 lb` or `100 kg`.
///
/// The unit the value was written in is kept, so nothing is converted (and rounded) until a
/// caller asks for another unit. Comparison and equality are physical: `Mass(1, .kg)` and
/// `Mass(1 / 0.45359237, .lb)` describe the same mass. Masses in the same unit are compared
/// by their values directly, so no conversion error enters same-unit comparisons.
public struct Mass: Sendable, Codable {
    /// The numeric value in `unit`.
    public var value: Double
    /// The unit `value` is expressed in.
    public var unit: MassUnit

    /// A mass of `value` in `unit`, e.g. `Mass(225, .lb)`.
    public init(_ value: Double, _ unit: MassUnit) {
        self.value = value
        self.unit = unit
    }

    /// The value expressed in `target`, computed from the exact definition of the pound.
    public func value(in target: MassUnit) -> Double {
        if target == unit { return value }
        switch (unit, target) {
        case (.lb, .kg): return value * MassUnit.kilogramsPerPound
        case (.kg, .lb): return value / MassUnit.kilogramsPerPound
        case (.kg, .kg), (.lb, .lb): return value
        }
    }

    /// The same mass expressed in `target`: `Mass(225, .lb).converted(to: .kg)` is
    /// 102.05828325 kg (to double precision).
    public func converted(to target: MassUnit) -> Mass {
        Mass(value(in: target), target)
    }

    /// The mass in kilograms.
    public var kilograms: Double { value(in: .kg) }

    /// The mass in pounds.
    public var pounds: Double { value(in: .lb) }

    /// True when both masses have the same unit and the same value (unlike `==`, which
    /// compares physically across units).
    public func isIdentical(to other: Mass) -> Bool {
        unit == other.unit && value == other.value
    }
}

extension Mass: MeasuredQuantity {
    public var baseValue: Double { kilograms }
    public var unitSymbol: String { unit.symbol }
}

extension Mass {
    /// The mass converted to `target` and formatted like `description`.
    public func format(in target: MassUnit) -> String {
        converted(to: target).description
    }
}
