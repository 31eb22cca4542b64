/// The movement an exercise trains, as programs balance them (push against pull,
/// squat against hinge).
public enum MovementPattern: String, CaseIterable, Codable, Hashable, Sendable {
    case horizontalPush
    case verticalPush
    case horizontalPull
    case verticalPull
    case squat
    case hinge
    case lunge
    case carry
    /// Single-joint accessory work (curls, raises, extensions).
    case isolation
    /// Trunk flexion, anti-extension and anti-rotation work.
    case core
    /// Snatch, clean and jerk and their variations.
    case olympic
    /// Conditioning measured by time or distance (run, row, bike, ski erg).
    case cardio

    /// The body region an exercise of this pattern trains, or nil when it depends on
    /// the muscles (isolation work).
    public var defaultRegion: BodyRegion? {
        switch self {
        case .horizontalPush, .verticalPush, .horizontalPull, .verticalPull: return .upper
        case .squat, .hinge, .lunge: return .lower
        case .core: return .core
        case .carry, .olympic, .cardio: return .fullBody
        case .isolation: return nil
        }
    }

    /// Whether exercises of this pattern are multi-joint lifts unless said otherwise.
    public var isCompoundByDefault: Bool {
        switch self {
        case .horizontalPush, .verticalPush, .horizontalPull, .verticalPull,
            .squat, .hinge, .lunge, .carry, .olympic:
            return true
        case .isolation, .core, .cardio:
            return false
        }
    }
}
