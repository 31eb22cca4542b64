import OverloadSyntax

/// How many sessions a journal's text holds as written, read or not: a line that starts with
/// a date (`2026-03-02`) and goes on with nothing, a day's name or a time, not with one of
/// the words of a one-line entry (`accept`, `pain`, `note`...). Compared with the sessions
/// read, it says how many a journal's errors left out.
public enum JournalSessionCount {
    /// The sessions written in `bytes`.
    public static func written(in bytes: [UInt8]) -> Int {
        var count = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if isSessionLine(bytes[lineStart..<lineEnd]) { count += 1 }
            lineStart = lineEnd + 1
        }
        return count
    }

    /// The sessions read.
    public static func read(in journal: Journal) -> Int {
        journal.entries.count { if case .session = $0 { true } else { false } }
    }

    private static let oneLineEntryWords: Set<String> = ["accept", "reject", "defer", "pain", "resolved", "note", "bodyweight"]

    private static func isSessionLine(_ line: ArraySlice<UInt8>) -> Bool {
        let pattern = Array("dddd-dd-dd".utf8)
        guard line.count >= pattern.count else { return false }
        for (byte, expected) in zip(line, pattern) {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if expected == UInt8(ascii: "d") ? !isDigit : byte != expected { return false }
        }
        let rest = line.dropFirst(pattern.count).drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let word = rest.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        return !oneLineEntryWords.contains(String(decoding: word, as: UTF8.self).lowercased())
    }
}
