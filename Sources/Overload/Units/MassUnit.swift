/// A unit of mass used for training loads.
///
/// The pound is defined exactly as 0.45359237 kg (international yard and pound agreement),
/// so conversions never go through a rounded factor such as 2.2046.
public enum MassUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kilograms.
    case kg
    /// Pounds (avoirdupois).
    case lb

    /// Kilograms in one unit: exactly 1 for `kg`, exactly 0.45359237 for `lb`.
    public var kilogramsPerUnit: Double {
        switch self {
        case .kg: return 1
        case .lb: return MassUnit.kilogramsPerPound
        }
    }

    /// The exact definition of the pound in kilograms.
    public static let kilogramsPerPound = 0.45359237

    /// The symbol used when displaying a mass: `kg` or `lb`.
    public var symbol: String { rawValue }

    /// Parses a unit as lifters write it: `kg`, `kgs`, `kilo`, `kilos`, `kilogram(s)`,
    /// `lb`, `lbs`, `pound(s)`; case-insensitive. Returns nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes":
            self = .kg
        case "lb", "lbs", "pound", "pounds", "#":
            self = .lb
        default:
            return nil
        }
    }
}

extension MassUnit: MeasurementUnit {
    /// Kilograms in one unit.
    public var baseUnitsPerUnit: Double { kilogramsPerUnit }

    /// Kilograms in one unit as a ratio of whole numbers: 45359237 / 100000000 for the pound.
    public var baseUnitsRatio: (numerator: Double, denominator: Double) {
        switch self {
        case .kg: (1, 1)
        case .lb: (45_359_237, 100_000_000)
        }
    }
}
