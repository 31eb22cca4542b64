import Overload
import OverloadSyntax

extension ReplSession {
    /// True when `text` (the lines typed so far) opens a block that needs an indented
    /// continuation until a blank line: its first line ends in ':' (`day "A":`, `week 2:`,
    /// `log:`, `progression x(step = 5lb):`), outside a comment.
    public func needsContinuation(_ text: String) -> Bool {
        guard let first = text.split(separator: "\n", omittingEmptySubsequences: true).first else { return false }
        var line = Substring(first)
        if let hash = Self.commentStart(line) { line = line[..<hash] }
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        return line.hasSuffix(":") && line.count > 1
    }

    /// Where a `#` comment starts in a line, outside a quoted string.
    static func commentStart(_ line: Substring) -> Substring.Index? {
        var quoted = false
        for index in line.indices {
            if line[index] == "\"" { quoted.toggle() }
            if line[index] == "#", !quoted { return index }
        }
        return nil
    }

    /// Tab completion: the candidates for the word that ends at `cursor`, a byte offset
    /// into `line`'s UTF-8: commands at the start of a line; after `explain`, `history` and an
    /// exercise line, exercise names (the program's, the journal's, then the catalog's); after
    /// `day` a day name; after `progress NAME:` a plugin name. Sorted, each once.
    public func completions(line: String, cursor: Int) -> [String] {
        let bytes = Array(line.utf8)
        let end = Swift.max(0, Swift.min(cursor, bytes.count))
        var start = end
        while start > 0, !Self.separates(bytes[start - 1]) { start -= 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        let before = String(decoding: bytes[0..<start], as: UTF8.self)
        let previous = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { String($0).lowercased() }
        if previous.isEmpty {
            return Self.matching(word, in: ReplHelp.commands) + Self.matching(word, in: exerciseNames, after: [])
        }
        if previous.first == ":load" { return [] }
        if previous.last == "day" { return Self.matching(word, in: dayNames) }
        if previous.first == "progress", before.contains(":") { return Self.matching(word, in: pluginNames) }
        return Self.matching(word, in: exerciseNames, after: previous)
    }

    /// The names that start with `word` (without case), sorted, each once.
    private static func matching(_ word: String, in names: [String]) -> [String] {
        Array(Set(names.filter { $0.lowercased().hasPrefix(word) })).sorted()
    }

    /// Exercise names completing `word` and, for a name of several words, the words typed
    /// before it (`power c` completes to `clean`, the rest of `power clean`): the longest run
    /// of typed words that starts some name wins.
    private static func matching(_ word: String, in names: [String], after previous: [String]) -> [String] {
        for count in stride(from: Swift.min(previous.count, 3), through: 0, by: -1) {
            let phrase = (previous.suffix(count) + [word]).joined(separator: " ")
            let found = Set(names.filter { $0.hasPrefix(phrase) }.map { String($0.dropFirst(phrase.count - word.count)) })
            if !found.isEmpty { return found.sorted() }
        }
        return []
    }

    /// A byte that ends a word for completion.
    private static func separates(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"")
    }

    /// Exercise names: the program's, the journal's, then the catalog's names and aliases.
    var exerciseNames: [String] {
        var names: [String] = []
        if let snapshot = program?.workspace.compiled?.snapshot {
            names += ExplainCommand.prescribedExercises(snapshot).values
        }
        names += files.journal.sessions.flatMap { $0.exercises.map(\.name) }
        names += ExerciseCatalog.builtin.exercises.flatMap { [$0.name] + $0.aliases }
        return names.map { $0.lowercased() }
    }

    /// The program's day names.
    var dayNames: [String] {
        guard let snapshot = program?.workspace.compiled?.snapshot else { return [] }
        return snapshot.weeks.flatMap { $0.days.map(\.name) }
    }

    /// The progression plugins a rule may name: the built-in ones and the program's scripts.
    var pluginNames: [String] {
        program?.workspace.registry.names ?? []
    }
}
