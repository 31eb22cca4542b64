/// Masses as whole thousandths of one unit (grams, or 1/1000 lb), so that sums of plates,
/// multiples of a rounding step and ties are decided exactly, not by floating-point noise.
///
/// A target such as 95% of 202.5 lb, which is 192.37499999999997 in binary floating point,
/// becomes exactly 192375 thousandths. Resolution is 0.001 of a unit; magnitudes are
/// clamped to 10^12 units so that later arithmetic cannot overflow.
enum MilliMass {
    /// Thousandths in one unit.
    static let perUnit: Int64 = 1000
    /// The largest magnitude represented, in thousandths.
    static let limit: Int64 = 1_000_000_000_000_000

    /// `mass` in thousandths of `unit`, rounded to the nearest thousandth and clamped.
    /// NaN becomes 0; callers reject non-finite targets before this point.
    static func quantize(_ mass: Mass, in unit: MassUnit) -> Int64 {
        let scaled = (mass.value(in: unit) * Double(perUnit)).rounded()
        if scaled.isNaN { return 0 }
        let clamped = max(-Double(limit), min(Double(limit), scaled))
        return Int64(clamped)
    }

    /// The mass of `thousandths` of `unit`.
    static func mass(_ thousandths: Int64, _ unit: MassUnit) -> Mass {
        Mass(Double(thousandths) / Double(perUnit), unit)
    }

    /// `a + b`, saturating at `limit` instead of overflowing.
    static func add(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if overflow { return a > 0 ? limit : -limit }
        return max(-limit, min(limit, sum))
    }

    /// `a * b`, saturating at `limit` instead of overflowing.
    static func multiply(_ a: Int64, _ b: Int64) -> Int64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { return (a < 0) == (b < 0) ? limit : -limit }
        return max(-limit, min(limit, product))
    }
}

/// The nearest of two candidates to a target, the lighter one on a tie.
struct NearestChoice {
    /// Chooses between `below <= target` and `above >= target`.
    static func pick(target: Int64, below: Int64, above: Int64) -> Int64 {
        (above - target) < (target - below) ? above : below
    }
}
