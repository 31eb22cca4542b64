import OverloadSyntax

extension JournalFileReader {
    /// W0207, as a program reports it: a logged time or distance for a catalog exercise that
    /// is not done for it (`squat 5km`, `bench 45s`). Its sets are kept as logged: the log says
    /// what was done, and the warning says it is likely a slip. Only lines with a time or a
    /// distance are looked at (a lift's line of reps costs nothing here), each name and kind
    /// once a file.
    mutating func checkWorkKind(_ line: PerformanceLine, sets: [SetPerformance]) {
        checkWorkKind(line.name.text, at: line.name.range, sets: sets) {
            line.sets.first(where: { $0.work != nil })?.work?.range
        }
    }

    /// W0207 for the sets of the exercise `name` (written at `nameRange`); `firstWork` gives the
    /// range of the line's first time or distance, asked only for a warning.
    mutating func checkWorkKind(_ name: String, at nameRange: SourceRange, sets: [SetPerformance],
                                firstWork: () -> SourceRange?) {
        var kind: (work: ExerciseWork, noun: String)?
        for set in sets where !set.isSkipped {
            if set.distanceMetres != nil {
                kind = (.distance, "a distance")
                break
            }
            if set.timeSeconds != nil, set.reps == nil, kind == nil { kind = (.time, "a time") }
        }
        guard let kind else { return }
        // What follows depends on the spelling and the kind of work alone: a spelling met lately
        // with the same kind has had its look.
        let hint = spellingHint(nameRange)
        let isDistance = kind.work == .distance
        if isDistance ? recentDistanceSpellings.contains(name, hint: hint) : recentTimeSpellings.contains(name, hint: hint) { return }
        if isDistance {
            recentDistanceSpellings.add(name, hint: hint)
        } else {
            recentTimeSpellings.add(name, hint: hint)
        }
        let key = ExerciseNameNormalizer.normalize(name)
        guard !key.isEmpty, !declared.contains(key), checkedWork.insert(key + "\u{0}" + kind.noun).inserted else { return }
        let exercise = sets.isDistanceOrTimeOnly ? catalog.resolveForDistanceWork(name) : catalog.resolve(name).exercise
        guard let exercise, ExerciseCatalog.builtin.exercise(id: exercise.id) != nil, !exercise.work.contains(kind.work) else { return }
        let range = firstWork() ?? nameRange
        warning(.workKindMismatch, "\(name) is done for \(exercise.work.words), not \(kind.noun)", at: range,
                label: "this is \(kind.noun)", help: exercise.work.help(name: name))
    }
}
