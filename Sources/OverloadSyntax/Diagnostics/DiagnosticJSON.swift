/// Diagnostics as JSON for editors and tools (`--diagnostics json`).
///
/// One object per diagnostic: file, severity, code, message, start and end as line/column
/// and byte offsets, label, notes, fix-its and help. The shape is documented in docs/json.md.
public enum DiagnosticJSON {
    /// A JSON array of every diagnostic of every file, in order.
    public static func render(_ files: [(source: SourceFile, diagnostics: [Diagnostic])]) -> String {
        var items: [String] = []
        for (source, diagnostics) in files {
            for diagnostic in diagnostics { items.append(object(diagnostic, source)) }
        }
        return items.isEmpty ? "[]\n" : "[\n  " + items.joined(separator: ",\n  ") + "\n]\n"
    }

    static func object(_ diagnostic: Diagnostic, _ source: SourceFile) -> String {
        var fields: [(String, String)] = [
            ("file", quote(source.name)),
            ("severity", quote(diagnostic.severity.rawValue)),
            ("code", quote(diagnostic.code.rawValue)),
            ("message", quote(diagnostic.message)),
            ("range", range(diagnostic.range, source)),
        ]
        if let label = diagnostic.label { fields.append(("label", quote(label))) }
        if !diagnostic.notes.isEmpty {
            let notes = diagnostic.notes.map { note in
                var parts = [("message", quote(note.message))]
                if let file = note.file { parts.append(("file", quote(file.name))) }
                if let noteRange = note.range { parts.append(("range", range(noteRange, note.file ?? source))) }
                return objectText(parts)
            }
            fields.append(("notes", "[" + notes.joined(separator: ", ") + "]"))
        }
        if !diagnostic.fixIts.isEmpty {
            let fixes = diagnostic.fixIts.map { objectText([("range", range($0.range, source)), ("replacement", quote($0.replacement))]) }
            fields.append(("fixIts", "[" + fixes.joined(separator: ", ") + "]"))
        }
        if let help = diagnostic.help { fields.append(("help", quote(help))) }
        return objectText(fields)
    }

    static func range(_ range: SourceRange, _ source: SourceFile) -> String {
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        return objectText([
            ("start", objectText([("line", String(start.line)), ("column", String(start.column)), ("offset", String(range.start))])),
            ("end", objectText([("line", String(end.line)), ("column", String(end.column)), ("offset", String(range.end))])),
        ])
    }

    static func objectText(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, control characters as `\n`,
    /// `\r`, `\t`, `\b`, `\f` or `\u00XX` (lowercase hex), everything else as raw UTF-8.
    /// The one JSON string writer: plan JSON and content ids use it too.
    public static func quote(_ text: String) -> String {
        // Most strings (names, keys, units) need no escape: a plan's content id quotes
        // thousands of them on every program load, so they are copied whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``quote(_:)``'s literal appended as UTF-8 bytes (the canonical JSON of a plan's content
    /// id is written as bytes). Every escape is of an ASCII character, so escaping byte by byte
    /// writes what escaping scalar by scalar would.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: looked over through their bytes in place and copied
        // whole, not appended a byte at a time (a plan's content id quotes thousands of them).
        if appendUnescaped(text, to: &output) {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x00..<0x20:
                // Lowercase hex digits: "0"..."9" then "a"..."f".
                let digit = { (nibble: UInt8) -> UInt8 in nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
                output += "\\u00".utf8
                output += [digit(byte >> 4), digit(byte & 0x0F)]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text`'s UTF-8 bytes and returns true when none of them needs an escape (nor,
    /// with `asciiOnly`, is outside ASCII); appends nothing and returns false otherwise, or
    /// when the string does not hold its bytes contiguously.
    public static func appendUnescaped(_ text: String, asciiOnly: Bool = false, to output: inout [UInt8]) -> Bool {
        let appended = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (asciiOnly && byte >= 0x80) {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        return appended ?? false
    }
}
