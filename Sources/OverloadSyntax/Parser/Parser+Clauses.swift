extension Parser {
    // clauses := clause ("," clause)*   — up to the end of the line
    mutating func parseClauses() -> [Clause] {
        let (first, rest) = parseClauseList()
        return first.map { [$0] + rest } ?? []
    }

    /// The clauses up to the end of the line, as the first and those after it (none, on most
    /// lines), so a line of one clause needs no list. `rest` is empty when `first` is nil.
    mutating func parseClauseList() -> (first: Clause?, rest: [Clause]) {
        var first: Clause?
        var rest: [Clause] = []
        while !atLineEnd {
            if let clause = parseClause() {
                if first == nil { first = clause } else { rest.append(clause) }
            }
            if match(.comma) == nil { break }
        }
        return (first, rest)
    }

    /// The clauses after a property's key.
    mutating func parseProperty(key: Identifier) -> Property {
        let (first, rest) = parseClauseList()
        let end = rest.last?.range ?? first?.range ?? key.range
        return Property(key: key, first: first, rest: rest, range: key.range.union(end))
    }

    // clause := atom+
    /// Nil when no atom could be read (reported).
    mutating func parseClause() -> Clause? {
        guard !atLineEnd, !check(.comma), let first = parseAtom() else { return nil }
        if atLineEnd || check(.comma) { return Clause(first, range: first.range) }
        var atoms = [first]
        while !atLineEnd, !check(.comma) {
            guard let atom = parseAtom() else { break }
            atoms.append(atom)
        }
        return Clause(atoms, range: first.range.union(atoms[atoms.count - 1].range))
    }

    // atom := WORD call-args? | signed-quantity range-tail? | STRING | DATE
    mutating func parseAtom() -> Atom? {
        switch current.kind {
        case .word:
            let word = advance()
            if check(.leftParen), adjacent(word, current) {
                let open = advance()
                let arguments = parseArguments(open: open)
                return .call(identifier(word), arguments, range: word.range.union(previous.range))
            }
            return .word(identifier(word))
        case .times where timesIsWord:
            return .word(Identifier("x", range: advance().range))
        case .string:
            return .string(takeString())
        case .date:
            return .date(takeDate())
        case .number, .plus, .minus:
            guard let lower = signedQuantity() else { return nil }
            if let tail = rangeTail(after: lower) { return .range(tail) }
            return .quantity(lower)
        default:
            error(.unexpectedToken, "unexpected \(describeCurrent())", at: current.range,
                  help: "this line takes words, numbers with units, ranges such as 8-12, and strings")
            while !atLineEnd { advance() }
            return nil
        }
    }

    /// `5`, `+2.5kg`, `-10%`. Reports a sign with no number after it.
    mutating func signedQuantity(place: UnitPlace = .other) -> Quantity? {
        var sign: Quantity.Sign?
        var signStart: Int?
        if check(.plus) || check(.minus) {
            let token = advance()
            sign = token.kind == .plus ? .plus : .minus
            signStart = token.range.start
            guard check(.number) else {
                error(.unexpectedToken, "expected a number after '\(text(token))'", at: current.range,
                      help: "write a signed change as '+2.5kg' or '-10%'")
                return nil
            }
        }
        return quantity(from: advance(), sign: sign, signStart: signStart, place: place)
    }

    /// `-12` or `..50kg` after a quantity, making a range.
    mutating func rangeTail(after lower: Quantity) -> QuantityRange? {
        if check(.minus), peek(1).kind == .number, adjacent(previous, current) {
            advance()
            let upper = quantity(from: advance())
            return QuantityRange(lower, upper, style: .dash, range: lower.range.union(upper.range))
        }
        if check(.dotDot), peek(1).kind == .number {
            advance()
            let upper = quantity(from: advance())
            return QuantityRange(lower, upper, style: .dots, range: lower.range.union(upper.range))
        }
        return nil
    }

    // property := WORD clauses
    mutating func parsePropertyLine() -> Statement {
        guard check(.word) else {
            error(.unexpectedToken, "expected a property name, found \(describeCurrent())", at: current.range,
                  help: "each line of this block starts with a word, as in 'barbell 20kg'")
            return .error(skipLine())
        }
        let property = parseProperty(key: takeIdentifier())
        expectLineEnd(after: "'\(property.key.name)'")
        return .property(property)
    }
}
