extension Parser {
    // arguments := (argument ("," argument)*)? ")" ; argument := (WORD "=")? expression
    /// With `signedQuantities`, an argument that is a signed number alone (`+10kg`, `-20kg`,
    /// as a template's load argument) is that quantity, as a load after `@` is.
    mutating func parseArguments(open: Token, signedQuantities: Bool = false) -> [Argument] {
        var arguments: [Argument] = []
        while !check(.rightParen), !atLineEnd {
            var label: Identifier?
            if check(.word), peek(1).kind == .equal {
                label = takeIdentifier()
                advance()
            }
            let signed = signedQuantities && (check(.plus) || check(.minus)) && peek(1).kind == .number
                && adjacent(current, peek(1)) && (peek(2).kind == .comma || peek(2).kind == .rightParen)
            let value = signed ? signedQuantity().map(ScriptExpression.quantity) ?? .error(current.range) : parseExpression()
            if case .error = value { break }
            arguments.append(Argument(label: label, value: value, range: (label?.range ?? value.range).union(value.range)))
            if match(.comma) == nil { break }
        }
        if match(.rightParen) == nil {
            error(.expectedToken, "expected ')' to close the arguments, found \(describeCurrent())", at: current.range,
                  notes: [DiagnosticNote("the arguments open here", at: open.range)], help: "close the list with ')'")
        }
        return arguments
    }

    // expression := binary(precedence 1)
    mutating func parseExpression() -> ScriptExpression {
        parseBinary(minimumPrecedence: 1)
    }

    mutating func parseBinary(minimumPrecedence: Int) -> ScriptExpression {
        var left = parseUnary()
        while let op = currentBinaryOperator(), op.precedence >= minimumPrecedence {
            advance()
            // Comparisons do not chain: `a < b < c` is an error, reported by the evaluator.
            let right = parseBinary(minimumPrecedence: op.precedence + 1)
            left = .binary(op, left, right, range: left.range.union(right.range))
        }
        return left
    }

    func currentBinaryOperator() -> BinaryOperator? {
        switch current.kind {
        case .plus: .add
        case .minus: .subtract
        case .star: .multiply
        case .slash: .divide
        case .equalEqual: .equal
        case .bangEqual: .notEqual
        case .less: .less
        case .lessEqual: .lessEqual
        case .greater: .greater
        case .greaterEqual: .greaterEqual
        case .word: checkWord(.and) ? .and : (checkWord(.or) ? .or : nil)
        default: nil
        }
    }

    // unary := ("not" | "-") unary | postfix
    mutating func parseUnary() -> ScriptExpression {
        guard enterNesting() else { return .error(current.range) }
        defer { expressionDepth -= 1 }
        if let keyword = matchWord(.not) {
            let operand = parseBinary(minimumPrecedence: 3)
            return .unary(.not, operand, range: keyword.range.union(operand.range))
        }
        if let minus = match(.minus) {
            let operand = parseUnary()
            return .unary(.negate, operand, range: minus.range.union(operand.range))
        }
        return parsePostfix()
    }

    /// Counts nesting; reports once and refuses when the limit is passed.
    mutating func enterNesting() -> Bool {
        expressionDepth += 1
        if expressionDepth > Parser.maxExpressionDepth {
            expressionDepth -= 1
            error(.tooDeeplyNested, "expression nested too deeply (limit is \(Parser.maxExpressionDepth))", at: current.range,
                  help: "split the expression with 'let' bindings")
            while !atLineEnd { advance() }
            return false
        }
        return true
    }

    // postfix := primary ("." WORD | "(" arguments | "[" expression "]")*
    mutating func parsePostfix() -> ScriptExpression {
        var expression = parsePrimary()
        while true {
            if check(.dot), peek(1).kind == .word {
                advance()
                let member = takeIdentifier()
                expression = .member(expression, member, range: expression.range.union(member.range))
            } else if check(.leftParen), adjacent(previous, current) {
                let open = advance()
                let arguments = parseArguments(open: open)
                expression = .call(expression, arguments, range: expression.range.union(previous.range))
            } else if check(.leftBracket), adjacent(previous, current) {
                let open = advance()
                let position = parseExpression()
                if case .error = position { return position }
                guard match(.rightBracket) != nil else {
                    error(.expectedToken, "expected ']' to close '['", at: current.range,
                          notes: [DiagnosticNote("the bracket opens here", at: open.range)], help: "write 'last.sets[1]'")
                    return .error(expression.range.union(position.range))
                }
                expression = .index(expression, position, range: expression.range.union(previous.range))
            } else {
                return expression
            }
        }
    }

    // primary := QUANTITY | STRING | "true" | "false" | WORD | "(" expression ")"
    mutating func parsePrimary() -> ScriptExpression {
        switch current.kind {
        case .number:
            return .quantity(quantity(from: advance()))
        case .string:
            return .string(takeString())
        case .word:
            if checkWord(.true) || checkWord(.false) {
                let token = advance()
                return .boolean(isWord(token, .true), range: token.range)
            }
            return .name(takeIdentifier())
        case .leftParen:
            let open = advance()
            let inner = parseExpression()
            if case .error = inner { return inner }
            guard let close = match(.rightParen) else {
                error(.expectedToken, "expected ')' to close '('", at: current.range,
                      notes: [DiagnosticNote("the parenthesis opens here", at: open.range)], help: "add the missing ')'")
                return .error(open.range.union(inner.range))
            }
            return .parenthesized(inner, range: open.range.union(close.range))
        default:
            error(.expectedExpression, "expected an expression, found \(describeCurrent())", at: current.kind == .newline ? .empty(at: previous.range.end) : current.range,
                  help: "an expression is a number, a load like 5lb, a name such as 'reps', or a calculation")
            return .error(current.range)
        }
    }
}
