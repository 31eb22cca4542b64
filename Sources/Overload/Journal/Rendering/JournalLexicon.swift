import Foundation

/// How single values are spelled in canonical journal text: numbers, strings, names, durations.
enum JournalLexicon {
    /// Words that begin a journal line or mark a set, so an exercise name containing one is
    /// quoted; quoting is always valid, so this list errs on the side of quoting.
    static let reservedWords: Set<String> = [
        "accept", "available", "backoff", "bodyweight", "break", "bw", "day", "defer", "drop",
        "duration", "effort", "energy", "exercise", "failure", "in", "include", "mood", "note",
        "optional", "override", "pain", "plan", "program", "reject", "resolved", "rest", "rpe",
        "skip", "soreness", "superset", "top", "unit", "warmup", "week", "weeks", "x",
    ]

    /// A number with no trailing zeros and at most three decimals: `85`, `2.5`, `13.608`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // NumberFormat writes huge values with an exponent, which journal text cannot hold.
        guard abs(value) < 1e12 else { return String(format: "%.0f", value) }
        return NumberFormat.canonical(value, maxDecimals: 3)
    }

    /// A double-quoted string on one line, with `\"`, `\\` and `\n` escapes. Carriage
    /// returns become line breaks and other control characters become spaces.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": if !previousWasReturn { result += "\\n" }
            case "\r": result += "\\n"
            default:
                if scalar.isASCIIControl {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a name can be written bare: lowercase ASCII words (`bench press`, `chin-up`,
    /// `t-bar row`), each starting with a letter, none of them reserved.
    static func isBareName(_ name: String) -> Bool {
        // `bench (volume)`: a labelled use, which the parser reads bare. Words in parentheses
        // that name equipment (`bench press (barbell)`) are an app's spelling and stay quoted.
        if name.hasSuffix(")"), let open = name.firstIndex(of: "("), open > name.startIndex,
           name[name.index(before: open)] == " " {
            let label = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            let base = String(name[..<name.index(before: open)])
            // A label keeps the case it was written in (`bench (Heavy)`), which the parser reads
            // bare too; written quoted, it would be a name of its own.
            return EquipmentWord.named(label.lowercased()) == nil && isBareWords(base) && isBareWords(label, anyCase: true)
        }
        return isBareWords(name)
    }

    private static func isBareWords(_ name: String, anyCase: Bool = false) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard !words.isEmpty else { return false }
        let isLetter = anyCase ? { isLowercaseLetter($0 | 0x20) } : isLowercaseLetter
        return words.allSatisfy { word in
            guard let first = word.utf8.first, isLetter(first), word.utf8.last != UInt8(ascii: "-"),
                !word.contains("--"), !reservedWords.contains(String(word).lowercased())
            else { return false }
            return word.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// A one-line free text with line breaks and control characters turned into spaces, and
    /// no spaces at either end.
    static func singleLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isASCIIControl ? " " : $0 }))
            .trimmingCharacters(in: .whitespaces)
    }

    /// A session duration: whole hours as `1h`, whole minutes as `75m`, otherwise `4501s`.
    static func duration(seconds: Int) -> String {
        if seconds > 0 && seconds % 3600 == 0 { return "\(seconds / 3600)h" }
        if seconds % 60 == 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }

    /// The time after `in` on a distance set: whole minutes as `25min`, under a minute as
    /// `45s`, otherwise `7:45` (the forms the formatter writes).
    static func elapsed(seconds: Int) -> String {
        if seconds > 0 && seconds % 60 == 0 { return "\(seconds / 60)min" }
        if seconds < 60 { return "\(seconds)s" }
        // From 100 minutes, hours too, as the formatter writes them: `3:45:10`, not `225:10`.
        if seconds >= 6000 { return "\(seconds / 3600):" + LocalDate.pad(seconds % 3600 / 60, 2) + ":" + LocalDate.pad(seconds % 60, 2) }
        return "\(seconds / 60):" + LocalDate.pad(seconds % 60, 2)
    }

    /// A timed set's time: whole minutes from 2 minutes up in minutes (`20min`, which a person
    /// reads at a glance where `1200s` needs a sum), otherwise seconds (`45s`, `90s`, `150s`).
    static func timed(seconds: Int) -> String {
        seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60)min" : "\(seconds)s"
    }

    /// A distance: whole metres from 1000 up in kilometres (`5km`, `1.63km`), otherwise metres
    /// (`400m`, `1609.344m`), so no precision is lost at three decimals.
    static func distance(metres: Double) -> String {
        if metres >= 1000 && metres == metres.rounded() { return number(metres / 1000) + "km" }
        return number(metres) + "m"
    }

    /// A signed percentage: `-10%`, `+5%`, `0%`.
    static func signedPercent(_ value: Double) -> String {
        let text = number(value)
        return (value > 0 && text != "0" ? "+" : "") + text + "%"
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}
