/// Converts loads between units the way a lifter would write them: 13.6077711 kg becomes
/// 30 lb, not 29.99999 lb, because apps that store kilograms keep exact conversions of the
/// pounds the lifter entered.
enum LifterRounding {
    /// The coarsest increment (1, 0.5, 0.25, 0.1 of the unit) the converted value lies on,
    /// within what the export's own rounding explains; otherwise the value to three decimals.
    /// The exact value is converted, never a rounded one.
    static func load(_ value: Double, from source: WeightUnit, to target: WeightUnit) -> Double {
        guard source != target else { return thousandths(value) }
        let exact = source.convert(value, to: target)
        // A kilogram figure written to two decimals is off by up to 0.005 kg, about 0.011 lb.
        let tolerance = target == .lb ? 0.011 : 0.005
        for step in [1.0, 0.5, 0.25, 0.1] {
            let snapped = (exact / step).rounded() * step
            if abs(snapped - exact) <= tolerance { return thousandths(snapped) }
        }
        return thousandths(exact)
    }

    /// A value rounded to three decimals, the journal's precision.
    static func thousandths(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
