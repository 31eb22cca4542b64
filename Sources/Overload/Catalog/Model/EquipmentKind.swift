/// The main piece of equipment an exercise is done with.
public enum EquipmentKind: String, CaseIterable, Codable, Hashable, Sendable {
    case barbell
    case ezBar
    case trapBar
    case dumbbell
    case kettlebell
    case cable
    /// A selectorised or plate-loaded machine, including cardio machines.
    case machine
    case smithMachine
    case bodyweight
    case bands
    /// A barbell anchored at one end (landmine press, T-bar row).
    case landmine
    case sled
    /// Anything else: safety squat bar, yoke, rings.
    case other

    /// How a load on this equipment is usually given, which picks a rounding ladder.
    public var defaultLoadKind: LoadKind {
        switch self {
        case .barbell, .ezBar, .trapBar, .smithMachine: return .barbell
        case .dumbbell: return .dumbbell
        case .kettlebell: return .kettlebell
        case .cable: return .cable
        case .machine, .landmine, .sled: return .machine
        case .bodyweight: return .bodyweight
        case .bands, .other: return .none
        }
    }

    /// Whether a name that says `self` may match an exercise done with `other`.
    ///
    /// Pairs that load alike count as one family, so "Skullcrusher (Barbell)" finds the
    /// EZ-bar skullcrusher and "Lat Pulldown (Machine)" the cable pulldown, while
    /// "Machine Bench Press" never lands on the barbell bench press.
    public func isInterchangeable(with other: EquipmentKind) -> Bool {
        family == other.family
    }

    private var family: Int {
        switch self {
        case .barbell, .ezBar: return 0
        case .dumbbell, .kettlebell: return 1
        case .cable, .machine: return 2
        case .trapBar: return 3
        case .smithMachine: return 4
        case .bodyweight: return 5
        case .bands: return 6
        case .landmine: return 7
        case .sled: return 8
        case .other: return 9
        }
    }
}
