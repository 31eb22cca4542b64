extension Parser {
    /// Expects `:` after a block header; reports it with a fix-it when missing.
    /// At the end of the line the colon is taken as given, so the block below is still parsed.
    mutating func expectColon(after what: String, headerEnd: Int) -> Bool {
        if match(.colon) != nil { return true }
        let recoverable = check(.newline) && peek(1).kind == .indent
        error(.expectedToken, "expected ':' after \(what)", at: current.kind == .newline ? .empty(at: headerEnd) : current.range,
              label: "a block header ends with ':'", fixIts: [FixIt(replace: .empty(at: headerEnd), with: ":", safe: recoverable)],
              help: "write the header as in 'day \"Upper\":', with the lines of the block indented below")
        return recoverable
    }

    /// Expects a string; reports and returns nil otherwise.
    mutating func expectString(_ what: String, example: String) -> StringLiteral? {
        if check(.string) { return takeString() }
        error(.expectedToken, "expected \(what), found \(describeCurrent())", at: current.range,
              label: "expected a quoted string", help: "write it in double quotes, as in \(example)")
        return nil
    }

    // program := "program" STRING
    mutating func parseProgram() -> Statement {
        let keyword = advance()
        guard let name = expectString("the program's name", example: "program \"5/3/1 BBB\"") else {
            return .error(keyword.range.union(skipLine()))
        }
        expectLineEnd(after: "the program's name")
        return .program(name, range: keyword.range.union(name.range))
    }

    // unit := "unit" ("kg" | "lb")
    mutating func parseUnit() -> Statement {
        let keyword = advance()
        guard check(.word), ["kg", "lb", "kgs", "lbs"].contains(text(current).lowercased()) else {
            let found = describeCurrent()
            let suggestion = check(.word) ? closest(to: text(current), in: ["kg", "lb"]) : nil
            error(.expectedToken, "expected 'kg' or 'lb' after 'unit', found \(found)", at: current.range,
                  label: suggestion.map { "did you mean '\($0)'?" }, help: "write 'unit kg' or 'unit lb'")
            return .error(keyword.range.union(skipLine()))
        }
        let word = advance()
        let name = text(word).lowercased().hasPrefix("kg") ? "kg" : "lb"
        expectLineEnd(after: "the unit")
        return .unit(Identifier(name, range: word.range), range: keyword.range.union(word.range))
    }

    // round := "round" QUANTITY ("down" | "up")?
    mutating func parseRound() -> Statement {
        let keyword = advance()
        guard check(.number) else {
            error(.expectedLoad, "expected a step after 'round', found \(describeCurrent())", at: current.range,
                  help: "write the smallest jump you can load, as in 'round 2.5kg' or 'round 5lb'")
            return .error(keyword.range.union(skipLine()))
        }
        guard let clause = parseRoundRest(keyword: keyword, stopWords: []) else { return .error(keyword.range.union(skipLine())) }
        expectLineEnd(after: "the rounding step")
        return .round(clause.step, direction: clause.direction, range: keyword.range.union(previous.range))
    }

    /// The step and direction after `round`; nil (reported) for a word that is no direction.
    /// On an exercise line `rest` may follow (`stopWords`).
    mutating func parseRoundRest(keyword: Token, stopWords: [Keyword]) -> RoundClause? {
        let step = quantity(from: advance())
        var direction: RoundingDirection?
        if check(.word), !stopWords.contains(where: { checkWord($0) }) {
            let word = text(current).lowercased()
            if let parsed = RoundingDirection(rawValue: word) {
                direction = parsed
                advance()
            } else {
                error(.unexpectedToken, "unknown rounding direction '\(text(current))'", at: current.range,
                      label: closest(to: word, in: ["down", "up"]).map { "did you mean '\($0)'?" },
                      fixIts: closest(to: word, in: ["down", "up"]).map { [FixIt(replace: current.range, with: $0)] } ?? [],
                      help: "write 'round 5lb' for the nearest step, 'round 5lb down' or 'round 5lb up'")
                return nil
            }
        }
        return RoundClause(step: step, direction: direction, range: keyword.range.union(previous.range))
    }

    // weeks := "weeks" NUMBER
    mutating func parseWeeks() -> Statement {
        let keyword = advance()
        guard check(.number) else {
            error(.expectedToken, "expected the number of weeks after 'weeks', found \(describeCurrent())", at: current.range,
                  help: "write the program's length, as in 'weeks 12'")
            return .error(keyword.range.union(skipLine()))
        }
        let count = plainNumber(from: advance(), what: "'weeks'")
        expectLineEnd(after: "the number of weeks")
        return .weeks(count, range: keyword.range.union(count.range))
    }

    // tm := "tm" "=" PERCENT "of" "1rm" | "tm" max-entry ("," max-entry)*
    mutating func parseTrainingMax() -> Statement {
        guard peek(1).kind == .equal else { return parseMaxes(kind: .trainingMax) }
        let keyword = advance()
        advance()
        guard check(.number) else {
            error(.expectedLoad, "expected a percentage after 'tm =', found \(describeCurrent())", at: current.range,
                  help: "write the training max as a share of the 1RM, as in 'tm = 90% of 1rm'")
            return .error(keyword.range.union(skipLine()))
        }
        let percent = quantity(from: advance())
        if matchWord(.of) != nil, check(.number), isOneRepMaxKeyword(current) {
            let last = advance()
            expectLineEnd(after: "'tm = ... of 1rm'")
            return .trainingMaxBasis(TrainingMaxBasis(percent: percent, range: keyword.range.union(last.range)))
        }
        error(.expectedToken, "expected 'of 1rm' after the percentage", at: current.range,
              help: "write 'tm = 90% of 1rm'")
        return .error(keyword.range.union(skipLine()))
    }

    // maxes := ("1rm" | "tm") name QUANTITY ("," name QUANTITY)*
    mutating func parseMaxes(kind: MaxesDeclaration.Kind) -> Statement {
        let keyword = advance()
        var entries: [MaxesDeclaration.Entry] = []
        repeat {
            guard let name = exerciseName() else { return .error(keyword.range.union(skipLine())) }
            guard check(.number) else {
                error(.expectedLoad, "expected a load after '\(name.text)', found \(describeCurrent())", at: current.range,
                      help: "give each exercise its max, as in '\(kind.rawValue) squat 140kg, bench 100kg'")
                return .error(keyword.range.union(skipLine()))
            }
            let load = quantity(from: advance())
            entries.append(.init(exercise: name, load: load, range: name.range.union(load.range)))
        } while match(.comma) != nil
        expectLineEnd(after: "the maxes")
        let end = entries.last?.range ?? keyword.range
        return .maxes(MaxesDeclaration(kind: kind, entries: entries, range: keyword.range.union(end)))
    }

    // use := "use" STRING ; include := "include" STRING
    mutating func parseUse() -> Statement {
        let keyword = advance()
        guard let path = expectString("a file path after 'use'", example: "use \"plugins/amrap-tm.lift\"") else {
            return .error(keyword.range.union(skipLine()))
        }
        expectLineEnd(after: "the path")
        return .use(path, range: keyword.range.union(path.range))
    }

    mutating func parseInclude() -> Statement {
        let keyword = advance()
        guard let path = expectString("a file path after 'include'", example: "include \"2025.lift\"") else {
            return .error(keyword.range.union(skipLine()))
        }
        expectLineEnd(after: "the path")
        return .include(path, range: keyword.range.union(path.range))
    }

    // break := "break" DURATION ; rest := "rest" DURATION
    mutating func parseDuration(keyword word: String) -> Statement {
        let keyword = advance()
        let duration = quantity(from: advance())
        expectLineEnd(after: "the \(word) time")
        let range = keyword.range.union(duration.range)
        return word == "break" ? .breakTime(duration, range: range) : .rest(duration, range: range)
    }

    /// Where the missing `:` of a progress rule goes. When the line goes on after the names,
    /// the name took the scheme's first word (`progress squat linear +2.5kg`), so the colon
    /// goes before that word: `progress squat: linear +2.5kg`.
    func progressHeaderEnd(_ names: [ExerciseName]) -> Int? {
        guard let last = names.last else { return nil }
        guard !check(.newline), !check(.endOfFile), !last.isQuoted else { return last.range.end }
        var position = last.range.end
        let bytes = source.bytes
        while position > last.range.start, bytes[position - 1] != UInt8(ascii: " "), bytes[position - 1] != UInt8(ascii: "\t") {
            position -= 1
        }
        while position > last.range.start, bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == UInt8(ascii: "\t") {
            position -= 1
        }
        return position > last.range.start ? position : last.range.end
    }

    // without := "without" name
    mutating func parseWithout() -> Statement {
        let keyword = advance()
        guard let name = exerciseName() else { return .error(keyword.range.union(skipLine())) }
        expectLineEnd(after: "the exercise name")
        return .without(name, range: keyword.range.union(name.range))
    }

    // progress := "progress" name ("," name)* ":" clause ("," clause)*
    mutating func parseProgress() -> Statement {
        let keyword = advance()
        var names: [ExerciseName] = []
        repeat {
            guard let name = exerciseName() else { return .error(keyword.range.union(skipLine())) }
            names.append(name)
        } while match(.comma) != nil
        guard expectColon(after: "the exercises of a progress rule", headerEnd: progressHeaderEnd(names) ?? keyword.range.end) else {
            return .error(keyword.range.union(skipLine()))
        }
        // `graduate at 3x8`: a set count and its goal, read as `3`, `x`, `8`.
        timesIsWord = true
        let clauses = parseClauses()
        timesIsWord = false
        guard !clauses.isEmpty else {
            error(.expectedToken, "expected a progression scheme after ':'", at: current.range,
                  help: "name a scheme, as in 'progress bench: linear +2.5kg'")
            return .error(keyword.range.union(skipLine()))
        }
        guard let (external, ruleClauses) = splitFallback(clauses) else { return .error(keyword.range.union(skipLine())) }
        expectLineEnd(after: "the progression scheme")
        let end = clauses.last?.range ?? keyword.range
        return .progress(ProgressRule(exercises: names, clauses: ruleClauses, range: keyword.range.union(end), external: external))
    }
}
