import OverloadSyntax

extension DiagnosticCode {
    /// `@ 90% of today` for an exercise with no top set that day.
    public static let todayWithoutTop = DiagnosticCode("E0320")
    /// `@ 90% of today` on a set before the day's top set, or on the top set itself.
    public static let todayBeforeTop = DiagnosticCode("E0321")
}

/// A set taken of today's top set on a day that had not reached a top set when it was built:
/// reported once the day is built, E0321 when a top set came later, E0320 when none did.
struct LaterTodayShare {
    var exercise: Exercise
    /// `today` as written.
    var reference: SourceRange
    /// The whole set group, where a top set to add goes.
    var group: SourceRange
}

extension PlanBuilder {
    /// `@ 90% of today`, `@ -10% of today`: a share of (or off) the top set the lifter does
    /// today. The plan holds an estimate of it, taken of the top set as planned; the engine
    /// takes it of the logged top set once there is one (docs/language.md, "Targets set during
    /// the session").
    mutating func todayLoad(
        _ group: SetGroup, spec: LoadSpec, reference: SourceRange, kind: PrescribedSetKind, exercise: Exercise,
        context: inout DayContext
    ) -> (LoadTarget?, LoadSource?) {
        guard let amount = spec.amount, amount.unit == .percent else {
            declarations.error(.invalidLoad, "'of today' follows a percentage", at: reference,
                               help: "write a share of today's top set, as in '@ 90% of today', or one off it, as in '@ -10% of today'")
            return (nil, nil)
        }
        if let offset = spec.offset {
            declarations.error(.invalidLoad, "an amount is not added to a share of today's top set", at: offset.range,
                               help: "write the share alone, as in '@ 90% of today'")
            return (nil, nil)
        }
        guard kind != .top else {
            declarations.error(.todayBeforeTop, "the top set cannot be a share of itself", at: reference,
                               label: "'of today' is the top set lifted today",
                               help: "give the top set its own load, as in 'squat top 1x1 @ rpe 8, backoff 3x5 @ 90% of today'")
            return (nil, nil)
        }
        guard let share = todayShare(amount) else { return (nil, nil) }
        let source = LoadSource.today(share)
        guard let top = context.topLoads[exercise.id] else {
            if context.pendingTops.contains(exercise.id) { return (nil, source) }
            context.laterTodayShares.append(LaterTodayShare(exercise: exercise, reference: reference, group: group.range))
            return (nil, nil)
        }
        guard !top.includesBodyweight else {
            reportRelativeOffBodyweight(amount, top: top)
            return (nil, nil)
        }
        guard let exact = source.todayLoad(top: top.exact) else { return (nil, nil) }
        return (round(exact, source: source, exercise: exercise, at: spec.range), nil)
    }

    /// The share of the top set a percentage before `of today` asks for: `90%` of it, or
    /// `-10%` off it; nil, after reporting it, when it makes no load.
    mutating func todayShare(_ amount: Quantity) -> LoadSource? {
        if amount.sign != nil {
            guard amount.magnitude > 0, amount.magnitude <= (amount.sign == .minus ? 99 : 150) else {
                declarations.error(.percentOutOfRange, "a back-off of \(SourceFormatter.quantity(amount)) makes no load",
                                   at: amount.range, help: "take a share off today's top set, such as '@ -10% of today'")
                return nil
            }
            return .relativeToTop(amount.value)
        }
        guard (1...150).contains(amount.magnitude) else {
            declarations.error(.percentOutOfRange, "a share of today's top set must be from 1% to 150%", at: amount.range,
                               help: "write a share such as '@ 90% of today'")
            return nil
        }
        return .percentOfTop(amount.magnitude)
    }

    /// Shares of today's top set written before the line's own top set
    /// (`squat 3x5 @ 90% of today, top 1x1 @ rpe 8`): E0321, with the fix that lifts the top
    /// set first. Checked before the line is built, so this report (with its fix) is the one kept.
    mutating func reportTodayBeforeTopOnLine(_ groups: [SetGroup], exercise: Exercise, context: DayContext) {
        guard context.topLoads[exercise.id] == nil, !context.pendingTops.contains(exercise.id) else { return }
        guard let first = groups.firstIndex(where: Self.isShareOfToday) else { return }
        let loaded = groups.indices.filter { groups[$0].load != nil && !Self.isShareOfToday(groups[$0]) && !Self.isShareOfTop(groups[$0]) }
        guard let top = loaded.first(where: { groups[$0].kind == .top }) ?? loaded.first, top > first,
              case .today(let reference)? = groups[first].load?.reference else { return }
        let span = first...top
        let reordered = [groups[top]] + span.filter { $0 != top }.map { groups[$0] }
        let fix = FixIt(replace: groups[first].range.union(groups[top].range),
                        with: reordered.map(SourceFormatter.setGroup).joined(separator: ", "))
        declarations.error(.todayBeforeTop, "'of today' comes before the top set it is a share of", at: reference,
                           label: "the top set is lifted first, then the sets taken of it",
                           notes: [DiagnosticNote("the top set", at: groups[top].range)], fixIts: [fix],
                           help: "write the top set first, as in 'squat top 1x1 @ rpe 8, backoff 3x5 @ 90% of today'")
    }

    /// Reports the day's shares of today's top set that no earlier top set answered.
    mutating func reportLaterTodayShares(context: DayContext) {
        for share in context.laterTodayShares {
            let id = share.exercise.id
            if context.topLoads[id] != nil || context.pendingTops.contains(id) {
                declarations.error(.todayBeforeTop, "'of today' comes before the top set it is a share of", at: share.reference,
                                   label: "the top set is lifted first, then the sets taken of it",
                                   help: "move this line after the exercise's top set")
            } else {
                let name = share.exercise.name.lowercased()
                declarations.error(.todayWithoutTop, "'of today' needs a top set of \(name) that day", at: share.reference,
                                   label: "a share of the top set lifted today",
                                   fixIts: [FixIt(replace: .empty(at: share.group.start), with: "top 1x1 @ rpe 8, ")],
                                   help: "work up to a top set first, as in '\(name) top 1x1 @ rpe 8, backoff 3x5 @ 90% of today'")
            }
        }
    }

    static func isShareOfToday(_ group: SetGroup) -> Bool {
        if case .today? = group.load?.reference { return true }
        return false
    }
}
