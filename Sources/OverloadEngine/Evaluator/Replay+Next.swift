import Overload

extension Replay {
    /// The next session's targets: the day after the position (or the first `day` of that
    /// name from there), each exercise's sets from its rule's state, pending loads filled.
    /// The replay then holds the calendar changes of that week too, for `explain`.
    mutating func next(day name: String?) -> NextSession? {
        guard var target = order.next(after: position) else { return nil }
        // The day of a session in progress is planned again, its sets taken of today's top set.
        if name == nil, let held = inProgress { target = held.position }
        if let name {
            guard let found = order.firstDay(named: name, from: target) else { return nil }
            target = found
        }
        // Rules see the calendar move to the next session's week, as a logged session would.
        enterWeek(target, on: date)
        return withWaveScaling(targets(at: target), at: target)
    }

    /// The targets of the session at `position`; `ask` runs the external plugins of
    /// its exercises (once each), otherwise their fallbacks answer.
    func targets(at position: ProgramPosition, askExternal ask: Bool = true) -> NextSession {
        let calendar = order.calendar(at: position)
        let day = order.day(at: position)
        var exercises: [ExerciseTargets] = []
        var replaced: [String: [SetPrescription]] = [:]
        for (id, written) in days.day(at: position).exercises {
            guard let exercise = program.catalog.exercise(id: id) else { continue }
            let loads = LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart)
            let planned = followingLifts(written, loads: loads)
            var sets = planned
            var reasons: [String] = []
            var changes: [StateChange] = []
            var warnings: [String] = []
            var suggestion: Reason?
            var rpeCap = calendar.rpeCap
            if let number = ruleIndex[id] {
                let rule = rules[number]
                let ruleCap = rule.plugin.rpeCap(at: calendar, arguments: arguments(of: rule, for: id, at: calendar))
                rpeCap = Swift.min(rpeCap, ruleCap ?? rpeCap)
                sets = rule.plugin.prescribe(PrescribeInput(
                    exercise: exercise, planned: planned, state: states[id] ?? PluginState(),
                    arguments: arguments(of: rule, for: id, at: calendar), calendar: calendar, loads: loads, programMax: programMax(id)))
                reasons = latestReasons(id, rule: ruleTexts[number])
                changes = latestChanges(id)
                suggestion = steps[id]?.last?.suggestion
                if calendar.intensityPercent != 100 {
                    reasons.append("week \(calendar.week) is a \(calendar.weekKind.rawValue) week: loads at "
                        + NumberFormat.canonical(calendar.intensityPercent) + "% of a regular week's")
                }
                if ask, rule.plugin.answersOutside, let answer = rule.plugin.answer(AnswerInput(
                    prescribe: PrescribeInput(
                        exercise: exercise, planned: planned, state: states[id] ?? PluginState(),
                        arguments: arguments(of: rule, for: id, at: calendar), calendar: calendar, loads: loads, programMax: programMax(id)),
                    date: date, fallbackRule: rule.text, fallbackTargets: sets, history: steps[id] ?? [], unit: program.snapshot.unit,
                    rule: rule.binding.range, runner: runner)) {
                    sets = answer.sets
                    if let answered = answer.reasons {
                        (reasons, changes, suggestion) = (answered, answer.changes ?? [], answer.suggestion)
                    }
                    if let warning = answer.warning { warnings.append(warning) }
                }
            }
            sets = fillPending(sets, of: id, loads: loads, reasons: &reasons, warnings: &warnings)
            var taken: (top: Double, sets: [SetPrescription])?
            sets = takenOfToday(TodayLoads.estimated(sets, loads: loads), of: id, at: position, loads: loads,
                                reasons: &reasons, taken: &taken)
            if ruleIndex[id] != nil, steps[id]?.isEmpty ?? true {
                sets = fromLatestPerformance(sets, of: id, exercise: exercise, loads: loads, reasons: &reasons)
            }
            let first = day.exercises.first { $0.exerciseID == id }
            // Warm-ups follow the work set the rule gave, not the plan's.
            if let ramp = first?.warmupRamp { sets = ramp.replanned(sets, exercise: exercise, rounder: program.rounder) }
            if sets.contains(where: { $0.kind != .warmup && $0.load == nil && $0.pendingLoad == nil && needsLoad(exercise, $0) }) {
                let name = first?.name ?? exercise.name.lowercased()
                warnings.append("no load known yet for \(name): log a session of it and the next targets build on "
                    + "what you lifted, or write the load in the program (\(name) 3x5 @ 60\(program.snapshot.unit.rawValue))")
            }
            warnings += equipmentWarnings(sets, of: id, name: first?.name ?? exercise.name.lowercased(), loads: loads)
            replaced[id] = sets
            if reasons.isEmpty, sets.contains(where: { $0.load != nil }) { reasons.append("the plan's load") }
            var targets = ExerciseTargets(
                prescription: Self.prescription(first, exercise: exercise, sets: sets), reasons: reasons, warnings: warnings)
            targets.changes = changes
            targets.suggestion = suggestion
            targets.takenOfToday = taken
            if taken != nil { targets.loggedTops = inProgress?.loggedTops[id] ?? [] }
            targets.rpeCap = rpeCap
            targets.falls = calendar
            exercises.append(targets)
        }
        let titles = rungTitles(of: Array(replaced.keys))
        for index in exercises.indices {
            if let title = titles[exercises[index].prescription.exerciseID] {
                exercises[index].prescription = exercises[index].prescription.renamed(title)
            }
        }
        let items = Self.items(day, replacing: replaced, titles: titles)
        return NextSession(date: date, planID: program.snapshot.contentID, version: program.snapshot.version,
                           calendar: calendar, day: PlannedDay(name: day.name, items: items), exercises: exercises)
    }

    /// Whether a work set without a load is missing one: not for bodyweight, timed or distance work.
    func needsLoad(_ exercise: Exercise, _ set: SetPrescription) -> Bool {
        guard case .reps = set.work else { return false }
        switch exercise.loadKind {
        case .barbell, .dumbbell, .kettlebell, .machine, .cable: return true
        case .bodyweight, .none: return false
        }
    }

    /// The reasons behind an exercise's targets: the changes of its latest step, with its date.
    /// When the latest step changed nothing, the latest change before it still says where the
    /// targets come from, and the latest step says nothing changed since.
    func latestReasons(_ id: String, rule: String) -> [String] {
        guard let kept = steps[id], let last = kept.last else { return ["\(rule): no session logged yet"] }
        guard !last.changes.isEmpty else {
            guard let changed = kept.last(where: { !$0.changes.isEmpty }) else { return ["\(last.date): no change (\(rule))"] }
            return Self.reasons(of: changed) + ["\(last.date): no change since (\(rule))"]
        }
        return Self.reasons(of: last)
    }

    /// The changes ``latestReasons(_:rule:)`` writes out, as values.
    func latestChanges(_ id: String) -> [StateChange] {
        guard let kept = steps[id], let last = kept.last else { return [] }
        guard last.changes.isEmpty else { return last.reasonedChanges }
        return kept.last(where: { !$0.changes.isEmpty })?.reasonedChanges ?? []
    }

    static func reasons(of step: ExplainStep) -> [String] {
        step.changes.map { change in
            "\(step.date): \(change.what) \(change.before.map { $0 + " -> " } ?? "")\(change.after): \(change.reason)"
        }
    }

    /// Sets whose load the plan could not compute (a percentage or RPE with no max) get one
    /// from the best e1RM of the last four weeks of the journal.
    func fillPending(
        _ sets: [SetPrescription], of id: String, loads: LoadTool, reasons: inout [String], warnings: inout [String]
    ) -> [SetPrescription] {
        guard sets.contains(where: { $0.load == nil && $0.pendingLoad != nil }) else { return sets }
        guard let best = history.best(historyID(of: id), before: date) else {
            warnings.append("no max known yet: give one in the program (1rm \(loads.exercise.name.lowercased()) 100"
                + "\(loads.unit.rawValue)) or log a set of 1 to \(E1RMSets.repLimit) reps of it; percentages use the best "
                + "e1RM of the last four weeks")
            return sets
        }
        reasons.append("e1RM \(loads.mass(best)) from the last four weeks of the journal")
        let trainingShare = (program.maxes.trainingMaxPercent ?? 90) / 100
        return sets.map { set in
            guard set.load == nil, let pending = set.pendingLoad else { return set }
            switch pending {
            case .percentOfTM(let percent): return loads.set(set, exact: best * trainingShare * percent / 100, source: pending)
            case .percentOf1RM(let percent): return loads.set(set, exact: best * percent / 100, source: pending)
            case .rpe(let rpe):
                guard let reps = set.reps?.minimumReps,
                      let load = RPEChart.load(oneRepMax: loads.mass(best), reps: reps, rpe: rpe, chart: program.rpeChart) else { return set }
                return loads.set(set, exact: loads.value(load), source: pending)
            case .absolute, .relativeToTop, .bodyweightAdded, .percentOfTop, .percentOfLift, .plus, .today:
                // A share of another lift's max, of the day's top set, or with an amount added
                // waits for the plan to give it (issue 14); the journal's best is of this lift only.
                return set
            }
        }
    }

    /// Exercise ids in the order the day first names them.
    static func exerciseOrder(_ day: PlannedDay) -> [String] {
        var seen: Set<String> = []
        return day.exercises.map(\.exerciseID).filter { seen.insert($0).inserted }
    }

    static func prescription(_ first: ExercisePrescription?, exercise: Exercise, sets: [SetPrescription]) -> ExercisePrescription {
        ExercisePrescription(
            exerciseID: exercise.id, name: first?.name ?? exercise.name.lowercased(),
            primaryMuscles: first?.primaryMuscles ?? [], secondaryMuscles: first?.secondaryMuscles ?? [],
            isOptional: first?.isOptional ?? false, repRange: first?.repRange ?? .notSet, rest: first?.rest ?? .notSet,
            sets: sets, progression: first?.progression, warmupRamp: first?.warmupRamp)
    }

    /// The day's items with each exercise's lines given its new sets: split back line by line
    /// when the count is unchanged, otherwise all on its first line and its later lines dropped.
    static func items(
        _ day: PlannedDay, replacing replaced: [String: [SetPrescription]], titles: [String: String] = [:]
    ) -> [PlanItem] {
        var remaining = replaced
        var splitBack: [String: Bool] = [:]
        for (id, sets) in replaced {
            splitBack[id] = sets.count == day.exercises.filter { $0.exerciseID == id }.reduce(0) { $0 + $1.sets.count }
        }
        func rewrite(_ exercise: ExercisePrescription) -> ExercisePrescription? {
            guard let sets = remaining[exercise.exerciseID] else { return nil }
            let taken = splitBack[exercise.exerciseID] == true ? Array(sets.prefix(exercise.sets.count)) : sets
            remaining[exercise.exerciseID] = splitBack[exercise.exerciseID] == true ? Array(sets.dropFirst(taken.count)) : []
            guard !taken.isEmpty else { return nil }
            let renumbered = taken.enumerated().map { index, set in set.withIndex(index) }
            return ExercisePrescription(
                exerciseID: exercise.exerciseID, name: titles[exercise.exerciseID] ?? exercise.name,
                primaryMuscles: exercise.primaryMuscles, secondaryMuscles: exercise.secondaryMuscles,
                isOptional: exercise.isOptional, repRange: exercise.repRange,
                rest: exercise.rest, sets: renumbered, progression: exercise.progression, warmupRamp: exercise.warmupRamp)
        }
        return day.items.compactMap { item in
            switch item {
            case .exercise(let exercise): return rewrite(exercise).map(PlanItem.exercise)
            case .superset(let members, let rest):
                let kept = members.compactMap(rewrite)
                return kept.isEmpty ? nil : .superset(kept, roundRestSeconds: rest)
            case .break, .rounds: return item
            }
        }
    }
}

extension Replay {
    /// A rule that has judged no session (the journal's sessions did not follow the program,
    /// or came before its `start`) and a plan line with no load: the work sets take the
    /// exercise's latest performance, its latest session's heaviest counted set, as a coach
    /// would, rather than no load at all (docs/engine.md, "Where a rule starts").
    func fromLatestPerformance(
        _ sets: [SetPrescription], of id: String, exercise: Exercise, loads: LoadTool, reasons: inout [String]
    ) -> [SetPrescription] {
        guard sets.contains(where: { $0.kind != .warmup && $0.load == nil && $0.pendingLoad == nil && needsLoad(exercise, $0) }),
              let latest = history.latestLoad(historyID(of: id)), latest.load > 0 else { return sets }
        reasons = ["the latest performance, \(loads.mass(latest.load)) on \(latest.date): "
            + "no session of it followed the program yet, so the rule starts from what you lift now"]
        return sets.map { set in
            guard set.kind != .warmup, set.load == nil, set.pendingLoad == nil, needsLoad(exercise, set) else { return set }
            return loads.set(set, exact: latest.load)
        }
    }
}
