extension Quantity {
    /// The mass written: kg or lb, or a bare number in `bareUnit()`, which is asked only for a
    /// bare number (so a caller may warn there). Nil for any other unit (`60%`, `5s`).
    func mass(bareUnit: () -> MassUnit) -> Mass? {
        guard let written = unit else { return Mass(value, bareUnit()) }
        return written.massUnit.map { Mass(value, $0) }
    }

    /// The time written, in seconds and not rounded: `90s`, `2min`, `1.5h`, and `2m` where
    /// `mMeansMinutes` (in a set, `m` is metres). Nil for a bare number or any other unit.
    /// Callers decide what they accept: the compiler rounds, the journal wants whole seconds.
    func seconds(mMeansMinutes: Bool) -> Double? {
        let perUnit: Double
        switch unit {
        case .s?: perUnit = 1
        case .min?: perUnit = 60
        case .m? where mMeansMinutes: perUnit = 60
        case .h?: perUnit = 3600
        default: return nil
        }
        return value * perUnit
    }
}
