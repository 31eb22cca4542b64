import Foundation

/// `printf`'s `%.Nf` without going through `String(format:)`, which costs microseconds a
/// call (a format string parsed, an `NSString` made): `history` writes two figures a line.
enum FixedDecimal {
    /// `value` with exactly `decimals` decimals, rounded as `String(format: "%.Nf")` rounds
    /// (to the nearest of the exact binary value), and the same text. Falls back to
    /// `String(format:)` when the scaled value is too close to a half to decide from a `Double`
    /// product, or too large, or not finite.
    static func text(_ value: Double, decimals: Int) -> String {
        fastText(value, decimals: decimals) ?? String(format: "%.\(decimals)f", value)
    }

    /// The text, or nil when only `String(format:)` can say it exactly.
    static func fastText(_ value: Double, decimals: Int) -> String? {
        guard value.isFinite, (0...9).contains(decimals) else { return nil }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = value.magnitude * Double(scale)
        // Below 2^31 the product is within 2^-22 of the exact one, so a fraction further than
        // 1e-6 from a half rounds the same way for both.
        guard scaled < 2_147_483_648 else { return nil }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard abs(fraction - 0.5) > 1e-6 else { return nil }
        let units = Int(whole) + (fraction > 0.5 ? 1 : 0)
        var text = value.sign == .minus ? "-" : ""
        text += String(units / scale)
        guard decimals > 0 else { return text }
        let digits = String(units % scale)
        text += "."
        text += String(repeating: "0", count: decimals - digits.utf8.count)
        text += digits
        return text
    }
}
