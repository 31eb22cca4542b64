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
            .workKindMismatch, "\(name) is done for \(Self.workWords(allowed)), not \(noun)", at: range,
            label: "this is \(noun)",
            help: Self.workHelp(allowed, name: name))
    }

    /// `reps`, `distance or time`: what the exercise's sets measure, in words.
    static func workWords(_ work: ExerciseWork) -> String {
        let names = work.setKindNames
        return names.isEmpty ? "nothing" : ListText.joined(names, with: "or")
    }

    /// An example of the work the exercise does.
    static func workHelp(_ work: ExerciseWork, name: String) -> String {
        if work.contains(.distance) { return "write a distance or a time, as in '\(name) 5km' or '\(name) 1x20min'" }
        if work.contains(.reps) && work.contains(.time) { return "write reps or a time, as in '\(name) 3x10' or '\(name) 3x45s'" }
        if work.contains(.time) { return "write a time, as in '\(name) 3x30s'" }
        return "write sets of reps, as in '\(name) 3x5'; time and distance are for runs, rows, carries and holds"
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
