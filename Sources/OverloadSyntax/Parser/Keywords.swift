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
    /// tell `press main` (a wave applied to press) from an exercise named "press main".
    /// The names are kept as lowercase bytes: a file declares a handful, and a line is
    /// checked against them by comparing bytes.
    static func collectSchemeNames(tokens: [Token], bytes: [UInt8]) -> [[UInt8]] {
        var names: [[UInt8]] = []
        var atLineStart = true
        for position in tokens.indices {
            let token = tokens[position]
            defer { atLineStart = token.kind == .newline || token.kind == .indent || token.kind == .dedent }
            guard atLineStart, token.keyword == .wave || token.keyword == .template, position + 1 < tokens.count else { continue }
            let next = tokens[position + 1]
            guard next.kind == .word else { continue }
            let name = bytes[next.range.start..<next.range.end].map { Lexer.isLetter($0) ? $0 | 0x20 : $0 }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// True when a word token names a wave or template of this file (ASCII case ignored).
    func isSchemeName(_ token: Token) -> Bool {
        guard token.kind == .word else { return false }
        return schemeNames.contains { name in
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
