/// A mass: a value in a unit, such as `192.5 lb` or `100 kg`.
///
/// The unit the value was written in is kept, so nothing is converted (and rounded) until a
/// caller asks for another unit. Comparison and equality are physical: `Mass(1, .kg)` and
/// `Mass(1 / 0.45359237, .lb)` describe the same mass. Masses in the same unit are compared
/// by their values directly, so no conversion error enters same-unit comparisons.
public typealias Mass = MeasuredQuantity<MassUnit>

extension Mass {
    /// The mass in kilograms.
    public var kilograms: Double { value(in: .kg) }

    /// The mass in pounds.
    public var pounds: Double { value(in: .lb) }

    /// `percent`% of this mass (`tm.percent(95)`), in the same unit.
    public func percent(_ percent: Double) -> Mass {
        Mass(value * percent / 100, unit)
    }
}
