/// Consecutive sets of an exercise alike in everything but their position, which a plan shows
/// once with a count: `3 × 5` in `overload plan`, `3x5` in `overload diff`.
public struct SetRun: Sendable, Hashable {
    /// The run's first set; the others differ from it only in `index`.
    public let set: SetPrescription
    /// How many sets the run holds, at least 1.
    public let count: Int
}

extension ExercisePrescription {
    /// The exercise's sets grouped into runs of alike sets, in order.
    public var setRuns: [SetRun] {
        var runs: [SetRun] = []
        var start = 0
        while start < sets.count {
            var end = start + 1
            while end < sets.count, sets[end] == sets[start].withIndex(sets[end].index) { end += 1 }
            runs.append(SetRun(set: sets[start], count: end - start))
            start = end
        }
        return runs
    }
}
