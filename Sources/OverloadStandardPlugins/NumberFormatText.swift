import OverloadSyntax

/// Numbers in reasons, as Overload writes them.
enum NumberFormatText {
    /// `10%`, `12.5%`.
    static func percent(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 1) + "%" }

    /// `100`, `102.5`.
    static func number(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 2) }
}
