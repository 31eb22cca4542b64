import Overload
import OverloadEngine
import OverloadSyntax

/// `deload every N weeks`, a phrase `linear`, `double` and `topset` accept (LIFTR's
/// auto-deload, every 8 weeks by default there): every Nth week of the program, counted from
/// its first week across cycles, is a deload week for the exercise. Its sets get the
/// language's deload-week modifiers (60% of the load, half the work sets rounded up, RPE 7 at
/// most) and its sessions do not move the rule. A week the program already marks (`deload`,
/// `peak`, `test`) keeps its own kind.
public enum AutoDeload {
    /// The phrase, for a plugin's syntax.
    public static let phrase = RuleSyntax.Phrase(
        [.word(["deload"]), .word(["every"]), .slot(RuleSlots.deloadEvery), .word(["weeks", "week"])],
        spelling: "deload every N weeks",
        meaning: "every Nth week is a deload week: 60% of the load, half the sets, RPE 7 at most; the rule holds (LIFTR: 8)",
        actsOnCalendar: true)

    /// The deload week's modifiers.
    public static var modifiers: WeekModifiers { WeekKind.deload.defaultModifiers }

    /// Whether `calendar` falls in an automatic deload week of the rule.
    public static func isDeloadWeek(_ calendar: ProgramCalendar, _ arguments: RuleArguments) -> Bool {
        guard let every = arguments[RuleSlots.deloadEvery], calendar.weekKind == .regular else { return false }
        return calendar.absoluteWeek % every == 0
    }

    /// The automatic deload week's RPE cap, for ``ProgressionPlugin/rpeCap(at:arguments:)``.
    public static func rpeCap(_ calendar: ProgramCalendar, _ arguments: RuleArguments) -> Double? {
        isDeloadWeek(calendar, arguments) ? modifiers.rpeCap : nil
    }

    /// A deload every week, or every other, leaves too little training to deload from.
    public static func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        guard let every = arguments[RuleSlots.deloadEvery], every < 3 else { return [] }
        return [.error(
            .ruleArgument, "'deload every \(every) week\(every == 1 ? "" : "s")' leaves too few weeks to train",
            at: arguments.range(of: RuleSlots.deloadEvery) ?? range, label: "a deload comes after weeks of work",
            help: "write 'deload every 8 weeks' (LIFTR's default) or another count of 3 or more")]
    }

    /// The sets of a session, deloaded when the week is an automatic deload week.
    ///
    /// The sets are taken, not borrowed: most weeks hand them back as they are, and a
    /// borrowed array handed back was retained for the return and released by the caller
    /// at every session.
    public static func apply(_ sets: consuming [SetPrescription], _ calendar: ProgramCalendar, _ arguments: RuleArguments, loads: LoadTool) -> [SetPrescription] {
        guard isDeloadWeek(calendar, arguments) else { return sets }
        return deloaded(sets, loads: loads)
    }

    /// The sets of an automatic deload week: the week's share of each load, the first half of
    /// the work sets (rounded up) and the warm-ups, the RPE capped.
    private static func deloaded(_ sets: [SetPrescription], loads: LoadTool) -> [SetPrescription] {
        let modifiers = modifiers
        let workCount = sets.filter { $0.kind != .warmup }.count
        let keep = Swift.max(1, Int((Double(workCount) * modifiers.volumePercent / 100).rounded(.up)))
        var kept = 0
        var result: [SetPrescription] = []
        for set in sets {
            if set.kind != .warmup {
                kept += 1
                if kept > keep { continue }
            }
            let loaded = set.load.map { loads.set(set, exact: WeekModifiers.weekLoad($0.exact, intensityPercent: modifiers.intensityPercent)) } ?? set
            result.append(SetPrescription(
                index: result.count, kind: loaded.kind, load: loaded.load, work: loaded.work,
                rpe: loaded.rpe.map { Swift.min($0, modifiers.rpeCap) }, restSeconds: loaded.restSeconds,
                pendingLoad: loaded.pendingLoad))
        }
        return result
    }

    /// The step of a session in an automatic deload week: nothing moves, and `explain` says why.
    public static func step(_ input: SessionInput) -> PluginStep? {
        guard isDeloadWeek(input.calendar, input.arguments), let every = input.arguments[RuleSlots.deloadEvery] else { return nil }
        return PluginStep(state: input.state, changes: [StateChange(
            "deload week", from: nil, to: "week \(input.calendar.absoluteWeek)",
            because: Reason(.automaticDeload(everyWeeks: every)))])
    }
}
