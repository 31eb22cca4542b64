/// The kinds of token the lexer produces.
public enum TokenKind: UInt8, Sendable, Hashable {
    /// A name or keyword: letters, digits, `_`, `'`, non-ASCII letters, and `-` inside (`chin-up`).
    case word
    /// A number with an optional unit suffix: `3`, `2.5`, `100kg`, `60%`, `45s`, `1rm`.
    case number
    /// A calendar date: `2026-11-18`.
    case date
    /// A time of day right after a date: `7:30`, `18:05`.
    case time
    /// A double-quoted string on one line.
    case string
    /// The times sign: `x` glued to numbers (`3x5`, `85x5`), a lone `x` (`bw x 12`), or `×` (`3×5`).
    case times
    case colon, comma, at, leftParen, rightParen, dot, dotDot
    /// `[` and `]`: a script's index into a list, `last.sets[1]`.
    case leftBracket, rightBracket
    /// `|`: between the rungs of a ladder, `scapular pull-up | negative pull-up | pull-up`.
    case pipe
    case plus, minus, star, slash
    case equal, plusEqual, minusEqual, starEqual, slashEqual
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    /// End of a logical line.
    case newline
    /// The next line is indented deeper than the current block.
    case indent
    /// The next line closes one block.
    case dedent
    /// End of input; always the last token.
    case endOfFile
    /// Bytes that form no token; the lexer has reported a diagnostic for them.
    case error
}

/// One token with its byte range. Numbers also record where their unit suffix starts;
/// words, the keyword they spell.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// For words, the keyword the word spells (ASCII case ignored), if any.
    public var keyword: Keyword?
    // In the two bytes the layout leaves free after `keyword`, so a token stays 16 bytes.
    private var storedWholeValue: UInt16
    // 32 bits, like `SourceRange`, so a token takes 16 bytes: a file has one every few bytes.
    private var storedSuffixStart: UInt32
    public var range: SourceRange

    /// For a number the lexer read as whole digits below 10,000 (most reps, loads and
    /// counts), their value, found while the digits were scanned; nil when not known, and the
    /// parser reads the digits itself.
    public var wholeValue: Int? { storedWholeValue == 0 ? nil : Int(storedWholeValue) - 1 }

    /// For numbers, the offset where the unit suffix starts (`range.end` when there is none).
    public var suffixStart: Int {
        get { Int(storedSuffixStart) }
        set { storedSuffixStart = UInt32(clamping: newValue) }
    }

    public init(_ kind: TokenKind, _ range: SourceRange, suffixStart: Int? = nil, keyword: Keyword? = nil) {
        self.kind = kind
        self.keyword = keyword
        self.range = range
        storedSuffixStart = UInt32(clamping: suffixStart ?? range.end)
        storedWholeValue = 0
    }

    /// A number token of whole digits with no suffix; their value is kept when it is from 0
    /// to 9,999 (a negative `wholeValue` stands for one not known).
    init(number range: SourceRange, wholeValue: Int) {
        kind = .number
        keyword = nil
        self.range = range
        storedSuffixStart = UInt32(truncatingIfNeeded: range.end)
        storedWholeValue = wholeValue >= 0 && wholeValue < 10_000 ? UInt16(truncatingIfNeeded: wholeValue &+ 1) : 0
    }

    // The value is left out: it is only a shortcut to what the digits say, so a token is
    // equal to one made without it.
    public static func == (left: Token, right: Token) -> Bool {
        left.kind == right.kind && left.keyword == right.keyword && left.storedSuffixStart == right.storedSuffixStart
            && left.range == right.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(keyword)
        hasher.combine(storedSuffixStart)
        hasher.combine(range)
    }

    /// True for a number token with a unit suffix.
    public var hasSuffix: Bool { kind == .number && suffixStart < range.end }

    /// The digits of a number token, without suffix.
    public var numberRange: SourceRange { SourceRange(range.start, suffixStart) }

    /// The unit suffix of a number token.
    public var suffixRange: SourceRange { SourceRange(suffixStart, range.end) }
}

/// The product of lexing one file.
public struct LexedSource: Sendable {
    public var tokens: [Token]
    /// Comments, `#` to the end of the line, kept for the formatter.
    public var comments: [SourceRange]
    public var diagnostics: [Diagnostic]
}
