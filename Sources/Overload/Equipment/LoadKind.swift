/// How a load is physically built, which decides how a target is rounded.
///
/// This is the equipment's view only; the exercise catalog names exercises separately and
/// the compiler maps each exercise to one of these.
public enum LoadKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A bar plus plates loaded symmetrically (the bar weight plus twice the plates per side).
    case barbell
    /// One dumbbell from a fixed ladder; the target is the weight of one dumbbell.
    case dumbbell
    /// A selectorised machine stack.
    case machine
    /// Plates added to bodyweight (belt or vest); negative targets mean assistance.
    case bodyweightAdded
    /// A cable stack.
    case cable
    /// A load with no equipment model: only the rounding rule applies.
    case plain
}

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
