/// A mass with its unit, as written in the journal: a load on a set or a bodyweight.
public struct JournalWeight: Sendable, Hashable, Codable {
    /// The amount, in `unit`.
    public var value: Double
    /// The unit the lifter wrote or the app exported.
    public var unit: MassUnit

    /// A mass of `value` in `unit`.
    public init(_ value: Double, _ unit: MassUnit) {
        self.value = value
        self.unit = unit
    }

    /// The same mass as a `Mass`, for arithmetic and comparison across units.
    public var mass: Mass { Mass(value, unit) }
}
