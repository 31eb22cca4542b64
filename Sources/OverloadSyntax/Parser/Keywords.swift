/// Where a statement stands, which decides what it may be.
enum StatementContext: Sendable {
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

enum Keywords {
    /// Words that start a statement at the top level or in a day.
    static let statements = [
        "program", "unit", "round", "tm", "weeks", "equipment", "exercise", "wave", "template", "day", "week",
        "superset", "break", "rest", "without", "progress", "use", "include", "progression", "optional", "e1rm",
    ]
    /// Words that start a property line in a session; anything else there is a performed exercise.
    static let sessionProperties: [String] = [
        "plan", "mood", "energy", "soreness", "available", "effort", "bodyweight", "duration", "note", "override",
        "pain", "resolved",
    ]
    /// Words that may follow a date on one line.
    static let datedEntries: [String] = ["accept", "reject", "defer", "pain", "resolved", "note", "bodyweight"]
}

extension Parser {
    /// Finds `wave NAME` and `template NAME` at the start of lines, so exercise lines can
    /// tell `press main` (a wave applied to press) from an exercise named "press main".
    static func collectSchemeNames(tokens: [Token], bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var atLineStart = true
        for (position, token) in tokens.enumerated() {
            defer { atLineStart = token.kind == .newline || token.kind == .indent || token.kind == .dedent }
            guard atLineStart, token.kind == .word, position + 1 < tokens.count else { continue }
            guard spells(token, "wave", in: bytes) || spells(token, "template", in: bytes) else { continue }
            let next = tokens[position + 1]
            if next.kind == .word {
                names.insert(String(decoding: bytes[next.range.start..<next.range.end], as: UTF8.self).lowercased())
            }
        }
        return names
    }

    /// True when a word token spells the lowercase ASCII `keyword`, ignoring case, without allocating.
    static func spells(_ token: Token, _ keyword: String, in bytes: [UInt8]) -> Bool {
        guard token.kind == .word, token.range.length == keyword.utf8.count else { return false }
        return zip(bytes[token.range.start..<token.range.end], keyword.utf8).allSatisfy { $0 | 0x20 == $1 }
    }
}

extension Parser {
    /// The first of `keywords` the token spells (ASCII case-insensitive), compared byte by
    /// byte so that keyword checks on the hot path allocate nothing.
    func keyword(_ token: Token, in keywords: [String]) -> String? {
        guard token.kind == .word else { return nil }
        let length = token.range.length
        for keyword in keywords where keyword.utf8.count == length && isWord(token, keyword) { return keyword }
        return nil
    }

    /// The set kind a word token spells, if any.
    func setKind(_ token: Token) -> SetKind? {
        guard token.kind == .word, token.range.length <= 7 else { return nil }
        for kind in SetKind.allCases where isWord(token, kind.rawValue) { return kind }
        return nil
    }
}
