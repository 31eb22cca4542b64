extension Parser {
    /// Where a number stands, for the fix of an unknown unit: `5k` is `5km` where work (a
    /// time or distance) is written, `100k` is `100kg` where a load is.
    enum UnitPlace {
        /// A load, a setting or a rule value: suggestions by spelling alone.
        case other
        /// A set's work (`run 5k`).
        case work
        /// A journal set's first value: a load when `x` follows it, otherwise work.
        case workUnlessTimes
    }

    /// Reads a number token's digits and unit. Reports numbers beyond range and unknown units.
    mutating func quantity(from token: Token, sign: Quantity.Sign? = nil, signStart: Int? = nil,
                           place: UnitPlace = .other) -> Quantity {
        // Most quantities are short whole numbers with no sign or unit, whose value the lexer found.
        if sign == nil, signStart == nil, let whole = token.wholeValue { return Quantity(Double(whole), range: token.range) }
        let range = SourceRange(signStart ?? token.range.start, token.range.end)
        // Most numbers' values were found by the lexer; the rest are read here.
        let value = token.wholeValue.map(Double.init) ?? numberValue(token)
        var unit: UnitSuffix?
        if token.hasSuffix {
            unit = UnitSuffix.lookup(bytes, token.suffixStart, token.range.end)
            if unit == nil {
                let spelling = text(token.suffixRange)
                let isWork = place == .work || (place == .workUnlessTimes && !check(.times))
                let suggestion = UnitSuffix.likelySpelling(of: spelling, asWork: isWork)
                    ?? closest(to: spelling.lowercased(), in: UnitSuffix.spellings)
                error(.unknownUnit, "unknown unit '\(spelling)'", at: token.suffixRange,
                      label: suggestion.map { "did you mean '\($0)'?" },
                      fixIts: suggestion.map { [FixIt(replace: token.suffixRange, with: $0)] } ?? [],
                      help: "units are kg, lb, % for loads; s, min, h for time (m after rest and break); m, km, mi for distance")
            }
        }
        return Quantity(value ?? 0, unit: unit, sign: sign, range: range)
    }

    /// The numeric value of a number token, or nil (reported) when it is out of range.
    mutating func numberValue(_ token: Token) -> Double? {
        // Most numbers are a few digits with no point: read those in one short loop. Seven
        // digits stay below `maxNumber`, so nothing here needs reporting.
        if token.suffixStart - token.range.start <= 7 {
            var value = 0
            var offset = token.range.start
            while offset < token.suffixStart, Lexer.isDigit(bytes[offset]) {
                value = value &* 10 &+ Int(bytes[offset] &- UInt8(ascii: "0"))
                offset += 1
            }
            if offset == token.suffixStart { return Double(value) }
        }
        var integer = 0
        var fraction = 0
        var fractionDigits = 0
        var integerDigits = 0
        var inFraction = false
        for offset in token.range.start..<token.suffixStart {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            let digit = Int(byte &- UInt8(ascii: "0"))
            if inFraction {
                fractionDigits += 1
                if fractionDigits <= 6 { fraction = fraction * 10 + digit }
            } else {
                integerDigits += 1
                if integerDigits <= 12 { integer = integer * 10 + digit }
            }
        }
        let digitsRange = token.numberRange
        if integerDigits > 12 || Double(integer) > Parser.maxNumber {
            error(.numberOutOfRange, "number is too large", at: digitsRange,
                  label: "the largest number Overload takes is 10000000",
                  help: "loads, reps, times and distances all fit well below this limit")
            return nil
        }
        if fractionDigits > 6 {
            error(.numberOutOfRange, "number has too many decimal places", at: digitsRange,
                  label: "at most 6 digits after the point",
                  help: "no load, time or distance needs more than 6 decimals")
            return nil
        }
        var divisor = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        return Double(integer) + Double(fraction) / Double(divisor)
    }

    /// A number token that must be a plain count (no unit); reports a unit if present.
    mutating func plainNumber(from token: Token, what: String) -> Quantity {
        let value = quantity(from: token)
        if token.hasSuffix, value.unit != nil {
            error(.unexpectedToken, "\(what) takes no unit", at: token.suffixRange,
                  label: "remove '\(text(token.suffixRange))'")
        }
        return Quantity(value.magnitude, unit: nil, sign: nil, range: value.range)
    }

    /// A string token's value with escapes resolved.
    func stringValue(_ token: Token) -> StringLiteral {
        var result: [UInt8] = []
        var offset = token.range.start + 1
        var end = token.range.end
        if end > offset, bytes[end - 1] == UInt8(ascii: "\""), end - 1 >= offset { end -= 1 }
        if !bytes[offset..<end].contains(UInt8(ascii: "\\")) {
            return StringLiteral(text(SourceRange(offset, end)), range: token.range)
        }
        result.reserveCapacity(end - offset)
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\"), offset + 1 < end {
                switch bytes[offset + 1] {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                default:
                    result.append(byte)
                    offset += 1
                    continue
                }
                offset += 2
                continue
            }
            result.append(byte)
            offset += 1
        }
        return StringLiteral(String(decoding: result, as: UTF8.self), range: token.range)
    }

    func dateValue(_ token: Token) -> DateLiteral {
        let start = token.range.start
        return DateLiteral(year: Lexer.digits(bytes, start, 4), month: Lexer.digits(bytes, start + 5, 2),
                           day: Lexer.digits(bytes, start + 8, 2), range: token.range)
    }

    mutating func timeValue(_ token: Token) -> TimeLiteral {
        var hour = 0
        var minute = 0
        var seenColon = false
        for byte in bytes[token.range.start..<token.range.end] {
            if byte == UInt8(ascii: ":") { seenColon = true; continue }
            let digit = Int(byte &- UInt8(ascii: "0"))
            if seenColon { minute = minute * 10 + digit } else { hour = hour * 10 + digit }
        }
        if hour > 23 || minute > 59 {
            error(.unexpectedToken, "invalid time of day '\(text(token.range))'", at: token.range,
                  help: "write the time as H:MM or HH:MM, from 0:00 to 23:59")
        }
        return TimeLiteral(hour: hour, minute: minute, range: token.range)
    }

    func identifier(_ token: Token) -> Identifier { Identifier(text(token), range: token.range) }

    // `stringValue(advance())` would copy the parser, token buffer and all, before advancing
    // (a non-mutating call takes its `self` first), and the lexer's next append would then
    // copy the buffer. These advance first.

    /// Consumes the current token as a string literal.
    mutating func takeString() -> StringLiteral {
        let token = advance()
        return stringValue(token)
    }

    /// Consumes the current token as an identifier.
    mutating func takeIdentifier() -> Identifier {
        let token = advance()
        return identifier(token)
    }

    /// Consumes the current token as a date.
    mutating func takeDate() -> DateLiteral {
        let token = advance()
        return dateValue(token)
    }

    // MARK: Names

    /// Exercise name words: words until a number, `@`, a set kind, or another stop word.
    /// A string is a name by itself. Returns nil (and reports) when there is no name.
    mutating func exerciseName(stopWords: [Keyword] = []) -> ExerciseName? {
        if check(.string) {
            let literal = takeString()
            return ExerciseName(literal.value, isQuoted: true, range: literal.range)
        }
        var range: SourceRange?
        while check(.word) {
            if setKind(current) != nil || keyword(current, in: stopWords) != nil { break }
            // `chin-up weighted round 5lb`: on an exercise line, `round` before a number ends the name.
            if range != nil, checkWord(.round), peek(1).kind == .number, stopWords.contains(.rest) { break }
            let token = advance()
            range = range.map { $0.union(token.range) } ?? token.range
        }
        guard let range else {
            error(.expectedExerciseName, "expected an exercise name, found \(describeCurrent())", at: current.range,
                  help: "start the line with the exercise, as in 'bench 3x5 @ 100kg'")
            return nil
        }
        let base = ExerciseName(normalizedName(range), isQuoted: false, range: range)
        // Asked here first: most names have no label, and the call took a copy of the name.
        guard check(.leftParen) else { return base }
        return labelled(base) ?? base
    }

    /// `overhead press (volume)`: the name and, after a space, a label in parentheses naming
    /// one use of the exercise. Nil (nothing read) when no label follows.
    mutating func labelled(_ base: ExerciseName) -> ExerciseName? {
        guard check(.leftParen) else { return nil }
        let touching = adjacent(previous, current)
        // `squat(volume)`: a one-word name takes no scheme, so a touching '(' is a label too.
        if touching {
            guard previous.range == base.range, templateParameters.isEmpty, peek(1).kind == .word else { return nil }
        }
        let open = advance()
        if touching {
            error(.expectedLabel, "a label goes after a space", at: open.range,
                  label: "write '\(base.text) (', with a space", fixIts: [FixIt(replace: .empty(at: open.range.start), with: " ", safe: true)],
                  help: "a '(' touching a name gives a template its arguments; a labelled use reads '\(base.text) (volume) 3x10'")
        }
        var words: [String] = []
        var end = open.range.end
        while check(.word) {
            let word = advance()
            // As written (`(Heavy)`); uses are matched without regard to case.
            words.append(text(word))
            end = word.range.end
        }
        guard !words.isEmpty else {
            error(.expectedLabel, "expected a label after '('", at: current.range,
                  label: "a label is one or more words, as in '\(base.text) (volume)'",
                  help: "a labelled use of an exercise reads '\(base.text) (heavy) 5x3'; a label has no digits first or other signs")
            let close = match(.rightParen)
            return ExerciseName(base.text, isQuoted: false, range: base.range.union(close?.range ?? open.range))
        }
        let label = words.joined(separator: " ")
        if let close = match(.rightParen) {
            end = close.range.end
        } else {
            error(.expectedLabel, "expected ')' after the label '\(label)'", at: .empty(at: end),
                  label: "close the label here", fixIts: [FixIt(replace: .empty(at: end), with: ")", safe: true)],
                  help: "a labelled use of an exercise reads '\(base.text) (\(label)) 5x3'")
        }
        return ExerciseName(base.text + " (" + label + ")", isQuoted: false, range: SourceRange(base.range.start, end),
                            label: label)
    }

    /// The words in `range` joined by single spaces: the text itself when it is spaced so.
    func normalizedName(_ range: SourceRange) -> String {
        var singleSpaced = true
        var offset = range.start
        while offset < range.end {
            if bytes[offset] == UInt8(ascii: "\t") || (bytes[offset] == UInt8(ascii: " ") && bytes[offset + 1] == UInt8(ascii: " ")) {
                singleSpaced = false
                break
            }
            offset += 1
        }
        let text = self.text(range)
        return singleSpaced ? text : text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The "did you mean" for a word among candidates (see ``closestMatch(to:in:)``).
    func closest(to word: String, in candidates: [String]) -> String? {
        closestMatch(to: word, in: candidates)
    }
}
