import OverloadSyntax

extension PlanBuilder {
    /// A warning when a set's work is of a kind the exercise does not do: `squat 5km`,
    /// `bench 45s`, `run 3x5`. Only catalog exercises are checked: a declared exercise says
    /// nothing of its work. Reported once per line and kind.
    mutating func checkWorkKind(_ work: SetWork, of group: SetGroup, exercise: Exercise, line: ExerciseLine,
                                reported: inout Set<String>) {
        guard ExerciseCatalog.builtin.exercise(id: exercise.id) != nil else { return }
        let (kind, noun): (ExerciseWork, String) = switch work {
        case .reps: (.reps, "reps")
        case .time: (.time, "a time")
        case .distance: (.distance, "a distance")
        }
        let allowed = exercise.work
        guard !allowed.contains(kind), reported.insert(noun).inserted else { return }
        let range = group.work?.range ?? group.reps?.range ?? group.range
        let name = line.name.text
        declarations.warning(
            .workKindMismatch, "\(name) is done for \(allowed.words), not \(noun)", at: range,
            label: "this is \(noun)",
            help: allowed.help(name: name))
    }
}

extension PlanBuilder {
    /// The exercise a line of distance or timed work only means: `row 2000m` is the rowing
    /// machine, as in the journal (`ExerciseCatalog.resolveForDistanceWork`), though `row 5x5`
    /// is the barbell row. A declared exercise, or one whose work fits, stays as resolved.
    static func distanceWorkExercise(_ line: ExerciseLine, resolved: Exercise, catalog: ExerciseCatalog) -> Exercise {
        guard line.scheme == nil, !line.sets.isEmpty, line.sets.allSatisfy({ $0.reps == nil && $0.work != nil }),
              resolved.work.isDisjoint(with: [.distance, .time]),
              ExerciseCatalog.builtin.exercise(id: resolved.id) != nil,
              let cardio = catalog.resolveForDistanceWork(line.name.text), cardio.pattern == .cardio
        else { return resolved }
        return cardio
    }
}
