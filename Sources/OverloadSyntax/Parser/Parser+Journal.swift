extension Parser {
    // dated := DATE TIME? (entry-keyword clauses | session-header)
    mutating func parseDated() -> Statement {
        let dateToken = advance()
        let date = dateValue(dateToken)
        var time: TimeLiteral?
        if check(.time) { time = timeValue(advance()) }
        if check(.word), time == nil {
            if keyword(current, in: Keyword.datedEntries) != nil {
                let property = parseProperty()
                expectLineEnd(after: "the entry")
                return .datedEntry(DatedEntry(date: date, property: property, range: dateToken.range.union(property.range)))
            }
            let suggestion = closest(to: text(current).lowercased(), in: Keywords.datedEntries)
            error(.unknownStatement, "unknown entry '\(text(current))' after the date", at: current.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: current.range, with: $0)] } ?? [],
                  help: "after a date comes a session (a day name in quotes) or accept, reject, defer, pain or resolved")
            return .error(dateToken.range.union(skipLine()))
        }
        return parseSession(date: date, time: time, start: dateToken.range)
    }

    /// `WORD clauses` as one property.
    mutating func parseProperty() -> Property {
        let keyToken = advance()
        let key = identifier(keyToken)
        if isWord(keyToken, .plan), let contentID = parseContentID() {
            return Property(key: key, clauses: [Clause(.word(contentID), range: contentID.range)],
                            range: key.range.union(contentID.range))
        }
        return parseProperty(key: key)
    }

    /// A plan content id after `plan`: hex digits, which the lexer splits into numbers and
    /// words when they start with a digit (`3f2a9c1d0b7e` is `3f`, `2a`, ...). Touching
    /// tokens made only of hex digits are read back as one word; nil when that is not what follows.
    mutating func parseContentID() -> Identifier? {
        guard check(.number) || check(.word) else { return nil }
        var end = index
        // The current line is lexed whole, so the run of touching tokens is all there.
        while isLexed(end), token(at: end).kind == .number || token(at: end).kind == .word,
              end == index || token(at: end - 1).range.end == token(at: end).range.start {
            end += 1
        }
        let range = SourceRange(current.range.start, token(at: end - 1).range.end)
        let isHex = bytes[range.start..<range.end].allSatisfy { Lexer.isDigit($0) || ($0 | 0x20) &- UInt8(ascii: "a") < 6 }
        guard isHex else { return nil }
        index = end
        lexAhead()
        return Identifier(text(range), range: range)
    }

    // session := DATE TIME? STRING? ("(" text ")")? ":"? (INDENT session-line+ DEDENT)?
    mutating func parseSession(date: DateLiteral, time: TimeLiteral?, start: SourceRange) -> Statement {
        var day: StringLiteral?
        var reference: StringLiteral?
        if check(.string) { day = takeString() }
        if let open = match(.leftParen) {
            var end = open.range.end
            while !check(.rightParen), !atLineEnd { end = advance().range.end }
            guard let close = match(.rightParen) else {
                error(.expectedToken, "expected ')' to close the program reference", at: current.range,
                      notes: [DiagnosticNote("the reference opens here", at: open.range)],
                      help: "write the reference as '(5/3/1 BBB week 1)'")
                return .error(start.union(skipLine()))
            }
            reference = StringLiteral(text(trimmingSpaces(SourceRange(open.range.end, end))), range: open.range.union(close.range))
        }
        _ = match(.colon)
        let headerEnd = previous.range.end
        if !atLineEnd {
            error(.unexpectedToken, "unexpected \(describeCurrent()) in the session header", at: current.range,
                  help: "a session header is 'DATE [TIME] \"Day\" (program reference)', with its sets on indented lines below")
            return .error(start.union(skipLine()))
        }
        _ = match(.newline)
        var body: [Statement] = []
        if match(.indent) != nil { body = parseBlockBody(in: .session) }
        let end = body.last?.range.end ?? headerEnd
        return .session(SessionEntry(date: date, time: time, day: day, reference: reference, body: body,
                                     range: SourceRange(start.start, end)))
    }

    /// `range` without the spaces and tabs at either end.
    func trimmingSpaces(_ range: SourceRange) -> SourceRange {
        var start = range.start
        var end = range.end
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return SourceRange(start, end)
    }

    // session-line := property | performance
    mutating func parseSessionLine() -> Statement {
        if keyword(current, in: Keyword.sessionProperties) != nil {
            let property = parseProperty()
            expectLineEnd(after: "'\(property.key.name)'")
            return .property(property)
        }
        return parsePerformance()
    }

    // performance := name performed-set ("," performed-set)*
    mutating func parsePerformance() -> Statement {
        let lineStart = current
        guard let name = exerciseName(stopWords: Parser.performanceStopWords) else { return .error(skipLine()) }
        var sets: [PerformedSet] = []
        if !atLineEnd {
            sets.reserveCapacity(listCapacity())
            repeat {
                guard parsePerformedSet(into: &sets) else { return .error(name.range.union(skipLine())) }
            } while match(.comma) != nil
        }
        if sets.isEmpty {
            let word = text(lineStart).lowercased()
            if lineStart.kind == .word, let suggestion = closest(to: word, in: Keywords.sessionProperties) {
                error(.unknownStatement, "unknown session line '\(text(lineStart))'", at: lineStart.range,
                      label: "did you mean '\(suggestion)'?", fixIts: [FixIt(replace: lineStart.range, with: suggestion)],
                      help: "session lines are properties such as 'mood good' or performed sets such as 'bench 100x5'")
            } else {
                error(.expectedReps, "expected performed sets after '\(name.text)'", at: .empty(at: name.range.end),
                      label: "write the sets, such as 100x5, 100x5",
                      help: "a performed exercise reads 'bench 100x5, 100x5, 100x4 @ rpe 9'")
            }
            return .error(name.range.union(skipLine()))
        }
        let range = name.range.union(sets.last?.range ?? name.range)
        if !atLineEnd {
            if reportSpacedUnit(help: "a performed exercise reads 'bench 100kg x5, 100x5'") { return .error(name.range.union(skipLine())) }
            error(.unexpectedToken, "unexpected \(describeCurrent()) after the sets", at: current.range,
                  help: "separate sets with commas: '100x5, 100x5'")
            return .error(name.range.union(skipLine()))
        }
        _ = match(.newline)
        return .performance(PerformanceLine(name: name, sets: sets, range: range))
    }
}
