/// Canonical text of leaf nodes, shared by the formatter and by tools that print
/// prescriptions in the language's own notation.
extension SourceFormatter {
    /// A string literal with its escapes.
    public static func quote(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `5`, `2.5kg`, `-10%`, `+5lb`.
    public static func quantity(_ quantity: Quantity) -> String {
        (quantity.sign?.rawValue ?? "") + NumberFormat.canonical(quantity.magnitude) + (quantity.unit?.rawValue ?? "")
    }

    static func range(_ range: QuantityRange) -> String {
        quantity(range.lower) + (range.style == .dash ? "-" : "..") + quantity(range.upper)
    }

    static func name(_ name: ExerciseName) -> String {
        name.isQuoted ? quote(name.text) : name.text
    }

    static func date(_ date: DateLiteral) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        var year = String(date.year)
        while year.count < 4 { year = "0" + year }
        return "\(year)-\(two(date.month))-\(two(date.day))"
    }

    /// A time of day as `H:MM`: `7:05`, `18:30`.
    public static func time(hour: Int, minute: Int) -> String {
        "\(hour):" + (minute < 10 ? "0" : "") + String(minute)
    }

    static func weeks(_ selector: WeekSelector) -> String {
        selector.items.map { item in
            switch item {
            case .single(let week): quantity(week)
            case .range(let weeks): range(weeks)
            }
        }.joined(separator: ", ")
    }

    static func parameters(_ parameters: [Parameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "(" + parameters.map { parameter in
            parameter.name.name + (parameter.defaultValue.map { " = " + expression($0) } ?? "")
        }.joined(separator: ", ") + ")"
    }

    static func arguments(_ arguments: [Argument]) -> String {
        "(" + arguments.map { argument in
            (argument.label.map { $0.name + " = " } ?? "") + expression(argument.value)
        }.joined(separator: ", ") + ")"
    }

    static func atom(_ atom: Atom) -> String {
        switch atom {
        case .word(let word): word.name
        case .quantity(let value): quantity(value)
        case .range(let value): range(value)
        case .string(let string): quote(string.value)
        case .date(let value): date(value)
        case .call(let name, let args, _): name.name + arguments(args)
        }
    }

    static func clauses(_ clauses: [Clause]) -> String {
        clauses.map(clause).joined(separator: ", ")
    }

    /// A clause's atoms with spaces between, but `3x8` and `3x60s` (sets of a goal, as in
    /// `graduate at 3x8`) glued as they are written on an exercise line.
    static func clause(_ clause: Clause) -> String {
        let atoms = clause.atoms
        var text = ""
        for (index, item) in atoms.enumerated() {
            if index > 0 && !(isSetCount(atoms, at: index) || isSetCount(atoms, at: index - 1)) { text += " " }
            text += atom(item)
        }
        return text
    }

    /// Whether the atom at `index` is the `x` between a set count and its work (`3x8`).
    private static func isSetCount(_ atoms: [Atom], at index: Int) -> Bool {
        guard index > 0, index + 1 < atoms.count, case .word(let word) = atoms[index], word.name == "x",
              case .quantity(let count) = atoms[index - 1], count.unit == nil, count.sign == nil,
              case .quantity(let work) = atoms[index + 1], work.sign == nil else { return false }
        return true
    }

    static func property(_ property: Property) -> String {
        property.clauses.isEmpty ? property.key.name : property.key.name + " " + clauses(property.clauses)
    }

    static func exerciseLine(_ line: ExerciseLine) -> String {
        var parts: [String] = []
        if line.isOptional { parts.append("optional") }
        parts.append(name(line.name))
        if let scheme = line.scheme {
            parts.append(scheme.name.name + (scheme.hasParentheses ? arguments(scheme.arguments) : ""))
        }
        if !line.sets.isEmpty { parts.append(line.sets.map(setGroup).joined(separator: ", ")) }
        if line.warmups != nil {
            parts[parts.count - 1] += ","
            parts.append("warmups")
        }
        if let round = line.round {
            parts.append("round " + quantity(round.step) + (round.direction.map { " " + $0.rawValue } ?? ""))
        }
        if let rest = line.rest { parts.append("rest " + quantity(rest)) }
        return parts.joined(separator: " ")
    }

    /// `top 1x4-6 @ rpe 8`, `3x5 @ 60%`, `5+ @ 85%`, `3x45s`.
    public static func setGroup(_ group: SetGroup) -> String {
        var text = group.kind.map { $0.rawValue + " " } ?? ""
        if let count = group.count { text += quantity(count) + "x" }
        if let reps = group.reps { text += repSpec(reps) }
        if let work = group.work { text += quantity(work) }
        if let target = group.target { text += " " + workTarget(target) }
        if let load = group.load { text += " " + loadSpec(load) }
        if let rest = group.rest { text += " rest " + quantity(rest) }
        return text
    }

    /// `@ 5:30/km`, `@ 2:00/500m`, `in 27:30`: the pace or time a distance is to be covered in.
    public static func workTarget(_ target: WorkTarget) -> String {
        switch target {
        case .pace(let time, let per, _):
            let total = Int(time.magnitude)
            let distance = per.magnitude == 1 && (per.unit == .km || per.unit == .mi) ? per.unit?.rawValue ?? "" : quantity(per)
            return "@ " + self.time(hour: total / 60, minute: total % 60) + "/" + distance
        case .time(let duration, _):
            return "in " + durationText(duration)
        }
    }

    static func repSpec(_ reps: RepSpec) -> String {
        switch reps {
        case .exact(let value): quantity(value)
        case .range(let value): range(value)
        case .amrap(let value, _): quantity(value) + "+"
        case .cappedAmrap(let value, _): range(value) + "+"
        case .max: "max"
        case .parameter(let name): name.name
        }
    }

    /// `@ 60%`, `@ 70% + 10lb`, `@ rpe 8`, `@ bw`: a load as the formatter writes it.
    public static func loadSpec(_ load: LoadSpec) -> String {
        var parts = ["@"]
        if load.isBodyweight { parts.append("bw") }
        if let parameter = load.parameter { parts.append(parameter.name) }
        if let amount = load.amount { parts.append(quantity(amount)) }
        switch load.reference {
        case .top?: parts.append("of top")
        case .today?: parts.append("of today")
        case .exercise(let exercise)?: parts.append("of " + name(exercise))
        case nil: break
        }
        if let offset = load.offset {
            parts.append(offset.sign == .minus ? "-" : "+")
            parts.append(quantity(Quantity(offset.magnitude, unit: offset.unit, range: offset.range)))
        }
        if let offsetParameter = load.offsetParameter {
            parts.append(offsetParameter.sign == .minus ? "-" : "+")
            parts.append(offsetParameter.name.name)
        }
        if let rpe = load.rpe { parts.append("rpe " + quantity(rpe)) }
        return parts.joined(separator: " ")
    }

    /// `85x5`, `100kg x 5`, `70x10x5`, `bw x 12`, `+10kg x 5`, `45s`, `5km in 25min`, `skip`.
    public static func performedSet(_ set: PerformedSet) -> String {
        var text = set.kind.map { $0.rawValue + " " } ?? ""
        if set.isSkipped {
            text += "skip"
        } else if let load = set.load {
            let loadText: String
            let spaced: Bool
            switch load {
            case .absolute(let value): (loadText, spaced) = (quantity(value), value.unit != nil)
            case .added(let value): (loadText, spaced) = (quantity(value), true)
            case .bodyweight: (loadText, spaced) = ("bw", true)
            }
            let times = spaced ? " x " : "x"
            text += loadText + times + (set.reps.map(quantity) ?? set.work.map(quantity) ?? "")
            if let count = set.count { text += times + quantity(count) }
        } else if let reps = set.reps {
            text += quantity(reps)
        } else if let work = set.work {
            text += quantity(work)
            if let duration = set.duration { text += " in " + durationText(duration) }
        }
        if let rpe = set.rpe { text += " @ rpe " + quantity(rpe) }
        if let note = set.note { text += " note " + quote(note.value) }
        return text
    }

    /// Seconds of a minute or more print as `M:SS`, as `in 7:45` is written, and of 100 minutes
    /// or more as `H:MM:SS` (`in 3:45:10`).
    static func durationText(_ duration: Quantity) -> String {
        guard duration.unit == .s, duration.isInteger, duration.magnitude >= 60 else { return quantity(duration) }
        let total = Int(duration.magnitude)
        if total >= 6000 {
            let minutes = total % 3600 / 60
            return "\(total / 3600):" + (minutes < 10 ? "0" : "") + time(hour: minutes, minute: total % 60)
        }
        return time(hour: total / 60, minute: total % 60)
    }

    /// A script statement on one line, or nil for an `if` or a `for`, whose bodies span lines.
    static func script(_ statement: ScriptStatement) -> String? {
        switch statement {
        case .letBinding(let name, let value, _): "let \(name.name) = " + expression(value)
        case .assignment(let target, let op, let value, _): expression(target) + " \(op.rawValue) " + expression(value)
        case .expression(let value, _): expression(value)
        case .conditional, .forLoop: nil
        case .error: ""
        }
    }

    /// Expressions print as written, with single spaces around binary operators.
    public static func expression(_ expression: ScriptExpression) -> String {
        switch expression {
        case .quantity(let value): quantity(value)
        case .string(let value): quote(value.value)
        case .boolean(let value, _): value ? "true" : "false"
        case .name(let name): name.name
        case .member(let base, let member, _): self.expression(base) + "." + member.name
        case .call(let callee, let args, _): self.expression(callee) + arguments(args)
        case .index(let list, let position, _): self.expression(list) + "[" + self.expression(position) + "]"
        case .unary(let op, let operand, _): (op == .not ? "not " : "-") + self.expression(operand)
        case .binary(let op, let left, let right, _): self.expression(left) + " \(op.rawValue) " + self.expression(right)
        case .parenthesized(let inner, _): "(" + self.expression(inner) + ")"
        case .error: ""
        }
    }
}
