/// A muscle or muscle group an exercise trains.
///
/// The grain is what a lifter tracks volume by (side delts apart from front delts,
/// lats apart from the upper back), not an anatomy chart.
public enum Muscle: String, CaseIterable, Codable, Hashable, Sendable {
    case chest
    case frontDelts
    case sideDelts
    case rearDelts
    case triceps
    case biceps
    case forearms
    case lats
    /// Rhomboids, mid traps and teres: the muscles a row squeezes.
    case upperBack
    case traps
    /// Spinal erectors.
    case lowerBack
    case abs
    case obliques
    case hipFlexors
    case quads
    case hamstrings
    case glutes
    case adductors
    case abductors
    case calves

    /// The part of the body the muscle belongs to.
    public var region: BodyRegion {
        switch self {
        case .chest, .frontDelts, .sideDelts, .rearDelts, .triceps, .biceps, .forearms, .lats, .upperBack, .traps:
            return .upper
        case .lowerBack, .abs, .obliques, .hipFlexors:
            return .core
        case .quads, .hamstrings, .glutes, .adductors, .abductors, .calves:
            return .lower
        }
    }
}
