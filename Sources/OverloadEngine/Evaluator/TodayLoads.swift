import Overload

/// Loads set during the session: the sets a program takes of the top set lifted that day
/// (`backoff 3x5 @ 90% of today`), worked out from the logged top set (docs/language.md,
/// "Targets set during the session").
public enum TodayLoads {
    /// The load of the day's top set among `performed`, in the plan's unit: the set marked
    /// `top`, else the heaviest work set (not a warm-up, not skipped); nil when none has a load.
    public static func top(of performed: [SetPerformance], loads: LoadTool) -> Double? {
        guard let index = topIndex(of: performed, loads: loads), let weight = performed[index].load else { return nil }
        return loads.value(weight.mass)
    }

    /// The index in `performed` of the set ``top(of:loads:)`` reads.
    static func topIndex(of performed: [SetPerformance], loads: LoadTool) -> Int? {
        // A bodyweight exercise's load leaves out the bodyweight, so no share of it is a load.
        guard loads.exercise.loadKind != .bodyweight else { return nil }
        var heaviest: (index: Int, value: Double)?
        for index in performed.indices where performed[index].kind != .warmup && !performed[index].isSkipped {
            guard let weight = performed[index].load else { continue }
            let value = loads.value(weight.mass)
            if performed[index].kind == .top { return index }
            if heaviest.map({ value > $0.value }) ?? true { heaviest = (index, value) }
        }
        return heaviest?.index
    }

    /// How many sets follow the top set at `top` (else the first work set), warm-ups and
    /// further top sets left out: the sets taken of it. Each set is given as whether it is a
    /// warm-up and whether it is a top set.
    static func setsAfterTop(_ kinds: [(warmup: Bool, top: Bool)], at top: Int?) -> Int {
        guard let top = top ?? kinds.firstIndex(where: { !$0.warmup }) else { return 0 }
        return kinds[(top + 1)...].count { !$0.warmup && !$0.top }
    }

    /// `sets` with each set taken of today's top set given its load off `top`; the others as they are.
    public static func taken(_ sets: [SetPrescription], top: Double, loads: LoadTool) -> [SetPrescription] {
        guard sets.contains(where: isOfToday) else { return sets }
        return sets.map { set in
            guard let source = set.load?.source ?? set.pendingLoad, case .today(let share) = source,
                  let exact = source.todayLoad(top: top) else { return set }
            return loads.set(set, exact: exact, source: share)
        }
    }

    /// `sets` taken of the top set among `performed`, when it has one.
    public static func taken(_ sets: [SetPrescription], performed: [SetPerformance], loads: LoadTool) -> [SetPrescription] {
        guard sets.contains(where: isOfToday), let top = top(of: performed, loads: loads) else { return sets }
        return taken(sets, top: top, loads: loads)
    }

    /// ``taken(_:performed:loads:)`` of ``estimated(_:loads:)``: the sets a session is judged
    /// against. Most days have no set taken of today's top set, and the sets are then handed
    /// back after one look over them, not two.
    public static func judged(_ sets: [SetPrescription], performed: [SetPerformance], loads: LoadTool) -> [SetPrescription] {
        guard sets.contains(where: isOfToday) else { return sets }
        return taken(estimated(sets, loads: loads), performed: performed, loads: loads)
    }

    /// `sets` with each set taken of today's top set estimated again off the top set as
    /// prescribed (a rule may have moved it since the plan estimated it).
    public static func estimated(_ sets: [SetPrescription], loads: LoadTool) -> [SetPrescription] {
        guard sets.contains(where: isOfToday), let top = LoadTool.topIndex(sets), let exact = sets[top].load?.exact,
              sets[top].load?.source != .bodyweightAdded else { return sets }
        return sets.map { set in
            guard let source = set.load?.source ?? set.pendingLoad, source.isOfToday,
                  let estimate = source.todayLoad(top: exact) else { return set }
            return loads.set(set, exact: estimate, source: source)
        }
    }

    /// The top set of a session in progress as it was logged: at its load (in the plan's
    /// unit), as lifted and not rounded again, with the RPE logged with it (none when none
    /// was); its source stays the plan's.
    static func logged(_ set: SetPrescription, as top: LoggedTopSet, loads: LoadTool) -> SetPrescription {
        let source = set.load?.source ?? set.pendingLoad ?? .absolute
        let rounded = loads.target(top.load, source: source)
        let load = LoadTarget(exact: top.load, loadable: top.load,
                              platesPerSide: rounded.loadable == top.load ? rounded.platesPerSide : nil,
                              plateUnit: rounded.plateUnit, source: source)
        return SetPrescription(index: set.index, kind: set.kind, load: load, work: set.work, rpe: top.rpe,
                               restSeconds: set.restSeconds, pendingLoad: nil, goal: set.goal)
    }

    /// The positions among `targets`' sets of the top sets logged in a session in progress
    /// (``ExerciseTargets/takenOfToday``): those sets are done, at their logged loads; empty
    /// when the exercise is not in progress.
    public static func loggedTopIndices(_ targets: ExerciseTargets) -> [Int] {
        guard targets.takenOfToday != nil else { return [] }
        return Array(topPositions(targets.prescription.sets).prefix(max(1, targets.loggedTops.count)))
    }

    /// The sets of a session in progress already lifted (``loggedTopIndices(_:)``), each with
    /// the load it was logged with as the journal wrote it (``ExerciseTargets/loggedTops``),
    /// in order.
    public static func loggedLoads(_ targets: ExerciseTargets) -> [(position: Int, logged: Mass)] {
        zip(loggedTopIndices(targets), targets.loggedTops).map { ($0, $1.logged) }
    }

    /// The positions of the top sets among `sets`: each `top` set, else the first work set
    /// not taken of today's top set (``plannedTopIndex(_:)``), never a warm-up.
    static func topPositions(_ sets: [SetPrescription]) -> [Int] {
        let tops = sets.indices.filter { sets[$0].kind == .top }
        guard tops.isEmpty else { return tops }
        return plannedTopIndex(sets).map { [$0] } ?? []
    }

    /// The position of the top set among a day's planned sets: the first `top` set, else the
    /// first work set not itself taken of today's top set.
    static func plannedTopIndex(_ sets: [SetPrescription]) -> Int? {
        sets.firstIndex { $0.kind == .top } ?? sets.firstIndex { $0.kind != .warmup && !isOfToday($0) }
    }

    /// The top sets logged in a session in progress, with their loads in the plan's unit:
    /// every set logged as `top`; when none is, the set at the plan's top position
    /// (`plannedTop`, ``plannedTopIndex(_:)``) logged as a plain work set. Never a back-off, a warm-up or a skipped
    /// set, and not merely the heaviest set: an entry of back-offs alone has no top set.
    static func loggedTops(of performed: [SetPerformance], plannedTop: Int?, loads: LoadTool) -> [(index: Int, top: LoggedTopSet)] {
        guard loads.exercise.loadKind != .bodyweight else { return [] }
        func loaded(_ index: Int) -> (index: Int, top: LoggedTopSet)? {
            guard !performed[index].isSkipped, let weight = performed[index].load else { return nil }
            return (index, LoggedTopSet(load: loads.value(weight.mass), logged: weight.mass, rpe: performed[index].rpe))
        }
        let tops = performed.indices.filter { performed[$0].kind == .top }.compactMap(loaded)
        guard tops.isEmpty else { return tops }
        guard let plannedTop, performed.indices.contains(plannedTop), performed[plannedTop].kind == .regular,
              let top = loaded(plannedTop) else { return [] }
        return [top]
    }

    /// Whether a set is taken of today's top set.
    public static func isOfToday(_ set: SetPrescription) -> Bool {
        (set.load?.source ?? set.pendingLoad)?.isOfToday ?? false
    }
}

/// A top set logged in a session in progress: what `next` shows done.
public struct LoggedTopSet: Sendable, Equatable {
    /// Its load in the plan's unit, converted and not rounded: the sets taken of it are taken of this.
    public var load: Double
    /// Its load as the journal wrote it, in the unit it was logged in (`465 lb` in a kg program).
    public var logged: Mass
    /// The RPE logged with it; nil when none was.
    public var rpe: Double?

    /// A logged top set.
    public init(load: Double, logged: Mass, rpe: Double?) {
        self.load = load
        self.logged = logged
        self.rpe = rpe
    }

    /// How the reasons name it: its load as logged, with the plan's figure beside it when it
    /// was logged in another unit (`465 lb (210.92 kg)`).
    func text(loads: LoadTool) -> String { text(planUnit: loads.unit) }

    /// Its load as logged, with its figure in `planUnit`, the plan's unit, beside it when it
    /// was logged in another unit (`465 lb (210.92 kg)`): how the reasons and the editor name it.
    public func text(planUnit: MassUnit) -> String {
        let planned = Mass(load, planUnit)
        return logged.unit == planned.unit ? "\(planned)" : "\(logged) (\(planned))"
    }
}
