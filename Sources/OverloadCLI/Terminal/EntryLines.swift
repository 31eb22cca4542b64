/// The lines of an entry the line editor returned, handed to the REPL's loop one at a time.
///
/// The editor returns a whole entry (a typed block, a recalled one, or a paste of several
/// lines and blocks), while the loop asks for one line at a time: at the prompt for a new
/// statement, and at the continuation prompt while a block goes on. Every line of the entry is
/// handed out in order, whichever prompt asks, so no pasted line is lost. A block ends, as in
/// a file, at the first line that is not indented (a blank line is handed out in its place,
/// which is how the loop closes a block), and at the entry's end; a blank line asked for at
/// the prompt is skipped (it would evaluate to nothing).
struct EntryLines: Equatable, Sendable {
    private var lines: [String] = []

    /// Whether lines of the last entry are still to be handed out.
    var isEmpty: Bool { lines.isEmpty }

    /// Starts on a new entry; returns its first line.
    mutating func start(_ entry: String) -> String {
        lines = entry.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""]
        return lines.removeFirst()
    }

    /// The next line for the continuation prompt (`continuing`) or the prompt; nil when the
    /// entry has no more for it.
    mutating func next(continuing: Bool) -> String? {
        if continuing, let first = lines.first, let character = first.first, character != " " {
            return ""
        }
        if !continuing {
            while let first = lines.first, first.allSatisfy({ $0 == " " }) { lines.removeFirst() }
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}
