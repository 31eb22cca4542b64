import Overload

/// A session's exercise names, as the journal wrote them, with the exercise of each: what
/// ``Replay/exercises(of:)`` worked out for the latest session.
///
/// A journal's sessions mostly name the same exercises in the same order, session after
/// session; such a session is handed the same array again, its names compared with those kept
/// (a short name is compared as two words, without hashing it), where looking each name up
/// and building a new array cost about 2,500 instructions a session of five exercises. The
/// answer for a name cannot change within a replay (the catalog is the program's), so the
/// array handed out again is the one the look-ups would build.
struct NamedExercises: Sendable {
    /// Each performance's name, and whether its sets were distance or time only (such a line
    /// names a machine: ``Replay/distanceWorkExercise(named:)``).
    private var names: [(name: String, distanceOnly: Bool)] = []
    private(set) var exercises: [ReplayExercise?] = []

    /// Whether `session` names what the latest session named, in the same order and way.
    func names(_ session: JournalSession) -> Bool {
        guard names.count == session.exercises.count else { return false }
        // By index: a performance copied out of the array retains its name, note and sets.
        for index in names.indices {
            guard names[index].name == session.exercises[index].name,
                  names[index].distanceOnly == session.exercises[index].sets.isDistanceOrTimeOnly else { return false }
        }
        return true
    }

    /// Keeps `session`'s names with their `exercises`.
    mutating func keep(_ session: JournalSession, exercises: [ReplayExercise?]) {
        names.removeAll(keepingCapacity: true)
        for index in session.exercises.indices {
            names.append((session.exercises[index].name, session.exercises[index].sets.isDistanceOrTimeOnly))
        }
        self.exercises = exercises
    }
}

extension Replay {
    /// The exercise of each of a session's performances, nil where the catalog lacks the name.
    mutating func exercises(of session: JournalSession) -> [ReplayExercise?] {
        if latestNamed.names(session) { return latestNamed.exercises }
        let exercises = lookedUp(session)
        latestNamed.keep(session, exercises: exercises)
        return exercises
    }

    /// ``exercises(of:)`` with every name looked up: the general way, which the tests hold the
    /// kept names to.
    mutating func lookedUp(_ session: JournalSession) -> [ReplayExercise?] {
        var exercises: [ReplayExercise?] = []
        exercises.reserveCapacity(session.exercises.count)
        // By index: a performance copied out of the array retains its name, note and sets.
        for index in session.exercises.indices {
            let name = session.exercises[index].name
            let distanceOnly = session.exercises[index].sets.isDistanceOrTimeOnly
            exercises.append(distanceOnly ? distanceWorkExercise(named: name) : exercise(named: name))
        }
        return exercises
    }
}
