extension Parser {
    /// The header of a block of rounds or of its score, up to its `:`.
    struct RoundsHeader {
        var format: RoundsFormat
        var time: Quantity?
        var count: Quantity?
        var name: StringLiteral?
        var start: Int
    }

    /// True at `amrap 20min`, `emom 10min` (or either without its time) and `5 rounds`: the
    /// start of a block of rounds or of its score. An exercise named so stays one when a set
    /// follows its name as it would any exercise's (`amrap 3x5` is refused here, not read).
    func startsRounds() -> Bool {
        if current.kind == .word, let format = roundsFormatWord(current), format != .rounds {
            return peek(1).kind == .number || peek(1).kind == .colon
        }
        if current.kind == .number, !current.hasSuffix, peek(1).kind == .word {
            let word = peek(1)
            return spells(word, "rounds") || (spells(word, "round") && (peek(2).kind == .colon || peek(2).kind == .string))
        }
        return false
    }

    // Asked of every line of a session: the bytes are compared where they lie, as
    // `text(token).lowercased()` made two strings a line.
    func roundsFormatWord(_ token: Token) -> RoundsFormat? {
        if spells(token, "amrap") { return .amrap }
        if spells(token, "emom") { return .emom }
        return nil
    }

    /// True when `token` is the word `spelling` (lowercase ASCII letters), ASCII case ignored:
    /// what `text(token).lowercased() == spelling` says, since no other character lowercases
    /// to one of those letters alone but the Kelvin sign, to `k`, which none of the spellings
    /// asked about holds.
    func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        guard token.kind == .word, token.range.length == spelling.utf8CodeUnitCount else { return false }
        let letters = spelling.utf8Start
        for offset in 0..<token.range.length where bytes[token.range.start + offset] | 0x20 != letters[offset] { return false }
        return true
    }

    // rounds-header := ("amrap" | "emom") TIME STRING? | COUNT "rounds" STRING?
    mutating func parseRoundsHeader() -> RoundsHeader? {
        let first = advance()
        var header = RoundsHeader(format: .rounds, start: first.range.start)
        if let format = roundsFormatWord(first) {
            header.format = format
            guard check(.number) else {
                error(.invalidRoundsHeader, "expected the time after '\(text(first))', found \(describeCurrent())",
                      at: check(.colon) ? .empty(at: first.range.end) : current.range, label: "how long the block lasts",
                      help: "write the block's time against its number, as in '\(format.rawValue) 20min: 5 pull-up, 10 push-up'")
                return nil
            }
            header.time = roundsTime(advance(), format: format)
        } else {
            let count = quantity(from: first)
            let word = advance()
            if text(word).lowercased() == "round" {
                error(.invalidRoundsHeader, "a count of rounds is written 'rounds'", at: word.range, label: "did you mean 'rounds'?",
                      fixIts: [FixIt(replace: word.range, with: "rounds", safe: true)],
                      help: "write '\(text(first)) rounds: 400m run, 15 kettlebell swing @ 24kg'")
            }
            if count.magnitude < 1 || count.magnitude > RoundsFormat.mostRounds || !count.isInteger {
                error(.invalidRoundsHeader, "a block of rounds takes a whole count from 1 to \(Int(RoundsFormat.mostRounds))",
                      at: count.range, label: "not a count of rounds", help: "write the rounds as a whole number, as in '5 rounds:'")
            }
            header.count = count
        }
        if check(.string) { header.name = takeString() }
        return header
    }

    /// The time of an `amrap` or `emom`: `20min`, `90s`, `1h`, or `20m` (minutes, as after
    /// `rest`). A bare number is read as minutes and refused with `min` as the fix.
    mutating func roundsTime(_ token: Token, format: RoundsFormat) -> Quantity {
        var time = quantity(from: token)
        let what = format == .amrap ? "an AMRAP" : "an EMOM"
        switch time.unit {
        case nil:
            error(.invalidRoundsHeader, "the time of \(what) takes a unit", at: token.range, label: "minutes?",
                  fixIts: [FixIt(replace: .empty(at: token.range.end), with: "min")],
                  help: "write the time against its number, as in '\(format.rawValue) \(text(token))min:'")
            time.unit = .min
        case .s, .min, .m, .h:
            break
        case .kg, .lb, .percent, .km, .mi, .rm:
            error(.invalidRoundsHeader, "the time of \(what) is a time, not '\(text(token))'", at: token.range,
                  label: "expected a time such as 20min",
                  help: "write how long the block lasts, as in '\(format.rawValue) 20min:'; a load goes after an item, as in '3 power clean @ 60kg'")
            return time
        }
        let seconds = time.magnitude * (time.unit == .h ? 3600 : time.unit == .s ? 1 : 60)
        if seconds <= 0 {
            error(.invalidRoundsHeader, "\(what) of no time", at: token.range, label: "a time cap of 0",
                  help: "give the block the minutes it lasts, as in '\(format.rawValue) 20min:'")
        } else if seconds > RoundsFormat.longestSeconds {
            error(.invalidRoundsHeader, "\(what) longer than a day", at: token.range, label: "at most 24h",
                  help: "a block of rounds lasts at most 24 hours")
        } else if format == .emom, seconds.truncatingRemainder(dividingBy: 60) != 0 {
            error(.invalidRoundsHeader, "an EMOM lasts whole minutes", at: token.range, label: "not a whole number of minutes",
                  help: "an EMOM starts its work at the top of every minute: write its minutes, as in 'emom 10min:'")
        }
        return time
    }

    // rounds := rounds-header ":" (round-items | INDENT (round-items NEWLINE)+ DEDENT)
    // round-items := round-item ("," round-item)* ; round-item := (NUMBER | WORK) name ("@" load)?
    mutating func parseRounds() -> Statement {
        let lineStart = current
        guard let header = parseRoundsHeader() else { return .error(lineStart.range.union(skipLine())) }
        let headerEnd = previous.range.end
        guard expectColon(after: "the block's \(header.format == .rounds ? "rounds" : "time")", headerEnd: headerEnd) else {
            return .error(lineStart.range.union(skipLine()))
        }
        let colonEnd = previous.range.end
        var items: [ExerciseLine] = []
        let isInline = !atLineEnd
        if isInline {
            guard parseRoundItems(into: &items) else { return .error(lineStart.range.union(skipLine())) }
            expectLineEnd(after: "the block's items")
        } else {
            _ = match(.newline)
            if match(.indent) != nil {
                while !check(.dedent), !check(.endOfFile) {
                    if match(.newline) != nil { continue }
                    guard parseRoundItems(into: &items) else {
                        skipLine()
                        continue
                    }
                    expectLineEnd(after: "the items")
                }
                _ = match(.dedent)
            }
        }
        let range = SourceRange(header.start, items.last?.range.end ?? headerEnd)
        if items.isEmpty {
            error(.invalidRoundItem, "a block of rounds with nothing to do", at: .empty(at: colonEnd),
                  label: "expected the round's items",
                  help: "write one round's work after the ':', as in '\(example(header.format))'")
        }
        return .rounds(RoundsBlock(format: header.format, time: header.time, count: header.count, name: header.name,
                                   items: items, isInline: isInline, range: range))
    }

    func example(_ format: RoundsFormat) -> String {
        switch format {
        case .amrap: "amrap 20min: 5 pull-up, 10 push-up, 15 air squat"
        case .emom: "emom 10min: 3 power clean @ 60kg"
        case .rounds: "5 rounds: 400m run, 15 kettlebell swing @ 24kg"
        }
    }

    /// One line's items, separated by commas. False (reported) when one is not well formed.
    mutating func parseRoundItems(into items: inout [ExerciseLine]) -> Bool {
        repeat {
            guard let item = parseRoundItem() else { return false }
            items.append(item)
        } while match(.comma) != nil
        return true
    }

    /// `5 pull-up`, `400m run`, `15 kettlebell swing @ 24kg`: the work, the exercise, its load.
    mutating func parseRoundItem() -> ExerciseLine? {
        let start = current
        guard check(.number) else {
            reportNameFirstItem()
            return nil
        }
        var reps: RepSpec?
        var work: Quantity?
        guard parseRepsOrWork(reps: &reps, work: &work) else { return nil }
        guard let name = exerciseName(stopWords: [.rest]) else { return nil }
        var load: LoadSpec?
        if let at = match(.at) {
            guard let parsed = parseLoad(at: at) else { return nil }
            load = parsed
        }
        let range = SourceRange(start.range.start, previous.range.end)
        let set = SetGroup(kind: nil, count: nil, reps: reps, work: work, load: load, range: range)
        return ExerciseLine(isOptional: false, name: name, sets: [set], scheme: nil, rest: nil, range: range)
    }

    /// `pull-up 5` in a block of rounds: the item's work comes first, as a whiteboard writes it.
    mutating func reportNameFirstItem() {
        let start = current
        var fixIts: [FixIt] = []
        if check(.word) {
            // `pull-up 5`: the words, then one number ending the item.
            var offset = 0
            while peek(offset).kind == .word { offset += 1 }
            let number = peek(offset)
            let after = peek(offset + 1).kind
            if number.kind == .number, after == .comma || after == .newline || after == .endOfFile || after == .at {
                let nameText = text(SourceRange(start.range.start, peek(offset - 1).range.end))
                fixIts = [FixIt(replace: SourceRange(start.range.start, number.range.end), with: "\(text(number)) \(nameText)")]
            }
        }
        error(.invalidRoundItem, "expected an item's reps or work, found \(describeCurrent())", at: current.range,
              label: "an item starts with its reps, time or distance",
              fixIts: fixIts, help: "write each item as its work then the exercise, as in '5 pull-up' or '400m run'")
    }
}
