/// Sessions, volume, estimated maxes and personal records per exercise, from a journal.
///
/// Sets count toward e1RM and records when they are working sets that were completed: not
/// warm-ups, not failed, not skipped, with a load on the bar (not bodyweight or a load added
/// to it) and at least one rep. A set counts toward e1RM only up to `E1RMSets.repLimit` reps,
/// the engine's rule too: beyond that the estimate says more about endurance than strength
/// (55 x 87 is no 200 kg single); records by rep count keep every set. Loads in another unit
/// are converted to the history's unit.
public struct TrainingHistory: Sendable, Hashable {
    /// The unit every load and estimate is in.
    public var unit: MassUnit
    /// The formula behind every estimate.
    public var formula: E1RMFormula
    /// One history per exercise, in the order the exercises first appear.
    public var exercises: [ExerciseHistory]
    /// The journal's bodyweights (since `since`), in ``unit``.
    public var bodyweight: BodyweightHistory

    /// The history of `journal`.
    /// - Parameters:
    ///   - exercise: only the exercise this name means (matched through the catalog, so
    ///     `bench` finds `bench press` lines); nil for every exercise.
    ///   - since: only sessions on or after this day.
    ///   - unit: the unit to report in; the journal's unit, else kilograms, by default.
    public init(
        _ journal: Journal, exercise: String? = nil, since: LocalDate? = nil, unit: MassUnit? = nil,
        catalog: ExerciseCatalog = .builtin, formula: E1RMFormula = .default
    ) {
        self.unit = unit ?? journal.unit ?? .kg
        self.formula = formula
        var names = ExerciseKeys(catalog: catalog, declared: journal.declaredExercises)
        // `row` asks for the barbell row's lines and the rowing machine's (`row 2000m`).
        let wanted = exercise.map { [names.key($0).key, names.distanceWorkKey($0).key] }
        var order: [String] = []
        var byKey: [String: (id: String?, name: String, sessions: [(Int, JournalSession, [SetPerformance])])] = [:]
        var lines: [String: [(label: String?, date: LocalDate, sets: [SetPerformance])]] = [:]
        let covered = journal.sessions.filter { session in since.map { session.date >= $0 } ?? true }
        // The session each entry is part of: a session logged in parts is several entries of
        // one date, counted once, under its first entry's heading (docs/journal.md).
        var whole: (index: Int, session: JournalSession)?
        for (index, session) in covered.enumerated() {
            let part: (index: Int, session: JournalSession)
            if let whole, session.continues(whole.session) { part = whole } else { part = (index, session) }
            whole = part
            var setsByKey: [String: [SetPerformance]] = [:]
            var sessionOrder: [String] = []
            for performance in session.exercises {
                let key = names.key(performance.name, sets: performance.sets)
                guard wanted.map({ $0.contains(key.key) }) ?? true else { continue }
                // The first line of an exercise in a session shares the journal's array of
                // sets; only a second line (warm-ups, then work sets) makes a joined copy.
                if setsByKey[key.key] == nil {
                    sessionOrder.append(key.key)
                    setsByKey[key.key] = performance.sets
                } else {
                    setsByKey[key.key]? += performance.sets
                }
                lines[key.key, default: []].append((ExerciseUse.label(of: performance.name), session.date, performance.sets))
                if byKey[key.key] == nil {
                    order.append(key.key)
                    byKey[key.key] = (key.id, key.name, [])
                }
            }
            for key in sessionOrder {
                let sets = setsByKey[key] ?? []
                if let last = byKey[key]?.sessions.indices.last, byKey[key]?.sessions[last].0 == part.index {
                    byKey[key]?.sessions[last].2 += sets
                } else {
                    byKey[key]?.sessions.append((part.index, part.session, sets))
                }
            }
        }
        var variants: [String: DeclaredVariant] = [:]
        for (name, variant) in journal.declaredVariants {
            // The parent by the name the history gives it (`Squat` is `squat`), as every
            // other name in the history is, not as the variant line spells it.
            let parent = names.key(variant.parent)
            variants[names.key(name).key] = DeclaredVariant(
                parent: byKey[parent.key]?.name ?? parent.name, percent: variant.percent)
        }
        let unit = self.unit
        let bodyweights = BodyweightHistory(journal, unit: unit)
        bodyweight = BodyweightHistory(journal, since: since, unit: unit)
        // Each exercise's sessions are let go once summed, not held until every one is.
        exercises = order.compactMap { key in
            byKey.removeValue(forKey: key).map {
                var history = TrainingHistory.history(id: $0.id, name: $0.name, sessions: $0.sessions, unit: unit,
                                                      formula: formula, bodyweights: bodyweights)
                history.uses = ExerciseUse.uses(of: lines[key] ?? [], unit: unit)
                history.variant = variants[key]
                return history
            }
        }
    }

    /// Whether a set counts toward records (and, up to `E1RMSets.repLimit` reps, toward e1RM).
    public static func countsTowardMaxes(_ set: SetPerformance) -> Bool {
        countsTowardMaxes(kind: set.kind, load: set.load, reps: set.reps, isSkipped: set.isSkipped, isAddedLoad: set.isAddedLoad)
    }

    /// ``countsTowardMaxes(_:)`` of a set given by the parts it reads, so that a caller walking
    /// an array of sets (the engine's replay, over years) reads them in place, not a copy of each.
    @inlinable
    public static func countsTowardMaxes(
        kind: SetPerformance.Kind, load: JournalWeight?, reps: Int?, isSkipped: Bool, isAddedLoad: Bool
    ) -> Bool {
        guard let load, let reps else { return false }
        return !isSkipped && !isAddedLoad && kind != .warmup && kind != .failure && reps >= 1 && load.value > 0
    }

    private static func history(
        id: String?, name: String, sessions: [(Int, JournalSession, [SetPerformance])], unit: MassUnit,
        formula: E1RMFormula, bodyweights: BodyweightHistory
    ) -> ExerciseHistory {
        var summaries: [ExerciseSessionSummary] = []
        var repRecords: [Int: RepRecord] = [:]
        var best: E1RMRecord?
        var endurance = EnduranceRecords()
        var added = AddedLoadTally()
        for (index, session, sets) in sessions {
            let working = sets.filter { !$0.isSkipped && $0.kind != .warmup }
            var summary = ExerciseSessionSummary(
                sessionIndex: index, date: session.date, time: session.time, dayName: session.dayName, sets: working.count,
                reps: working.reduce(0) { $0 + ($1.reps ?? 0) }, volume: 0)
            (summary.distance, summary.workSeconds, summary.bestPace) = EnduranceRecords.session(working)
            endurance.add(working, on: session.date)
            for set in working {
                if set.isAddedLoad {
                    added.add(set, on: session.date, unit: unit, formula: formula, bodyweight: bodyweights.weight(on: session.date),
                              into: &summary, best: &best)
                    continue
                }
                guard let load = set.load, let reps = set.reps else { continue }
                let value = load.mass.value(in: unit)
                summary.volume += value * Double(reps)
                guard countsTowardMaxes(set) else { continue }
                if summary.topLoad.map({ value >= $0 }) ?? true {
                    // Of sets at the top load, the hardest RPE logged is the top set's.
                    let tied = summary.topLoad == value
                    summary.topSetRPE = tied ? [summary.topSetRPE, set.rpe].compactMap { $0 }.max() : set.rpe
                    summary.topLoad = value
                }
                if repRecords[reps].map({ value > $0.load }) ?? true {
                    repRecords[reps] = RepRecord(reps: reps, load: value, date: session.date)
                }
                guard E1RMSets.counts(set) else { continue }
                let estimate = formula.estimate(load: value, reps: reps)
                summary.bestE1RM = max(summary.bestE1RM ?? estimate, estimate)
                if best.map({ estimate > $0.value }) ?? true {
                    best = E1RMRecord(value: estimate, load: value, reps: reps, date: session.date)
                }
            }
            summaries.append(summary)
        }
        return ExerciseHistory(
            exerciseID: id, name: name, sessions: summaries,
            repRecords: repRecords.values.sorted { $0.reps < $1.reps }, bestE1RM: best,
            endurance: endurance.isEmpty ? nil : endurance, topAddedLoad: added.top,
            addedLoadRecords: added.byReps.values.sorted { $0.reps < $1.reps })
    }
}

/// Which exercise a name means, for grouping: the catalog's exercise when the name resolves
/// to one and is not declared by the journal, otherwise the name itself (normalised). A line
/// of distance or timed work only is resolved as such (`row 2000m` is the rowing machine; see
/// `ExerciseCatalog.resolveForDistanceWork`). Each name is resolved once per reading.
struct ExerciseKeys {
    struct Key {
        /// `id:<catalog id>` or `name:<normalised name>`.
        var key: String
        /// The catalog id, if the catalog's exercise is meant.
        var id: String?
        /// The catalog's name in lowercase, or the name as written.
        var name: String
    }

    let catalog: ExerciseCatalog
    let declared: Set<String>
    private var cache: [String: Key] = [:]
    private var distanceCache: [String: Key] = [:]

    init(catalog: ExerciseCatalog, declared: [String]) {
        self.catalog = catalog
        self.declared = Set(declared.map(ExerciseNameNormalizer.normalize))
    }

    /// The key of a line of `sets`: read as distance or timed work when every set is that.
    mutating func key(_ name: String, sets: [SetPerformance]) -> Key {
        guard sets.isDistanceOrTimeOnly else { return key(name) }
        return distanceWorkKey(name)
    }

    /// The key of a name on a line of distance or timed work only.
    mutating func distanceWorkKey(_ name: String) -> Key {
        if let known = distanceCache[name] { return known }
        let key = makeKey(name) { catalog.resolveForDistanceWork($0) }
        distanceCache[name] = key
        return key
    }

    mutating func key(_ name: String) -> Key {
        if let known = cache[name] { return known }
        let key = makeKey(name) { catalog.resolve($0).exercise }
        cache[name] = key
        return key
    }

    /// The catalog's exercise as `resolve` finds it, unless the journal declares the name.
    private func makeKey(_ name: String, resolve: (String) -> Exercise?) -> Key {
        let normalized = ExerciseNameNormalizer.normalize(name)
        guard !declared.contains(normalized), let exercise = resolve(name) else {
            return Key(key: "name:" + normalized, id: nil, name: name)
        }
        return Key(key: "id:" + exercise.id, id: exercise.id, name: exercise.name.lowercased())
    }
}
