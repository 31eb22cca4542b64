extension Parser {
    // rounds-score := rounds-header ":" ( COUNT ("round" | "rounds") ("+" COUNT "reps")? | COUNT "reps"
    //                                   | "done" | "missed" COUNT | TIME )
    mutating func parseRoundsScore() -> Statement {
        let lineStart = current
        guard let header = parseRoundsHeader() else { return .error(lineStart.range.union(skipLine())) }
        guard match(.colon) != nil else {
            error(.invalidRoundsScore, "expected ':' and the score after the block", at: current.kind == .newline ? .empty(at: previous.range.end) : current.range,
                  label: "the score follows a ':'", fixIts: [FixIt(replace: .empty(at: previous.range.end), with: ":")],
                  help: "log the block as '\(scoreExample(header.format))'")
            return .error(lineStart.range.union(skipLine()))
        }
        guard let result = parseRoundsResult(header.format) else { return .error(lineStart.range.union(skipLine())) }
        let range = SourceRange(header.start, previous.range.end)
        expectLineEnd(after: "the score")
        return .roundsScore(RoundsScore(format: header.format, time: header.time, count: header.count, name: header.name,
                                        result: result, range: range))
    }

    func scoreExample(_ format: RoundsFormat) -> String {
        switch format {
        case .amrap: "amrap 20min: 7 rounds + 12 reps"
        case .emom: "emom 10min: done' or 'emom 10min: missed 2"
        case .rounds: "5 rounds: 14:32"
        }
    }

    mutating func parseRoundsResult(_ format: RoundsFormat) -> RoundsScore.Result? {
        switch format {
        case .amrap: return parseRoundsAndReps()
        case .emom:
            let word = text(current).lowercased()
            if check(.word), word == "done" {
                advance()
                return .missed(nil)
            }
            if check(.word), word == "missed", peek(1).kind == .number {
                advance()
                return .missed(plainNumber(from: advance(), what: "minutes missed"))
            }
            error(.invalidRoundsScore, "expected 'done' or 'missed' and the minutes missed, found \(describeCurrent())",
                  at: current.kind == .newline ? .empty(at: previous.range.end) : current.range,
                  help: "log an EMOM as 'done' when every minute's work fit its minute, else as 'missed 2'")
            return nil
        case .rounds:
            let reported = diagnostics.count
            guard check(.number), let time = parseDurationValue(checkingClock: false), [.s, .min, .h, .m].contains(time.unit) else {
                error(.invalidRoundsScore, "expected the time the rounds took", at: current.kind == .newline ? .empty(at: previous.range.end) : previous.range,
                      help: "log rounds done for time as '5 rounds: 14:32' or '5 rounds: 15min'")
                return nil
            }
            // A number refused as it was read (too large) reads as 0, which would stand as the
            // best time there is: a score whose time is not known is left out.
            guard diagnostics.count == reported else { return nil }
            return .time(time)
        }
    }

    /// `7 rounds + 12 reps`, `7 rounds`, `1 round + 3 reps`, `12 reps`.
    mutating func parseRoundsAndReps() -> RoundsScore.Result? {
        let help = "log an AMRAP as whole rounds and the reps of the round left unfinished, as in '7 rounds + 12 reps'"
        guard check(.number), !current.hasSuffix else {
            error(.invalidRoundsScore, "expected the rounds done, found \(describeCurrent())",
                  at: current.kind == .newline ? .empty(at: previous.range.end) : current.range, help: help)
            return nil
        }
        let first = plainNumber(from: advance(), what: "rounds")
        let word = check(.word) ? text(current).lowercased() : ""
        if word == "reps" || word == "rep" {
            advance()
            return .rounds(nil, reps: first)
        }
        guard word == "rounds" || word == "round" else {
            error(.invalidRoundsScore, "expected 'rounds' after the count", at: current.kind == .newline ? .empty(at: first.range.end) : current.range,
                  label: "rounds or reps?", fixIts: [FixIt(replace: .empty(at: first.range.end), with: " rounds")], help: help)
            return nil
        }
        let roundsWord = advance()
        if word == "round", first.magnitude != 1 {
            error(.invalidRoundsScore, "\(text(first.range)) rounds are written 'rounds'", at: roundsWord.range, label: "did you mean 'rounds'?",
                  fixIts: [FixIt(replace: roundsWord.range, with: "rounds", safe: true)], help: help)
        }
        guard match(.plus) != nil else { return .rounds(first, reps: nil) }
        guard check(.number), !current.hasSuffix else {
            error(.invalidRoundsScore, "expected the reps of the unfinished round after '+'", at: current.kind == .newline ? .empty(at: previous.range.end) : current.range,
                  help: help)
            return nil
        }
        let reps = plainNumber(from: advance(), what: "reps")
        let repsWord = check(.word) ? text(current).lowercased() : ""
        if repsWord == "reps" || repsWord == "rep" {
            advance()
        } else {
            error(.invalidRoundsScore, "the reps after '+' are written with 'reps'", at: .empty(at: reps.range.end), label: "reps?",
                  fixIts: [FixIt(replace: .empty(at: reps.range.end), with: " reps", safe: true)], help: help)
        }
        return .rounds(first, reps: reps)
    }
}
