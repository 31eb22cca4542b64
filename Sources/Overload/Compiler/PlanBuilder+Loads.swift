extension PlanBuilder {
    /// The load of one set group: computed exactly, scaled by the week's intensity (except a
    /// back-off, which follows its already scaled top), then rounded to what the equipment can build. Returns a pending source instead when the
    /// program gives no max to compute it from.
    mutating func resolveLoad(
        _ group: SetGroup, work: SetWork, kind: PrescribedSetKind, exercise: Exercise, context: inout DayContext,
        intensity: Double?
    ) -> (LoadTarget?, LoadSource?) {
        guard let spec = group.load else { return (nil, nil) }
        if let parameter = spec.parameter ?? spec.offsetParameter?.name {
            // A template's lines are bound before they are built; a parameter left here had no load.
            declarations.error(.templateArguments, "'\(parameter.name)' has no load to stand for", at: parameter.range,
                               help: "give the template's parameter a load, as in 'load = 100kg', or pass one where the template is used")
            return (nil, nil)
        }
        if spec.isBodyweight {
            // No load to plan, but a later `@ -10%` must learn that its top set is at bodyweight.
            remember(TopLoad(exact: 0, includesBodyweight: true, written: nil, range: spec.range),
                     kind: kind, exercise: exercise, context: &context)
            return (nil, nil)
        }
        if case .today(let reference)? = spec.reference {
            return todayLoad(group, spec: spec, reference: reference, kind: kind, exercise: exercise, context: &context)
        }
        var exact: Double
        var source: LoadSource
        if let amount = spec.amount {
            switch amount.unit {
            case .percent?:
                switch percentShare(amount, spec: spec, exercise: exercise, context: &context, intensity: intensity) {
                case .load(let share, let shareSource):
                    exact = share
                    source = shareSource
                case .pending(let pending): return (nil, pending)
                case .none: return (nil, nil)
                }
            case .kg?, .lb?, nil:
                guard refusesShareParts(spec, of: amount) else { return (nil, nil) }
                guard let mass = declarations.mass(amount, what: "a load") else { return (nil, nil) }
                exact = mass.value(in: unit)
                source = amount.sign == .plus || (amount.sign == .minus && exercise.loadKind == .bodyweight)
                    ? .bodyweightAdded : .absolute
                if amount.sign == .minus, exercise.loadKind != .bodyweight {
                    declarations.error(.invalidLoad, "a load cannot be negative", at: amount.range,
                                       help: "a negative load means assistance, which only bodyweight exercises take; "
                                           + "for a back-off write a percentage such as -10%")
                    return (nil, nil)
                }
            default:
                declarations.error(.wrongUnit, "a load must be a weight or a percentage, not '\(SourceFormatter.quantity(amount))'",
                                   at: amount.range, help: "write '@ 100kg', '@ 225lb', '@ 75%' or '@ rpe 8'")
                return (nil, nil)
            }
        } else if let rpeValue = spec.rpe {
            source = .rpe(rpeValue.magnitude)
            // On a timed or distance set the RPE is the effort only: there is no load to find.
            guard case .reps(let reps) = work else { return (nil, nil) }
            // A rep set's load is found by feel when the chart cannot give it (off the chart, or to
            // failure) or there is no max; without a max there is nothing to warn about.
            guard let count = reps.minimumReps, let max = oneRepMax(exercise),
                  let load = RPEChart.load(oneRepMax: max, reps: count, rpe: rpeValue.magnitude, chart: declarations.rpeChart) else {
                context.pendingTops.insert(exercise.id)
                return (nil, source)
            }
            exact = load.value(in: unit)
        } else {
            return (nil, nil)
        }
        // A back-off is taken off the top as this week already scaled it; scaling it again would count the week twice.
        let followsTop = Self.followsTop(source)
        if let intensity, source == .bodyweightAdded {
            exact = WeekModifiers.weekLoad(exact, intensityPercent: intensity)
        } else if let intensity, !followsTop {
            exact *= intensity / 100
            source = Self.scaled(source, by: intensity)
        }
        guard exact.isFinite, exact >= 0 || source == .bodyweightAdded else {
            declarations.error(.invalidLoad, "this load works out to \(NumberFormat.canonical(exact)) \(unit.rawValue)",
                               at: spec.range, help: "a load must be zero or more")
            return (nil, nil)
        }
        // A ramp set taken off the top (`50% of top`) is never the load others are taken off.
        if case .percentOfTop = Self.baseSource(source) {} else {
            remember(TopLoad(exact: exact, includesBodyweight: source == .bodyweightAdded, written: spec.amount, range: spec.range),
                     kind: kind, exercise: exercise, context: &context)
        }
        return (round(exact, source: source, exercise: exercise, at: spec.range), nil)
    }

    /// A percentage source as the week's intensity scales it, so the plan's label (`36% TM`)
    /// says what the load it shows is a share of, not the share written before the week's kind.
    static func scaled(_ source: LoadSource, by intensity: Double?) -> LoadSource {
        guard let intensity else { return source }
        switch source {
        case .percentOfTM(let percent): return .percentOfTM(percent * intensity / 100)
        case .percentOf1RM(let percent): return .percentOf1RM(percent * intensity / 100)
        case .percentOfLift(let percent, let lift, let isTrainingMax):
            return .percentOfLift(percent * intensity / 100, lift: lift, isTrainingMax: isTrainingMax)
        case .plus(let base, let amount): return .plus(scaled(base, by: intensity), amount: amount * intensity / 100)
        case .absolute, .rpe, .relativeToTop, .bodyweightAdded, .percentOfTop, .today: return source
        }
    }

    /// Keeps a set's load as the one the exercise's back-offs are taken off: its top set's, or
    /// failing that its first loaded set's.
    func remember(_ load: TopLoad, kind: PrescribedSetKind, exercise: Exercise, context: inout DayContext) {
        if kind == .top || context.topLoads[exercise.id] == nil { context.topLoads[exercise.id] = load }
    }

    /// A share of a top set at bodyweight (`@ bw`, `@ -20kg`, `@ +20kg`) is a share of a load the
    /// program does not know, so the back-off is refused with an explicit load to write instead:
    /// the top set's own load, 10 (in its unit) lighter for a back-off down and heavier for one up.
    /// A share without a sign (`@ 90% of today`, `@ 50% of top`) is taken "of" the top set, a
    /// signed one (`@ -10%`) "off" it.
    mutating func reportRelativeOffBodyweight(_ amount: Quantity, top: TopLoad) {
        let topUnit = top.written?.unit?.massUnit ?? declarations.programUnit
        let lighter = amount.sign.map { $0 == .minus } ?? (amount.magnitude < 100)
        let suggested = (top.written?.value ?? 0) + (lighter ? -10 : 10)
        let suggestion = suggested == 0 ? "bw"
            : (suggested > 0 ? "+" : "-") + NumberFormat.canonical(abs(suggested)) + topUnit.rawValue
        let taken = amount.sign == nil ? "of" : "off"
        declarations.error(.relativeOffBodyweight,
                           "cannot take \(SourceFormatter.quantity(amount)) \(taken) a top set at \(top.written.map(SourceFormatter.quantity) ?? "bw")",
                           at: amount.range, label: "the top set's load includes bodyweight, which a program does not know",
                           notes: [DiagnosticNote("the top set's load", at: top.range)],
                           help: "write the back-off's own load, such as '@ \(suggestion)'")
    }

    /// The max percentages are taken of: the training max when the program has a `tm` line
    /// or gives one, else the 1RM.
    func percentBase(_ exercise: Exercise) -> (load: Mass, isTrainingMax: Bool)? {
        declarations.maxes.percentBase(exercise.historyID)
    }

    /// The 1RM given, or the one a training max implies.
    func oneRepMax(_ exercise: Exercise) -> Mass? {
        declarations.maxes.oneRepMax(exercise.historyID)
    }

    mutating func reportMissingMax(_ exercise: Exercise, at range: SourceRange) {
        let name = exercise.name.lowercased()
        // A labelled use's max is its parent's: the line to add names the parent.
        let owner = exercise.parentID.flatMap { declarations.catalog.exercise(id: $0) }?.name.lowercased() ?? name
        declarations.warning(.missingMax, "\(name) has no 1RM or training max", at: range,
                             label: "the load shows as a percentage until one is known",
                             help: "add '1rm \(owner) 100\(unit.rawValue)' (or 'tm \(owner) ...') to the program")
    }
}
