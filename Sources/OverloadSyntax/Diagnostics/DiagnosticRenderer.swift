/// Renders diagnostics for people: the source line with a caret, notes, fixes and help.
/// (``DiagnosticJSON`` renders them for tools.)
public struct DiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours. The CLI sets this only for a terminal without `NO_COLOR`.
    public var useColor: Bool

    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// `file:line:col: error: message`, the source line, a caret under the span with its
    /// label, notes with their own locations, and the help text.
    public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let location = source.location(of: diagnostic.range.start)
        var output = bold("\(source.name):\(location): ") + severityText(diagnostic.severity) + bold(": \(diagnostic.message)")
            + dim(" [\(diagnostic.code)]") + "\n"
        output += excerpt(diagnostic.range, label: diagnostic.label, in: source, caretColor: colorCode(diagnostic.severity))
        for note in diagnostic.notes {
            if let range = note.range {
                // A note into another file (one the program includes) is shown in that file.
                let file = note.file ?? source
                output += cyan("note") + ": \(file.name):\(file.location(of: range.start)): \(note.message)\n"
                output += excerpt(range, label: nil, in: file, caretColor: "36")
            } else {
                output += cyan("note") + ": \(note.message)\n"
            }
        }
        for fix in diagnostic.fixIts {
            let original = source.text(fix.range)
            if original.isEmpty {
                output += "   = fix: insert '\(fix.replacement)' at \(source.location(of: fix.range.start))\n"
            } else {
                output += "   = fix: replace '\(original)' with '\(fix.replacement)'\n"
            }
        }
        if let help = diagnostic.help {
            output += "   = " + bold("help") + ": \(help)\n"
        }
        return output
    }

    /// Renders each diagnostic of a list as ``render(_:in:)`` does, one after another (no summary line).
    public func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        diagnostics.map { render($0, in: source) }.joined(separator: "\n")
    }

    /// The source line with a gutter and a caret line under `range`.
    func excerpt(_ range: SourceRange, label: String?, in source: SourceFile, caretColor: String) -> String {
        let lineIndex = source.lineIndex(of: Swift.min(range.start, source.bytes.count))
        let lineRange = source.lineRange(lineIndex)
        let lineNumber = String(lineIndex + source.firstLineNumber)
        let gutter = String(repeating: " ", count: lineNumber.count)
        // Very long lines are cut around the span so the excerpt stays readable.
        let window = displayWindow(for: range, in: lineRange)
        let shown = printable(source.text(window.range))
        var caretPrefix = ""
        var position = window.range.start
        let caretStart = Swift.min(Swift.max(range.start, window.range.start), window.range.end)
        while position < caretStart {
            let byte = source.bytes[position]
            if byte == UInt8(ascii: "\t") {
                caretPrefix += "\t"
            } else if byte & 0xC0 != 0x80 {
                caretPrefix += " "
            }
            position += 1
        }
        let spanEnd = Swift.min(range.end, window.range.end)
        var width = 0
        position = caretStart
        while position < spanEnd {
            if source.bytes[position] & 0xC0 != 0x80 { width += 1 }
            position += 1
        }
        let carets = String(repeating: "^", count: Swift.max(1, width))
        var output = "\(gutter) |\n"
        output += "\(lineNumber) | \(window.prefix)\(shown)\(window.suffix)\n"
        output += "\(gutter) | \(String(repeating: " ", count: window.prefix.count))\(caretPrefix)"
            + color(caretColor, carets) + (label.map { " " + $0 } ?? "") + "\n"
        return output
    }

    func displayWindow(for range: SourceRange, in line: SourceRange) -> (range: SourceRange, prefix: String, suffix: String) {
        let limit = 160
        guard line.length > limit else { return (line, "", "") }
        let start = Swift.max(line.start, Swift.min(range.start, line.end) - 40)
        let end = Swift.min(line.end, start + limit)
        return (SourceRange(start, end), start > line.start ? "..." : "", end < line.end ? "..." : "")
    }

    /// Control bytes would garble a terminal; show them as spaces.
    func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\t" ? " " : scalar
        }))
    }

    func severityText(_ severity: Severity) -> String {
        color(colorCode(severity), severity.rawValue)
    }

    func colorCode(_ severity: Severity) -> String {
        switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
    }

    func color(_ code: String, _ text: String) -> String {
        useColor ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { useColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
    func cyan(_ text: String) -> String { color("36", text) }
}
