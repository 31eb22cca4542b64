extension PlanBuilder {
    /// Appends the items of a template applied to an exercise line (`squat strength`): its
    /// body, parameters bound, built like the lines of a day. A `rest` line in the body is the
    /// default rest of the template's lines only.
    mutating func applyTemplate(
        _ template: TemplateDeclaration, key: String, for line: ExerciseLine, scheme: SchemeReference,
        to items: inout [PlanItem], context: inout DayContext
    ) {
        // A template met again inside itself closes a circle, reported once (E0210) when the
        // declarations were collected; the limit bounds templates nested without a circle.
        guard !context.templates.contains(key), context.templates.count < DayContext.templateNestingLimit else { return }
        if context.inSuperset { reportBlocksInSuperset(template, at: scheme.range) }
        let outerRest = context.defaultRest
        // Like its default rest, a template's `rest` line stays inside it: applied in a
        // superset, it does not set the superset's rest after each round.
        let outerRoundRest = context.roundRest
        context.templates.append(key)
        var statements = instantiate(template, for: line, scheme: scheme)
        // `squat strength, warmups`: the template's lines for squat ask for them.
        if let mark = line.warmups {
            for index in statements.indices {
                guard case .exercise(var bound) = statements[index], bound.name.text == line.name.text else { continue }
                bound.warmups = mark
                statements[index] = .exercise(bound)
            }
        }
        append(statements, to: &items, context: &context)
        context.templates.removeLast()
        context.defaultRest = outerRest
        context.roundRest = outerRoundRest
    }

    /// A template applied inside a superset may hold only what a superset may: its breaks and
    /// supersets are left out, and reported here, at the use, once for both.
    mutating func reportBlocksInSuperset(_ template: TemplateDeclaration, at range: SourceRange) {
        var misplaced: [String] = []
        if template.body.contains(where: { if case .breakTime = $0 { true } else { false } }) { misplaced.append("a break") }
        if template.body.contains(where: { if case .superset = $0 { true } else { false } }) { misplaced.append("a superset") }
        guard !misplaced.isEmpty else { return }
        let what = misplaced.joined(separator: " and ")
        declarations.error(.misplacedStatement,
                           "template '\(template.name.name)' holds \(what), which cannot appear inside a superset", at: range,
                           help: "apply the template outside the superset, or take \(what) out of the template")
    }

    /// The template's statements with its parameters bound: the first to the exercise the
    /// template is applied to, the others to the arguments (by position, or by name as in
    /// `squat ramp(load = 120kg)`) or their defaults. A parameter bound to a name stands for
    /// an exercise; one bound to a number stands for reps (`3xreps`) or a load (`@ load`).
    mutating func instantiate(_ template: TemplateDeclaration, for line: ExerciseLine, scheme: SchemeReference) -> [Statement] {
        var bindings = TemplateBindings(template: template.name.name, use: scheme.range)
        let parameters = template.parameters
        guard let first = parameters.first else {
            declarations.error(.templateArguments, "template '\(template.name.name)' has no parameter for the exercise",
                               at: scheme.range, help: "declare it as 'template \(template.name.name)(lift):'")
            return []
        }
        bindings.names[first.name.name.lowercased()] = line.name
        let rest = Array(parameters.dropFirst())
        let positional = scheme.arguments.filter { $0.label == nil }
        if positional.count > rest.count {
            declarations.error(.templateArguments,
                               "template '\(template.name.name)' takes \(plural(rest.count, "argument")) after the exercise, not \(scheme.arguments.count)",
                               at: scheme.range, help: "its parameters are (\(parameters.map(\.name.name).joined(separator: ", ")))")
            return []
        }
        for argument in scheme.arguments {
            guard let label = argument.label else { continue }
            if !rest.contains(where: { $0.name.name.lowercased() == label.name.lowercased() }) {
                declarations.error(.templateArguments, "template '\(template.name.name)' has no parameter '\(label.name)'",
                                   at: label.range, help: "its parameters are (\(parameters.map(\.name.name).joined(separator: ", ")))")
                return []
            }
        }
        for (index, parameter) in rest.enumerated() {
            let key = parameter.name.name.lowercased()
            let named = scheme.arguments.first { $0.label?.name.lowercased() == key }
            let argument = named?.value ?? (index < positional.count ? positional[index].value : parameter.defaultValue)
            switch argument {
            case .quantity(let value)?: bindings.values[key] = value
            case let argument?:
                guard let name = Self.exerciseName(argument) else {
                    declarations.error(.templateArguments, "'\(parameter.name.name)' takes an exercise, a number or a load",
                                       at: argument.range, help: "pass a name such as row, reps such as 5, or a load such as 100kg")
                    return []
                }
                bindings.names[key] = name
            case nil:
                declarations.error(.templateArguments, "template '\(template.name.name)' needs a value for '\(parameter.name.name)'",
                                   at: scheme.range,
                                   help: "pass it, as in \(line.name.text) \(template.name.name)(\(parameter.name.name) = ...), or give the parameter a default")
                return []
            }
        }
        return bind(template.body, bindings)
    }

    /// Statements with each exercise line that names a parameter, in supersets too, naming
    /// the exercise bound to it instead, and each parameter used as reps or a load replaced
    /// by its value.
    mutating func bind(_ statements: [Statement], _ bindings: TemplateBindings) -> [Statement] {
        statements.compactMap { statement in
            switch statement {
            case .exercise(var inner):
                let key = inner.name.text.lowercased()
                if !inner.name.isQuoted, bindings.values[key] != nil {
                    // A parameter bound to a number cannot name the exercise of a line.
                    declarations.error(.templateArguments, "template '\(bindings.template)' needs an exercise for '\(inner.name.text)'",
                                       at: bindings.use, help: "pass an exercise for it, as in \(bindings.template)(row)")
                    return nil
                }
                if !inner.name.isQuoted, let bound = bindings.names[key] { inner.name = bound }
                inner.sets = inner.sets.map { bind($0, bindings) }
                return .exercise(inner)
            case .superset(var block):
                block.body = bind(block.body, bindings)
                return .superset(block)
            default:
                return statement
            }
        }
    }

    /// A set group with its reps and load parameters replaced by their values. A parameter
    /// with no number bound to it is left for the set's build to report.
    mutating func bind(_ group: SetGroup, _ bindings: TemplateBindings) -> SetGroup {
        var group = group
        if case .parameter(let name)? = group.reps, let value = bindings.values[name.name.lowercased()] {
            if value.unit == nil, value.sign == nil {
                group.reps = .exact(value)
            } else {
                declarations.error(.templateArguments, "'\(name.name)' stands for reps, not '\(SourceFormatter.quantity(value))'",
                                   at: value.range, label: "used as reps here", help: "pass a count of reps, as in reps = 5")
                group.reps = nil
            }
        }
        if let parameter = group.load?.parameter, let value = bindings.values[parameter.name.lowercased()] {
            group.load?.parameter = nil
            group.load?.amount = value
        }
        // `@ 70% + plus`: the amount added is the parameter's value, with the sign written.
        if let added = group.load?.offsetParameter, let value = bindings.values[added.name.name.lowercased()] {
            group.load?.offsetParameter = nil
            let sign: Quantity.Sign = (added.sign == .minus) == (value.sign == .minus) ? .plus : .minus
            group.load?.offset = Quantity(value.magnitude, unit: value.unit, sign: sign, range: value.range)
        }
        // `@ share of base`: a parameter naming the lift the share is of.
        if case .exercise(let name)? = group.load?.reference, !name.isQuoted, let bound = bindings.names[name.text.lowercased()] {
            group.load?.reference = .exercise(bound)
        }
        return group
    }
    static func exerciseName(_ expression: ScriptExpression) -> ExerciseName? {
        switch expression {
        case .name(let identifier): ExerciseName(identifier.name, isQuoted: false, range: identifier.range)
        case .string(let string): ExerciseName(string.value, isQuoted: true, range: string.range)
        default: nil
        }
    }
}

/// What a template's parameters stand for where it is applied.
struct TemplateBindings {
    /// The template's name and where it is applied, for a message about a parameter.
    var template: String
    var use: SourceRange
    /// Parameters bound to an exercise, by lowercased name.
    var names: [String: ExerciseName] = [:]
    /// Parameters bound to a number (reps) or a load, by lowercased name.
    var values: [String: Quantity] = [:]
}
