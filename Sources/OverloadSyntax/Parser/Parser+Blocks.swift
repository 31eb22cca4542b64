extension Parser {
    // equipment := "equipment" ":" INDENT property+ DEDENT
    mutating func parseEquipment() -> Statement {
        let keyword = advance()
        guard expectColon(after: "'equipment'", headerEnd: keyword.range.end) else { return .error(keyword.range.union(skipLine())) }
        let (body, _) = parseBody(in: .properties, header: keyword.range)
        let end = body.last?.range ?? keyword.range
        return .equipment(PropertyBlock(properties: body, range: keyword.range.union(end)))
    }

    // exercise-decl := "exercise" name (":" properties)?
    mutating func parseExerciseDeclaration() -> Statement {
        let keyword = advance()
        guard let name = exerciseName() else { return .error(keyword.range.union(skipLine())) }
        var body: [Statement] = []
        if match(.colon) != nil {
            body = parseBody(in: .properties, header: keyword.range.union(name.range)).0
        } else {
            expectLineEnd(after: "the exercise name")
        }
        let end = body.last?.range ?? name.range
        return .exerciseDeclaration(ExerciseDeclaration(name: name, properties: body, range: keyword.range.union(end)))
    }

    // day := "day" (STRING | WORD+) (("like" | "as") (STRING | WORD+))? ":" body
    mutating func parseDay() -> Statement {
        let keyword = advance()
        guard let name = dayName(after: "'day'") else { return .error(keyword.range.union(skipLine())) }
        var base: StringLiteral?
        var renamed: StringLiteral?
        if matchWord(.like) != nil {
            guard let baseName = dayName(after: "'like'") else { return .error(keyword.range.union(skipLine())) }
            base = baseName
        } else if matchWord(.as) != nil {
            guard let newName = dayName(after: "'as'") else { return .error(keyword.range.union(skipLine())) }
            renamed = newName
        }
        let headerEnd = (base ?? renamed ?? name).range.end
        // `day "Rest"` (a day with nothing in it) and `day "Legs 2" like "Legs"` (a copy
        // that changes nothing) need no block, as `week 4 deload` needs none.
        if atLineEnd, !(check(.newline) && peek(1).kind == .indent) {
            expectLineEnd(after: "the day")
            return .day(DayDeclaration(name: name, base: base, renamed: renamed, body: [],
                                       range: SourceRange(keyword.range.start, headerEnd)))
        }
        guard expectColon(after: "the day's name", headerEnd: headerEnd) else { return .error(keyword.range.union(skipLine())) }
        if atLineEnd, let empty = emptyDayAfterColon(previous, header: SourceRange(keyword.range.start, headerEnd), name: name, base: base) {
            return empty
        }
        let (body, isInline) = parseBody(in: .day, header: SourceRange(keyword.range.start, headerEnd))
        let end = body.last?.range ?? SourceRange(keyword.range.start, headerEnd)
        return .day(DayDeclaration(name: name, base: base, renamed: renamed, body: body, isInline: isInline,
                                   range: keyword.range.union(end)))
    }

    /// `day "Rest":` with nothing after it: E0108, whose fix drops the ':' (a day with nothing
    /// in it, as in a week block's `day "B"` for a week without that day, takes none). Nil
    /// when an indented block follows.
    mutating func emptyDayAfterColon(_ colon: Token, header: SourceRange, name: StringLiteral, base: StringLiteral?) -> Statement? {
        _ = match(.newline)
        guard !check(.indent) else { return nil }
        error(.expectedBlock, "expected an indented block after ':'", at: .empty(at: header.end),
              label: "nothing follows this header", fixIts: [FixIt(replace: colon.range, with: "")],
              help: "put the day's lines on the following lines, indented by two spaces; a day with nothing in it takes no ':'")
        return .day(DayDeclaration(name: name, base: base, body: [], range: header))
    }

    /// A day's name: a string, or words up to `like`, `as` or `:`.
    mutating func dayName(after what: String) -> StringLiteral? {
        if check(.string) { return takeString() }
        var words: [String] = []
        var range: SourceRange?
        while check(.word), !checkWord(.like), !checkWord(.as) {
            let token = advance()
            words.append(text(token))
            range = range.map { $0.union(token.range) } ?? token.range
        }
        guard let range else {
            error(.expectedToken, "expected a day name after \(what), found \(describeCurrent())", at: current.range,
                  help: "name the day in quotes, as in 'day \"Upper A\":'")
            return nil
        }
        return StringLiteral(words.joined(separator: " "), range: range)
    }

    // superset := "superset" ":" INDENT exercise-line+ DEDENT
    mutating func parseSuperset() -> Statement {
        let keyword = advance()
        guard expectColon(after: "'superset'", headerEnd: keyword.range.end) else { return .error(keyword.range.union(skipLine())) }
        let (body, _) = parseBody(in: .superset, header: keyword.range)
        let end = body.last?.range ?? keyword.range
        return .superset(SupersetBlock(body: body, range: keyword.range.union(end)))
    }

    // template := "template" WORD parameters? ":" body
    mutating func parseTemplate() -> Statement {
        let keyword = advance()
        guard check(.word) else {
            error(.expectedToken, "expected a template name after 'template', found \(describeCurrent())", at: current.range,
                  help: "write 'template t1(lift):' with the prescriptions indented below")
            return .error(keyword.range.union(skipLine()))
        }
        let name = takeIdentifier()
        let parameters = check(.leftParen) ? parseParameters() : []
        guard expectColon(after: "the template's name", headerEnd: previous.range.end) else { return .error(keyword.range.union(skipLine())) }
        templateParameters = parameters.map { $0.name.name.lowercased() }
        let (body, _) = parseBody(in: .template, header: keyword.range.union(name.range))
        templateParameters = []
        let end = body.last?.range ?? name.range
        return .template(TemplateDeclaration(name: name, parameters: parameters, body: body, range: keyword.range.union(end)))
    }

    // parameters := "(" (parameter ("," parameter)*)? ")" ; parameter := WORD ("=" expression)?
    mutating func parseParameters() -> [Parameter] {
        let open = advance()
        var parameters: [Parameter] = []
        while !check(.rightParen), !atLineEnd {
            guard check(.word) else {
                error(.expectedToken, "expected a parameter name, found \(describeCurrent())", at: current.range,
                      help: "parameters are names, optionally with a default: (lift, step = 5lb)")
                break
            }
            let name = takeIdentifier()
            var defaultValue: ScriptExpression?
            if match(.equal) != nil { defaultValue = parseExpression() }
            parameters.append(Parameter(name: name, defaultValue: defaultValue, range: name.range.union(defaultValue?.range ?? name.range)))
            if match(.comma) == nil { break }
        }
        if match(.rightParen) == nil {
            error(.expectedToken, "expected ')' to close the parameters", at: current.range,
                  notes: [DiagnosticNote("the list opens here", at: open.range)], help: "close the list with ')'")
        }
        return parameters
    }

    // wave := "wave" WORD ":" INDENT wave-week+ DEDENT ; wave-week := "week" weeks kind? ":" set-groups
    mutating func parseWave() -> Statement {
        let keyword = advance()
        guard check(.word) else {
            error(.expectedToken, "expected a wave name after 'wave', found \(describeCurrent())", at: current.range,
                  help: "write 'wave main:' with one 'week N: ...' line per week below")
            return .error(keyword.range.union(skipLine()))
        }
        let name = takeIdentifier()
        guard expectColon(after: "the wave's name", headerEnd: name.range.end) else { return .error(keyword.range.union(skipLine())) }
        var weeks: [WaveDeclaration.Week] = []
        _ = match(.newline)
        guard match(.indent) != nil else {
            error(.expectedBlock, "expected the wave's weeks on indented lines", at: .empty(at: name.range.end + 1),
                  help: "list the weeks below, as in '  week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%'")
            return .error(keyword.range.union(name.range))
        }
        while !check(.dedent), !check(.endOfFile) {
            if match(.newline) != nil { continue }
            if check(.indent) {
                _ = skipDeeperIndentedBlock()
                continue
            }
            if let week = parseWaveWeek() { weeks.append(week) }
        }
        _ = match(.dedent)
        let end = weeks.last?.range ?? name.range
        return .wave(WaveDeclaration(name: name, weeks: weeks, range: keyword.range.union(end)))
    }

    mutating func parseWaveWeek() -> WaveDeclaration.Week? {
        guard let keyword = matchWord(.week) else {
            error(.expectedToken, "expected 'week' in a wave, found \(describeCurrent())", at: current.range,
                  help: "each line of a wave is 'week N: sets', as in 'week 1: 5 @ 65%, 5+ @ 85%'")
            skipLine()
            return nil
        }
        guard let selector = parseWeekSelector() else {
            skipLine()
            return nil
        }
        let kind = parseWeekKind()
        guard expectColon(after: "the week", headerEnd: previous.range.end) else {
            skipLine()
            return nil
        }
        let sets = parseSetGroups()
        // `week 1: 4x10 @ 54% rest 2m`: that week's rest, as an exercise line ends with one.
        var rest: Quantity?
        if checkWord(.rest), peek(1).kind == .number {
            advance()
            rest = quantity(from: advance())
        }
        expectLineEnd(after: "the sets")
        let end = rest?.range ?? sets.last?.range ?? previous.range
        return WaveDeclaration.Week(weeks: selector, kind: kind?.0, sets: sets, rest: rest, range: keyword.range.union(end))
    }
}
