/// How the load of an exercise is written, so the compiler can pick a rounding ladder.
public enum LoadKind: String, CaseIterable, Codable, Hashable, Sendable {
    /// Total weight on a bar, bar included: bar + 2 x plates per side.
    case barbell
    /// Weight of one dumbbell; a two-handed lift uses a pair of it.
    case dumbbell
    /// Weight of one kettlebell; kettlebells come in fixed sizes.
    case kettlebell
    /// A stack pin or plate-loaded machine with its own increments.
    case machine
    /// A cable stack with its own increments.
    case cable
    /// Added load on top of bodyweight (a belt or vest); negative means assistance.
    case bodyweight
    /// Not loaded: time, distance or band work.
    case none
}
