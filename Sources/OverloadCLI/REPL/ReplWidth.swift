/// Fits the REPL's output to an 80-column terminal: a longer line is broken at its last space
/// that fits (or at a ' · ' before it, for headings), and goes on indented under itself. A
/// diagnostic's first line (`file:3:7: error: ...`) and its source and caret lines
/// (`3 | ...`) are left whole, so tools read it and the caret stays under its span, and so is
/// a line with colour codes.
enum ReplWidth {
    static let columns = 80

    static func fit(_ text: String) -> String {
        guard text.utf8.count > columns else { return text }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += fit(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func fit(_ line: Substring) -> [Substring] {
        guard line.count > columns, !isSourceLine(line), !isLocated(line), !line.contains("\u{1B}") else { return [line] }
        let indent = String(line.prefix { $0 == " " }) + "    "
        var rest = line
        var out: [Substring] = []
        // Each break takes at least one character that is not a space off the line, and every
        // line after the first starts with the same indent, so this ends.
        while rest.count > columns, let cut = breakPoint(in: rest, after: out.isEmpty ? 0 : indent.count) {
            out.append(rest[..<cut])
            rest = Substring(indent) + rest[cut...].drop { $0 == " " }
        }
        return out + [rest]
    }

    /// Where to break `line` to fit: at its last space within the width that has text other
    /// than the first `indent` characters before it, moved before a heading's ' · ' so the
    /// separator starts the next line; nil when there is no such space.
    private static func breakPoint(in line: Substring, after indent: Int) -> Substring.Index? {
        let head = line.prefix(columns)
        let textStart = line.index(line.startIndex, offsetBy: Swift.min(indent, line.count))
        // A heading breaks at its last ' · ' that fits, never inside one of its parts
        // (`plan 92bccd489a79` | `v1`).
        var separator = head.lastIndex(of: "·")
        while let dot = separator, dot > textStart {
            let space = line.index(before: dot)
            if line[space] == " ", space > textStart, line[textStart..<space].contains(where: { $0 != " " }) { return space }
            separator = head[..<dot].lastIndex(of: "·")
        }
        var candidate = head.lastIndex(of: " ")
        while let space = candidate, space > textStart {
            let before = line[textStart..<space]
            if before.contains(where: { $0 != " " }) {
                if before.hasSuffix(" ·"), line[textStart..<line.index(space, offsetBy: -2)].contains(where: { $0 != " " }) {
                    return line.index(space, offsetBy: -2)
                }
                return space
            }
            candidate = head[..<space].lastIndex(of: " ")
        }
        return nil
    }

    /// `file:12:7: error: ...`: a diagnostic's first line, kept whole for tools that read it.
    private static func isLocated(_ line: Substring) -> Bool {
        guard let range = line.range(of: ": error: ") ?? line.range(of: ": warning: ") ?? line.range(of: ": note: ") else {
            return false
        }
        let location = line[..<range.lowerBound].split(separator: ":")
        return location.count >= 3 && location.suffix(2).allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// `12 | text` or `   | ^^^`: a diagnostic's quoted source or its caret.
    private static func isSourceLine(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0.isNumber }
        return trimmed.hasPrefix("|") && trimmed.startIndex != line.startIndex
    }
}
