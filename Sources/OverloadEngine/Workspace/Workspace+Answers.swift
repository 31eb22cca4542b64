import Overload
import OverloadSyntax

extension Workspace {
    /// The evaluation of the journal on ``date``: the next session's targets (of `day` when
    /// given, in `circumstances`) and how they were reached, keeping `steps`; nil when the
    /// program has errors. The replay is made once for each `steps` and kept.
    public mutating func evaluation(
        keeping steps: StepHistory, day: String? = nil, circumstances: SessionCircumstances = SessionCircumstances()
    ) -> Evaluation? {
        guard let replay = replay(keeping: steps) else { return nil }
        return replay.evaluation(of: journal ?? Journal(), day: day, circumstances: circumstances)
    }

    /// `next`: the next session's targets, each with its latest reason; nil when the program
    /// has errors.
    public mutating func next(day: String? = nil, circumstances: SessionCircumstances = SessionCircumstances()) -> Evaluation? {
        evaluation(keeping: .latest, day: day, circumstances: circumstances)
    }

    /// `suggest` and the decisions: the evaluation whose ``Evaluation/coaching`` holds the
    /// suggestions open and decided; nil when the program has errors.
    public mutating func suggestions() -> Evaluation? {
        evaluation(keeping: .latest)
    }

    /// The line of a rule's place in the program, in the file that holds it: a reason's
    /// ``Reason/rule`` as the JSON of `next` and `explain` gives it.
    public func ruleLine(_ range: SourceRange) -> Int? {
        program.loaded.program.line(of: range)
    }

    /// `explain EXERCISE`: every session the exercise's rule judged, and its next target; a
    /// problem naming the exercises there are when the program does not prescribe it.
    public mutating func explain(_ exercise: String) -> Result<Explanation, WorkspaceProblem> {
        guard let compiled = evaluator?.program else { return .failure(WorkspaceProblem("the program has errors")) }
        let prescribed = compiled.snapshot.prescribedExercises
        // `row` names the rowing machine where a program rows a distance (`row 2000m`), as the
        // compiler reads it, though alone it is the barbell row.
        // A ladder's rung (`explain negative pull-up`) is explained as its ladder.
        let rungOf = compiled.catalog.resolve(exercise).exercise.flatMap { compiled.ladders.rungs[$0.id] }
        // The name the plan shows (`pull: negative pull-up` for a ladder) is asked for as it reads.
        let shown = prescribed.first { $0.value.lowercased() == exercise.lowercased() }.flatMap { compiled.catalog.exercise(id: $0.key) }
        let candidates = [shown, compiled.catalog.resolve(exercise).exercise, compiled.catalog.resolveForDistanceWork(exercise),
                          rungOf.flatMap { compiled.catalog.exercise(id: $0.ladder) }]
        guard let found = candidates.compactMap({ $0 }).first(where: { prescribed[$0.id] != nil }),
              let name = prescribed[found.id] else {
            let names = prescribed.values.sorted()
            // `explain bench` where the days write `bench (heavy)` and `bench (volume)`.
            if let lift = compiled.catalog.resolve(exercise).exercise?.historyID {
                let uses = prescribed.filter { compiled.catalog.exercise(id: $0.key)?.historyID == lift }.values.sorted()
                if !uses.isEmpty {
                    return .failure(WorkspaceProblem("the program does '\(exercise)' as "
                        + uses.map { "'\($0)'" }.joined(separator: " and ") + "; explain one of them, as in '\(uses[0])'"))
                }
            }
            let suggestion = closestMatch(to: exercise, in: names)
            return .failure(WorkspaceProblem(
                "the program does not prescribe '\(exercise)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                    + "; it has " + names.joined(separator: ", ")))
        }
        guard let evaluation = evaluation(keeping: .all) else { return .failure(WorkspaceProblem("the program has errors")) }
        return .success(Explanation(
            evaluation: evaluation, name: compiled.ladders.byID[found.id]?.name ?? name, exerciseID: found.id, steps: evaluation.steps[found.id] ?? [],
            rule: evaluation.rules.first { $0.binding.targets.contains { $0.exerciseID == found.id } }?.asWritten,
            next: evaluation.nextTargets(of: found.id),
            unplaced: evaluation.unplaced.filter { $0.exerciseIDs.contains(found.id) },
            notLogged: evaluation.notLogged.filter { $0.exerciseIDs.contains(found.id) }))
    }
}

/// What `explain` shows of one exercise.
public struct Explanation: Sendable {
    /// The whole evaluation (its failures and unplaced sessions are reported first).
    public var evaluation: Evaluation
    /// The exercise as the program names it.
    public var name: String
    /// Its catalog id.
    public var exerciseID: String
    /// Every session its rule judged, oldest first.
    public var steps: [ExplainStep]
    /// Its rule as written; nil when no rule binds it.
    public var rule: String?
    /// Its next targets and the day they fall on: in the next session, else on the first
    /// later day that holds it.
    public var next: ExerciseTargets?
    /// The sessions of it the replay could not place.
    public var unplaced: [UnplacedSession]
    /// The days holding it that the journal passed over without a session.
    public var notLogged: [NotLoggedDay]
}

/// A question the workspace cannot answer, in words for the lifter.
public struct WorkspaceProblem: Error, Sendable, Equatable {
    /// The words, as a usage error prints them.
    public var message: String
    /// A problem in these words.
    public init(_ message: String) { self.message = message }
}

extension PlanSnapshot {
    /// Every exercise the plan prescribes, by catalog id, named as the plan first names it.
    public var prescribedExercises: [String: String] {
        var names: [String: String] = [:]
        for week in weeks {
            for day in week.days {
                for exercise in day.exercises where names[exercise.exerciseID] == nil { names[exercise.exerciseID] = exercise.name }
            }
        }
        return names
    }
}
