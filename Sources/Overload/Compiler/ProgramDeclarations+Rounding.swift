import OverloadSyntax

extension ProgramDeclarations {
    /// `exercise chin-up:` holding only `round` and `variant` lines, for an exercise the
    /// catalog knows: that exercise's rounding and parent, not a new exercise. True when the
    /// declaration was that.
    mutating func declaresOnlyRounding(_ declaration: ExerciseDeclaration) -> Bool {
        let properties = declaration.properties.compactMap { statement -> Property? in
            if case .property(let property) = statement { return property }
            return nil
        }
        guard !properties.isEmpty, properties.count == declaration.properties.count,
              properties.allSatisfy({ ["round", "variant"].contains($0.key.name.lowercased()) }),
              let id = resolution(of: declaration.name.text).exercise?.id else { return false }
        for property in properties {
            if property.key.name.lowercased() == "variant" {
                pendingVariants.append(PendingVariant(id: id, property: property))
            } else {
                setDeclaredRounding(property, of: id)
            }
        }
        return true
    }

    /// `round 5lb down` in an exercise declaration.
    mutating func setDeclaredRounding(_ property: Property, of id: String) {
        let atoms = property.clauses.first?.atoms ?? []
        guard property.clauses.count == 1, case .quantity(let step)? = atoms.first, atoms.count <= 2 else {
            error(.invalidDeclaration, "'round' takes a step and a direction, as in 'round 5lb down'", at: property.range,
                  help: "write 'round 5lb' for the nearest step, 'round 5lb down' or 'round 5lb up'")
            return
        }
        var direction: RoundingDirection?
        if atoms.count == 2 {
            let word = SourceFormatter.atomText(atoms[1]).lowercased()
            guard let parsed = RoundingDirection(rawValue: word) else {
                let suggestion = closestMatch(to: word, in: ["down", "up"])
                error(.invalidDeclaration, "unknown rounding direction '\(word)'", at: atoms[1].range,
                      label: suggestion.map { "did you mean '\($0)'?" },
                      fixIts: suggestion.map { [FixIt(replace: atoms[1].range, with: $0)] } ?? [],
                      help: "write 'round 5lb' for the nearest step, 'round 5lb down' or 'round 5lb up'")
                return
            }
            direction = parsed
        }
        setExerciseRounding(RoundClause(step: step, direction: direction, range: property.range), of: id)
    }

    /// Every `round` written on an exercise line, in days, week blocks, templates and
    /// supersets: the exercise's rounding wherever its loads are worked out.
    mutating func collectLineRounding(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .exercise(let line):
                guard let round = line.round, let id = resolution(of: line.name.text).exercise?.id else { continue }
                setExerciseRounding(round, of: id)
            case .day(let day): collectLineRounding(day.body)
            case .week(let week): collectLineRounding(week.body)
            case .template(let template):
                let parameters = Set(template.parameters.map { $0.name.name.lowercased() })
                for case .exercise(let line) in template.body where line.round != nil && parameters.contains(line.name.text.lowercased()) {
                    // The rounder is built before any template is applied: a parameter's exercise is not known then.
                    warning(.roundOnTemplateParameter, "a 'round' on a template's line for '\(line.name.text)' is not read",
                            at: line.round?.range ?? line.range,
                            help: "put 'round' on the line that applies the template ('squat \(template.name.name) round 5lb') or in the exercise's block")
                }
                collectLineRounding(template.body)
            case .superset(let superset): collectLineRounding(superset.body)
            default: continue
            }
        }
    }

    /// Records an exercise's rounding; a second, different one is E0317.
    mutating func setExerciseRounding(_ clause: RoundClause, of id: String) {
        guard let mass = mass(clause.step, what: "'round'") else { return }
        guard let rule = RoundingRule(step: mass, direction: clause.direction.map(RoundingRule.Direction.init) ?? .nearest),
              mass.value > 0 else {
            error(.invalidLoad, "rounding step must be more than zero", at: clause.step.range,
                  help: "write the smallest jump you can load, as in 'round 2.5kg'")
            return
        }
        if let earlier = exerciseRounding[id] {
            guard earlier.rule != rule else { return }
            error(.conflictingRounding, "a second rounding for \(catalog.exercise(id: id)?.name.lowercased() ?? id)",
                  at: clause.range, notes: [DiagnosticNote("first rounded here", at: earlier.range)],
                  help: "an exercise's loads round one way everywhere; write one 'round' for it, on a line or in an 'exercise' block")
            return
        }
        exerciseRounding[id] = (rule, clause.range)
    }
}
