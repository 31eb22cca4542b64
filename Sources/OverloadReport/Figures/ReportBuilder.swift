import Overload
import OverloadEngine

extension ReportFigures {
    /// The main lifts drawn when no rule binds any exercise and none is asked for.
    static let mostTrainedCount = 4
    /// Weekly charts and the calendar show this many weeks back from the report's day.
    public static let weeksShown = 26

    /// The figures of `journal` (and of the program behind `engine`, when given) for `request`.
    /// The engine is copied: the replay it makes serves this report only.
    /// - Throws: ``ReportError/noSets(exercise:)`` for an asked exercise the journal lacks.
    public init(journal whole: Journal, engine given: ReportEngine?, request: ReportRequest) throws(ReportError) {
        var engine = given
        var journal = Journal(unit: whole.unit, declaredExercises: whole.declaredExercises, includes: whole.includes,
                              entries: whole.entries.filter { $0.date <= request.today })
        journal.declaredVariants = whole.declaredVariants
        let unit = request.unit ?? journal.unit ?? .kg
        var histories: [ExerciseHistory] = []
        if request.exercises.isEmpty {
            histories = TrainingHistory(journal, since: request.since, unit: unit, formula: request.formula).exercises
        } else {
            for name in request.exercises {
                let found = TrainingHistory(journal, exercise: name, since: request.since, unit: unit, formula: request.formula)
                guard !found.exercises.isEmpty else { throw .noSets(exercise: name) }
                for history in found.exercises where !histories.contains(where: { $0.name == history.name }) {
                    histories.append(history)
                }
            }
        }
        let shown = journal.sessions.filter { session in request.since.map { session.date >= $0 } ?? true }
        self.init(today: request.today, since: request.since, unit: unit,
                  programName: engine?.snapshot.programName, sessionCount: shown.count)
        let evaluation = engine?.evaluation(on: request.today) ?? nil
        let ruleBound = Set(evaluation.map { Array($0.steps.keys) + ($0.next?.exercises.compactMap {
            $0.prescription.progression == nil ? nil : $0.prescription.exerciseID } ?? []) } ?? [])
        var main = histories.filter { history in
            history.exerciseID.map(ruleBound.contains) ?? false && !history.e1RMSeries.isEmpty
        }
        if main.isEmpty || !request.exercises.isEmpty {
            main = histories.filter { !$0.e1RMSeries.isEmpty }
            if request.exercises.isEmpty {
                main = Array(main.enumerated().sorted { ($0.element.sessions.count, -$0.offset) > ($1.element.sessions.count, -$1.offset) }
                    .prefix(Self.mostTrainedCount).sorted { $0.offset < $1.offset }.map(\.element))
            }
        }
        if var engine, let evaluation, let next = evaluation.next {
            self.next = Self.nextFigures(next, unit: engine.snapshot.unit)
            let plans = main.isEmpty ? [] : [next.calendar.cycle, next.calendar.cycle + 1].compactMap {
                engine.appliedPlan(on: request.today, cycle: $0)
            }
            lifts = main.map { Self.liftFigures($0, planned: Self.plannedE1RM(of: $0, next: next, plans: plans, unit: unit,
                                                                               formula: request.formula)) }
            adherence = AdherenceBuilder(evaluation: evaluation, sessions: shown, plan: engine.snapshot, today: request.today,
                                         since: request.since).figures
        } else {
            lifts = main.map { Self.liftFigures($0, planned: []) }
        }
        if let evaluation {
            deloadWeeks = Self.deloadWeeks(evaluation, since: request.since)
            programChanges = evaluation.coaching.versions.dropFirst().compactMap { version in
                guard let date = version.date, request.since.map({ date >= $0 }) ?? true else { return nil }
                return DatedText(date: date, text: "plan v\(version.number)" + (version.notes.first.map { ": " + $0 } ?? ""))
            }
            decisions = evaluation.coaching.suggestions.filter { !$0.status.isOpen && $0.status != .replaced }.compactMap { change in
                guard request.since.map({ change.date >= $0 }) ?? true else { return nil }
                return DecisionFigures(suggested: change.date, decided: change.decidedOn, exercise: change.exercise,
                                       change: change.text, verdict: change.status.rawValue, outcome: change.outcome?.rawValue,
                                       outcomeReason: change.outcomeReason)
            }
        }
        records = histories.filter { !$0.repRecords.isEmpty }.map(Self.recordFigures)
        unloaded = histories.filter { $0.repRecords.isEmpty }.map(\.name)
        let weeksFrom = request.today.weekStart.daysSinceEpoch - 7 * (Self.weeksShown - 1)
        muscleWeeks = VolumeBuilder.muscleWeeks(histories, fromDay: weeksFrom)
        tonnageWeeks = VolumeBuilder.tonnageWeeks(main, fromDay: weeksFrom)
        effort = main.map { EffortBuilder.figures(of: $0, today: request.today) }
        bodyweight = BodyweightBuilder.points(journal, since: request.since, unit: unit)
        painFlags = journal.painFlags.filter { flag in request.since.map { flag.date >= $0 } ?? true }
    }

    static func nextFigures(_ next: NextSession, unit: MassUnit) -> NextFigures {
        let calendar = next.calendar
        var heading = "\(calendar.day) · cycle \(calendar.cycle) · week \(calendar.week)"
        if calendar.weekKind != .regular { heading += " (\(calendar.weekKind.rawValue))" }
        return NextFigures(
            heading: heading, date: next.date,
            exercises: next.exercises.map { exercise in
                // A warning the engine gives for each of an exercise's prescriptions is shown once.
                (exercise.prescription.name, PrescriptionText.sets(exercise.prescription, unit: unit), exercise.reasons,
                 exercise.warnings.enumerated().filter { !exercise.warnings[..<$0.offset].contains($0.element) }.map(\.element))
            },
            pending: NextText.pendingLines(next.exercises))
    }

    static func liftFigures(_ history: ExerciseHistory, planned: [(date: LocalDate, value: Double)]) -> LiftFigures {
        let series = history.e1RMSeries.map { (day: $0.date.daysSinceEpoch, value: $0.value) }
        let (thinned, bucket) = SeriesThinning.thin(series)
        // The first point beats nothing: a record is a new best after it.
        var best: Double?
        let points = thinned.compactMap { point -> (date: LocalDate, value: Double, isRecord: Bool)? in
            guard let date = LocalDate(daysSinceEpoch: point.day) else { return nil }
            defer { best = max(best ?? point.value, point.value) }
            return (date, point.value, best.map { point.value > $0 } ?? false)
        }
        // A variant is its own lift, with its parent named beside it.
        let name = history.name + (history.variant.map { " (\($0.text))" } ?? "")
        return LiftFigures(name: name, points: points, thinning: bucket, planned: planned)
    }

    static func recordFigures(_ history: ExerciseHistory) -> RecordFigures {
        let heaviest = history.repRecords.max { ($0.load, -$0.reps) < ($1.load, -$1.reps) }
        return RecordFigures(name: history.name, byReps: history.repRecords.filter { $0.reps <= E1RMSets.repLimit },
                             bestE1RM: history.bestE1RM, heaviest: heaviest)
    }

    static func deloadWeeks(_ evaluation: Evaluation, since: LocalDate?) -> [LocalDate] {
        var mondays = Set<LocalDate>()
        for date in evaluation.deloadDates where since.map({ date >= $0 }) ?? true {
            mondays.insert(date.weekStart)
        }
        return mondays.sorted()
    }
}
