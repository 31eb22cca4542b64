/// A word the parser gives a meaning to. The lexer tags each word token with the keyword it
/// spells (ASCII case ignored), so the parser tells keywords apart by comparing one byte
/// instead of the word's text.
///
/// Keywords are not reserved: `press` in `bench press` is a name, and whether `rest` or
/// `max` is a keyword depends on where it stands, which the parser decides.
public enum Keyword: String, Sendable, Hashable, CaseIterable {
    // Statements at the top level or in a day.
    case program, unit, round, tm, weeks, equipment, exercise, wave, template, day, week
    case superset, `break`, rest, without, progress, use, include, progression, optional, e1rm
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
    case max, like, rpe, bw, skip, `in`, of, and, or, not, `true`, `false`, `let`, `if`, `else`

    /// Words that start a statement at the top level or in a day.
    static let statements: [Keyword] = [
        .program, .unit, .round, .tm, .weeks, .equipment, .exercise, .wave, .template, .day, .week,
        .superset, .break, .rest, .without, .progress, .use, .include, .progression, .optional, .e1rm,
    ]
    /// Words that start a property line in a session; anything else there is a performed exercise.
    static let sessionProperties: [Keyword] = [
        .plan, .mood, .energy, .soreness, .available, .effort, .bodyweight, .duration, .note, .override,
        .pain, .resolved,
    ]
    /// Words that may follow a date on one line.
    static let datedEntries: [Keyword] = [.accept, .reject, .defer, .pain, .resolved, .note, .bodyweight]

    /// The set kind this keyword names, if any.
    var setKind: SetKind? {
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

/// Finds the keyword a word spells: an open-addressing table keyed by the word's lowercase
/// bytes packed into two integers, so a lookup hashes and compares integers, never text.
struct KeywordTable: Sendable {
    private struct Slot: Sendable {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword?
    }

    /// Longest keyword spelling, in bytes; longer words are never keywords.
    static let maxLength = 16
    private static let slotCount = 256
    private var slots: [Slot]

    static let shared = KeywordTable()

    private init() {
        slots = Array(repeating: Slot(low: 0, high: 0, keyword: nil), count: KeywordTable.slotCount)
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.rawValue.utf8)
            guard let (low, high) = KeywordTable.pack(spelling, 0, spelling.count) else { continue }
            var slot = KeywordTable.slot(low, high)
            while slots[slot].keyword != nil { slot = (slot + 1) & (KeywordTable.slotCount - 1) }
            slots[slot] = Slot(low: low, high: high, keyword: keyword)
        }
    }

    /// The keyword `bytes[start..<end]` spells, ignoring ASCII case.
    func keyword(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Keyword? {
        guard let (low, high) = KeywordTable.pack(bytes, start, end) else { return nil }
        var slot = KeywordTable.slot(low, high)
        while let keyword = slots[slot].keyword {
            if slots[slot].low == low, slots[slot].high == high { return keyword }
            slot = (slot + 1) & (KeywordTable.slotCount - 1)
        }
        return nil
    }

    /// The lowercase bytes of a short ASCII word, eight to an integer; nil for anything else.
    private static func pack(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (UInt64, UInt64)? {
        let length = end - start
        guard length > 0, length <= maxLength else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < length {
            var byte = bytes[start + index]
            guard byte < 0x80 else { return nil }
            if Lexer.isLetter(byte) { byte |= 0x20 }
            if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
            index += 1
        }
        return (low, high)
    }

    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 0x1F)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
