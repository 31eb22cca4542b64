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
                if let noteRange = note.range { parts.append(("range", range(noteRange, source))) }
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
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
