extension ProgramDeclarations {
    /// Types a `progress` line into a ``ProgressionBinding``; a second rule for an exercise
    /// is reported at the second, with a note at the first.
    mutating func collectProgress(_ rule: ProgressRule) {
        guard let first = rule.clauses.first, let head = first.firstAtom else { return }
        let (external, usable) = externalPlugin(of: rule)
        guard usable else { return }
        let plugin: Identifier
        var callArguments: [Argument] = []
        switch head {
        case .word(let word): plugin = word
        case .call(let name, let arguments, _):
            plugin = name
            callArguments = arguments
        case .quantity, .range, .string, .date:
            error(.unknownProgression, "expected a progression name before '\(SourceFormatter.atomText(head))'", at: head.range,
                  help: "name the progression first, as in 'progress squat: linear +5lb'")
            return
        }
        var atoms = first.atoms.dropFirst().map { RuleAtom($0, startsClause: false) }
        for clause in rule.clauses.dropFirst() {
            atoms += clause.atoms.enumerated().map { RuleAtom($0.element, startsClause: $0.offset == 0) }
        }
        // A name that is two exercises without their comma: the line is reported and not taken.
        if rule.exercises.contains(where: { reportMissingComma($0) }) { return }
        var targets: [ProgressionBinding.Target] = []
        for name in rule.exercises {
            guard let exercise = resolve(name) else { continue }
            if let earlier = ruleRanges[exercise.id] {
                error(.duplicateRule, "\(name.text) already has a progress rule", at: name.range,
                      notes: [DiagnosticNote("its first rule", at: earlier)],
                      help: "an exercise follows one rule; merge the two lines or remove one")
                continue
            }
            ruleRanges[exercise.id] = name.range
            targets.append(.init(exerciseID: exercise.id, name: name.text, range: name.range))
            progressions[exercise.id] = ProgressionReference(
                plugin: (external.map { $0.name + " else " } ?? "") + plugin.name, arguments: Self.referenceArguments(rule))
        }
        bindings.append(ProgressionBinding(plugin: plugin.name, pluginRange: plugin.range, callArguments: callArguments,
                                           atoms: atoms, targets: targets, range: rule.range, external: external))
    }

    /// The arguments as the plan records them (unchanged, so plan ids stay as they were):
    /// a call's arguments (`goal = 15`), the first clause's atoms after the plugin, then each
    /// further clause as one text.
    static func referenceArguments(_ rule: ProgressRule) -> [String] {
        guard let first = rule.clauses.first else { return [] }
        var arguments: [String] = []
        if case .call(_, let callArguments, _)? = first.firstAtom {
            arguments += callArguments.map { ($0.label.map { $0.name + " = " } ?? "") + SourceFormatter.expression($0.value) }
        }
        arguments += first.atoms.dropFirst().map(SourceFormatter.atomText)
        arguments += rule.clauses.dropFirst().map { $0.atoms.map(SourceFormatter.atomText).joined(separator: " ") }
        return arguments
    }

    /// A rule for an exercise no day of the plan prescribes has nothing to progress: a warning
    /// at its name (a program being written, or a rule left behind when a day changed).
    mutating func reportRulesWithoutExercise(in snapshot: PlanSnapshot) {
        var prescribed: Set<String> = []
        for week in snapshot.weeks {
            for day in week.days { for exercise in day.exercises { prescribed.insert(exercise.exerciseID) } }
        }
        for binding in bindings {
            for target in binding.targets where !prescribed.contains(target.exerciseID) {
                if let use = closestPrescribedUse(of: target, among: prescribed, in: snapshot) {
                    // `progress squat:` where the days write `squat (heavy)`, or a misspelled label.
                    warning(.ruleWithoutExercise, "the program never prescribes \(target.name)", at: target.range,
                            label: "did you mean '\(use)'?", fixIts: [FixIt(replace: target.range, with: use)],
                            help: "the days name \(use) with its label; a rule names a labelled use the same way")
                    continue
                }
                warning(.ruleWithoutExercise, "the program never prescribes \(target.name)", at: target.range,
                      label: "this rule has nothing to progress",
                      help: "add \(target.name) to a day, or remove it from the rule")
            }
        }
    }

    /// The name of the prescribed use of the same lift closest to a rule's target (`squat
    /// (heavy)` for `squat` or `squat (haevy)`), as the days write it; nil when the days
    /// prescribe no other use of it.
    func closestPrescribedUse(of target: ProgressionBinding.Target, among prescribed: Set<String>,
                              in snapshot: PlanSnapshot) -> String? {
        guard let lift = catalog.exercise(id: target.exerciseID)?.historyID else { return nil }
        var names: [String] = []
        for exercise in snapshot.weeks.lazy.flatMap(\.days).flatMap(\.exercises)
        where catalog.exercise(id: exercise.exerciseID)?.historyID == lift && !names.contains(exercise.name) {
            names.append(exercise.name)
        }
        guard !names.isEmpty else { return nil }
        return closestMatch(to: target.name, in: names) ?? (names.count == 1 ? names[0] : nil)
    }

    /// A rule's rep range (`double 8-12`) replaces the range a plan line of its exercise
    /// writes (`curl 3x10-15`): said at the rule's range, once per exercise, so the plan's
    /// range is not dropped without a word. A line of exact reps (`3x10`) is no conflict: the
    /// rule gives it a range, as docs/plugins.md says.
    mutating func reportRangesTheRuleReplaces(in snapshot: PlanSnapshot) {
        for binding in bindings {
            guard let atom = binding.atoms.first(where: { if case .range = $0.value { true } else { false } }),
                  case .range(let lower, let upper) = atom.value else { continue }
            for target in binding.targets {
                guard let other = Self.otherRange(of: target.exerciseID, than: lower, upper, in: snapshot) else { continue }
                warning(.ruleRangeReplacesPlan,
                        "the rule's \(atom.text) replaces the \(other.0)-\(other.1) the plan writes for \(target.name)",
                        at: atom.range, label: "every work set of \(target.name) climbs this range",
                        help: "write the same range on the plan's line and in the rule, or only in the rule (\(target.name) 3x\(atom.text))")
            }
        }
    }

    /// The first rep range of a work set the plan writes for `exerciseID` that is not
    /// `lower`-`upper`. Plain loops, not a lazy chain: the chain's generic type is built by
    /// the runtime on first use, over a million instructions at every start-up.
    private static func otherRange(of exerciseID: String, than lower: Double, _ upper: Double, in snapshot: PlanSnapshot)
        -> (Int, Int)? {
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises where exercise.exerciseID == exerciseID {
                    for set in exercise.sets {
                        guard set.kind != .warmup, case .range(let low, let high)? = set.reps else { continue }
                        if Double(low) != lower || Double(high) != upper { return (low, high) }
                    }
                }
            }
        }
        return nil
    }
}
