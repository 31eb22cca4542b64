import Overload

extension Replay {
    /// A session's performances with every later line of an exercise joined to its first
    /// (its sets appended in the order written), and the exercise of each. A lifter who logs
    /// `squat warmup 45x5x2, warmup 135x3` and then `squat 185x5x3` did one squat session:
    /// judged line by line, the warm-ups alone would be a missed session. Names the catalog
    /// does not know are left as they are. Most sessions repeat nothing and are returned
    /// untouched.
    static func joiningRepeats(
        _ performances: [ExercisePerformance], _ exercises: [ReplayExercise?]
    ) -> (performances: [ExercisePerformance], exercises: [ReplayExercise?]) {
        // Compared by their own id's slot, one number per exercise id (or labelled use), not the id's text.
        func repeatsEarlier(_ index: Int) -> Bool {
            guard let slot = exercises[index]?.identity else { return false }
            return exercises[..<index].contains { $0?.identity == slot }
        }
        guard exercises.indices.contains(where: repeatsEarlier) else { return (performances, exercises) }
        // Made at their sizes: grown by appending, the arrays were reallocated a few times a session.
        var joined: [ExercisePerformance] = []
        var found: [ReplayExercise?] = []
        joined.reserveCapacity(performances.count)
        found.reserveCapacity(performances.count)
        // By index: a performance copied out of its array retains its name, note and sets.
        for index in performances.indices {
            let exercise = exercises[index]
            // A later line of an exercise already joined to its first.
            if let slot = exercise?.identity, found.contains(where: { $0?.identity == slot }) { continue }
            guard let slot = exercise?.identity, exercises[(index + 1)...].contains(where: { $0?.identity == slot }) else {
                joined.append(performances[index])
                found.append(exercise)
                continue
            }
            // Its later lines' sets join it, in one array made at its size: appended to after
            // it was stored, the array was shared and copied once more a session.
            var count = 0
            for other in index..<performances.count where exercises[other]?.identity == slot {
                count += performances[other].sets.count
            }
            var sets: [SetPerformance] = []
            sets.reserveCapacity(count)
            var kept = performances[index]
            for other in index..<performances.count where exercises[other]?.identity == slot {
                sets += performances[other].sets
                if kept.note == nil { kept.note = performances[other].note }
            }
            kept.sets = sets
            joined.append(kept)
            found.append(exercise)
        }
        return (joined, found)
    }
}
