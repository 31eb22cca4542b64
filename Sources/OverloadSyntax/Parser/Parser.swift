/// The result of parsing one file.
public struct ParsedFile: Sendable {
    public var source: SourceFile
    public var document: Document
    /// Comments, kept for the formatter.
    public var comments: [SourceRange]
    /// Lexer and parser diagnostics, in source order.
    public var diagnostics: [Diagnostic]
}

/// A recursive-descent parser with one function per grammar rule (see grammar/overload.ebnf).
///
/// It never stops at the first error: a line that cannot be parsed becomes an `.error`
/// statement, the parser skips to the next line (and over any block under it), and goes on.
/// Every loop consumes at least one token per turn; nesting is capped.
public struct Parser {
    static let performanceStopWords: [Keyword] = [.bw, .skip, .note]
    /// `max` ends a name so `dip max @ bw` reads as reps to failure.
    static let restStopWord: [Keyword] = [.rest, .max]

    /// Deepest expression nesting accepted.
    public static let maxExpressionDepth = 200
    /// Largest magnitude a number may have.
    public static let maxNumber = 10_000_000.0

    let source: SourceFile
    /// The file's bytes, borrowed from the caller of ``parse(_:)`` for the parse.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Lexes as the parser goes: a large file never holds all its tokens at once.
    var lexer: Lexer
    /// The position of the current token, counted from the file's first token.
    var index = 0
    /// The position of `lexer.tokens[0]`; the tokens before it are done with and dropped.
    var base = 0
    var diagnostics: [Diagnostic] = []
    /// Names of waves and templates in the whole file, so `press main` can be split: found
    /// before parsing, or, when nil, by the first line that asks (``isSchemeName(_:)``).
    var schemeNames: [[UInt8]]?
    var expressionDepth = 0
    /// The parameters of the template whose body is being parsed, lowercased: in its lines a
    /// parameter may stand for reps (`3xreps`) or a load (`@ load`).
    var templateParameters: [String] = []
    /// True while a `warmups` line is read, where `bar x 10` takes `x` as a word.
    var timesIsWord = false
    /// The statements of the blocks being parsed, innermost last: a block's statements are
    /// gathered here and copied out once, into an array of the right size.
    var openBlockStatements: [Statement] = []
    /// The line of the last error, so one bad line reports once.
    var lastErrorLine = -1
    /// Lines where the lexer reported an error; the parser adds none there.
    var linesWithLexerErrors: Set<Int> = []
    /// Where the lexer reported lines nested too deeply (and dropped them).
    var tooDeepOffsets: [Int] = []
    /// How many of the lexer's diagnostics have been noted in the two lists above.
    var lexerDiagnosticsNoted = 0
    /// How far behind the current token the parser lets tokens pile up before dropping them.
    let tokenWindow: Int

    /// Lexes and parses a source file. A large file is parsed in parts on several cores
    /// (see ``parseInParts(_:_:starts:schemeNames:keepingTokens:)``); the result is the same.
    public static func parse(_ source: SourceFile) -> ParsedFile {
        parse(source, inParts: true)
    }

    /// Lexes and parses a source file; with `inParts` false, in one pass on the calling thread,
    /// for a caller that already keeps the cores busy (parsing many files at once, say).
    public static func parse(_ source: SourceFile, inParts: Bool) -> ParsedFile {
        parse(source, partBytes: inParts ? defaultPartBytes : .max, keepingTokens: defaultTokenWindow)
    }

    /// How many consumed tokens a parse keeps behind the current one.
    static let defaultTokenWindow = 4096

    /// Parses, dropping consumed tokens once more than `window` are behind the current one,
    /// in parts of about `partBytes` (tests compare small windows and parts with none).
    static func parse(_ source: SourceFile, partBytes: Int = .max, keepingTokens window: Int) -> ParsedFile {
        if let notText = notTextDiagnostic(source) {
            return ParsedFile(source: source, document: Document(statements: [], range: SourceRange(0, source.bytes.count)),
                              comments: [], diagnostics: [notText])
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            let schemeNames = Parser.collectSchemeNames(buffer, lineStarts: source.lineStarts)
            let starts = Parser.partStarts(buffer, partBytes: partBytes)
            let part = parseInParts(source, buffer, starts: starts, schemeNames: schemeNames, keepingTokens: window)
                ?? parsePart(source, buffer, from: 0, schemeNames: schemeNames, keepingTokens: window)
            return ParsedFile(source: source, document: Document(statements: part.statements, range: SourceRange(0, buffer.count)),
                              comments: part.comments, diagnostics: part.diagnostics)
        }
    }

    /// The statements, comments and diagnostics of the lines from `start` to the end of `buffer`;
    /// with `schemeNames` nil, the file's are found if a line asks, and given back in the part.
    static func parsePart(
        _ source: SourceFile, _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, schemeNames: [[UInt8]]?,
        keepingTokens window: Int
    ) -> ParsedPart {
        let lexer = Lexer(bytes: buffer, startingAt: start, reservingTokens: 1024)
        var parser = Parser(source: source, lexer: lexer, tokenWindow: window)
        parser.schemeNames = schemeNames
        parser.lexAhead()
        let statements = parser.parseStatements()
        var diagnostics = parser.lexer.diagnostics + parser.diagnostics
        diagnostics.sort { $0.range.start < $1.range.start }
        return ParsedPart(statements: statements, comments: parser.lexer.comments, diagnostics: diagnostics,
                          schemeNames: parser.schemeNames)
    }

    private init(source: SourceFile, lexer: Lexer, tokenWindow: Int) {
        self.source = source
        self.bytes = lexer.bytes
        self.lexer = lexer
        self.tokenWindow = Swift.max(tokenWindow, 32)
    }

    // MARK: Token helpers

    /// The token at `index`, kept here as the parser moves rather than read from the buffer at
    /// every look: the parser looks at the current token several times a token, and each read
    /// through the buffer was a bounds check and a 16-byte copy. Set by ``advance()``,
    /// ``lexAhead()`` and ``stepBack()``, the only places `index` moves.
    private(set) var current = Token(.endOfFile, .empty(at: 0))
    var previous: Token { lexer.tokens[Swift.max(base, index - 1) - base] }

    /// The token `offset` places ahead (at most one: the parser needs no more), or the last one.
    func peek(_ offset: Int = 0) -> Token {
        let at = index + offset - base
        return at < lexer.tokens.count ? lexer.tokens[at] : lexer.tokens[lexer.tokens.count - 1]
    }

    /// The token at a position counted from the file's first token, which must be lexed and kept.
    func token(at position: Int) -> Token { lexer.tokens[position - base] }

    /// True when the token at `position` has been lexed (the whole line of the current token is).
    func isLexed(_ position: Int) -> Bool { position - base < lexer.tokens.count }

    /// Lexes until the token after the current one is there (or the file has ended), notes
    /// the lexer's errors, and drops tokens well behind the current one.
    @inline(never)
    mutating func lexAhead() {
        while index - base + 2 >= lexer.tokens.count, !lexer.isFinished {
            lexer.lexMore()
        }
        if lexer.diagnostics.count > lexerDiagnosticsNoted { noteLexerDiagnostics() }
        if index - base > tokenWindow {
            // Keep a few behind the current token: `previous` and one step back must work.
            let dropped = index - base - 16
            lexer.tokens.removeFirst(dropped)
            base += dropped
        }
        current = lexer.tokens[index - base]
    }

    /// Moves back to the token before the current one, which is always kept.
    mutating func stepBack() {
        index -= 1
        current = lexer.tokens[index - base]
    }

    private mutating func noteLexerDiagnostics() {
        for diagnostic in lexer.diagnostics[lexerDiagnosticsNoted...] where diagnostic.severity == .error {
            linesWithLexerErrors.insert(source.lineIndex(of: diagnostic.range.start))
            if diagnostic.code == .tooDeeplyIndented { tooDeepOffsets.append(diagnostic.range.start) }
        }
        lexerDiagnosticsNoted = lexer.diagnostics.count
    }

    func check(_ kind: TokenKind) -> Bool { current.kind == kind }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .endOfFile {
            index += 1
            if index - base + 2 >= lexer.tokens.count { lexAhead() }
            current = lexer.tokens[index - base]
        }
        return token
    }

    mutating func match(_ kind: TokenKind) -> Token? {
        check(kind) ? advance() : nil
    }

    /// True when the current token is the word `keyword` (ASCII case-insensitive).
    func checkWord(_ keyword: Keyword) -> Bool { current.keyword == keyword }

    /// True when `token` is the word `keyword`; the lexer tagged it, so this compares one byte.
    func isWord(_ token: Token, _ keyword: Keyword) -> Bool { token.keyword == keyword }

    mutating func matchWord(_ keyword: Keyword) -> Token? {
        checkWord(keyword) ? advance() : nil
    }

    /// A token's text. A keyword written in lowercase, as most are, is its keyword's spelling,
    /// which needs no decoding.
    func text(_ token: Token) -> String {
        if let keyword = token.keyword, isLowercase(token.range) { return keyword.rawValue }
        return text(token.range)
    }

    private func isLowercase(_ range: SourceRange) -> Bool {
        for offset in range.start..<range.end where bytes[offset] &- UInt8(ascii: "A") < 26 { return false }
        return true
    }

    /// The text of a range of the file, which the lexer has checked is valid UTF-8 (an
    /// invalid byte is replaced, as `SourceFile.text(_:)` does).
    func text(_ range: SourceRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    /// True at the end of a logical line.
    var atLineEnd: Bool {
        switch current.kind {
        case .newline, .endOfFile, .dedent, .indent: true
        default: false
        }
    }

    /// How many items a comma-separated list starting here has at most: one more than the
    /// commas left on the line (which is lexed whole), so the list is allocated once.
    func listCapacity() -> Int {
        var position = index - base
        var commas = 0
        scan: while position < lexer.tokens.count {
            switch lexer.tokens[position].kind {
            case .comma: commas += 1
            case .newline, .indent, .dedent, .endOfFile: break scan
            default: break
            }
            position += 1
        }
        return commas + 1
    }

    /// True when two tokens touch, with no space between them.
    func adjacent(_ first: Token, _ second: Token) -> Bool { first.range.end == second.range.start }

    // MARK: Errors and recovery

    /// Reports an error unless this line already has one (no cascades).
    mutating func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) {
        let line = source.lineIndex(of: range.start)
        guard line != lastErrorLine, !linesWithLexerErrors.contains(line) else { return }
        // A block the lexer dropped for being nested too deeply is not missing.
        if code == .expectedBlock, tooDeepOffsets.contains(where: { $0 >= range.start && $0 <= current.range.start }) { return }
        lastErrorLine = line
        diagnostics.append(.error(code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help))
    }

    /// A short description of the current token for messages.
    func describeCurrent() -> String {
        switch current.kind {
        case .newline, .dedent, .indent: "the end of the line"
        case .endOfFile: "the end of the file"
        case .string:
            "string " + String(text(current).prefix(24)) + (text(current).count > 24 ? "...\"" : "")
        default: "'\(text(current))'"
        }
    }

    /// Skips the rest of the line, its line break, and any block indented under it.
    /// Returns the range skipped.
    @discardableResult
    mutating func skipLine() -> SourceRange {
        let start = current.range.start
        var end = start
        while !check(.newline), !check(.endOfFile), !check(.dedent), !check(.indent) {
            end = advance().range.end
        }
        _ = match(.newline)
        if check(.indent) { end = Swift.max(end, skipBlock()) }
        return SourceRange(start, Swift.max(start, end))
    }

    /// Skips a whole indented block, indent to matching dedent. Returns its end.
    mutating func skipBlock() -> Int {
        var depth = 0
        var end = current.range.end
        repeat {
            let token = advance()
            end = Swift.max(end, token.range.end)
            if token.kind == .indent { depth += 1 }
            if token.kind == .dedent { depth -= 1 }
        } while depth > 0 && !check(.endOfFile)
        return end
    }

    /// Expects the end of the statement's line: reports stray tokens and skips them, with
    /// any block under the line (a broken header's block is not reported line by line).
    mutating func expectLineEnd(after what: @autoclosure () -> String) {
        if check(.newline) {
            advance()
            return
        }
        if atLineEnd { return }
        error(.unexpectedToken, "unexpected \(describeCurrent()) after \(what())", at: current.range,
              label: "expected the end of the line here")
        skipLine()
    }
}
