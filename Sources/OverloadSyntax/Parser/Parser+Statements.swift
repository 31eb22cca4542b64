extension Parser {
    // document := statement*
    mutating func parseStatements() -> [Statement] {
        var statements: [Statement] = []
        while !check(.endOfFile) {
            if check(.dedent) || check(.newline) {
                advance()
                continue
            }
            if check(.indent) {
                statements.append(.error(skipUnexpectedBlock(
                    label: "no block is open here", help: "remove the indentation, or put the lines under a header ending in ':'")))
                continue
            }
            statements.append(parseStatement(in: .topLevel))
        }
        return statements
    }

    /// Reports an indented block where none may start, and skips it whole. Returns the range skipped.
    mutating func skipUnexpectedBlock(label: String?, help: String) -> SourceRange {
        let start = current.range.start
        let end = skipBlock()
        error(.unexpectedIndent, "unexpected indentation", at: SourceRange(start, Swift.max(start + 1, end)),
              label: label, help: help)
        return SourceRange(start, end)
    }

    /// Skips a block indented under a line of a block, which takes none.
    mutating func skipDeeperIndentedBlock() -> SourceRange {
        skipUnexpectedBlock(label: "this line is indented deeper than the line above",
                            help: "indent it like the other lines of the block")
    }

    /// After a header's `:` that ends its line: opens the indented block on the next lines,
    /// or reports that there is none. True when the block is open.
    mutating func openIndentedBlock(header: SourceRange, label: String? = nil, help: String) -> Bool {
        _ = match(.newline)
        guard match(.indent) != nil else {
            error(.expectedBlock, "expected an indented block after ':'", at: .empty(at: header.end), label: label, help: help)
            return false
        }
        return true
    }

    /// Runs the rule for one line; when it consumed nothing, skips the line as an error node,
    /// so that every turn of a block's loop makes progress.
    mutating func makingProgress<Node>(_ parse: (inout Parser) -> Node, orSkipped skipped: (SourceRange) -> Node) -> Node {
        let startIndex = index
        let node = parse(&self)
        return index == startIndex ? skipped(skipLine()) : node
    }

    /// Parses the indented lines of a block until its dedent.
    mutating func parseBlockBody(in context: StatementContext) -> [Statement] {
        let blockStart = openBlockStatements.count
        while !check(.dedent), !check(.endOfFile) {
            if check(.newline) {
                advance()
                continue
            }
            let statement = check(.indent) ? .error(skipDeeperIndentedBlock()) : parseStatement(in: context)
            openBlockStatements.append(statement)
        }
        _ = match(.dedent)
        let statements = Array(openBlockStatements[blockStart...])
        openBlockStatements.removeLast(openBlockStatements.count - blockStart)
        return statements
    }

    /// After a header's `:`, the body: one statement on the same line, or an indented block.
    /// Returns the statements and whether they were inline.
    mutating func parseBody(in context: StatementContext, header: SourceRange) -> ([Statement], Bool) {
        if !atLineEnd {
            let statement = parseStatement(in: context)
            return ([statement], true)
        }
        guard openIndentedBlock(header: header, label: "nothing follows this header",
                                help: "put the lines of the block on the following lines, indented by two spaces") else {
            return ([], false)
        }
        return (parseBlockBody(in: context), false)
    }

    // statement := program | unit | round | tm | maxes | weeks | equipment | exercise-decl
    //            | wave | template | day | week | superset | break | rest | without | progress
    //            | use | include | progression | plugin | session | dated-entry | property | exercise-line
    mutating func parseStatement(in context: StatementContext) -> Statement {
        makingProgress({ $0.parseStatementKind(in: context) }, orSkipped: Statement.error)
    }

    private mutating func parseStatementKind(in context: StatementContext) -> Statement {
        let start = current
        switch context {
        case .session:
            if startsRounds() { return parseRoundsScore() }
            return parseSessionLine()
        case .properties:
            return parsePropertyLine()
        default:
            break
        }
        if start.kind == .date {
            return place(parseDated(), in: context, allowed: [.topLevel], what: "a dated entry", help: "dated entries start at the left margin")
        }
        if startsRounds() {
            return place(parseRounds(), in: context, allowed: [.day, .weekBlock], what: "a block of rounds",
                         help: "put the block in a day, as in 'day \"Conditioning\":' with the block indented below")
        }
        if start.kind == .number, isOneRepMaxKeyword(start) {
            return place(parseMaxes(kind: .oneRepMax), in: context, allowed: [.topLevel], what: "'1rm'")
        }
        if start.kind == .word {
            switch start.keyword {
            case .program?: return place(parseProgram(), in: context, allowed: [.topLevel], what: "'program'")
            case .unit?: return place(parseUnit(), in: context, allowed: [.topLevel], what: "'unit'")
            case .round?: return place(parseRound(), in: context, allowed: [.topLevel], what: "'round'")
            case .tm?: return place(parseTrainingMax(), in: context, allowed: [.topLevel], what: "'tm'")
            case .weeks?: return place(parseWeeks(), in: context, allowed: [.topLevel], what: "'weeks'")
            case .equipment?: return place(parseEquipment(), in: context, allowed: [.topLevel], what: "an equipment block")
            case .exercise?: return place(parseExerciseDeclaration(), in: context, allowed: [.topLevel], what: "an exercise declaration")
            case .wave?: return place(parseWave(), in: context, allowed: [.topLevel], what: "a wave")
            case .template?: return place(parseTemplate(), in: context, allowed: [.topLevel], what: "a template")
            case .progression?: return place(parseProgression(), in: context, allowed: [.topLevel], what: "a progression")
            case .use?: return place(parseUse(), in: context, allowed: [.topLevel], what: "'use'")
            case .include?: return place(parseInclude(), in: context, allowed: [.topLevel], what: "'include'")
            case .progress?: return place(parseProgress(), in: context, allowed: [.topLevel], what: "a progress rule")
            case .ladder?:
                if startsLadder() { return place(parseLadder(), in: context, allowed: [.topLevel], what: "a ladder") }
            case .plugin?:
                // `plugin NAME ...`: only before a second word, so a lone `plugin` stays an exercise line.
                if peek(1).kind == .word {
                    return place(parsePlugin(), in: context, allowed: [.topLevel], what: "a plugin")
                }
            case .day?: return place(parseDay(), in: context, allowed: [.topLevel, .weekBlock], what: "a day")
            case .week?: return place(parseWeek(in: context), in: context, allowed: [.topLevel, .day], what: "a week line")
            case .superset?: return place(parseSuperset(), in: context, allowed: [.topLevel, .day, .weekBlock, .template], what: "a superset")
            case .break?:
                if peek(1).kind == .number {
                    return place(parseDuration(keyword: "break"), in: context, allowed: [.topLevel, .day, .weekBlock, .template], what: "a break")
                }
            case .rest?:
                if peek(1).kind == .number { return parseDuration(keyword: "rest") }
            case .e1rm?:
                return place(parsePropertyLine(), in: context, allowed: [.topLevel], what: "'e1rm'")
            case .rpe?:
                // `rpe chart brzycki`: the program's RPE chart. Only before `chart`, so an
                // exercise whose name begins with "rpe" stays an exercise.
                if peek(1).kind == .word, text(peek(1)).lowercased() == "chart" {
                    return place(parsePropertyLine(), in: context, allowed: [.topLevel], what: "'rpe chart'")
                }
            case .start?:
                // `start 2026-01-05`: the program's first day. Only before a date, so an exercise
                // whose name begins with "start" stays an exercise.
                if peek(1).kind == .date {
                    return place(parsePropertyLine(), in: context, allowed: [.topLevel], what: "'start'")
                }
            case .warmups?:
                // `warmups` alone or before its steps (`warmups bar x 10, 50% x 5`).
                if peek(1).kind == .newline || peek(1).kind == .endOfFile || peek(1).kind == .colon || peek(1).kind == .word
                    || peek(1).kind == .number {
                    return place(parseWarmupsSetting(), in: context, allowed: [.topLevel], what: "'warmups'",
                                 help: "write 'warmups' at the top level for every barbell lift, or ', warmups' after an exercise's sets")
                }
            case .alternate?:
                // `alternate "A", "B", 3 days a week`: only before a quoted name or a name and a
                // comma, so an exercise whose name begins with "alternate" stays an exercise.
                if peek(1).kind == .string || (peek(1).kind == .word && peek(2).kind == .comma) {
                    return place(parsePropertyLine(), in: context, allowed: [.topLevel], what: "'alternate'")
                }
            case .without?:
                return place(parseWithout(), in: context, allowed: [.day], what: "'without'", help: "'without' removes an exercise from a day built 'like' another")
            default:
                break
            }
        }
        return parseExerciseStatement(in: context)
    }

    /// Reports a statement that cannot stand in this context, keeping it in the tree.
    mutating func place(
        _ statement: Statement, in context: StatementContext, allowed: StatementContexts, what: String,
        help: String? = nil
    ) -> Statement {
        if !allowed.contains(context) {
            let range = statement.range
            let headerEnd = Swift.min(range.end, source.lineRange(source.lineIndex(of: range.start)).end)
            error(.misplacedStatement, "\(what) cannot appear \(context.describe)", at: SourceRange(range.start, headerEnd),
                  help: help ?? "move it to the top level of the file, at the left margin")
        }
        return statement
    }

    func isOneRepMaxKeyword(_ token: Token) -> Bool {
        guard token.kind == .number, token.hasSuffix, token.range.length == 3 else { return false }
        return bytes[token.range.start] == UInt8(ascii: "1") && bytes[token.range.start + 1] | 0x20 == UInt8(ascii: "r")
            && bytes[token.range.start + 2] | 0x20 == UInt8(ascii: "m")
    }
}
