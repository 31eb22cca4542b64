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
        let indent = line.prefix { $0 == " " } + "    "
        var rest = line
        var out: [Substring] = []
        var width = columns
        while rest.count > width {
            let limit = rest.index(rest.startIndex, offsetBy: width)
            let head = rest[..<limit]
            guard let space = head.lastIndex(of: " "), space > head.startIndex,
                  rest[head.startIndex..<space].contains(where: { $0 != " " })
            else { break }
            var cut = space
            // A heading's ' · ' stays with the part after it.
            if rest[..<space].hasSuffix(" ·") { cut = rest.index(space, offsetBy: -2) }
            out.append(rest[..<cut])
            rest = Substring(indent) + rest[rest.index(after: space)...].drop { $0 == " " }
            width = columns
        }
        return out + [rest]
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
