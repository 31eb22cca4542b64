extension Parser {
    // progression := "progression" WORD parameters? ":" INDENT script-statement+ DEDENT
    mutating func parseProgression() -> Statement {
        let keyword = advance()
        guard check(.word) else {
            error(.expectedToken, "expected the progression's name, found \(describeCurrent())", at: current.range,
                  help: "write 'progression amrap_tm(step = 5lb):' with its rules indented below")
            return .error(keyword.range.union(skipLine()))
        }
        let name = takeIdentifier()
        let parameters = check(.leftParen) ? parseParameters() : []
        guard expectColon(after: "the progression's name", headerEnd: previous.range.end) else {
            return .error(keyword.range.union(skipLine()))
        }
        let body = parseScriptBody(header: keyword.range.union(name.range))
        let end = body.last?.range ?? name.range
        return .progression(ProgressionDeclaration(name: name, parameters: parameters, body: body, range: keyword.range.union(end)))
    }

    /// After `:`: one script statement on the same line, or an indented block of them.
    mutating func parseScriptBody(header: SourceRange) -> [ScriptStatement] {
        if !atLineEnd { return [parseScriptStatement()] }
        guard openIndentedBlock(header: header, help: "put the statements on the following lines, indented by two spaces") else {
            return []
        }
        var statements: [ScriptStatement] = []
        while !check(.dedent), !check(.endOfFile) {
            if match(.newline) != nil { continue }
            if check(.indent) {
                statements.append(.error(skipUnexpectedBlock(label: nil, help: "indent it like the other lines of the block")))
                continue
            }
            // An `else` after a statement that failed (often a broken `if`) is not
            // reported again; it is skipped with its block.
            if checkWord(.else), let last = statements.last, hasFailed(last) {
                statements.append(.error(skipLine()))
                continue
            }
            statements.append(makingProgress({ $0.parseScriptStatement() }, orSkipped: ScriptStatement.error))
        }
        _ = match(.dedent)
        return statements
    }

    /// True for a statement that is an error, or a line with an error that is not an `if`
    /// (an `if` that parsed takes its own `else` lines, so another `else` is truly orphaned).
    func hasFailed(_ statement: ScriptStatement) -> Bool {
        switch statement {
        case .error: return true
        case .conditional, .forLoop: return false
        case .letBinding, .assignment, .expression: return source.lineIndex(of: statement.range.start) == lastErrorLine
        }
    }

    // script-statement := "let" WORD "=" expression | if | expression (assign-op expression)?
    mutating func parseScriptStatement() -> ScriptStatement {
        if let keyword = matchWord(.let) {
            guard check(.word) else {
                error(.expectedToken, "expected a name after 'let', found \(describeCurrent())", at: current.range,
                      help: "write 'let reps = last.amrap.reps'")
                return .error(keyword.range.union(skipLine()))
            }
            let name = takeIdentifier()
            guard match(.equal) != nil else {
                error(.expectedToken, "expected '=' after '\(name.name)'", at: current.range, help: "write 'let \(name.name) = ...'")
                return .error(keyword.range.union(skipLine()))
            }
            let value = parseExpression()
            finishScriptLine()
            return .letBinding(name, value, range: keyword.range.union(value.range))
        }
        if checkWord(.if) { return parseConditional() }
        if checkWord(.for) { return parseForLoop() }
        if checkWord(.else) {
            let token = current
            error(.unexpectedToken, "'else' without an 'if' before it", at: token.range,
                  help: "an 'else' line follows the lines of an 'if' at the same indentation")
            return .error(skipLine())
        }
        let target = parseExpression()
        if case .error(let range) = target {
            return .error(range.union(skipLine()))
        }
        if let op = assignmentOperator() {
            advance()
            switch target {
            case .name, .member: break
            default:
                error(.invalidAssignmentTarget, "cannot assign to this expression", at: target.range,
                      help: "assign to a name such as 'tm' or a field such as 'state.fails'")
            }
            let value = parseExpression()
            finishScriptLine()
            return .assignment(target, op, value, range: target.range.union(value.range))
        }
        finishScriptLine()
        return .expression(target, range: target.range)
    }

    func assignmentOperator() -> AssignmentOperator? {
        switch current.kind {
        case .equal: .assign
        case .plusEqual: .add
        case .minusEqual: .subtract
        case .starEqual: .multiply
        case .slashEqual: .divide
        default: nil
        }
    }

    mutating func finishScriptLine() {
        expectLineEnd(after: "the statement")
    }

    // for := "for" WORD "in" expression ":" body
    mutating func parseForLoop() -> ScriptStatement {
        let keyword = advance()
        guard check(.word), current.keyword != .in else {
            error(.expectedToken, "expected a name after 'for', found \(describeCurrent())", at: current.range,
                  help: "write 'for set in last.sets:'")
            return .error(keyword.range.union(skipLine()))
        }
        let name = takeIdentifier()
        guard matchWord(.in) != nil else {
            error(.expectedToken, "expected 'in' after '\(name.name)', found \(describeCurrent())", at: current.range,
                  help: "write 'for \(name.name) in last.sets:'")
            return .error(keyword.range.union(skipLine()))
        }
        let list = parseExpression()
        guard expectColon(after: "the list", headerEnd: list.range.end) else {
            return .error(keyword.range.union(skipLine()))
        }
        let body = parseScriptBody(header: keyword.range.union(list.range))
        return .forLoop(name, list, body: body, range: keyword.range.union(body.last?.range ?? list.range))
    }

    // if := "if" expression ":" body ("else" "if" expression ":" body)* ("else" ":" body)?
    mutating func parseConditional() -> ScriptStatement {
        let start = current.range.start
        var branches: [ConditionalBranch] = []
        var elseBody: [ScriptStatement]?
        var keyword = advance()
        while true {
            let condition = parseExpression()
            guard expectColon(after: "the condition", headerEnd: condition.range.end) else {
                return .error(SourceRange(start, skipLine().end))
            }
            let body = parseScriptBody(header: keyword.range.union(condition.range))
            branches.append(ConditionalBranch(condition: condition, body: body,
                                              range: keyword.range.union(body.last?.range ?? condition.range)))
            guard checkWord(.else) else { break }
            let elseToken = advance()
            if let nextIf = matchWord(.if) {
                keyword = nextIf
                continue
            }
            guard expectColon(after: "'else'", headerEnd: elseToken.range.end) else {
                return .error(SourceRange(start, skipLine().end))
            }
            elseBody = parseScriptBody(header: elseToken.range)
            break
        }
        let end = elseBody?.last?.range.end ?? branches.last?.range.end ?? start
        return .conditional(branches, elseBody: elseBody, range: SourceRange(start, end))
    }
}
