/// Where a statement stands, which decides what it may be.
enum StatementContext: UInt8, Sendable {
    case topLevel, day, weekBlock, template, superset, session, properties

    var describe: String {
        switch self {
        case .topLevel: "at the top level"
        case .day: "inside a day"
        case .weekBlock: "inside a week block"
        case .template: "inside a template"
        case .superset: "inside a superset"
        case .session: "inside a session"
        case .properties: "inside this block"
        }
    }
}

/// A set of statement contexts, written as an array literal (`[.topLevel, .day]`) without
/// building a collection on each statement.
struct StatementContexts: OptionSet, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ context: StatementContext) { rawValue = 1 << context.rawValue }

    static let topLevel = StatementContexts(.topLevel)
    static let day = StatementContexts(.day)
    static let weekBlock = StatementContexts(.weekBlock)
    static let template = StatementContexts(.template)

    func contains(_ context: StatementContext) -> Bool { contains(StatementContexts(context)) }
}

/// Keyword spellings, for "did you mean".
enum Keywords {
    static let statements = Keyword.statements.map(\.rawValue)
    static let sessionProperties = Keyword.sessionProperties.map(\.rawValue)
    static let datedEntries = Keyword.datedEntries.map(\.rawValue)
}

extension Parser {
    /// Finds `wave NAME` and `template NAME` at the start of lines, so exercise lines can
    /// tell `press main` (a wave applied to press) from an exercise named "press main",
    /// wherever in the file the wave is. It reads the first words of lines from the bytes,
    /// ahead of the lexer, with the lexer's own word rule. The names are kept as lowercase
    /// bytes: a file declares a handful, and a line is checked against them by comparing bytes.
    static func collectSchemeNames(_ bytes: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) -> [[UInt8]] {
        var names: [[UInt8]] = []
        for lineStart in lineStarts {
            let position = skipSpaces(bytes, from: lineStart == 0 ? Lexer.byteOrderMarkEnd(bytes) : lineStart)
            // Only `wave` and `template` matter: most lines are ruled out by their first letter.
            guard position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "w") || bytes[position] | 0x20 == UInt8(ascii: "t") else {
                continue
            }
            let (keyword, keywordEnd) = word(bytes, at: position)
            guard keyword == .wave || keyword == .template else { continue }
            let nameStart = skipSpaces(bytes, from: keywordEnd)
            guard nameStart > keywordEnd, startsWord(bytes, at: nameStart) else { continue }
            let nameEnd = Lexer.wordEnd(bytes, from: nameStart)
            // A lone `x` is the times sign, not a word.
            if nameEnd - nameStart > 1 || bytes[nameStart] | 0x20 != UInt8(ascii: "x") {
                let name = bytes[nameStart..<nameEnd].map { Lexer.isLetter($0) ? $0 | 0x20 : $0 }
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The keyword the word at `position` spells, if any, and where the word ends (at
    /// `position` when no word starts there), read with the lexer's word rule.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (keyword: Keyword?, end: Int) {
        let end = startsWord(bytes, at: position) ? Lexer.wordEnd(bytes, from: position) : position
        return (KeywordTable.shared.keyword(bytes, position, end), end)
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return position
    }

    /// True when a word token starts at `position`, as the lexer decides it.
    private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        if Lexer.isWordStart(byte) { return true }
        guard byte >= 0x80, Lexer.utf8SequenceLength(bytes, at: position) > 0 else { return false }
        return !(byte == 0xC3 && position + 1 < bytes.count && bytes[position + 1] == 0x97)
    }

    /// True when a word token names a wave or template of this file (ASCII case ignored). The
    /// names are found here, over the whole file, when the parse was given none: a journal
    /// read a part at a time parses only its headers and the sessions its fast path declines,
    /// and most of those ask nothing (the scan was 0.5 M instructions on ten years).
    mutating func isSchemeName(_ token: Token) -> Bool {
        guard token.kind == .word else { return false }
        if schemeNames == nil {
            schemeNames = source.bytes.withUnsafeBufferPointer { Parser.collectSchemeNames($0, lineStarts: source.lineStarts) }
        }
        return (schemeNames ?? []).contains { name in
            guard name.count == token.range.length else { return false }
            var offset = token.range.start
            for expected in name {
                let byte = bytes[offset]
                if (Lexer.isLetter(byte) ? byte | 0x20 : byte) != expected { return false }
                offset += 1
            }
            return true
        }
    }
}

extension Parser {
    /// The first of `keywords` the token spells (ASCII case-insensitive).
    func keyword(_ token: Token, in keywords: [Keyword]) -> Keyword? {
        guard let keyword = token.keyword, keywords.contains(keyword) else { return nil }
        return keyword
    }

    /// The set kind a word token spells, if any.
    func setKind(_ token: Token) -> SetKind? { token.keyword?.setKind }
}
