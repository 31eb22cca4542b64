import Overload

/// The answers of ``LoadTool/scaled(_:heaviestWorkTo:source:)`` for one exercise, by the
/// planned sets they were made of, the source and the top load.
///
/// A rule's load comes back to the same few values again and again (a step up, failures at
/// it, a deload, the steps back), so the sets made for a load are kept and handed out again.
/// The planned sets are recognised by their array's storage: a plan keeps its array, so that
/// storage lives (and cannot be changed in place) while the plan is kept, and an array with
/// the same storage holds the same sets. An array the replay did not keep (a rewritten
/// stage) is simply not found again.
struct ScaledSets: Sendable {
    private struct Plan: Sendable {
        var planned: [SetPrescription]
        var source: LoadSource
        /// The planned sets' ``RuleLoad/heaviestWorkShare(_:)``, which the top load is worked
        /// out of: it depends on the sets alone, so it is worked out once a plan.
        var share: RuleLoad.WorkShare?
        /// The sets made, by the top load's bits; years of a rule whose load never comes back
        /// (a training max raised each cycle) keep no more than its slots.
        var byTop = LoadSlots<[SetPrescription]>()
    }

    /// The plans kept: a program's days and a wave's weeks give one exercise a few.
    private static let plansKept = 16
    private var plans: [Plan] = []

    mutating func find(_ planned: [SetPrescription], top: Double, source: LoadSource) -> [SetPrescription]? {
        guard let plan = index(of: planned, source: source) else { return nil }
        return plans[plan].byTop.find(top.bitPattern)
    }

    /// The sets kept for `planned` under the top load `top` works out of the plan's share,
    /// with that load: the plan is kept from now on, its sets to be kept by ``keep(_:of:top:source:)``.
    mutating func find(
        _ planned: [SetPrescription], source: LoadSource, top: (RuleLoad.WorkShare?) -> Double
    ) -> (sets: [SetPrescription]?, top: Double) {
        let plan = index(of: planned, source: source) ?? added(planned, source: source)
        let top = top(plans[plan].share)
        return (plans[plan].byTop.find(top.bitPattern), top)
    }

    mutating func keep(_ scaled: [SetPrescription], of planned: [SetPrescription], top: Double, source: LoadSource) {
        let plan = index(of: planned, source: source) ?? added(planned, source: source)
        plans[plan].byTop.keep(scaled, for: top.bitPattern)
    }

    /// A plan kept from now on, in place of the oldest when there are as many as are kept.
    private mutating func added(_ planned: [SetPrescription], source: LoadSource) -> Int {
        if plans.count == Self.plansKept { plans.removeFirst() }
        plans.append(Plan(planned: planned, source: source, share: RuleLoad.heaviestWorkShare(planned)))
        return plans.count - 1
    }

    private func index(of planned: [SetPrescription], source: LoadSource) -> Int? {
        for index in plans.indices where ArrayStorage.same(plans[index].planned, planned) && Self.same(plans[index].source, source) {
            return index
        }
        return nil
    }

    /// Whether two sources are one: a rule's own load (`.absolute`) by its case, matched in
    /// place; others by `==`, which copies both out first, a payload and all.
    private static func same(_ first: LoadSource, _ second: LoadSource) -> Bool {
        if case .absolute = first, case .absolute = second { return true }
        return first == second
    }
}
