/// Number formatting shared by the unit types, without Foundation's locale machinery, so
/// output is the same on every machine.
enum DecimalText {
    /// `value` rounded to at most `maxDecimals` decimals (half away from zero), with
    /// trailing zeros and a trailing point removed: 192.5 -> "192.5", 100 -> "100",
    /// 102.05828325 -> "102.06". Never prints "-0".
    static func format(_ value: Double, maxDecimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let decimals = max(0, min(maxDecimals, 6))
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded()
        // Past 2^53 the double has no fractional digits to show; its integer form is exact.
        guard scaled < 9.0e15 else { return String(value.rounded()) }
        let units = Int64(scaled)
        let whole = units / scale
        var fraction = units % scale
        var digits = decimals
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = (value < 0 && units != 0) ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: digits - fractionText.count)
        return "\(sign)\(whole).\(padding)\(fractionText)"
    }
}

/// Splits quantities written as a number followed by a unit (`192.5lb`, `5 km`).
enum QuantityText {
    /// The number and the unit text, or nil when the number is missing, not finite, or the
    /// unit is empty.
    static func split(_ text: String) -> (Double, String)? {
        let trimmed = trim(text)
        guard let unitStart = trimmed.firstIndex(where: { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") })
        else { return nil }
        let numberText = trimmed[..<unitStart]
        let unitText = trim(String(trimmed[unitStart...]))
        guard !numberText.isEmpty, !unitText.isEmpty,
              let number = Double(numberText), number.isFinite else { return nil }
        return (number, unitText)
    }

    /// The text without leading and trailing spaces and tabs.
    static func trim(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
