import Overload
import Synchronization

/// Load arithmetic for one exercise, in the plan's unit: rounding to the program's equipment
/// and rewriting a session's sets with new loads. Plugins use it so that every target is
/// one the lifter can load, with the exact value kept beside it.
public struct LoadTool: Sendable {
    /// The exercise the loads are for.
    public var exercise: Exercise { storage.exercise }
    var rounder: LoadRounder { storage.rounder }
    /// The program's `rpe chart`: the one an `@ rpe` load and a logged RPE are read from.
    public var rpeChart: RPEChartName { storage.rpeChart }
    /// The bar or stack the exercise's own kind of load goes on, looked up once.
    var piece: String? { storage.piece }
    /// How the exercise's own load is built: read without copying the exercise out.
    public var loadKind: LoadKind { storage.loadKind }
    /// Held by reference: a replay hands the tool to every rule call of every session, and
    /// copying an exercise and a rounder field by field is a dozen reference counts a copy.
    private let storage: Storage

    private final class Storage: Sendable {
        let exercise: Exercise
        let rounder: LoadRounder
        let piece: String?
        let loadKind: LoadKind
        let rpeChart: RPEChartName
        /// The latest sets ``LoadTool/scaled(_:heaviestWorkTo:source:)`` made (``ScaledSets``).
        let scaledSets = Mutex(ScaledSets())
        /// The raises ``LoadTool/raisedOwnLoad(_:by:)`` made, by the load raised's bits.
        let raises = Mutex(LoadSlots<OwnLoadRaise>())

        init(exercise: Exercise, rounder: LoadRounder, rpeChart: RPEChartName) {
            self.exercise = exercise
            self.rounder = rounder
            self.rpeChart = rpeChart
            loadKind = exercise.loadKind
            piece = rounder.cachedPieceName(for: exercise, kind: exercise.loadKind)
        }
    }

    /// A tool for `exercise` on the program's equipment, reading RPEs from `rpeChart`.
    public init(exercise: Exercise, rounder: LoadRounder, rpeChart: RPEChartName = .default) {
        storage = Storage(exercise: exercise, rounder: rounder, rpeChart: rpeChart)
    }

    /// How a load from `source` is built, and on which bar or stack (none for added load:
    /// ``LoadRounder/pieceName(for:kind:)`` names none for bodyweight).
    func kindAndPiece(_ source: LoadSource) -> (LoadKind, String?) {
        // The kind kept apart: the exercise read through ``exercise`` is a copy of every field.
        let kind = LoadRounder.loadKind(own: loadKind, source: source)
        return (kind, kind == loadKind ? piece : nil)
    }

    /// The plan's unit.
    public var unit: MassUnit { rounder.unit }

    /// `value` in the plan's unit as a mass.
    public func mass(_ value: Double) -> Mass { Mass(value, unit) }

    /// A mass's value in the plan's unit.
    public func value(_ mass: Mass) -> Double { mass.value(in: unit) }

    /// A target for `exact`, rounded to the equipment.
    public func target(_ exact: Double, source: LoadSource) -> LoadTarget {
        let (kind, piece) = kindAndPiece(source)
        return rounder.target(exact, source: source, kind: kind, piece: piece)
    }

    /// The nearest load the equipment builds for `exact`.
    public func loadable(_ exact: Double, source: LoadSource = .absolute) -> Double {
        let (kind, piece) = kindAndPiece(source)
        return rounder.loadable(exact, kind: kind, piece: piece)
    }

    /// The smallest jump the equipment makes above `loadable`; nil when loads are not rounded.
    public func smallestStep(above loadable: Double, source: LoadSource = .absolute) -> Double? {
        let (kind, piece) = kindAndPiece(source)
        return rounder.smallestStep(above: loadable, kind: kind, piece: piece)
    }

    /// A step made loadable: at least the smallest jump the equipment makes above `from`, so
    /// a 1 kg step on a 2.5 kg jump is not lost to rounding. A negative step is kept as it is.
    public func effectiveStep(_ step: Double, from: Double, source: LoadSource = .absolute) -> Double {
        guard step > 0, let smallest = smallestStep(above: from, source: source) else { return step }
        return Swift.max(step, smallest)
    }

    /// How the exercise's own load is written: added load for a bodyweight exercise, the load
    /// itself for any other.
    public static func ownSource(kind: LoadKind) -> LoadSource {
        kind == .bodyweight ? .bodyweightAdded : .absolute
    }

    /// `current` plus `step`, at least the smallest jump the equipment makes above the load
    /// `current` rounds to, for the exercise's own load (``ownSource(kind:)``): a rule's raise
    /// after a success. Kept by `current`, with the step it was made for: a rule's load comes
    /// back to the same few values (a step up, failures, a deload, the steps back), and two
    /// roundings cost ten times a lookup. The answer is the arithmetic's, worked out once.
    public func raisedOwnLoad(_ current: Double, by step: Double) -> Double {
        let key = current.bitPattern
        if let known = storage.raises.withLock({ $0.find(key) }), known.step == step.bitPattern { return known.raised }
        let source = Self.ownSource(kind: loadKind)
        let raised = current + effectiveStep(step, from: loadable(current, source: source), source: source)
        storage.raises.withLock { $0.keep(OwnLoadRaise(step: step.bitPattern, raised: raised), for: key) }
        return raised
    }

    /// A raise ``raisedOwnLoad(_:by:)`` made: the step's bits and the load raised.
    struct OwnLoadRaise: Sendable {
        var step: UInt64
        var raised: Double
    }

    /// The set with a new load, rounded, its source kept unless given.
    public func set(_ set: SetPrescription, exact: Double, source: LoadSource? = nil) -> SetPrescription {
        var last: LoadTarget?
        return self.set(set, exact: exact, source: source, last: &last)
    }

    /// ``set(_:exact:source:)`` reusing `last`, the target made for the set before, when the
    /// load and source are the same (a day's sets mostly share a load: `5x10 @ 50%`), and
    /// keeping the new one there: the rounding memo costs a lock and a lookup a load.
    func set(_ set: SetPrescription, exact: Double, source: LoadSource?, last: inout LoadTarget?) -> SetPrescription {
        SetPrescription(index: set.index, kind: set.kind,
                        load: target(exact, source: source ?? set.load?.source ?? set.pendingLoad ?? .absolute, last: &last),
                        work: set.work, rpe: set.rpe, restSeconds: set.restSeconds, pendingLoad: nil, goal: set.goal)
    }

    /// ``set(_:exact:source:last:)`` of `sets[index]`, read in place: a replay rewrites the
    /// sets of every session of years, and a set copied out of its array retains its load's
    /// plates and sources.
    func set(_ sets: [SetPrescription], at index: Int, exact: Double, source: LoadSource?, last: inout LoadTarget?)
        -> SetPrescription {
        let source = source ?? sets[index].load?.source ?? sets[index].pendingLoad ?? .absolute
        return SetPrescription(index: sets[index].index, kind: sets[index].kind, load: target(exact, source: source, last: &last),
                               work: sets[index].work, rpe: sets[index].rpe, restSeconds: sets[index].restSeconds,
                               pendingLoad: nil, goal: sets[index].goal)
    }

    /// ``target(_:source:)``, or `last` when it is the target of the same load and source;
    /// the answer is kept in `last`.
    private func target(_ exact: Double, source: LoadSource, last: inout LoadTarget?) -> LoadTarget {
        // Compared where it is kept: a target copied out to be compared retained its plates and
        // its source's payload, and a rule's own load (`.absolute`) is matched by its case.
        if last?.exact.bitPattern == exact.bitPattern, Self.same(last?.source, source), let known = last { return known }
        let made = target(exact, source: source)
        last = made
        return made
    }

    /// Whether a kept target's source is `source`: the plain load by its case, others by `==`.
    private static func same(_ kept: LoadSource?, _ source: LoadSource) -> Bool {
        if case .absolute? = kept, case .absolute = source { return true }
        return kept == source
    }

    /// The set with new work (reps, time or distance).
    public func set(_ set: SetPrescription, work: SetWork) -> SetPrescription {
        SetPrescription(index: set.index, kind: set.kind, load: set.load, work: work, rpe: set.rpe,
                        restSeconds: set.restSeconds, pendingLoad: set.pendingLoad, goal: set.goal)
    }

    /// The exact load of the heaviest work set (warm-ups left out), if any set has one.
    public func heaviestWorkLoad(_ sets: [SetPrescription]) -> Double? {
        // A walk by index, not filtered copies: rules ask it of every session of years.
        var heaviest: Double?
        for index in sets.indices where sets[index].kind != .warmup {
            guard let exact = sets[index].load?.exact else { continue }
            // As `max()` picks: a later load replaces the one kept only when it is greater.
            if let kept = heaviest, !(kept < exact) { continue }
            heaviest = exact
        }
        return heaviest
    }

    /// The sets with every load scaled by one factor, so the heaviest work set's exact load
    /// becomes `top` and the others keep their share of it (warm-ups, back-offs, a wave's
    /// lighter sets). Sets with no load in the plan get `top` itself when they are work sets.
    public func scaled(_ sets: [SetPrescription], heaviestWorkTo top: Double, source: LoadSource = .absolute) -> [SetPrescription] {
        // A rule's load moves every few sessions, and the plan's sets of a day are one array
        // kept for the replay: most sessions ask again for the sets made for the session before.
        if let known = storage.scaledSets.withLock({ $0.find(sets, top: top, source: source) }) { return known }
        let made = scaling(sets, heaviestWorkTo: top, source: source)
        storage.scaledSets.withLock { $0.keep(made, of: sets, top: top, source: source) }
        return made
    }

    /// ``scaled(_:heaviestWorkTo:source:)`` to the load `top` works out of the heaviest work
    /// share of `planned` (``RuleLoad/heaviestWorkShare(_:)``, nil for a plan without
    /// percentages). When `sets` are `planned` itself (a rule that scales the plan's sets, as
    /// `linear` does), the share is the one kept with the plan, found in the same look-up as
    /// the sets, not worked out again at every session. `top` runs under the tool's lock, so
    /// it must not ask the tool anything (the rule's load worked out of its state, as
    /// ``RuleLoad`` gives it, does not).
    func scaled(
        _ sets: [SetPrescription], planned: [SetPrescription], source: LoadSource, top: (RuleLoad.WorkShare?) -> Double
    ) -> [SetPrescription] {
        guard ArrayStorage.same(sets, planned) else {
            return scaled(sets, heaviestWorkTo: top(RuleLoad.heaviestWorkShare(planned)), source: source)
        }
        let (known, load) = storage.scaledSets.withLock { $0.find(sets, source: source, top: top) }
        if let known { return known }
        let made = scaling(sets, heaviestWorkTo: load, source: source)
        storage.scaledSets.withLock { $0.keep(made, of: sets, top: load, source: source) }
        return made
    }

    /// ``scaled(_:heaviestWorkTo:source:)`` worked out, not kept.
    func scaling(_ sets: [SetPrescription], heaviestWorkTo top: Double, source: LoadSource) -> [SetPrescription] {
        let heaviest = heaviestWorkLoad(sets)
        var last: LoadTarget?
        // By index, into an array made at its size: rules scale the sets of every session of years.
        var scaled: [SetPrescription] = []
        scaled.reserveCapacity(sets.count)
        for index in sets.indices {
            if let exact = sets[index].load?.exact, let heaviest, heaviest > 0 {
                scaled.append(set(sets, at: index, exact: exact * top / heaviest, source: nil, last: &last))
            } else if sets[index].kind == .warmup {
                scaled.append(sets[index])
            } else {
                scaled.append(set(sets, at: index, exact: top, source: sets[index].load?.source ?? source, last: &last))
            }
        }
        return scaled
    }

    /// The sets prescribed as a percentage of the program's max, taken of `max` instead: a
    /// computed load is scaled (it already carries the week's modifiers), a pending one computed.
    /// Shares of the day's top set (`50% of top`, `-10%`) are taken of the top set as it moved,
    /// whether it is marked `top` or is the first set with a load; an amount added to a
    /// percentage (`70% + 10lb`) stays as written.
    public func percentages(_ planned: [SetPrescription], of max: Double, programMax: Double?) -> [SetPrescription] {
        // Taken of the program's own max, the plan's loads are already right.
        if let programMax, max == programMax { return planned }
        let factor = programMax.map { $0 > 0 ? max / $0 : nil } ?? nil
        var last: LoadTarget?
        // By index, into an array made at its size, as ``scaled(_:heaviestWorkTo:source:)``.
        var taken: [SetPrescription] = []
        taken.reserveCapacity(planned.count)
        for index in planned.indices {
            let exact = planned[index].load?.exact
            switch planned[index].load?.source ?? planned[index].pendingLoad {
            case .percentOfTM(let percent)?, .percentOf1RM(let percent)?:
                if let exact, let factor {
                    taken.append(set(planned, at: index, exact: exact * factor, source: nil, last: &last))
                } else {
                    taken.append(set(planned, at: index, exact: max * percent / 100, source: nil, last: &last))
                }
            case .plus(let base, let amount)? where Self.isShareOfMax(base):
                guard let exact, let factor else {
                    taken.append(planned[index])
                    continue
                }
                taken.append(set(planned, at: index, exact: (exact - amount) * factor + amount, source: nil, last: &last))
            default:
                taken.append(planned[index])
            }
        }
        // The top set as it moved: shares of it follow it, as the compiler took them of it.
        guard let top = Self.topIndex(planned), Self.isShareOfMax(Self.base(planned[top].load?.source ?? planned[top].pendingLoad)),
              let movedTop = taken[top].load?.exact else { return taken }
        for index in taken.indices {
            let source = taken[index].load?.source ?? taken[index].pendingLoad
            let exact: Double? = switch source {
            case .percentOfTop(let percent)?: movedTop * percent / 100
            case .relativeToTop(let percent)?: movedTop * (1 + percent / 100)
            case .plus(.percentOfTop(let percent), let amount)?: movedTop * percent / 100 + amount
            // A share of today's top set is estimated of the top as planned until that set is logged.
            case .today?: source?.todayLoad(top: movedTop)
            default: nil
            }
            if let exact { taken[index] = set(taken, at: index, exact: exact, source: nil, last: &last) }
        }
        return taken
    }

    /// The set shares of the top are taken of: the `top` set, else the first set with a load
    /// that is not itself a share of the top.
    static func topIndex(_ sets: [SetPrescription]) -> Int? {
        // By index: a set handed to a closure is a copy, which retains its load's plates and sources.
        for index in sets.indices where sets[index].kind == .top { return index }
        for index in sets.indices {
            switch base(sets[index].load?.source ?? sets[index].pendingLoad) {
            case nil, .percentOfTop?, .relativeToTop?, .today?: continue
            default: return index
            }
        }
        return nil
    }

    /// The source an amount was added to, or the source itself.
    static func base(_ source: LoadSource?) -> LoadSource? {
        if case .plus(let inner, _)? = source { return base(inner) }
        return source
    }

    /// Whether a load is a percentage of the exercise's own max.
    static func isShareOfMax(_ source: LoadSource?) -> Bool {
        switch source {
        case .percentOfTM?, .percentOf1RM?: true
        default: false
        }
    }
}

extension LoadTool {
    /// The limit `exact` runs into on the program's equipment (a load heavier than the
    /// heaviest dumbbell, stack plate or plate set), or nil when the equipment makes it.
    public func limit(_ exact: Double, source: LoadSource = .absolute) -> EquipmentLimit? {
        rounder.limit(exact, source: source, exercise: exercise)
    }
}
