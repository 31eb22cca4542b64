/// What an exercise's sets can measure: reps, time, distance, and what load goes with them.
///
/// A run has distance and time and no load; a plank has time; a sled has load and distance;
/// a chin-up has reps at bodyweight with added (a belt) or assisting (a band) load. The
/// compiler and the journal warn about work an exercise does not do (`squat 5km`, `bench 45s`),
/// and a `progress` rule's step must be of a kind the exercise's sets have.
public struct ExerciseWork: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    /// Creates a set of work kinds from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Counted repetitions (`3x5`).
    public static let reps = ExerciseWork(rawValue: 1 << 0)
    /// A time held or worked (`3x45s`, `1x20min`).
    public static let time = ExerciseWork(rawValue: 1 << 1)
    /// A distance covered (`5km`, `2000m`), possibly with its time.
    public static let distance = ExerciseWork(rawValue: 1 << 2)
    /// An external load: a bar, dumbbells, a stack, a sled.
    public static let load = ExerciseWork(rawValue: 1 << 3)
    /// Bodyweight, with load added (`+20kg`) or taken off by assistance (`-18kg`).
    public static let bodyweight = ExerciseWork(rawValue: 1 << 4)

    /// The kinds of set a person may write for it, in words: `reps`, `time`, `distance`.
    public var setKindNames: [String] {
        [(ExerciseWork.reps, "reps"), (.time, "time"), (.distance, "distance")].filter { contains($0.0) }.map(\.1)
    }

    /// Whether any load, added or external, goes with the work.
    public var takesLoad: Bool { !isDisjoint(with: [.load, .bodyweight]) }

    /// `reps`, `distance or time`: what the sets measure, in words, for W0207 in a program
    /// and in a journal alike.
    public var words: String {
        let names = setKindNames
        return names.isEmpty ? "nothing" : ListText.joined(names, with: "or")
    }

    /// An example of the work, for the help of W0207.
    public func help(name: String) -> String {
        if contains(.distance) { return "write a distance or a time, as in '\(name) 5km' or '\(name) 1x20min'" }
        if contains(.reps) && contains(.time) { return "write reps or a time, as in '\(name) 3x10' or '\(name) 3x45s'" }
        if contains(.time) { return "write a time, as in '\(name) 3x30s'" }
        return "write sets of reps, as in '\(name) 3x5'; time and distance are for runs, rows, carries and holds"
    }
}

extension Exercise {
    /// What the exercise's sets measure, from its pattern, equipment and load kind:
    /// - cardio: distance and time, no load (a burpee or a rope skip counts reps and time,
    ///   battle ropes time alone);
    /// - carries and sleds: load over a distance or for a time;
    /// - core: reps or a time held, with the load its equipment takes (a plank, a cable crunch);
    /// - every other lift: reps, with its load.
    public var work: ExerciseWork {
        let load: ExerciseWork = switch loadKind {
        case .barbell, .dumbbell, .kettlebell, .machine, .cable: .load
        case .bodyweight: .bodyweight
        case .none: []
        }
        switch pattern {
        case .cardio:
            switch id {
            case "burpee", "jump-rope": return [.reps, .time]
            case "battle-ropes": return [.time]
            default: return [.distance, .time]
            }
        case .carry: return load.union([.distance, .time])
        case .core: return load.union([.reps, .time])
        case .horizontalPush, .verticalPush, .horizontalPull, .verticalPull, .squat, .hinge, .lunge, .isolation, .olympic:
            return load.union(.reps)
        }
    }
}
