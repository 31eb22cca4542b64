import Overload

/// Where a rule's one load (`linear`'s, `double`'s, `topset`'s, `gzclp`'s, a script's
/// `weight`) meets a session's sets (docs/engine.md, "A rule's one load on a wave").
///
/// The load stands for the heaviest work set of the session the rule took it from. When that
/// set was a percentage of the exercise's max, the percentage is kept beside the load (under
/// ``referenceKey(_:)``), and a session whose heaviest work set is another percentage (a
/// wave's week 2, its deload week) gets the load times its share over that one, as a training
/// max moves a wave: the weeks keep their shape, and a lighter week stays lighter. A session
/// at the same percentage, or with no percentage, gets the load itself, its share in a deload
/// or peak week (``ProgramCalendar/weekLoad(_:)``), as before.
public enum RuleLoad {
    /// The state key of the percentage the load under `key` stands for: `load%` beside `load`.
    public static func referenceKey(_ key: String) -> String { key + "%" }

    /// Records, beside a load just taken from `planned` (the plan's heaviest work set, or the
    /// first logged one), the percentage of the max that session's heaviest work set was;
    /// removes it when that set was not a percentage.
    public static func recordReference(_ key: String, from planned: [SetPrescription], into state: inout PluginState) {
        state[referenceKey(key)] = heaviestWorkShare(planned).map { .number($0.percent) }
    }

    /// The load the heaviest work set of `sets` gets from the rule's `load` (under `key` in
    /// `state`): the load, its week's share outside regular weeks; on another percentage of the
    /// max than the load's own, the load × this week's share of the max / the load's.
    public static func top(
        _ load: Double, key: String, state: PluginState, sets: [SetPrescription], calendar: ProgramCalendar,
        programMax: Double?
    ) -> Double {
        top(load, share: heaviestWorkShare(sets), key: key, state: state, calendar: calendar, programMax: programMax)
    }

    /// ``top(_:key:state:sets:calendar:programMax:)`` with the sets' ``heaviestWorkShare(_:)``
    /// worked out (or kept) already.
    static func top(
        _ load: Double, share: WorkShare?, key: String, state: PluginState, calendar: ProgramCalendar, programMax: Double?
    ) -> Double {
        // The sets first: most exercises have no percentage, and their state is not searched.
        guard let heaviest = share, let reference = state.number(referenceKey(key)), reference > 0,
              heaviest.percent != reference else { return calendar.weekLoad(load) }
        // The share as the plan computed it this week: a declared deload week's 60% is in it
        // where the compiler put it (not on a wave week with a kind of its own). A percentage
        // with no load yet is taken with the week's share, as the load itself would be.
        let share: Double
        if let exact = heaviest.exact, let programMax, programMax > 0 {
            share = exact * 100 / programMax
        } else {
            share = calendar.weekLoad(heaviest.percent)
        }
        return load * share / reference
    }

    /// `sets` (the plan's, or a stage of them) under the rule's load: the heaviest work set at
    /// ``top(_:key:state:sets:calendar:programMax:)`` of the plan's sets, the others keeping
    /// their share of it (``LoadTool/scaled(_:heaviestWorkTo:source:)``).
    public static func sets(
        _ sets: [SetPrescription], load: Mass, key: String, input: PrescribeInput, source: LoadSource
    ) -> [SetPrescription] {
        let loads = input.loads
        let value = loads.value(load)
        // The plan's share is kept with the sets scaled from it (``LoadTool/scaled(_:planned:source:top:)``).
        return loads.scaled(sets, planned: input.planned, source: source) { share in
            top(value, share: share, key: key, state: input.state, calendar: input.calendar, programMax: input.programMax)
        }
    }

    /// The heaviest work set's percentage of the max and its computed load (``heaviestWorkShare(_:)``).
    typealias WorkShare = (percent: Double, exact: Double?)

    /// The heaviest work set's percentage of the max and its computed load, when the plan
    /// writes it as a percentage (`5+ @ 85%`): the set ``LoadTool/heaviestWorkLoad(_:)``
    /// picks, else, with no loads computed (no max in the program), the highest percentage.
    static func heaviestWorkShare(_ sets: [SetPrescription]) -> WorkShare? {
        var heaviest: (exact: Double, percent: Double?)?
        var pending: Double?
        // A set's percentage is read only when it is kept: a day's sets mostly share one load.
        for index in sets.indices where sets[index].kind != .warmup {
            if let exact = sets[index].load?.exact {
                if let kept = heaviest, !(kept.exact < exact) { continue }
                heaviest = (exact, percentOfMax(sets[index].load?.source))
            } else if let percent = percentOfMax(sets[index].load?.source ?? sets[index].pendingLoad) {
                pending = Swift.max(pending ?? percent, percent)
            }
        }
        if let heaviest { return heaviest.percent.map { ($0, heaviest.exact) } }
        return pending.map { ($0, nil) }
    }

    static func percentOfMax(_ source: LoadSource?) -> Double? {
        switch source {
        case .percentOfTM(let percent)?, .percentOf1RM(let percent)?: percent
        default: nil
        }
    }
}
