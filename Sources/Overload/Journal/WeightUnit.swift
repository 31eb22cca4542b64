/// A unit of mass for loads and bodyweight in the journal.
///
/// Kept minimal on purpose: the units module will replace it with its own mass type.
public enum WeightUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kilograms.
    case kg
    /// Pounds (avoirdupois).
    case lb

    /// Kilograms in one pound, exactly (international yard and pound agreement).
    public static let kilogramsPerPound = 0.45359237

    /// Converts `value`, given in this unit, to `other` exactly (no rounding):
    /// `WeightUnit.lb.convert(45, to: .kg)` is 20.41165665.
    public func convert(_ value: Double, to other: WeightUnit) -> Double {
        switch (self, other) {
        case (.kg, .kg), (.lb, .lb): return value
        case (.kg, .lb): return value / WeightUnit.kilogramsPerPound
        case (.lb, .kg): return value * WeightUnit.kilogramsPerPound
        }
    }
}

/// A mass with its unit, as written in the journal: a load on a set or a bodyweight.
public struct JournalWeight: Sendable, Hashable, Codable {
    /// The amount, in `unit`.
    public var value: Double
    /// The unit the lifter wrote or the app exported.
    public var unit: WeightUnit

    /// A mass of `value` in `unit`.
    public init(_ value: Double, _ unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }
}
