/// A set at a share of a top set that comes later in the day (`bench 5 @ 50% of top` on a
/// line before `bench top 5 @ 80%`): pending while the day is built, then worked out.
struct LaterTopShare {
    var exercise: Exercise
    /// The pending source, as the set holds it: `percentOfTop`, perhaps with an amount added.
    var source: LoadSource
    /// The percentage as written, for a diagnostic.
    var range: SourceRange
}

extension PlanBuilder {
    /// Works out the day's sets taken off a top set written after them, now that the day's
    /// top sets are known; reports those whose exercise has no top set that day.
    mutating func resolveLaterTopShares(_ items: inout [PlanItem], context: DayContext) {
        for share in context.laterTopShares {
            let id = share.exercise.id
            if context.pendingTops.contains(id), context.topLoads[id] == nil { continue }
            guard let top = context.topLoads[id] else {
                declarations.error(.relativeWithoutTop, "a share of the top set needs a top set that day", at: share.range,
                                   help: "give the exercise a top set on this line or another of the day, as in "
                                       + "'bench 5 @ 50% of top, 5 @ 75% of top, top 5 @ 80%'")
                continue
            }
            guard !top.includesBodyweight else {
                declarations.error(.relativeOffBodyweight, "cannot take a share of a top set at bodyweight", at: share.range,
                                   label: "the top set's load includes bodyweight, which a program does not know",
                                   notes: [DiagnosticNote("the top set's load", at: top.range)],
                                   help: "write the set's own load")
                continue
            }
            guard let exact = Self.value(of: share.source, top: top.exact) else { continue }
            let load = round(exact, source: share.source, exercise: share.exercise, at: share.range)
            items = items.map { item in
                switch item {
                case .exercise(let exercise): .exercise(Self.resolving(exercise, share, load))
                case .superset(let members, let rest): .superset(members.map { Self.resolving($0, share, load) }, roundRestSeconds: rest)
                case .break, .rounds: item
                }
            }
        }
    }

    /// The exact load a pending share of the top works out to.
    static func value(of source: LoadSource, top: Double) -> Double? {
        switch source {
        case .percentOfTop(let percent): top * percent / 100
        case .plus(let base, let amount): value(of: base, top: top).map { $0 + amount }
        case .absolute, .percentOfTM, .percentOf1RM, .rpe, .relativeToTop, .bodyweightAdded, .percentOfLift, .today: nil
        }
    }

    /// The exercise with the sets that wait for this share given their load.
    static func resolving(_ exercise: ExercisePrescription, _ share: LaterTopShare, _ load: LoadTarget) -> ExercisePrescription {
        guard exercise.exerciseID == share.exercise.id,
              exercise.sets.contains(where: { $0.load == nil && $0.pendingLoad == share.source }) else { return exercise }
        let sets = exercise.sets.map { set in
            guard set.load == nil, set.pendingLoad == share.source else { return set }
            return SetPrescription(index: set.index, kind: set.kind, load: load, work: set.work, rpe: set.rpe,
                                   restSeconds: set.restSeconds, goal: set.goal)
        }
        return ExercisePrescription(
            exerciseID: exercise.exerciseID, name: exercise.name, primaryMuscles: exercise.primaryMuscles,
            secondaryMuscles: exercise.secondaryMuscles, isOptional: exercise.isOptional, repRange: exercise.repRange,
            rest: exercise.rest, sets: sets, progression: exercise.progression, warmupRamp: exercise.warmupRamp)
    }
}
