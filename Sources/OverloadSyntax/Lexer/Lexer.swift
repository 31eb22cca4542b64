/// Turns UTF-8 bytes into tokens. It never throws and never stops early: a byte that
/// starts no token becomes an `.error` token with a diagnostic, and lexing goes on.
///
/// Indentation is significant: the lexer emits `.indent` and `.dedent` around blocks and
/// `.newline` at the end of each logical line. Blank and comment-only lines produce
/// nothing. Comments are collected separately so the formatter can keep them.
public struct Lexer {
    /// Deepest block nesting accepted; deeper lines are reported (once) and skipped.
    public static let maxIndentDepth = 64

    /// The file's bytes, borrowed for the duration of ``lex(_:)`` or of a parse.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Shared by copies of the lexer, which is therefore never copied (see ``TokenBuffer``).
    let tokens: TokenBuffer
    var comments: [SourceRange] = []
    var diagnostics: [Diagnostic] = []
    var indentStack: [Int] = [0]
    var reportedDeepIndent = false
    /// True once the end of the file has been reached and its token added.
    private(set) var isFinished = false
    let keywords = KeywordTable.shared
    /// Whether the common numbers take the short way in ``lexNumberOrDate()``; tests turn it
    /// off to check the short way makes the tokens the long way makes.
    var takesShortNumbers = true

    /// Lexes a whole source file.
    public static func lex(_ source: SourceFile) -> LexedSource {
        source.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, reservingTokens: buffer.count / 3 + 4)
            while !lexer.isFinished { lexer.lexMore() }
            return LexedSource(tokens: lexer.tokens.array, comments: lexer.comments, diagnostics: lexer.diagnostics)
        }
    }

    /// A lexer over `bytes`, which must outlive it. The parser lexes as it goes (see
    /// ``lexMore()``) and drops tokens it is done with, so it reserves little.
    ///
    /// A lexer may start at a later line (`start`), which must begin a top-level line: one
    /// with no indentation, where no block is open. It lexes to the end of `bytes`; token
    /// ranges count from the start of `bytes` either way.
    init(bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int = 0, reservingTokens capacity: Int) {
        self.bytes = bytes
        tokens = TokenBuffer(capacity: capacity)
        position = start
        if start == 0 { position = Lexer.byteOrderMarkEnd(bytes) }
    }

    /// Where the text starts: after a UTF-8 byte order mark, if the file has one.
    static func byteOrderMarkEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Lexes the next physical line; at the end of the file, closes the open blocks and adds
    /// the end-of-file token.
    mutating func lexMore() {
        if position < bytes.count {
            lexLine()
            return
        }
        guard !isFinished else { return }
        closeAllBlocks(at: bytes.count)
        tokens.append(Token(.endOfFile, .empty(at: bytes.count)))
        isFinished = true
    }

    // MARK: Lines and indentation

    /// Lexes one physical line, from its first byte to just past its line break.
    mutating func lexLine() {
        let lineStart = position
        let width = measureIndentation()
        let firstTokenIndex = tokens.count
        var sawContent = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "\r") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") {
                    position += 2
                    break
                }
                diagnostics.append(.warning(
                    .loneCarriageReturn, "carriage return without a line feed", at: SourceRange(position, position + 1),
                    help: "save the file with LF or CRLF line endings"))
                position += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "#") {
                let start = position
                skipToEndOfLine()
                comments.append(SourceRange(start, position))
                continue
            }
            if !sawContent {
                sawContent = true
                // A line nested past the limit is reported once and yields no tokens, so the
                // parser does not report each of its (possibly thousands of) headers again.
                guard applyIndentation(width, lineStart: lineStart) else {
                    skipToEndOfLine()
                    continue
                }
            }
            lexToken()
        }
        // Tokens come only after the line's first content, so any token means content.
        if tokens.count > firstTokenIndex {
            tokens.append(Token(.newline, .empty(at: lastContentEnd())))
        }
    }

    /// Moves past leading spaces and tabs, returning the indentation width. A tab counts
    /// as four columns and earns a warning, since mixing tabs and spaces misleads the eye.
    mutating func measureIndentation() -> Int {
        var width = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") {
                width += 1
            } else if byte == UInt8(ascii: "\t") {
                width += 4
                if !isBlankOrCommentLine(from: position) {
                    diagnostics.append(.warning(
                        .tabIndentation, "tab in indentation", at: SourceRange(position, position + 1),
                        label: "counted as four spaces", help: "`overload fmt --write` replaces tabs with spaces"))
                }
            } else {
                break
            }
            position += 1
        }
        return width
    }

    func isBlankOrCommentLine(from start: Int) -> Bool {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "#"): return true
            default: return false
            }
        }
        return true
    }

    /// Opens or closes blocks for a line of `width` columns. Returns false for a line nested
    /// deeper than the limit, which is skipped.
    mutating func applyIndentation(_ width: Int, lineStart: Int) -> Bool {
        let here = SourceRange.empty(at: position)
        guard let current = indentStack.last else { return true }
        if width > current {
            if indentStack.count > Lexer.maxIndentDepth {
                if !reportedDeepIndent {
                    reportedDeepIndent = true
                    diagnostics.append(.error(
                        .tooDeeplyIndented, "too many nested blocks (limit is \(Lexer.maxIndentDepth))",
                        at: SourceRange(lineStart, position), help: "flatten the program: no construct needs this depth"))
                }
                return false
            }
            indentStack.append(width)
            tokens.append(Token(.indent, here))
            return true
        }
        var closed: Int?
        while let top = indentStack.last, width < top {
            closed = indentStack.removeLast()
            tokens.append(Token(.dedent, here))
        }
        if let top = indentStack.last, width > top {
            diagnostics.append(.error(
                .badIndentation, "indentation matches no enclosing block", at: SourceRange(lineStart, position),
                label: "this line is indented \(width) columns",
                help: closed.map { "indent it to \($0) columns to stay in the block above, or to \(top) to end it" }
                    ?? "indent it to \(top) columns, as the lines of the block it belongs to"))
            // The line stays in the block it fell short of, at its own width, so the lines
            // after it are not reported again as unexpected indentation.
            if let closed, closed > width {
                tokens.removeLast()
                indentStack.append(width)
            }
        }
        return true
    }

    mutating func closeAllBlocks(at offset: Int) {
        while indentStack.count > 1 {
            indentStack.removeLast()
            tokens.append(Token(.dedent, .empty(at: offset)))
        }
    }

    func lastContentEnd() -> Int { tokens.last?.range.end ?? position }

    mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") { return }
            if bytes[position] >= 0x80 {
                let length = Lexer.utf8SequenceLength(bytes, at: position)
                if length == 0 {
                    reportInvalidUTF8(at: position)
                    position += 1
                } else {
                    position += length
                }
                continue
            }
            if bytes[position] == 0 {
                reportNul(at: position)
            }
            position += 1
        }
    }

    mutating func reportInvalidUTF8(at offset: Int) {
        diagnostics.append(.error(
            .invalidUTF8, "invalid UTF-8", at: SourceRange(offset, offset + 1),
            label: "byte 0x\(Lexer.hex(bytes[offset])) does not start a valid character",
            help: "save the file as UTF-8"))
    }

    mutating func reportNul(at offset: Int) {
        diagnostics.append(.error(
            .nulByte, "NUL byte in the text", at: SourceRange(offset, offset + 1),
            help: "the file may be binary or corrupted; remove the NUL byte"))
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
