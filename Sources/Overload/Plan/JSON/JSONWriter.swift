import Foundation

/// Writes a ``JSONValue`` as text, deterministically: object keys sorted by their UTF-8 bytes,
/// numbers in one fixed format, strings escaped one way. Same value, same bytes, on every
/// machine.
public enum JSONWriter {
    /// How the text is laid out.
    public enum Style: Sendable, Hashable {
        /// No whitespace at all, strings in Unicode NFC: the form plan content ids hash.
        case canonical
        /// Two-space indentation, `"key": value`, arrays of plain values on one line,
        /// a final newline: the form people and tools read.
        case pretty
    }

    /// Writes `value` in `style`.
    public static func write(_ value: JSONValue, style: Style) -> String {
        var output = ""
        switch style {
        case .canonical:
            output = String(decoding: canonicalBytes(value), as: UTF8.self)
        case .pretty:
            writePretty(value, indent: 0, into: &output)
            output += "\n"
        }
        return output
    }

    /// The fixed number format: whole numbers below 10^15 without a fraction (`185`, `-10`,
    /// and `0` for -0), others in Swift's shortest form that reads back to the same `Double`
    /// (`184.275`, `1e-05`); JSON has no NaN or infinity, so those become `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1.0e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`,
    /// `\r`, `\t`, `\b`, `\f` or `\u00XX` (lowercase hex), everything else as raw UTF-8.
    public static func quoted(_ text: String) -> String {
        DiagnosticJSON.quote(text)
    }

    private static func sortedKeys(_ object: [String: JSONValue]) -> [String] {
        object.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `text` in Unicode normalisation form C. ASCII text already is, and most keys and values
    /// are ASCII: normalising them was most of the time spent hashing a plan.
    private static func nfc(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    private static func scalarText(_ value: JSONValue, normalize: Bool) -> String? {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let amount): Self.number(amount)
        // Swift's String equality is canonical equivalence, so normalising keeps
        // "equal snapshots have equal ids" true for composed and decomposed accents alike.
        case .string(let text): quoted(normalize ? nfc(text) : text)
        case .array, .object: nil
        }
    }

    /// `value` in the canonical style, as UTF-8 bytes: what a plan's content id hashes.
    public static func canonicalBytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        writeCompact(value, into: &output)
        return output
    }

    // Bytes, not a String: appending to a String checks its storage and counts on every
    // append, which was half of a plan's content id.
    static func writeCompact(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            // Sorted as pairs, so no key is hashed again to find its value.
            let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (position, field) in sorted.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                appendCanonical(field.key, to: &output)
                output.append(UInt8(ascii: ":"))
                writeCompact(field.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .integer(let integer): output += String(integer).utf8
        case .number(let amount): output += Self.number(amount).utf8
        // Swift's String equality is canonical equivalence, so normalising keeps
        // "equal snapshots have equal ids" true for composed and decomposed accents alike.
        case .string(let text): appendCanonical(text, to: &output)
        }
    }

    /// A string as the canonical style writes it: in NFC, quoted. Plain ASCII, what most keys
    /// and values are, is already both and is copied in one pass over its bytes.
    static func appendCanonical(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if DiagnosticJSON.appendUnescaped(text, asciiOnly: true, to: &output) {
            output.append(UInt8(ascii: "\""))
            return
        }
        output.removeLast()
        DiagnosticJSON.appendQuoted(nfc(text), to: &output)
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into output: inout String) {
        let inner = String(repeating: " ", count: indent + 2)
        let closing = String(repeating: " ", count: indent)
        switch value {
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy({ scalarText($0, normalize: false) != nil }) {
                let texts = elements.map { scalarText($0, normalize: false) ?? "null" }
                output += "[" + texts.joined(separator: ", ") + "]"
            } else {
                output += "[\n"
                for (position, element) in elements.enumerated() {
                    output += inner
                    writePretty(element, indent: indent + 2, into: &output)
                    output += position == elements.count - 1 ? "\n" : ",\n"
                }
                output += closing + "]"
            }
        case .object(let fields):
            if fields.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = sortedKeys(fields)
            for (position, key) in keys.enumerated() {
                output += inner + quoted(key) + ": "
                writePretty(fields[key] ?? .null, indent: indent + 2, into: &output)
                output += position == keys.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        case .null, .bool, .integer, .number, .string:
            output += scalarText(value, normalize: false) ?? "null"
        }
    }
}
