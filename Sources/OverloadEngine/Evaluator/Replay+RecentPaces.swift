import Overload

extension Replay {
    /// The lifter's recent pace, in seconds per kilometre, of each exercise of `day` that has
    /// distance work, in a block of rounds too: the latest session on or before the replay's date whose sets of it give
    /// both a distance and a time (their total time over their total distance). A day's
    /// estimated length counts its distances at that pace rather than the exercise's default
    /// (docs/language.md, "Time and distance"). Only a day with distance work reads the
    /// journal, from its end.
    mutating func recentPaces(of day: PlannedDay, in journal: Journal) -> [String: Int] {
        var wanted = Set<String>()
        // A block's items (`3 rounds: 400m run, ...`) count at the recent pace too.
        for exercise in day.exercises + day.blocks.flatMap({ $0.items }) where exercise.sets.contains(where: { if case .distance = $0.work { true } else { false } }) {
            wanted.insert(exercise.exerciseID)
        }
        guard !wanted.isEmpty else { return [:] }
        var paces: [String: Int] = [:]
        // The entries in place: `journal.sessions` copied every session of ten years first.
        for entry in journal.entries.reversed() {
            guard case .session(let session) = entry, session.date <= date else { continue }
            let found = exercises(of: session)
            for (performance, exercise) in zip(session.exercises, found) {
                guard let exercise else { continue }
                let id = history.id(ofSlot: exercise.identity)
                guard wanted.contains(id), paces[id] == nil, let pace = Self.pace(of: performance.sets) else { continue }
                paces[id] = pace
            }
            if paces.count == wanted.count { break }
        }
        return paces
    }

    /// Seconds per kilometre over the sets that give a distance and a time, as exact as the
    /// ``Pace`` history shows; nil when none does.
    static func pace(of sets: [SetPerformance]) -> Int? {
        var seconds = 0
        var distance = ExactDistance.zero
        for set in sets where set.kind != .warmup && !set.isSkipped {
            guard let time = set.timeSeconds, let metres = set.distanceMetres,
                  let covered = ExactDistance(metres: metres) else { continue }
            seconds += time
            distance += covered
        }
        return Pace(seconds: seconds, distance: distance)?.seconds(per: .km)
    }
}
