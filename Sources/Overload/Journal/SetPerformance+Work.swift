extension Sequence where Element == SetPerformance {
    /// Whether the sets are distance or timed work only (`row 2000m in 7:45`, `plank 45s`): no
    /// reps and no load on any set, and a distance or a time on at least one (skips aside).
    /// Such a line names a cardio exercise where a name could mean a lift too (`row`).
    public var isDistanceOrTimeOnly: Bool {
        var any = false
        for set in self where !set.isSkipped {
            guard set.isDistanceOrTimeWork else { return false }
            any = true
        }
        return any
    }
}

extension Array where Element == SetPerformance {
    /// The sequence's answer (``Sequence/isDistanceOrTimeOnly``), read in place. A replay asks
    /// it of every line of years of training, and the sequence's, not specialized across
    /// modules, copied each set out through its value witness to look at three fields.
    public var isDistanceOrTimeOnly: Bool {
        var any = false
        for index in indices where !self[index].isSkipped {
            guard self[index].isDistanceOrTimeWork else { return false }
            any = true
        }
        return any
    }
}

extension SetPerformance {
    /// A set of a distance or a time alone: no reps, no load.
    var isDistanceOrTimeWork: Bool {
        reps == nil && load == nil && (distanceMetres != nil || timeSeconds != nil)
    }
}
