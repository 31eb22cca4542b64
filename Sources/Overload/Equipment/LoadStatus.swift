// `LoadKind` (how an exercise is loaded) lives with the catalog; the equipment rounds by it.

/// What happened when a target was turned into a load the lifter can build.
public enum LoadStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// The target can be built exactly.
    case exact
    /// The target was moved to the nearest buildable load (ties go to the lighter load).
    case rounded
    /// The target is lighter than the lightest buildable load (the empty bar, the lightest
    /// dumbbell or stack plate); the load is that minimum. The compiler should warn.
    case belowMinimum
    /// The target is heavier than anything the equipment can build; the load is the heaviest
    /// buildable one. The compiler should warn.
    case cannotBuild
    /// Neither equipment nor a rounding rule applies; the load is the target unchanged.
    case unrounded
}
