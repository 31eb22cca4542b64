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
        append(instantiate(template, for: line, scheme: scheme), to: &items, context: &context)
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
    /// template is applied to, the others to the arguments or their defaults.
    mutating func instantiate(_ template: TemplateDeclaration, for line: ExerciseLine, scheme: SchemeReference) -> [Statement] {
        var bindings: [String: ExerciseName] = [:]
        let parameters = template.parameters
        guard let first = parameters.first else {
            declarations.error(.templateArguments, "template '\(template.name.name)' has no parameter for the exercise",
                               at: scheme.range, help: "declare it as 'template \(template.name.name)(lift):'")
            return []
        }
        bindings[first.name.name.lowercased()] = line.name
        if scheme.arguments.count > parameters.count - 1 {
            declarations.error(.templateArguments,
                               "template '\(template.name.name)' takes \(plural(parameters.count - 1, "argument")) after the exercise, not \(scheme.arguments.count)",
                               at: scheme.range, help: "its parameters are (\(parameters.map(\.name.name).joined(separator: ", ")))")
            return []
        }
        for (index, parameter) in parameters.dropFirst().enumerated() {
            let argument = index < scheme.arguments.count ? scheme.arguments[index].value : parameter.defaultValue
            guard let argument, let name = Self.exerciseName(argument) else {
                declarations.error(.templateArguments, "template '\(template.name.name)' needs an exercise for '\(parameter.name.name)'",
                                   at: scheme.range, help: "pass it as \(line.name.text) \(template.name.name)(row)")
                return []
            }
            bindings[parameter.name.name.lowercased()] = name
        }
        return Self.bind(template.body, bindings)
    }

    /// Statements with each exercise line that names a parameter, in supersets too, naming
    /// the exercise bound to it instead.
    static func bind(_ statements: [Statement], _ bindings: [String: ExerciseName]) -> [Statement] {
        statements.map { statement in
            switch statement {
            case .exercise(var inner):
                guard !inner.name.isQuoted, let bound = bindings[inner.name.text.lowercased()] else { return statement }
                inner.name = bound
                return .exercise(inner)
            case .superset(var block):
                block.body = bind(block.body, bindings)
                return .superset(block)
            default:
                return statement
            }
        }
    }

    static func exerciseName(_ expression: Expression) -> ExerciseName? {
        switch expression {
        case .name(let identifier): ExerciseName(identifier.name, isQuoted: false, range: identifier.range)
        case .string(let string): ExerciseName(string.value, isQuoted: true, range: string.range)
        default: nil
        }
    }
}
