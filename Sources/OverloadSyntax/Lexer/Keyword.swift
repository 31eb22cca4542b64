/// A word the parser gives a meaning to. The lexer tags each word token with the keyword it
/// spells (ASCII case ignored), so the parser tells keywords apart by comparing one byte
/// instead of the word's text.
///
/// Keywords are not reserved: `press` in `bench press` is a name, and whether `rest` or
/// `max` is a keyword depends on where it stands, which the parser decides.
public enum Keyword: String, Sendable, Hashable, CaseIterable {
    // Statements at the top level or in a day.
    case program, unit, round, tm, weeks, equipment, exercise, wave, template, day, week
    case superset, `break`, rest, without, progress, use, include, progression, optional, e1rm, start, plugin
    case alternate, ladder
    // Session properties; `note`, `pain`, `resolved` and `bodyweight` also follow a date.
    case plan, mood, energy, soreness, available, effort, bodyweight, duration, note, override
    case pain, resolved
    // Decisions after a date.
    case accept, reject, `defer`
    // Set kinds.
    case warmup, top, backoff, drop, failure
    // Week kinds.
    case regular, deload, peak, test
    // Words inside lines and scripts.
    case max, like, rpe, bw, skip, `in`, of, and, or, not, `true`, `false`, `let`, `if`, `else`, `for`
    // Planned warm-ups: a program-wide line, or the end of an exercise line.
    case warmups
    // `day "Heavy" as "Test day"` in a week block: the day's name those weeks.
    case `as`

    /// Words that start a statement at the top level or in a day.
    public static let statements: [Keyword] = [
        .program, .unit, .round, .tm, .weeks, .equipment, .exercise, .wave, .template, .day, .week,
        .superset, .break, .rest, .without, .progress, .use, .include, .progression, .optional, .e1rm, .start,
        .plugin, .alternate, .ladder,
    ]
    /// Words that start a property line in a session; anything else there is a performed exercise.
    static let sessionProperties: [Keyword] = [
        .plan, .mood, .energy, .soreness, .available, .effort, .bodyweight, .duration, .note, .override,
        .pain, .resolved,
    ]
    /// Words that may follow a date on one line.
    static let datedEntries: [Keyword] = [.accept, .reject, .defer, .pain, .resolved, .note, .bodyweight]

    /// The set kind this keyword names, if any.
    public var setKind: SetKind? {
        switch self {
        case .warmup: .warmup
        case .top: .top
        case .backoff: .backoff
        case .drop: .drop
        case .failure: .failure
        default: nil
        }
    }

    /// The week kind this keyword names, if any.
    var weekKind: WeekKind? {
        switch self {
        case .regular: .regular
        case .deload: .deload
        case .peak: .peak
        case .test: .test
        default: nil
        }
    }
}

extension Keyword {
    /// The keyword the word `bytes[range]` spells, ASCII case ignored, as the lexer tags it;
    /// nil for any other word.
    public init?(spelling bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard let keyword = KeywordTable.shared.keyword(bytes, range.lowerBound, range.upperBound) else { return nil }
        self = keyword
    }
}

/// Finds the keyword a word spells. Most words are names, not keywords, so the table is
/// keyed by what is cheap to read (the length and the first and last bytes) and a word's
/// bytes are compared with a keyword's spelling only when those match.
struct KeywordTable: Sendable {
    private static let slotCount = 512
    /// Index + 1 into `keywords` for each slot; 0 for an empty slot.
    private var slots: [UInt8]
    private let keywords: [Keyword]
    /// Every keyword's spelling, back to back; keyword `i` starts at `spellingStarts[i]`.
    private let spellings: [UInt8]
    private let spellingStarts: [Int]

    static let shared = KeywordTable()

    private init() {
        keywords = Keyword.allCases
        var spellings: [UInt8] = []
        var starts: [Int] = []
        slots = Array(repeating: 0, count: KeywordTable.slotCount)
        for (index, keyword) in keywords.enumerated() {
            let spelling = Array(keyword.rawValue.utf8)
            starts.append(spellings.count)
            spellings += spelling
            var slot = KeywordTable.slot(spelling.count, spelling[0], spelling[spelling.count - 1])
            while slots[slot] != 0 { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slots[slot] = UInt8(index + 1)
        }
        starts.append(spellings.count)
        self.spellings = spellings
        spellingStarts = starts
    }

    /// The keyword `bytes[start..<end]` spells, ignoring ASCII case.
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length >= 2 else { return nil }
        var slot = KeywordTable.slot(length, bytes[start] | 0x20, bytes[end - 1] | 0x20)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if matches(bytes, start, length, spellingOf: index) { return keywords[index] }
            slot = (slot + 1) & (KeywordTable.slotCount - 1)
        }
        return nil
    }

    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, spellingOf index: Int) -> Bool {
        let spellingStart = spellingStarts[index]
        guard spellingStarts[index + 1] - spellingStart == length else { return false }
        for offset in 0..<length {
            let byte = bytes[start + offset]
            // `| 0x20` lowercases a letter and leaves every other byte a word may hold unlike
            // any byte of a spelling (lowercase letters and digits).
            if byte | 0x20 != spellings[spellingStart + offset] { return false }
        }
        return true
    }

    private static func slot(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (length &* 97 &+ Int(first) &* 31 &+ Int(last) &* 7) & (slotCount - 1)
    }
}
