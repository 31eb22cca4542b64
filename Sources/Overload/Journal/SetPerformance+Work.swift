extension Sequence where Element == SetPerformance {
    /// Whether the sets are distance or timed work only (`row 2000m in 7:45`, `plank 45s`): no
    /// reps and no load on any set, and a distance or a time on at least one (skips aside).
    /// Such a line names a cardio exercise where a name could mean a lift too (`row`).
    public var isDistanceOrTimeOnly: Bool {
        var any = false
        for set in self where !set.isSkipped {
            guard set.reps == nil, set.load == nil, set.distanceMetres != nil || set.timeSeconds != nil else { return false }
            any = true
        }
        return any
    }
}
