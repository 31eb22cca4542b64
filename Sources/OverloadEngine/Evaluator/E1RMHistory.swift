import Overload

/// Estimated 1RMs from every logged set that counts toward maxes, by exercise: the RPE chart
/// where the set has an RPE, the program's `e1rm` formula otherwise.
struct E1RMHistory {
    /// How far back a pending percentage looks for the best estimate.
    static let lookbackDays = 28

    /// Each exercise's best estimate of each day it was trained, in the order recorded, by its
    /// slot (``slot(_:)``): a replay records every session of years, and an index is cheaper
    /// than hashing the id each time.
    private var estimates: [[(day: Int, value: Double)]] = []
    private var slots: [String: Int] = [:]
    /// The exercise id of each slot.
    private var ids: [String] = []
    /// Each slot's latest session: its day and its heaviest set that gives an estimate (a
    /// work set of 1 to 12 reps), the performance a rule with nothing else starts from.
    private var latest: [(day: Int, date: LocalDate, load: Double)?] = []
    /// Each slot's sets last recorded, with what they gave (``Recorded``): none at first, an
    /// empty array, which gives no estimate under any unit, formula or chart.
    private var recorded: [Recorded] = []

    /// A session's sets of an exercise and what ``record(_:slot:on:day:unit:formula:chart:)``
    /// found in them: their best estimate and the heaviest load of a set that gives one.
    ///
    /// A journal's lines come back (a load kept for weeks, `squat 100x5x5` session after
    /// session), and the reader hands a line read before the same array of sets again, so the
    /// sets are known by their array's storage (``ArrayStorage``), the entry keeping it alive.
    private struct Recorded {
        var sets: [SetPerformance]
        var unit: MassUnit
        var formula: E1RMFormula
        var chart: RPEChartName
        var best: Double?
        var heaviest: Double?
        /// Whether the sets kept are given again (``KeptWhileFound``): a slot whose sets are a
        /// new array each time (two lines of an exercise, a journal that never logs a line
        /// twice) stops keeping them.
        var kept = KeptWhileFound()

        /// Keeps `sets` and what they gave, while the sets kept are given again.
        mutating func keep(_ sets: [SetPerformance], unit: MassUnit, formula: E1RMFormula, chart: RPEChartName,
                           best: Double?, heaviest: Double?) {
            kept.missed()
            guard kept.keeps() else { return }
            self.sets = sets
            self.unit = unit
            self.formula = formula
            self.chart = chart
            self.best = best
            self.heaviest = heaviest
        }

        /// Whether these are `sets`, the very array (``ArrayStorage``), read under `unit`,
        /// `formula` and `chart`. Mutating though it changes nothing: called on an element of
        /// the history's array, it is then asked in place, where a call on the element read
        /// retained the array of sets for the call (10,400 times on ten years of `next`).
        mutating func holds(_ sets: [SetPerformance], unit: MassUnit, formula: E1RMFormula, chart: RPEChartName) -> Bool {
            self.unit == unit && self.formula == formula && self.chart == chart && ArrayStorage.same(self.sets, sets)
        }
    }

    /// The slot of an exercise id, made the first time it is asked for.
    mutating func slot(_ id: String) -> Int {
        if let slot = slots[id] { return slot }
        slots[id] = estimates.count
        estimates.append([])
        latest.append(nil)
        recorded.append(Recorded(sets: [], unit: .kg, formula: .epley, chart: .default, best: nil, heaviest: nil))
        ids.append(id)
        return estimates.count - 1
    }

    /// The exercise id of a slot made by ``slot(_:)``.
    func id(ofSlot slot: Int) -> String { ids[slot] }

    /// Records the estimates of one session's sets of an exercise; `day` is `date`'s day since
    /// the epoch when the caller has it (a session's exercises share it).
    mutating func record(
        _ sets: [SetPerformance], slot: Int, on date: LocalDate, day: Int? = nil, unit: MassUnit, formula: E1RMFormula,
        chart: RPEChartName = .default
    ) {
        // The day is worked out once a session, not once a set, and the latest session's
        // heaviest load is written once, after its sets.
        let best: Double?
        let heaviest: Double?
        // Compared and read in place: the entry copied out would retain its array.
        if recorded[slot].holds(sets, unit: unit, formula: formula, chart: chart) {
            recorded[slot].kept.found()
            (best, heaviest) = (recorded[slot].best, recorded[slot].heaviest)
        } else {
            (best, heaviest) = Self.bestAndHeaviest(sets, unit: unit, formula: formula, chart: chart)
            recorded[slot].keep(sets, unit: unit, formula: formula, chart: chart, best: best, heaviest: heaviest)
        }
        guard let best, let heaviest else { return }
        let today = day ?? date.daysSinceEpoch
        // Only a day's best is ever read (``best(_:before:)`` takes the largest of whole days),
        // so a day keeps one estimate, raised in place by another session of the same day:
        // one entry a session, not one a set.
        let last = estimates[slot].count - 1
        if last >= 0, estimates[slot][last].day == today {
            estimates[slot][last].value = max(estimates[slot][last].value, best)
        } else {
            estimates[slot].append((today, best))
        }
        // A session of an earlier day (logged out of order) leaves the latest as it is; one of
        // the same day raises its load.
        if let kept = latest[slot], kept.day > today || (kept.day == today && kept.load >= heaviest) { return }
        latest[slot] = (today, date, heaviest)
    }

    /// The best estimate of `sets` and the heaviest load of a set that gives one, read in place
    /// (a copy of a set retains its references).
    static func bestAndHeaviest(_ sets: [SetPerformance], unit: MassUnit, formula: E1RMFormula, chart: RPEChartName)
        -> (best: Double?, heaviest: Double?) {
        var best: Double?
        var heaviest: Double?
        for index in sets.indices {
            // A set like the one before it (`100x5x5` is five) gives its estimate and load,
            // both counted already.
            if index > 0, Self.estimatesAlike(sets, index - 1, index) { continue }
            guard let value = Self.estimate(sets, at: index, unit: unit, formula: formula, chart: chart) else { continue }
            best = max(best ?? value, value)
            let load = sets[index].load?.mass.value(in: unit) ?? 0
            heaviest = max(heaviest ?? load, load)
        }
        return (best, heaviest)
    }

    /// Whether two sets read alike for every field an estimate reads: the same kind, load,
    /// reps, RPE, skip and added load (the figures by their bits, so that even a zero's sign
    /// is the same).
    static func estimatesAlike(_ sets: [SetPerformance], _ first: Int, _ second: Int) -> Bool {
        sets[first].kind == sets[second].kind && sets[first].reps == sets[second].reps
            && sets[first].load?.value.bitPattern == sets[second].load?.value.bitPattern
            && sets[first].load?.unit == sets[second].load?.unit && sets[first].rpe?.bitPattern == sets[second].rpe?.bitPattern
            && sets[first].isSkipped == sets[second].isSkipped && sets[first].isAddedLoad == sets[second].isAddedLoad
    }

    /// The estimate of one set, in `unit`, when it gives one (``E1RMSets``, the rule `history`
    /// follows too).
    static func estimate(_ set: SetPerformance, unit: MassUnit, formula: E1RMFormula, chart: RPEChartName = .default) -> Double? {
        estimate(kind: set.kind, load: set.load, reps: set.reps, rpe: set.rpe, isSkipped: set.isSkipped,
                 isAddedLoad: set.isAddedLoad, unit: unit, formula: formula, chart: chart)
    }

    /// The estimate of `sets[index]`, read in place: the replay estimates every logged set of
    /// years, and a set passed by value is a copy that retains its note.
    static func estimate(
        _ sets: [SetPerformance], at index: Int, unit: MassUnit, formula: E1RMFormula, chart: RPEChartName = .default
    ) -> Double? {
        estimate(kind: sets[index].kind, load: sets[index].load, reps: sets[index].reps, rpe: sets[index].rpe,
                 isSkipped: sets[index].isSkipped, isAddedLoad: sets[index].isAddedLoad, unit: unit, formula: formula,
                 chart: chart)
    }

    private static func estimate(
        kind: SetPerformance.Kind, load: JournalWeight?, reps: Int?, rpe: Double?, isSkipped: Bool, isAddedLoad: Bool,
        unit: MassUnit, formula: E1RMFormula, chart: RPEChartName
    ) -> Double? {
        guard E1RMSets.counts(kind: kind, load: load, reps: reps, isSkipped: isSkipped, isAddedLoad: isAddedLoad),
              let load, let reps else { return nil }
        let value = load.mass.value(in: unit)
        if let rpe, let fromChart = RPEChart.e1RM(load: value, reps: reps, rpe: rpe, chart: chart) { return fromChart }
        return formula.estimate(load: value, reps: reps)
    }

    /// The heaviest counted set of the exercise's latest session: its day (days since the
    /// epoch), date and load.
    func latestLoad(_ id: String) -> (day: Int, date: LocalDate, load: Double)? {
        slots[id].flatMap { latest[$0] }
    }

    /// The best estimate for an exercise in the `lookbackDays` up to `date`.
    func best(_ id: String, before date: LocalDate) -> Double? {
        let today = date.daysSinceEpoch
        return slots[id].map { estimates[$0] }?.filter { $0.day <= today && today - $0.day < Self.lookbackDays }.map(\.value).max()
    }
}
