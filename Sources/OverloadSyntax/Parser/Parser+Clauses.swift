extension Parser {
    // clauses := clause ("," clause)*   — up to the end of the line
    mutating func parseClauses() -> [Clause] {
        var clauses: [Clause] = []
        while !atLineEnd {
            let atoms = parseAtoms()
            if let first = atoms.first, let last = atoms.last {
                clauses.append(Clause(atoms, range: first.range.union(last.range)))
            }
            if match(.comma) == nil { break }
        }
        return clauses
    }

    // clause := atom+
    mutating func parseAtoms() -> [Atom] {
        var atoms: [Atom] = []
        while !atLineEnd, !check(.comma) {
            guard let atom = parseAtom() else { break }
            atoms.append(atom)
        }
        return atoms
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
    mutating func signedQuantity() -> Quantity? {
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
        return quantity(from: advance(), sign: sign, signStart: signStart)
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
        let key = takeIdentifier()
        let clauses = parseClauses()
        let range = key.range.union(clauses.last?.range ?? key.range)
        expectLineEnd(after: "'\(key.name)'")
        return .property(Property(key: key, clauses: clauses, range: range))
    }
}
