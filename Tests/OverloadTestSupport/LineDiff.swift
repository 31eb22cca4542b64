/// A line diff in the spirit of `diff -u`: `-` for lines only in the expected text, `+`
/// for lines only in the actual text, a few lines of context around each change.
public enum LineDiff {
    /// One line of a diff.
    public enum Line: Equatable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the expected text.
        case removed(String)
        /// Only in the actual text.
        case added(String)
    }

    /// The edit script from `expected` to `actual`, line by line (longest common subsequence).
    public static func lines(expected: String, actual: String) -> [Line] {
        let old = split(expected)
        let new = split(actual)
        // Common head and tail are trimmed first so the quadratic table stays small.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = Array(old[head..<(old.count - tail)])
        let newMiddle = Array(new[head..<(new.count - tail)])
        var result = old[..<head].map { Line.same($0) }
        result += middle(oldMiddle, newMiddle)
        result += old[(old.count - tail)...].map { Line.same($0) }
        return result
    }

    /// A readable diff with `context` unchanged lines around each change; empty when equal.
    public static func unified(expected: String, actual: String, context: Int = 3) -> String {
        let script = lines(expected: expected, actual: actual)
        let changed = script.indices.filter { script[$0] != .same(text(script[$0])) }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            for near in Swift.max(0, index - context)...Swift.min(script.count - 1, index + context) { shown.insert(near) }
        }
        var output = "--- expected\n+++ actual\n"
        var oldLine = 1
        var newLine = 1
        var previousShown = -2
        for (index, line) in script.enumerated() {
            if shown.contains(index) {
                if index != previousShown + 1 { output += "@@ -\(oldLine) +\(newLine) @@\n" }
                switch line {
                case .same(let text): output += "  " + visible(text) + "\n"
                case .removed(let text): output += "- " + visible(text) + "\n"
                case .added(let text): output += "+ " + visible(text) + "\n"
                }
                previousShown = index
            }
            switch line {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        return output
    }

    static func text(_ line: Line) -> String {
        switch line {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }

    /// Trailing spaces and carriage returns are invisible in a terminal; mark them.
    static func visible(_ text: String) -> String {
        var result = text
        var marks = ""
        while let last = result.last, last == " " || last == "\r" || last == "\t" {
            marks = (last == " " ? "·" : last == "\r" ? "␍" : "→") + marks
            result.removeLast()
        }
        return result + marks
    }

    /// Lines without their breaks; a final line break ends the last line rather than starting an empty one.
    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func middle(_ old: [String], _ new: [String]) -> [Line] {
        if old.isEmpty { return new.map { .added($0) } }
        if new.isEmpty { return old.map { .removed($0) } }
        // Very different long texts: listing both sides is as readable as an optimal diff.
        guard old.count * new.count <= 4_000_000 else { return old.map { .removed($0) } + new.map { .added($0) } }
        let width = new.count + 1
        var table = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] = old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : Swift.max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                result.append(.same(old[i])); i += 1; j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                result.append(.removed(old[i])); i += 1
            } else {
                result.append(.added(new[j])); j += 1
            }
        }
        result += old[i...].map { .removed($0) }
        result += new[j...].map { .added($0) }
        return result
    }
}
