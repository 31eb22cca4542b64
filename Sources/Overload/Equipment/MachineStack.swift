/// Whether a weight stack drives a machine or a cable.
public enum StackKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A selectorised machine (leg press, lat pulldown, ...).
    case machine
    /// A cable column or crossover.
    case cable
}

/// A named weight stack with its ladder of settings (`leg press 10kg..200kg by 10kg`).
public struct MachineStack: Sendable, Hashable {
    /// The stack's name, used to choose it for an exercise.
    public var name: String
    /// Machine or cable.
    public var kind: StackKind
    /// The selectable weights.
    public var ladder: WeightLadder

    /// A stack with a name, kind and ladder.
    public init(name: String, kind: StackKind = .machine, ladder: WeightLadder) {
        self.name = name
        self.kind = kind
        self.ladder = ladder
    }
}
