extension Lexer {
    /// Lexes one token starting at a byte that is not white space, a comment or a line break.
    mutating func lexToken() {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumberOrDate()
        case UInt8(ascii: "\""):
            lexString()
        case UInt8(ascii: ":"): single(.colon)
        case UInt8(ascii: ","): single(.comma)
        case UInt8(ascii: "@"): single(.at)
        case UInt8(ascii: "("): single(.leftParen)
        case UInt8(ascii: ")"): single(.rightParen)
        case UInt8(ascii: "["): single(.leftBracket)
        case UInt8(ascii: "]"): single(.rightBracket)
        case UInt8(ascii: "|"): single(.pipe)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                position += 2
                tokens.append(Token(.dotDot, SourceRange(start, position)))
            } else if let next = peek(1), Lexer.isDigit(next) {
                lexNumberOrDate()
            } else {
                single(.dot)
            }
        case UInt8(ascii: "+"): withEqual(.plus, .plusEqual)
        case UInt8(ascii: "-"): withEqual(.minus, .minusEqual)
        case UInt8(ascii: "*"): withEqual(.star, .starEqual)
        case UInt8(ascii: "/"): withEqual(.slash, .slashEqual)
        case UInt8(ascii: "="): withEqual(.equal, .equalEqual)
        case UInt8(ascii: "<"): withEqual(.less, .lessEqual)
        case UInt8(ascii: ">"): withEqual(.greater, .greaterEqual)
        case UInt8(ascii: "!"):
            if peek(1) == UInt8(ascii: "=") {
                position += 2
                tokens.append(Token(.bangEqual, SourceRange(start, position)))
            } else {
                invalidByte()
            }
        case 0:
            reportNul(at: position)
            position += 1
            tokens.append(Token(.error, SourceRange(start, position)))
        default:
            if Lexer.isWordStart(byte) {
                lexWord()
            } else if byte >= 0x80 {
                let length = Lexer.utf8SequenceLength(bytes, at: position)
                if length == 0 {
                    reportInvalidUTF8(at: position)
                    position += 1
                    tokens.append(Token(.error, SourceRange(start, position)))
                } else if length == 2, byte == 0xC3, peek(1) == 0x97 {
                    // U+00D7 MULTIPLICATION SIGN, as in 3×5.
                    position += 2
                    tokens.append(Token(.times, SourceRange(start, position)))
                } else {
                    lexWord()
                }
            } else {
                invalidByte()
            }
        }
    }

    // Inlined: a comma or an `@` is a token every few bytes of a journal, and the call cost
    // more than the append.
    @inline(__always)
    mutating func single(_ kind: TokenKind) {
        tokens.append(Token(kind, SourceRange(position, position + 1)))
        position += 1
    }

    mutating func withEqual(_ plain: TokenKind, _ combined: TokenKind) {
        if peek(1) == UInt8(ascii: "=") {
            tokens.append(Token(combined, SourceRange(position, position + 2)))
            position += 2
        } else {
            single(plain)
        }
    }

    mutating func invalidByte() {
        let start = position
        let byte = bytes[position]
        position += 1
        let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(Lexer.hex(byte))"
        var spaceStart = start
        while spaceStart > 0, bytes[spaceStart - 1] == UInt8(ascii: " ") || bytes[spaceStart - 1] == UInt8(ascii: "\t") {
            spaceStart -= 1
        }
        if byte == UInt8(ascii: "%"), spaceStart < start, spaceStart > 0, Lexer.isDigit(bytes[spaceStart - 1]) {
            // `@ 80 %`: a percentage with a space before its sign.
            var numberStart = spaceStart - 1
            while numberStart > 0, Lexer.isDigit(bytes[numberStart - 1]) || bytes[numberStart - 1] == UInt8(ascii: ".") {
                numberStart -= 1
            }
            let number = String(decoding: bytes[numberStart..<(spaceStart)], as: UTF8.self)
            diagnostics.append(.error(
                .invalidByte, "a percent sign goes right after its number", at: SourceRange(start, position),
                label: "write '\(number)%', without a space",
                fixIts: [FixIt(replace: SourceRange(spaceStart, start), with: "", safe: true)],
                help: "write \(number)%, without a space"))
            tokens.append(Token(.error, SourceRange(start, position)))
            return
        }
        diagnostics.append(.error(
            .invalidByte, "unexpected character \(shown)", at: SourceRange(start, position),
            help: "remove it, or put it inside a string or a comment"))
        tokens.append(Token(.error, SourceRange(start, position)))
    }

    func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    // MARK: Words

    /// A word: letters, digits, `_`, `'`, and `-` between word characters (`chin-up`).
    /// A lone `x` is the times sign (`3 x 5`).
    mutating func lexWord() {
        let start = position
        position = Lexer.wordEnd(bytes, from: start)
        let range = SourceRange(start, position)
        if range.length == 1, bytes[start] | 0x20 == UInt8(ascii: "x") {
            tokens.append(Token(.times, range))
        } else {
            tokens.append(Token(.word, range, keyword: keywords.keyword(bytes, start, position)))
        }
    }

    /// Where the word starting at `start` ends.
    static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        // Names are mostly ASCII letters: those are passed in a tight loop first.
        while position < bytes.count, Lexer.isLetter(bytes[position]) { position += 1 }
        while position < bytes.count {
            let byte = bytes[position]
            if Lexer.isWordByte(byte) {
                position += 1
            } else if byte == UInt8(ascii: "-"), position + 1 < bytes.count,
                      Lexer.isWordStart(bytes[position + 1]) || bytes[position + 1] >= 0x80 {
                position += 1
            } else if byte >= 0x80 {
                let length = Lexer.utf8SequenceLength(bytes, at: position)
                if length == 0 || (byte == 0xC3 && position + 1 < bytes.count && bytes[position + 1] == 0x97) { break }
                position += length
            } else {
                break
            }
        }
        return position
    }

    // MARK: Strings

    /// A double-quoted string on one line, with `\"`, `\\`, `\n` and `\t` escapes.
    mutating func lexString() {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                tokens.append(Token(.string, SourceRange(start, position)))
                return
            case UInt8(ascii: "\\"):
                if let next = peek(1), next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\")
                    || next == UInt8(ascii: "n") || next == UInt8(ascii: "t") {
                    position += 2
                } else {
                    // The escaped byte is part of the span unless the line or the file ends there.
                    let next = peek(1)
                    let end = next == nil || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") ? position + 1 : position + 2
                    diagnostics.append(.error(
                        .invalidEscape, "unknown escape sequence in string", at: SourceRange(position, end),
                        help: "use \\\" for a quote, \\\\ for a backslash, \\n for a line break"))
                    position += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                unterminatedString(from: start)
                return
            case 0:
                reportNul(at: position)
                position += 1
            default:
                if byte >= 0x80 {
                    let length = Lexer.utf8SequenceLength(bytes, at: position)
                    if length == 0 {
                        reportInvalidUTF8(at: position)
                        position += 1
                    } else {
                        position += length
                    }
                } else {
                    position += 1
                }
            }
        }
        unterminatedString(from: start)
    }

    mutating func unterminatedString(from start: Int) {
        diagnostics.append(.error(
            .unterminatedString, "unterminated string", at: SourceRange(start, position),
            label: "this string has no closing quote", fixIts: [FixIt(replace: .empty(at: position), with: "\"")],
            help: "add a closing \" before the end of the line"))
        tokens.append(Token(.string, SourceRange(start, position)))
    }

    // MARK: Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    static func isWordStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "'")
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    static func utf8SequenceLength<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Int where Bytes.Index == Int {
        let lead = bytes[index]
        let length: Int
        var minimumSecond: UInt8 = 0x80
        var maximumSecond: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; minimumSecond = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; maximumSecond = 0x9F
        case 0xF0: length = 4; minimumSecond = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; maximumSecond = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= minimumSecond, second <= maximumSecond else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
