extension Parser {
    // exercise-line := "optional"? name scheme? set-groups? ("rest" DURATION)?
    mutating func parseExerciseStatement(in context: StatementContext) -> Statement {
        let lineStart = current
        let optional = matchWord(.optional)
        guard var name = exerciseName(stopWords: Parser.restStopWord) else {
            if let optional { return .error(optional.range.union(skipLine())) }
            return .error(skipLine())
        }
        var scheme: SchemeReference?
        if !name.isQuoted {
            scheme = splitScheme(from: &name)
        } else if check(.word), !checkWord(.rest), setKind(current) == nil,
                  isSchemeName(current) || (peek(1).kind == .leftParen && adjacent(current, peek(1))) {
            // `"Zottman Curl" t1`: a quoted name takes a wave or template after it.
            let word = advance()
            var arguments: [Argument] = []
            let hasArguments = check(.leftParen)
            if hasArguments { arguments = parseArguments(open: advance(), signedQuantities: true) }
            scheme = SchemeReference(name: identifier(word), arguments: arguments, hasParentheses: hasArguments,
                                     range: SourceRange(word.range.start, previous.range.end))
        }
        var sets: [SetGroup] = []
        if startsSetGroup() { sets = parseSetGroups() }
        let warmups = parseWarmupsMark(after: !sets.isEmpty || scheme != nil)
        // `round 5lb down` and `rest 2m`, in either order.
        var round: RoundClause?
        var rest: Quantity?
        for _ in 0..<2 {
            if round == nil, checkWord(.round), peek(1).kind == .number {
                let keyword = advance()
                guard let clause = parseRoundRest(keyword: keyword, stopWords: [.rest]) else {
                    return .error(SourceRange(lineStart.range.start, skipLine().end))
                }
                round = clause
            }
            if rest == nil, checkWord(.rest), peek(1).kind == .number {
                advance()
                rest = quantity(from: advance())
            }
        }
        let start = optional?.range.start ?? name.range.start
        let end = Swift.max(rest?.range.end ?? 0, round?.range.end ?? 0, warmups?.end ?? 0,
                            sets.last?.range.end ?? scheme?.range.end ?? name.range.end)
        if !atLineEnd {
            reportStrayToken(lineStart: lineStart, name: name, sets: sets)
            return .error(SourceRange(start, skipLine().end))
        }
        _ = match(.newline)
        if context == .topLevel, sets.isEmpty, scheme == nil {
            // A block under the unknown line goes with it, reported once.
            let blockEnd = check(.indent) ? skipBlock() : end
            let suggestion = keywordSuggestion(for: lineStart)
            error(.unknownStatement, "expected a statement, found '\(name.text)'", at: name.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: lineStart.range, with: $0)] } ?? [],
                  help: "an exercise needs sets, as in '\(name.text) 3x5 @ 100kg'; a top-level line starts with a keyword such as 'day', 'week' or 'progress'")
            return .error(SourceRange(start, Swift.max(end, blockEnd)))
        }
        return .exercise(ExerciseLine(isOptional: optional != nil, name: name, sets: sets, scheme: scheme, rest: rest,
                                      warmups: warmups, round: round, range: SourceRange(start, end)))
    }

    /// Explains a token left over on an exercise line, suggesting a keyword when the
    /// line's first word looks like a misspelled one (`dya "A":`, `progres bench: ...`).
    mutating func reportStrayToken(lineStart: Token, name: ExerciseName, sets: [SetGroup] = []) {
        if let suggestion = keywordSuggestion(for: lineStart) {
            error(.unknownStatement, "unknown statement '\(text(lineStart))'", at: lineStart.range,
                  label: "did you mean '\(suggestion)'?", fixIts: [FixIt(replace: lineStart.range, with: suggestion)],
                  help: "statements start with a keyword such as 'day', 'week', 'wave' or 'progress'; other lines are exercises")
            return
        }
        if check(.times) || check(.number) {
            error(.expectedReps, "unexpected \(describeCurrent()) after the sets", at: current.range,
                  help: "separate set groups with commas, as in '5 @ 65%, 5 @ 75%'")
            return
        }
        if reportSpacedUnit(help: "an exercise line reads 'bench 3x5 @ 100kg rest 2m'") { return }
        if let load = sets.last?.load, load.range.end == previous.range.end {
            // Name what the stray token follows: the load, not the exercise (`@ 70% +`).
            let isSign = check(.plus) || check(.minus)
            error(.unexpectedToken, "unexpected \(describeCurrent()) after the load", at: current.range,
                  label: isSign ? "an amount added to a percentage is a weight, as in '@ 70% + 10lb'"
                                : "expected ',' and another set group, 'rest', or the end of the line",
                  help: "a load reads '@ 75%', '@ 70% + 10lb', '@ 50% of top', '@ 60% of squat' or '@ 100kg rpe 8'")
            return
        }
        if check(.pipe) {
            // `scapular pull | pull-up 3x5-8`: the rungs of a ladder, written in the day.
            error(.unexpectedToken, "unexpected '|' after '\(name.text)'", at: current.range,
                  label: "'|' separates the rungs of a ladder",
                  help: "declare the ladder at the top, as in 'ladder pull: \(name.text) | pull-up', and name it here: 'pull 3x5-8'")
            return
        }
        error(.unexpectedToken, "unexpected \(describeCurrent()) after '\(name.text)'", at: current.range,
              label: "expected sets such as 3x5, '@' and a load, or the end of the line",
              help: "an exercise line reads 'bench 3x5 @ 100kg rest 2m'")
    }

    /// A statement keyword close to the line's first word, when that word is not one.
    func keywordSuggestion(for token: Token) -> String? {
        guard token.kind == .word else { return nil }
        let word = text(token).lowercased()
        guard word.utf8.count >= 3, !Keywords.statements.contains(word) else { return nil }
        return closest(to: word, in: Keywords.statements)
    }

    /// Splits `press main` into the exercise `press` and the wave `main` when `main` names
    /// a wave or template of this file, or when the last word has arguments: `squat t1(5)`.
    mutating func splitScheme(from name: inout ExerciseName) -> SchemeReference? {
        let previousToken = previous
        let hasArguments = check(.leftParen) && adjacent(previousToken, current)
        // Most lines name no scheme: decide before splitting the name.
        guard previousToken.range.start > name.range.start else { return nil }
        guard hasArguments || isSchemeName(previousToken) else { return nil }
        let lastRange = previousToken.range
        var arguments: [Argument] = []
        if hasArguments {
            let open = advance()
            arguments = parseArguments(open: open, signedQuantities: true)
        }
        let schemeRange = SourceRange(lastRange.start, previous.range.end)
        // The name's words are the range's words, spaced as `exerciseName` spaced them.
        let nameRange = trimmingSpaces(SourceRange(name.range.start, lastRange.start))
        name = ExerciseName(normalizedName(nameRange), isQuoted: false, range: nameRange)
        return SchemeReference(name: identifier(previousToken), arguments: arguments,
                               hasParentheses: hasArguments, range: schemeRange)
    }

    func startsSetGroup() -> Bool {
        switch current.kind {
        case .number: true
        case .word: setKind(current) != nil || checkWord(.max)
        default: false
        }
    }

    // set-groups := set-group ("," set-group)*
    mutating func parseSetGroups() -> [SetGroup] {
        var groups: [SetGroup] = []
        groups.reserveCapacity(listCapacity())
        repeat {
            guard var group = parseSetGroup() else { break }
            // `1x5 @ 100kg rest 5m, 3x8 @ 80kg`: a rest before a comma is the group's own; the
            // last rest on the line stays the line's.
            if checkWord(.rest), peek(1).kind == .number, peek(2).kind == .comma {
                advance()
                let rest = quantity(from: advance())
                group.rest = rest
            }
            groups.append(group)
        } while check(.comma) && !startsWarmupsMark(peek(1), then: peek(2)) && match(.comma) != nil
        return groups
    }

    // set-group := kind? (COUNT "x")? (reps | WORK) ("@" load)?
    mutating func parseSetGroup() -> SetGroup? {
        let start = current.range.start
        var kind: SetKind?
        if let parsed = setKind(current) {
            kind = parsed
            advance()
        }
        var count: Quantity?
        var reps: RepSpec?
        var work: Quantity?
        if checkWord(.max) {
            reps = .max(advance().range)
        } else if check(.number) {
            let first = advance()
            if let times = match(.times) {
                count = plainNumber(from: first, what: "a set count")
                guard parseRepsOrWork(reps: &reps, work: &work) else {
                    error(.expectedReps, "expected reps after 'x'", at: current.kind == .newline ? .empty(at: times.range.end) : current.range,
                          label: "a set needs a rep count, like 3x5 or 3x8-12",
                          help: "write the reps after 'x': 3x5, 3x8-12, 1x5+, 3xmax or 3x45s")
                    return nil
                }
            } else {
                stepBack()
                guard parseRepsOrWork(reps: &reps, work: &work) else { return nil }
            }
        } else {
            error(.expectedReps, "expected sets and reps, found \(describeCurrent())", at: current.range,
                  help: "write sets as 3x5, 3x8-12, 5+, 3xmax or 3x45s")
            return nil
        }
        var target: WorkTarget?
        if work != nil {
            if let word = matchWord(.in) {
                guard let time = parseDurationValue() else { return nil }
                target = .time(time, range: word.range.union(time.range))
            } else if check(.at), peek(1).kind == .number, peek(2).kind == .colon, adjacent(peek(1), peek(2)) {
                // `@ 5:30/km`, or a pace cut short (`@ 5:`), which is no load either.
                guard let pace = parsePaceTarget(at: advance()) else { return nil }
                target = pace
            }
        }
        var load: LoadSpec?
        if let at = match(.at) {
            guard let parsed = parseLoad(at: at) else { return nil }
            load = parsed
        }
        return SetGroup(kind: kind, count: count, reps: reps, work: work, load: load, target: target,
                        range: SourceRange(start, previous.range.end))
    }

    /// Reps (`5`, `8-12`, `5+`, `max`) or timed/distance work (`45s`, `5km`).
    mutating func parseRepsOrWork(reps: inout RepSpec?, work: inout Quantity?) -> Bool {
        if checkWord(.max) {
            reps = .max(advance().range)
            return true
        }
        if isTemplateParameter(current) {
            reps = .parameter(takeIdentifier())
            return true
        }
        guard check(.number) else { return false }
        let token = advance()
        let value = quantity(from: token, place: .work)
        switch value.unit {
        case .s, .min, .m, .h, .km, .mi:
            work = value
            return true
        case .kg, .lb, .percent, .rm:
            error(.expectedReps, "expected reps, found the load '\(text(token))'", at: token.range,
                  label: "a load comes after '@'", help: "write 'bench 3x5 @ \(text(token))'")
            return false
        case nil:
            break
        }
        if let tail = rangeTail(after: value) {
            reps = .range(tail)
            if tail.upper.unit != nil { reportUnitInRepRange(tail, suffix: previous.suffixRange) }
            if check(.plus), adjacent(previous, current) || !(peek(1).kind == .number) {
                // `1-4+`: as many as possible, from 1 up to 4.
                let plus = advance()
                reps = .cappedAmrap(tail, range: tail.range.union(plus.range))
            }
        } else if check(.plus), adjacent(token, current) || !(peek(1).kind == .number) {
            let plus = advance()
            reps = .amrap(value, range: value.range.union(plus.range))
        } else {
            reps = .exact(value)
        }
        return true
    }

    /// `3x45-60s` or `3x8-12kg`: the unit would be lost on a count of reps, so say so.
    mutating func reportUnitInRepRange(_ range: QuantityRange, suffix: SourceRange) {
        let isTime = [UnitSuffix.s, .min, .m, .h, .km, .mi].contains(range.upper.unit)
        error(.expectedReps, "a range of reps takes no unit", at: suffix,
              label: isTime ? "a timed set takes one time, as in 3x45s" : "a load comes after '@'",
              help: isTime ? "write reps as a range, as in 3x8-12, or one time for each set, as in 3x45s"
                           : "write the reps, then the load after '@', as in '3x8-12 @ 20kg'")
    }

    // load := ("rpe" NUMBER) | "bw" | (PARAMETER | signed-quantity) load-reference? load-offset? ("rpe" NUMBER)?
    // load-reference := "of" ("top" | "today" | name) ; load-offset := ("+" | "-") QUANTITY
    mutating func parseLoad(at: Token) -> LoadSpec? {
        if let rpe = parseRPE() { return LoadSpec(amount: nil, rpe: rpe, range: at.range.union(rpe.range)) }
        if let bodyweight = matchWord(.bw) {
            return LoadSpec(amount: nil, isBodyweight: true, rpe: nil, range: at.range.union(bodyweight.range))
        }
        var parameter: Identifier?
        if isTemplateParameter(current) {
            parameter = takeIdentifier()
        } else {
            guard check(.number) || check(.plus) || check(.minus) else {
                error(.expectedLoad, "expected a load after '@', found \(describeCurrent())", at: current.kind == .newline ? .empty(at: at.range.end) : current.range,
                      label: "expected a load such as 60%, 100kg or rpe 8",
                      help: "write '@ 60%' (of the training max), '@ 100kg', '@ -10%' (off the top set) or '@ rpe 8'")
                return nil
            }
        }
        let amount = parameter == nil ? signedQuantity() : nil
        if parameter == nil, amount == nil { return nil }
        var reference: LoadReference?
        if let of = matchWord(.of) {
            if let top = matchWord(.top) {
                reference = .top(top.range)
            } else if let today = todayReference() {
                reference = today
            } else if check(.word) || check(.string), let name = exerciseName(stopWords: [.rpe, .rest]) {
                reference = .exercise(name)
            } else {
                error(.expectedLoad, "expected 'top', 'today' or a lift after 'of'", at: current.kind == .newline ? .empty(at: of.range.end) : current.range,
                      help: "write '@ 50% of top' (a share of the day's top set), '@ 90% of today' (of the top set lifted "
                          + "today) or '@ 60% of squat' (of another lift's max)")
                return nil
            }
        }
        var offset: Quantity?
        var offsetParameter: LoadSpec.OffsetParameter?
        if check(.plus) || check(.minus), peek(1).kind == .number {
            // `70% + 10lb`: the sign belongs to the amount added, with or without spaces.
            guard let parsed = signedQuantity() else { return nil }
            offset = parsed
        } else if check(.plus) || check(.minus), isTemplateParameter(peek(1)) {
            // `70% + plus` in a template: the amount added is the parameter's.
            let sign: Quantity.Sign = advance().kind == .plus ? .plus : .minus
            offsetParameter = LoadSpec.OffsetParameter(sign: sign, name: takeIdentifier())
        }
        var rpe: Quantity?
        if check(.at), isWord(peek(1), .rpe) { advance() }
        if let parsed = parseRPE() { rpe = parsed }
        return LoadSpec(amount: amount, rpe: rpe, offset: offset, reference: reference, parameter: parameter,
                        offsetParameter: offsetParameter, range: at.range.union(previous.range))
    }

    /// True when a word token names a parameter of the template being parsed.
    func isTemplateParameter(_ token: Token) -> Bool {
        guard token.kind == .word, !templateParameters.isEmpty else { return false }
        return templateParameters.contains(text(token).lowercased())
    }

    /// `rpe 8`, `rpe 9.5`.
    mutating func parseRPE() -> Quantity? {
        guard let keyword = matchWord(.rpe) else { return nil }
        guard check(.number) else {
            error(.expectedLoad, "expected a number after 'rpe'", at: current.range,
                  help: "RPE runs from 1 to 10, as in '@ rpe 8' or '@ rpe 9.5'")
            return Quantity(0, range: keyword.range)
        }
        return plainNumber(from: advance(), what: "RPE")
    }

    /// `@ 60 kg`, `rest 2 min`, `100 kg x 5`: the unit is right, the space is not. Reports it
    /// with the fix-it that removes the space, and returns true, when the current token is a
    /// unit after a number and a space.
    mutating func reportSpacedUnit(help: String) -> Bool {
        guard current.kind == .word, UnitSuffix(spelling: text(current)) != nil, previous.kind == .number,
              previous.range.end < current.range.start else { return false }
        let joined = text(previous) + text(current)
        error(.unexpectedToken, "a unit goes right after its number", at: current.range,
              label: "write '\(joined)', without a space",
              fixIts: [FixIt(replace: SourceRange(previous.range.end, current.range.start), with: "", safe: true)],
              help: help)
        return true
    }
}
