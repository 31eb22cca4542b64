extension PlanBuilder {
    /// What a percentage load works out to.
    enum Share {
        /// The exact load (before the week's intensity) and where it comes from.
        case load(Double, LoadSource)
        /// A load the plan cannot compute yet (no max), as the program asks for it.
        case pending(LoadSource)
        /// Nothing to plan: the problem is reported.
        case none
    }

    /// A percentage load: of the exercise's own max (`75%`), of another lift's max (`60% of
    /// squat`), of the day's top set (`50% of top`) or off it (`-10%`), with an amount added or
    /// taken off (`70% + 10lb`).
    mutating func percentShare(
        _ amount: Quantity, spec: LoadSpec, exercise: Exercise, context: inout DayContext, intensity: Double?
    ) -> Share {
        let share = percentShareWithoutOffset(amount, spec: spec, exercise: exercise, context: &context, intensity: intensity)
        let result = adding(spec.offset, to: share, intensity: intensity)
        // A share of a top set the day has not reached yet (on a later line) is worked out
        // when the day is built.
        if case .top? = spec.reference, case .pending(let source) = result, context.topLoads[exercise.id] == nil,
           !context.pendingTops.contains(exercise.id) {
            context.laterTopShares.append(LaterTopShare(exercise: exercise, source: source, range: amount.range))
        }
        return result
    }

    mutating func percentShareWithoutOffset(
        _ amount: Quantity, spec: LoadSpec, exercise: Exercise, context: inout DayContext, intensity: Double?
    ) -> Share {
        let share: Share
        if case .top? = spec.reference {
            share = shareOfTop(amount, exercise: exercise, context: &context)
        } else if amount.sign != nil {
            guard refusesShareParts(spec, of: amount) else { return .none }
            share = relativeToTop(amount, exercise: exercise, context: &context)
        } else {
            share = shareOfMax(amount, spec: spec, exercise: exercise, context: &context, intensity: intensity)
        }
        return share
    }

    /// A share with `+ amount` (or `- amount`) added, when the load has one.
    mutating func adding(_ offset: Quantity?, to share: Share, intensity: Double?) -> Share {
        guard let offset else { return share }
        guard offset.unit != .percent, let mass = declarations.mass(offset, what: "an amount added to a percentage") else {
            if offset.unit == .percent {
                declarations.error(.wrongUnit, "a percentage plus '\(SourceFormatter.quantity(offset))' adds percentages",
                                   at: offset.range, help: "add a weight, as in '@ 70% + 10lb', or write the sum, as in '@ 75%'")
            }
            return .none
        }
        let added = mass.value(in: unit)
        switch share {
        case .load(let exact, let source): return .load(exact + added, .plus(source, amount: added))
        case .pending(let source):
            // A pending share is labelled as the week scales it; the amount with it likewise.
            return .pending(.plus(source, amount: Self.followsTop(source) ? added : added * (intensity ?? 100) / 100))
        case .none: return .none
        }
    }

    /// `@ 75%` or `@ 60% of squat`: a share of a max on the program's basis.
    mutating func shareOfMax(
        _ amount: Quantity, spec: LoadSpec, exercise: Exercise, context: inout DayContext, intensity: Double?
    ) -> Share {
        guard (1...150).contains(amount.magnitude) else {
            declarations.error(.percentOutOfRange, "a percentage load must be from 1% to 150%", at: amount.range,
                               help: "percentages are of the training max or 1RM, such as 75%")
            return .none
        }
        var lift = exercise
        if case .exercise(let name)? = spec.reference {
            guard let other = declarations.resolve(name) else { return .none }
            lift = other
        }
        // A variant's max is a share of its parent's: the load is a share of the parent's
        // max, so that it moves as the parent's does.
        var percent = amount.magnitude
        if let (rootID, share) = declarations.maxes.variantRoot(lift.historyID), let root = declarations.catalog.exercise(id: rootID) {
            lift = root
            percent *= share / 100
        }
        let base = percentBase(lift)
        let isTrainingMax = base?.isTrainingMax ?? (declarations.trainingMaxPercent != nil)
        let source: LoadSource =
            if lift.id != exercise.id {
                .percentOfLift(percent, lift: lift.name.lowercased(), isTrainingMax: isTrainingMax)
            } else {
                isTrainingMax ? .percentOfTM(percent) : .percentOf1RM(percent)
            }
        guard let base else {
            reportMissingMax(lift, at: spec.reference?.range ?? amount.range)
            context.pendingTops.insert(exercise.id)
            return .pending(Self.scaled(source, by: intensity))
        }
        return .load(base.load.value(in: unit) * percent / 100, source)
    }

    /// `@ 50% of top`: a share of the exercise's top set that day, wherever it is written in
    /// the line (a ramp before it is built after it) or the day (see ``resolveLaterTopShares``).
    mutating func shareOfTop(_ amount: Quantity, exercise: Exercise, context: inout DayContext) -> Share {
        guard amount.sign == nil else {
            declarations.error(.percentOutOfRange, "a share of the top set takes no sign", at: amount.range,
                               help: "write '@ 50% of top' for half the top set, or '@ -10%' for 10% off it")
            return .none
        }
        guard (1...150).contains(amount.magnitude) else {
            declarations.error(.percentOutOfRange, "a share of the top set must be from 1% to 150%", at: amount.range,
                               help: "write a share such as '@ 50% of top'")
            return .none
        }
        // No top yet: pending, and worked out once the day's later lines have given one.
        guard let top = context.topLoads[exercise.id] else { return .pending(.percentOfTop(amount.magnitude)) }
        guard !top.includesBodyweight else {
            reportRelativeOffBodyweight(amount, top: top)
            return .none
        }
        return .load(top.exact * amount.magnitude / 100, .percentOfTop(amount.magnitude))
    }

    /// `@ -10%`: a back-off off the exercise's top set.
    mutating func relativeToTop(_ amount: Quantity, exercise: Exercise, context: inout DayContext) -> Share {
        if context.topLoads[exercise.id] == nil, context.pendingTops.contains(exercise.id) {
            return .pending(.relativeToTop(amount.value))
        }
        guard let top = context.topLoads[exercise.id] else {
            declarations.error(.relativeWithoutTop, "'\(SourceFormatter.quantity(amount))' needs a top set before it",
                               at: amount.range, help: "a relative load is taken off the exercise's top set, as in "
                                   + "'bench top 1x5 @ 100kg' followed by 'bench backoff 3x8 @ -10%'")
            return .none
        }
        guard !top.includesBodyweight else {
            reportRelativeOffBodyweight(amount, top: top)
            return .none
        }
        guard amount.magnitude > 0, amount.magnitude <= (amount.sign == .minus ? 99 : 150) else {
            declarations.error(.percentOutOfRange, "a back-off of \(SourceFormatter.quantity(amount)) makes no load",
                               at: amount.range, help: "take a share off the top set, such as -10%")
            return .none
        }
        return .load(top.exact * (1 + amount.value / 100), .relativeToTop(amount.value))
    }

    /// False, after reporting it, when a load that is not a share of a max (a weight, or a
    /// back-off such as `-10%`) has `of ...` or `+ amount` after it.
    mutating func refusesShareParts(_ spec: LoadSpec, of amount: Quantity) -> Bool {
        if let reference = spec.reference {
            declarations.error(.invalidLoad, "'of' follows a percentage, not '\(SourceFormatter.quantity(amount))'",
                               at: reference.range,
                               help: "write a share, as in '@ 60% of squat' or '@ 50% of top'")
            return false
        }
        if let offset = spec.offset {
            declarations.error(.invalidLoad, "an amount is added to a percentage, not to '\(SourceFormatter.quantity(amount))'",
                               at: offset.range, help: "write the load itself, or a percentage plus an amount, as in '@ 70% + 10lb'")
            return false
        }
        return true
    }

    /// True for a load taken off the top set as the week already scaled it.
    static func followsTop(_ source: LoadSource) -> Bool {
        switch baseSource(source) {
        case .relativeToTop, .percentOfTop, .today: true
        case .absolute, .percentOfTM, .percentOf1RM, .rpe, .bodyweightAdded, .percentOfLift, .plus: false
        }
    }

    /// The source an amount was added to, or the source itself.
    static func baseSource(_ source: LoadSource) -> LoadSource {
        if case .plus(let base, _) = source { return baseSource(base) }
        return source
    }
}
