import Overload

/// `next` under one session's circumstances: overrides, open pain flags, readiness and the
/// time available, in that order (docs/coaching.md). Each says what it changed.
extension Replay {
    func circumstanced(_ next: NextSession, _ circumstances: SessionCircumstances, pain: [PainFlag]) -> NextSession {
        var next = next
        var notes: [String] = []
        var reasons: [String: [String]] = [:]
        var warnings: [String: [String]] = [:]
        var renamed: [String: String] = [:]
        var opened: [String] = []
        var flagged: [PainFlag: PainEffects] = [:]
        let skipped = Set(circumstances.overrides.compactMap { override -> String? in
            if case .skipExercise(let name, _) = override { return exerciseIDOf(name) }
            return nil
        })
        var caps: [String: Double] = [:]
        for exercise in next.exercises { caps[exercise.prescription.exerciseID] = exercise.rpeCap }
        let (open, aged) = PainAge.split(pain, on: next.date)
        let last = trained.lastSession(before: next.date)
        let daysOff = last?.daysOff
        // An override is the lifter's own choice for the day: a layoff does not lower it again.
        let layoff = OverrideTargets.adjusts(circumstances.overrides) ? nil : daysOff.flatMap(Layoff.percentOff(afterDays:))
        // Named and offered, not applied: the lifter knows how the break went (an injury, a
        // holiday of hard hiking) and takes the override or not.
        var day = Self.mapExercises(next.day) { exercise in
            guard !skipped.contains(exercise.exerciseID) else {
                notes.append("\(exercise.name) skipped (override)")
                return nil
            }
            guard let known = program.catalog.exercise(id: exercise.exerciseID) else { return exercise }
            let loads = LoadTool(exercise: known, rounder: program.rounder, rpeChart: program.rpeChart)
            var sets = OverrideTargets.apply(circumstances.overrides, to: exercise.sets, loads: loads)
            let planned = sets
            let weekCap = Swift.min(next.calendar.rpeCap, caps[exercise.exerciseID] ?? 10)
            var current = exercise
            for flag in open {
                guard let reach = reach(flag, known) else {
                    flagged[flag, default: .init()].untouched.append(exercise.name)
                    continue
                }
                let area = flag.bodyPart
                let secondary = reach == .secondary
                let why = secondary ? " (it loads the \(area) less)" : ""
                switch reach.severity(of: flag) {
                case .severe:
                    if let substitute = substitute(for: known, sparing: flag) {
                        reasons[exercise.exerciseID, default: []].append(
                            "severe pain in \(area) (\(flag.date)): \(exercise.name) replaced by \(substitute.name.lowercased()), "
                                + "the same movement pattern sparing the \(area); choose its load")
                        sets = sets.map { Self.copy($0, load: nil, rpe: $0.rpe) }
                        current = Self.exercise(current, id: substitute.id, name: substitute.name.lowercased())
                        renamed[exercise.exerciseID] = substitute.id
                        flagged[flag, default: .init()].replaced.append("\(exercise.name) by \(substitute.name.lowercased())")
                    } else {
                        warnings[exercise.exerciseID, default: []].append(
                            "severe pain in \(area) (\(flag.date)): no exercise of the same pattern in the catalog spares it; "
                                + "leave \(exercise.name) out until the pain is resolved")
                        flagged[flag, default: .init()].leaveOut.append(exercise.name)
                    }
                case .moderate:
                    sets = zip(sets, planned).map { set, plan in
                        set.kind == .warmup ? set : Self.copy(set, load: set.load, rpe: RPECeiling.strictest(
                            set.rpe, RPECeiling.pain(planned: plan, weekCap: weekCap)))
                    }
                    warnings[exercise.exerciseID, default: []].append(
                        "\(flag.severity.rawValue) pain in \(area) (\(flag.date)): keep \(exercise.name) light\(why), "
                            + "at most RPE one under the target (8 without one)"
                            + (weekCap < 10 ? ", and never over the week's cap of \(NumberFormat.canonical(weekCap))" : ""))
                    flagged[flag, default: .init()].capped.append(exercise.name)
                case .mild:
                    warnings[exercise.exerciseID, default: []].append(
                        "\(flag.severity.rawValue) pain in \(area) noted on \(flag.date)\(secondary ? ": \(exercise.name) loads it less; watch it" : "")")
                    flagged[flag, default: .init()].watched.append(exercise.name)
                }
            }
            if circumstances.shouldReduceIntensity {
                sets = OverrideTargets.lowered(sets, planned: planned, loads: loads)
            } else if circumstances.allowsMore {
                let top = Self.topOfRanges(sets)
                if let reps = zip(sets, top).first(where: { $0 != $1 })?.1.reps {
                    opened.append("\(current.name) \(reps)")
                }
                sets = top
            }
            return Self.exercise(current, sets: sets)
        }
        for override in circumstances.overrides {
            switch override {
            case .weightPercent(let percent, _): notes.append("override \(NumberFormat.canonical(percent))% weight: loads changed for this session only")
            case .volumePercent(let percent, _): notes.append("override \(NumberFormat.canonical(percent))% volume: work sets left out from the end of each exercise")
            case .skipExercise: break
            }
        }
        if circumstances.shouldReduceIntensity {
            notes.append("low readiness (\(Self.readiness(circumstances))): loads "
                + "\(NumberFormat.canonical(SessionCircumstances.lowReadinessPercent))% lighter and RPE targets one lower")
        } else if circumstances.allowsMore {
            notes.append(opened.isEmpty
                ? "high energy and no soreness: the day has no rep range to aim at the top of"
                : "high energy and no soreness: reps at the top of their range (\(opened.joined(separator: ", ")))")
        }
        if let layoff, let last {
            let percent = NumberFormat.canonical(layoff)
            notes.insert("\(Layoff.span(last.daysOff)) since the last session (\(last.date)): start the first session back \(percent)% lighter "
                + "(`--override '-\(percent)% weight'`, or log `override -\(percent)% weight`); a miss at the plan's own targets "
                + "on that session does not count against them", at: 0)
        }
        for flag in open { notes.append(Self.painNote(flag, flagged[flag] ?? .init()) + PainAge.ask(flag, on: next.date)) }
        notes += aged.map { PainAge.agedNote($0, on: next.date) }
        if let minutes = circumstances.availableMinutes {
            day = Self.fit(day, seconds: minutes * 60, notes: &notes)
        }
        if let (date, read) = circumstances.fromCheckIn {
            notes.insert("from the check-in of \(date): \(read.joined(separator: ", "))", at: 0)
        }
        next.day = day
        next.exercises = Self.exercises(of: day, from: next.exercises, renamed: renamed, reasons: reasons, warnings: warnings)
        next.circumstances = notes
        return next
    }

    /// The catalog id of a name, without the replay's cache (the replay is not changed here).
    func exerciseIDOf(_ name: String) -> String? {
        program.catalog.resolve(name).exercise?.id
    }

    static func readiness(_ circumstances: SessionCircumstances) -> String {
        [circumstances.energy.map { "energy \($0.rawValue)" }, circumstances.soreness.map { "soreness \($0.rawValue)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// An exercise of the same movement pattern that spares the flagged area: none of its
    /// muscles there (else none of its primary ones), the same equipment first, then the catalog's order.
    func substitute(for exercise: Exercise, sparing flag: PainFlag) -> Exercise? {
        let area = Set(BodyPart.muscles(flag.bodyPart))
        let candidates = program.catalog.exercises.filter { $0.pattern == exercise.pattern && $0.id != exercise.id }
        func spares(_ other: Exercise, strictly: Bool) -> Bool {
            area.isEmpty ? other.equipment != exercise.equipment
                : area.isDisjoint(with: strictly ? other.allMuscles : other.primaryMuscles)
        }
        for strictly in [true, false] {
            let sparing = candidates.filter { spares($0, strictly: strictly) }
            if let found = sparing.first(where: { $0.equipment == exercise.equipment }) ?? sparing.first { return found }
        }
        return nil
    }

    /// Drops optional exercises (the last first), then work sets from the end, until the day's
    /// estimate fits `seconds`; each drop is noted.
    static func fit(_ day: PlannedDay, seconds: Int, notes: inout [String]) -> PlannedDay {
        var day = day
        while day.estimatedDuration > seconds, let optional = day.exercises.last(where: \.isOptional) {
            notes.append("\(optional.name) left out (optional) to fit \(seconds / 60) min")
            day = mapExercises(day) { $0.exerciseID == optional.exerciseID && $0.isOptional ? nil : $0 }
        }
        var setsLeftOut: [(name: String, count: Int)] = []
        var stillLong: String?
        defer {
            for (name, count) in setsLeftOut {
                notes.append("\(count == 1 ? "one set" : "\(count) sets") of \(name) left out to fit \(seconds / 60) min")
            }
            if let stillLong { notes.append(stillLong) }
        }
        while day.estimatedDuration > seconds {
            guard let last = day.exercises.last(where: { $0.sets.filter { $0.kind != .warmup }.count > 1 }) else {
                stillLong = "the day is still about \(day.estimatedDuration / 60) min with one work set of each exercise"
                break
            }
            var done = false
            day = mapExercises(day) { exercise in
                guard !done, exercise == last, let drop = exercise.sets.lastIndex(where: { $0.kind != .warmup }) else { return exercise }
                done = true
                var sets = exercise.sets
                sets.remove(at: drop)
                return Self.exercise(exercise, sets: sets.enumerated().map { $0.element.withIndex($0.offset) })
            }
            if setsLeftOut.last?.name == last.name {
                setsLeftOut[setsLeftOut.count - 1].count += 1
            } else {
                setsLeftOut.append((last.name, 1))
            }
        }
        return day
    }

    /// The day with `transform` applied to every exercise (nil removes it; an emptied superset goes too).
    static func mapExercises(_ day: PlannedDay, _ transform: (ExercisePrescription) -> ExercisePrescription?) -> PlannedDay {
        let items = day.items.compactMap { item -> PlanItem? in
            switch item {
            case .exercise(let exercise): return transform(exercise).map(PlanItem.exercise)
            case .superset(let members, let rest):
                let kept = members.compactMap(transform)
                return kept.isEmpty ? nil : .superset(kept, roundRestSeconds: rest)
            case .break, .rounds: return item
            }
        }
        return PlannedDay(name: day.name, items: items)
    }

    /// The exercises of `next` rebuilt from the changed day: each one's sets joined from its
    /// lines (a substitute's lines under its new id), with the reasons and warnings of its
    /// circumstances; an exercise the day no longer has is gone.
    static func exercises(
        of day: PlannedDay, from old: [ExerciseTargets], renamed: [String: String], reasons: [String: [String]],
        warnings: [String: [String]]
    ) -> [ExerciseTargets] {
        old.compactMap { target in
            let id = target.prescription.exerciseID
            let now = renamed[id] ?? id
            let lines = day.exercises.filter { $0.exerciseID == now }
            guard let first = lines.first else { return nil }
            var updated = target
            let sets = lines.flatMap(\.sets).enumerated().map { $0.element.withIndex($0.offset) }
            updated.prescription = exercise(first, sets: sets)
            // A substitute's targets are not the plan's: only why it is there is said.
            updated.reasons = renamed[id] == nil ? updated.reasons + (reasons[id] ?? []) : (reasons[id] ?? [])
            updated.warnings += warnings[id] ?? []
            return updated
        }
    }

    /// The work sets with a rep range (`8-12`) aimed at its top (`12`) for the session.
    static func topOfRanges(_ sets: [SetPrescription]) -> [SetPrescription] {
        sets.map { set in
            guard set.kind != .warmup, case .range(_, let upper)? = set.reps else { return set }
            return SetPrescription(index: set.index, kind: set.kind, load: set.load, work: .reps(.exact(upper)), rpe: set.rpe,
                                   restSeconds: set.restSeconds, pendingLoad: set.pendingLoad)
        }
    }

    static func copy(_ set: SetPrescription, load: LoadTarget?, rpe: Double?) -> SetPrescription {
        SetPrescription(index: set.index, kind: set.kind, load: load, work: set.work, rpe: rpe, restSeconds: set.restSeconds,
                        pendingLoad: load == nil ? nil : set.pendingLoad, goal: set.goal)
    }

    static func exercise(_ exercise: ExercisePrescription, id: String? = nil, name: String? = nil,
                         sets: [SetPrescription]? = nil) -> ExercisePrescription {
        ExercisePrescription(
            exerciseID: id ?? exercise.exerciseID, name: name ?? exercise.name, primaryMuscles: exercise.primaryMuscles,
            secondaryMuscles: exercise.secondaryMuscles, isOptional: exercise.isOptional, repRange: exercise.repRange,
            rest: exercise.rest, sets: sets ?? exercise.sets, progression: exercise.progression,
            warmupRamp: exercise.warmupRamp)
    }
}
