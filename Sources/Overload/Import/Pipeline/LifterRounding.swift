/// Converts loads between units the way a lifter would write them: 13.6077711 kg becomes
/// 30 lb, not 29.99999 lb, because apps that store kilograms keep exact conversions of the
/// pounds the lifter entered.
enum LifterRounding {
    /// The coarsest loadable increment (1, 0.5 or 0.25 of the unit) the converted value lies
    /// on, within what the export's own rounding explains; otherwise the value to three
    /// decimals. The exact value is converted, never a rounded one.
    static func load(_ value: Double, from source: MassUnit, to target: MassUnit) -> Double {
        guard source != target else { return thousandths(value) }
        let exact = Mass(value, source).value(in: target)
        // An exported figure is off by less than one unit of its last decimal, so a snap may
        // move it that far and no further; 0.005 kg (about 0.011 lb) at most, so a figure with
        // few decimals is not pulled to a plate it was never on.
        let lastDigit = Mass(pow10(-decimals(of: value)), source).value(in: target)
        let tolerance = min(lastDigit, target == .lb ? 0.011 : 0.005)
        for step in [1.0, 0.5, 0.25] {
            let snapped = (exact / step).rounded() * step
            if abs(snapped - exact) <= tolerance { return snapped }
        }
        return thousandths(exact)
    }

    /// The load as the journal writes it, in `target` (``load(_:from:to:)``). A figure already
    /// in `target` at the journal's precision (three decimals at most, as `overload export`
    /// writes) that lies on no quarter step of `target` but, within its rounding, on a step of
    /// the other unit was a load written in that unit: `chin-up +25lb x 5` is 11.34 in a
    /// kilogram export and comes back `+25lb`, not `+11.34kg`. An app's exact conversions
    /// (Strong's 13.6077711 kg) and loads converted between units keep the rules above.
    static func journalWeight(_ value: Double, from source: MassUnit, to target: MassUnit) -> JournalWeight {
        let inTarget = load(value, from: source, to: target)
        guard source == target, decimals(of: value) <= 3, !isOnQuarterStep(inTarget) else { return JournalWeight(inTarget, target) }
        let other: MassUnit = target == .kg ? .lb : .kg
        let inOther = load(value, from: source, to: other)
        return isOnQuarterStep(inOther) ? JournalWeight(inOther, other) : JournalWeight(inTarget, target)
    }

    /// Whether `value` is a whole number of quarters, the finest plate step of either unit.
    private static func isOnQuarterStep(_ value: Double) -> Bool {
        (value * 4).rounded() == value * 4
    }

    /// A value rounded to three decimals, the journal's precision.
    static func thousandths(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }

    /// Decimals in the shortest form of `value` (`13.6077711` has 7, `20.0` has 0).
    static func decimals(of value: Double) -> Int {
        let text = "\(value)"
        guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return 3 }
        let fraction = text[text.index(after: dot)...]
        return fraction == "0" ? 0 : fraction.count
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
