extension Parser {
    /// Whether the `ladder` at the current token starts a ladder (`ladder pull: a | b`): a
    /// name and a colon follow on the line. Otherwise it is an exercise whose name begins
    /// with "ladder" (`ladder climb 3x5`).
    func startsLadder() -> Bool {
        guard peek(1).kind == .word || peek(1).kind == .string else { return false }
        var offset = 2
        while true {
            switch peek(offset).kind {
            case .colon: return true
            case .newline, .endOfFile, .indent, .dedent: return false
            default: offset += 1
            }
        }
    }

    // ladder := "ladder" exercise-name ":" exercise-name ("|" exercise-name)+
    mutating func parseLadder() -> Statement {
        let keyword = advance()
        guard let name = exerciseName() else { return .error(keyword.range.union(skipLine())) }
        guard expectColon(after: "the ladder's name", headerEnd: name.range.end) else {
            return .error(keyword.range.union(skipLine()))
        }
        var rungs: [ExerciseName] = []
        while true {
            guard let rung = exerciseName() else { return .error(keyword.range.union(skipLine())) }
            rungs.append(rung)
            if match(.pipe) != nil { continue }
            // `a, b` or `a -> b`: the rungs are separated by `|`, which the fix writes.
            if check(.comma) || (check(.minus) && peek(1).kind == .greater) {
                let separator = check(.comma) ? current.range : current.range.union(peek(1).range)
                let written = text(current) + (check(.minus) ? ">" : "")
                error(.ladderSeparator, "the rungs of a ladder are separated by '|', not '\(written)'", at: separator,
                      label: "write '|' here",
                      fixIts: [FixIt(replace: separator, with: check(.comma) ? " |" : "|", safe: true)],
                      help: "write the exercises easiest first, as in 'ladder pull: negative pull-up | pull-up'")
                advance()
                if check(.greater) { advance() }
                continue
            }
            break
        }
        if rungs.count < 2 {
            error(.ladderRungs, "a ladder needs two rungs or more", at: name.range.union(rungs[rungs.count - 1].range),
                  label: "one exercise is not a ladder",
                  help: "write the exercises easiest first, separated by '|', as in 'ladder pull: negative pull-up | pull-up'")
        }
        expectLineEnd(after: "the ladder's rungs")
        return .ladder(LadderDeclaration(name: name, rungs: rungs, range: keyword.range.union(rungs[rungs.count - 1].range)))
    }
}
