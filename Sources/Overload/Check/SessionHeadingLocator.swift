import OverloadSyntax

/// Finds a session's heading line in journal text, for a warning about a session the engine
/// met while replaying. The journal model keeps no source ranges (reading fast matters more,
/// and such warnings are rare), so the text is searched only when a warning is to be shown.
public enum SessionHeadingLocator {
    /// The last session heading on `date` in `sources` that names `day` (compared without
    /// case), or names no day when `day` is nil, with the range to point at: the quoted day
    /// name, or the date when there is none. Nil when no heading matches.
    public static func find(date: LocalDate, day: String?, in sources: [SourceFile]) -> (source: SourceFile, range: SourceRange)? {
        let dateBytes = Array(date.description.utf8)
        let wanted = day?.lowercased()
        for source in sources {
            for index in source.lineStarts.indices.reversed() {
                let line = source.lineRange(index)
                guard let found = heading(in: source, line: line, date: dateBytes) else { continue }
                switch (found, wanted) {
                case (.unnamed, nil):
                    return (source, SourceRange(line.start, line.start + dateBytes.count))
                case (.named(let name), let wanted?) where source.text(name).dropFirst().dropLast().lowercased() == wanted:
                    return (source, name)
                case (.named, _), (.unnamed, _?):
                    continue
                }
            }
        }
        return nil
    }

    /// A session heading: with its quoted day name's range, or with none.
    enum Heading {
        case named(SourceRange)
        case unnamed
    }

    /// The session heading on `line` when it starts with `date`; nil for any other line
    /// (another date, a decision, a pain flag).
    static func heading(in source: SourceFile, line: SourceRange, date: [UInt8]) -> Heading? {
        let bytes = source.bytes
        guard line.length >= date.count, bytes[line.start..<(line.start + date.count)].elementsEqual(date) else { return nil }
        var position = line.start + date.count
        func skipBlanks() { while position < line.end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
        guard position == line.end || bytes[position] == 0x20 || bytes[position] == 0x09 else { return nil }
        skipBlanks()
        // A time (18:30) may come before the day.
        if position < line.end, (0x30...0x39).contains(bytes[position]) {
            while position < line.end, bytes[position] != 0x20, bytes[position] != 0x09 { position += 1 }
            skipBlanks()
        }
        guard position < line.end else { return .unnamed }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            var end = position + 1
            while end < line.end, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            return .named(SourceRange(position, min(end + 1, line.end)))
        case UInt8(ascii: "("), UInt8(ascii: "#"):
            return .unnamed
        default:
            // A word after the date: a decision, a pain flag or a 'resolved' line.
            return nil
        }
    }
}
