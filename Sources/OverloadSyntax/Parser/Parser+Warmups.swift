extension Parser {
    /// `, warmups` at the end of an exercise's sets (before its `rest`): the range of the
    /// word, or nil. `warmups` with no comma, and the set kind `warmup` in its place, are
    /// near misses with a fix.
    mutating func parseWarmupsMark(after hasWork: Bool) -> SourceRange? {
        guard hasWork else { return nil }
        if check(.comma), isWord(peek(1), .warmups) {
            advance()
            return advance().range
        }
        if check(.comma), isWord(peek(1), .warmup), endsWarmupsMark(peek(2)) {
            advance()
            let word = advance()
            error(.unexpectedToken, "'warmup' marks one written set; planned warm-ups are 'warmups'", at: word.range,
                  label: "did you mean 'warmups'?", fixIts: [FixIt(replace: word.range, with: "warmups", safe: true)],
                  help: "write 'squat 3x5 @ 140kg, warmups' for the warm-up sets to the first work set")
            return word.range
        }
        if checkWord(.warmups), endsWarmupsMark(peek(1)) {
            let before = previous.range.end
            let word = advance()
            error(.expectedToken, "expected ',' before 'warmups'", at: word.range,
                  label: "add a comma", fixIts: [FixIt(replace: .empty(at: before), with: ",", safe: true)],
                  help: "'warmups' follows the sets after a comma, as in 'squat 3x5 @ 140kg, warmups'")
            return word.range
        }
        return nil
    }

    /// Whether a comma before `token` (and `next`) starts the `, warmups` mark rather than
    /// another set group: `warmups`, or the set kind `warmup` with nothing after it.
    func startsWarmupsMark(_ token: Token, then next: Token) -> Bool {
        isWord(token, .warmups) || (isWord(token, .warmup) && endsWarmupsMark(next))
    }

    /// Whether `token` may follow `warmups` on an exercise line: its end or its `rest`.
    func endsWarmupsMark(_ token: Token) -> Bool {
        switch token.kind {
        case .newline, .endOfFile, .dedent, .indent: true
        default: isWord(token, .rest)
        }
    }

    // warmups := "warmups" ":"? (warmup-step ("," warmup-step)*)?
    // warmup-step := ("bar" | PERCENT) TIMES COUNT
    /// The program-wide `warmups` line: alone for the default ramp, or with the ramp's steps
    /// (`warmups bar x 10, 50% x 5, 70% x 3, 85% x 1`). A property whose atoms read `x` as a word.
    mutating func parseWarmupsSetting() -> Statement {
        let key = takeIdentifier()
        _ = match(.colon)
        timesIsWord = true
        let property = parseProperty(key: key)
        timesIsWord = false
        expectLineEnd(after: "the warm-up steps")
        return .property(property)
    }
}
