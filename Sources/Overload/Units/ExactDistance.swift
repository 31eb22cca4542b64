/// A distance in whole millimetres: the journal's precision (thousandths of a metre), in which
/// every written distance is exact, the mile included (1 mi is 1,609,344 mm).
///
/// Sums, comparisons and conversions are integer and rational arithmetic, so a year of logged
/// runs adds up to the millimetre with no floating-point drift, and `3 mi` stays `3 mi`.
public struct ExactDistance: Sendable, Hashable, Comparable, Codable {
    /// The distance in millimetres.
    public var millimetres: Int

    /// A distance of `millimetres` millimetres.
    public init(millimetres: Int) {
        self.millimetres = millimetres
    }

    /// A distance in metres, rounded to the millimetre; nil when not finite or beyond what
    /// an `Int` of millimetres holds.
    public init?(metres: Double) {
        let scaled = (metres * 1000).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return nil }
        self.millimetres = Int(scaled)
    }

    /// `value` of `unit` (`5 km`, `3 mi`), rounded to the millimetre; nil when out of range.
    public init?(_ value: Double, _ unit: DistanceUnit) {
        let scaled = (value * Double(unit.millimetresPerUnit)).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return nil }
        self.millimetres = Int(scaled)
    }

    /// No distance.
    public static let zero = ExactDistance(millimetres: 0)

    /// The distance in metres (exact to the millimetre in a `Double`).
    public var metres: Double { Double(millimetres) / 1000 }

    /// The distance in `unit` as an exact fraction: millimetres over millimetres per unit.
    public func ratio(in unit: DistanceUnit) -> (numerator: Int, denominator: Int) {
        (millimetres, unit.millimetresPerUnit)
    }

    /// The distance in `unit` as a number (for JSON and charts): the exact fraction, divided once.
    public func value(in unit: DistanceUnit) -> Double {
        Double(millimetres) / Double(unit.millimetresPerUnit)
    }

    /// Whether the distance is a whole number of hundredths of `unit`, so it shows exactly in it.
    public func isExact(inHundredthsOf unit: DistanceUnit) -> Bool {
        (millimetres * 100) % unit.millimetresPerUnit == 0
    }

    /// The unit a person reads the distance in: miles for a whole number of hundredths of a
    /// mile that is no whole number of metres (`3 mi`, `0.25 mi`), else kilometres from
    /// 1000 m up (`5 km`, `1.5 km`), else metres (`400 m`).
    public var naturalUnit: DistanceUnit {
        if millimetres % 1000 != 0 && isExact(inHundredthsOf: .mi) { return .mi }
        return abs(millimetres) >= 1_000_000 ? .km : .m
    }

    /// The distance in `unit` with at most `decimals` decimals, rounded half away from zero in
    /// integer arithmetic, trailing zeros left out: `5`, `1.5`, `3.11`.
    public func number(in unit: DistanceUnit, decimals: Int = 2) -> String {
        ExactDecimal.text(numerator: millimetres, denominator: unit.millimetresPerUnit, decimals: decimals)
    }

    /// `400 m`, `5 km`, `1.5 km`, `3 mi`: in ``naturalUnit``, a space before the unit.
    public var readable: String { readable(in: naturalUnit) }

    /// The distance in `unit`, with the unit: `3.11 mi`, `5000 m`.
    public func readable(in unit: DistanceUnit) -> String {
        number(in: unit, decimals: unit == .m ? 3 : 2) + " " + unit.symbol
    }

    /// `400m`, `5km`, `3mi`: the language's own spelling, in ``naturalUnit``.
    public var notation: String {
        number(in: naturalUnit, decimals: naturalUnit == .m ? 3 : 2) + naturalUnit.symbol
    }

    /// Orders distances by length.
    public static func < (lhs: ExactDistance, rhs: ExactDistance) -> Bool { lhs.millimetres < rhs.millimetres }

    /// The sum of two distances.
    public static func + (lhs: ExactDistance, rhs: ExactDistance) -> ExactDistance {
        ExactDistance(millimetres: lhs.millimetres &+ rhs.millimetres)
    }

    /// Adds a distance in place.
    public static func += (lhs: inout ExactDistance, rhs: ExactDistance) { lhs = lhs + rhs }
}

extension DistanceUnit {
    /// Millimetres in one unit, exactly: 1000, 1,000,000 and 1,609,344.
    public var millimetresPerUnit: Int {
        switch self {
        case .m: 1000
        case .km: 1_000_000
        case .mi: 1_609_344
        }
    }
}

/// Decimal text of an exact fraction, in integer arithmetic.
public enum ExactDecimal {
    /// `numerator / denominator` with at most `decimals` decimals, rounded half away from
    /// zero, trailing zeros left out: `(5000, 1000, 2)` is `5`, `(1, 3, 2)` is `0.33`.
    public static func text(numerator: Int, denominator: Int, decimals: Int) -> String {
        guard denominator > 0 else { return "0" }
        var scale = 1
        for _ in 0..<max(decimals, 0) { scale *= 10 }
        let negative = numerator < 0
        let magnitude = numerator.magnitude
        let (high, low) = magnitude.multipliedFullWidth(by: UInt(scale))
        // A scaled value beyond 64 bits cannot be a distance anyone ran; keep it safe anyway.
        guard high == 0 else { return (negative ? "-" : "") + String(magnitude / UInt(denominator)) }
        let scaled = (low + UInt(denominator) / 2) / UInt(denominator)
        let whole = scaled / UInt(scale)
        var fraction = scaled % UInt(scale)
        var digits = decimals
        while digits > 0 && fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        var text = (negative && scaled > 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
