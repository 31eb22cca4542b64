extension PlanBuilder {
    /// The prescription of one exercise line, or nil when its exercise is unknown.
    mutating func prescription(
        _ line: ExerciseLine, groups: [SetGroup], exercise: Exercise, context: inout DayContext, modifiersApply: Bool
    ) -> ExercisePrescription? {
        let rest = line.rest.flatMap { validRest($0) } ?? context.defaultRest
        let modifiers = modifiersApply ? week.modifiers : nil
        var sets: [SetPrescription] = []
        var firstReps: RepTarget?
        for group in groups {
            if firstReps == nil, let work = setWork(group), case .reps(let reps) = work { firstReps = reps }
        }
        // Sets taken as a share of the top set (`5 @ 50% of top` before `top 5 @ 80%`) are built
        // after the line's other sets, so the top they are a share of is known; they keep their
        // written place.
        var built: [[SetPrescription]] = Array(repeating: [], count: groups.count)
        let order = groups.indices.filter { !Self.isShareOfTop(groups[$0]) } + groups.indices.filter { Self.isShareOfTop(groups[$0]) }
        reportTodayBeforeTopOnLine(groups, exercise: exercise, context: context)
        var reportedKinds: Set<String> = []
        var hasGroupRest = false
        for position in order {
            let group = groups[position]
            guard let work = setWork(group) else { continue }
            checkWorkKind(work, of: group, exercise: exercise, line: line, reported: &reportedKinds)
            var count = setCount(group)
            if let modifiers { count = max(1, Int((Double(count) * modifiers.volumePercent / 100).rounded())) }
            var rpe = group.load?.rpe.flatMap { validRPE($0) }
            if let cap = modifiers?.rpeCap, let target = rpe { rpe = min(target, cap) }
            let kind = setKind(group.kind, inSuperset: context.inSuperset)
            let (load, pending) = resolveLoad(group, work: work, kind: kind, exercise: exercise, context: &context,
                                              intensity: modifiers?.intensityPercent)
            let groupRest = group.rest.flatMap { validRest($0) } ?? rest
            if groupRest != rest { hasGroupRest = true }
            let goal = group.target.flatMap { workGoal($0, work: work) }
            for _ in 0..<count {
                built[position].append(SetPrescription(index: 0, kind: kind, load: load, work: work, rpe: rpe,
                                                       restSeconds: groupRest, pendingLoad: pending, goal: goal))
            }
        }
        for set in built.joined() { sets.append(set.withIndex(sets.count)) }
        let ramp = warmupRamp(for: line, groups: groups, exercise: exercise, context: &context)
        if let ramp { sets = ramp.replanned(sets, exercise: exercise, rounder: rounder) }
        return ExercisePrescription(
            exerciseID: exercise.id, name: declarations.ladders.byID[exercise.id]?.title(rung: 0) ?? line.name.text,
            primaryMuscles: exercise.primaryMuscles.map(\.rawValue), secondaryMuscles: exercise.secondaryMuscles.map(\.rawValue),
            isOptional: line.isOptional, repRange: Self.repRangePolicy(firstReps),
            rest: hasGroupRest ? .individual : rest.map { .allSame(seconds: $0) } ?? .notSet, sets: sets,
            progression: declarations.progressions[exercise.id], warmupRamp: ramp)
    }

    static func isShareOfTop(_ group: SetGroup) -> Bool {
        if case .top? = group.load?.reference { return true }
        return false
    }

    static func repRangePolicy(_ reps: RepTarget?) -> RepRangePolicy {
        switch reps {
        case .exact(let count)?: .target(count)
        case .range(let lower, let upper)?: .range(lower: lower, upper: upper)
        case .amrap(let minimum)?: .target(minimum)
        case .cappedAMRAP(let minimum, let maximum)?: .range(lower: minimum, upper: maximum)
        case .max?: .untilFailure
        case nil: .notSet
        }
    }

    func setKind(_ kind: SetKind?, inSuperset: Bool) -> PrescribedSetKind {
        switch kind {
        case .warmup?: .warmup
        case .top?: .top
        case .backoff?: .backoff
        case .drop?: .drop
        case .failure?: .failure
        case nil: inSuperset ? .superset : .regular
        }
    }

    mutating func setCount(_ group: SetGroup) -> Int {
        guard let count = group.count else { return 1 }
        guard count.isInteger, PlanLimits.setsPerExercise.contains(Int(exactly: count.magnitude) ?? 0) else {
            declarations.error(.setsOutOfRange, "a set count must be a whole number from 1 to 99", at: count.range,
                               help: "write the number of sets before 'x', as in 3x5")
            return 1
        }
        return Int(count.magnitude)
    }

    mutating func setWork(_ group: SetGroup) -> SetWork? {
        if let reps = group.reps {
            switch reps {
            case .exact(let value): return wholeReps(value).map { .reps(.exact($0)) }
            case .amrap(let value, _): return wholeReps(value).map { .reps(.amrap(minimum: $0)) }
            case .max: return .reps(.max)
            case .cappedAmrap(let range, _):
                guard let lower = wholeReps(range.lower), let upper = wholeReps(range.upper) else { return nil }
                guard lower < upper else {
                    declarations.error(.repsOutOfRange, "a capped AMRAP runs from fewer reps to more", at: range.range,
                                       help: "write the least reps first and the cap last, as in 1-4+; for no cap write 5+")
                    return nil
                }
                return .reps(.cappedAMRAP(minimum: lower, maximum: upper))
            case .parameter(let name):
                // A template's lines are bound before they are built; a parameter left here had no value.
                declarations.error(.templateArguments, "'\(name.name)' has no reps to stand for", at: name.range,
                                   help: "give the template's parameter a default, as in 'reps = 5', or pass it where the template is used")
                return nil
            case .range(let range):
                guard let lower = wholeReps(range.lower), let upper = wholeReps(range.upper) else { return nil }
                guard lower <= upper else {
                    declarations.error(.repsOutOfRange, "rep range runs backwards", at: range.range,
                                       help: "write the lower count first, as in 8-12")
                    return nil
                }
                return .reps(.range(lower: lower, upper: upper))
            }
        }
        guard let work = group.work else { return nil }
        if let metres = declarations.metres(work) {
            guard metres > 0, metres <= PlanLimits.maximumDistanceMetres else {
                declarations.error(.timeOutOfRange, "a distance must be more than 0 m and at most 1000 km", at: work.range,
                                   help: "write a distance such as 2000m, 5km or 3mi")
                return nil
            }
            return .distance(metres: metres)
        }
        guard let seconds = declarations.seconds(work, what: "timed work") else { return nil }
        guard PlanLimits.timedSetSeconds.contains(seconds) else {
            declarations.error(.timeOutOfRange, "timed work must be 1 second to 24 hours", at: work.range,
                               help: "write a time such as 45s, 2min or 90min")
            return nil
        }
        return .time(seconds: seconds)
    }

    mutating func wholeReps(_ value: Quantity) -> Int? {
        guard value.isInteger, PlanLimits.repsPerSet.contains(Int(exactly: value.magnitude) ?? 0) else {
            declarations.error(.repsOutOfRange, "reps must be a whole number from 1 to 999", at: value.range,
                               help: "write reps such as 5, 8-12 or 5+")
            return nil
        }
        return Int(value.magnitude)
    }

    mutating func validRPE(_ value: Quantity) -> Double? {
        guard (1...10).contains(value.magnitude) else {
            declarations.error(.rpeOutOfRange, "RPE must be from 1 to 10", at: value.range,
                               help: "RPE 10 is a maximal effort; 8 leaves two reps in reserve")
            return nil
        }
        return value.magnitude
    }
}
