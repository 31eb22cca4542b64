/// A target turned into a load the lifter can build, keeping the exact target beside it so
/// the difference is never silent.
public struct Loadable: Sendable, Hashable {
    /// The load the program asked for, unrounded.
    public var target: Mass
    /// The load to put on the bar, rack or stack.
    public var load: Mass
    /// How the load is built.
    public var kind: LoadKind
    /// Whether the target was buildable, rounded, or out of the equipment's range.
    public var status: LoadStatus
    /// The bar used (barbell loads only).
    public var bar: Bar?
    /// The collars counted in the load (barbell loads only, two of them).
    public var collar: Collar?
    /// The plates on each side, heaviest first (barbell loads only).
    public var platesPerSide: [Mass]
    /// The plates on the belt or vest, heaviest first (bodyweight-added loads only).
    public var loosePlates: [Mass]

    /// A result with every part given; the rounding functions build these.
    public init(
        target: Mass,
        load: Mass,
        kind: LoadKind,
        status: LoadStatus,
        bar: Bar? = nil,
        collar: Collar? = nil,
        platesPerSide: [Mass] = [],
        loosePlates: [Mass] = []
    ) {
        self.target = target
        self.load = load
        self.kind = kind
        self.status = status
        self.bar = bar
        self.collar = collar
        self.platesPerSide = platesPerSide
        self.loosePlates = loosePlates
    }

    /// True when the load is the target or its nearest buildable neighbour (not clamped to
    /// the equipment's limits, and equipment or a rule applied).
    public var isBuildable: Bool {
        switch status {
        case .exact, .rounded: return true
        case .belowMinimum, .cannotBuild, .unrounded: return false
        }
    }

    /// True when the compiler should warn: the target lies outside what the equipment builds.
    public var needsWarning: Bool {
        switch status {
        case .belowMinimum, .cannotBuild: return true
        case .exact, .rounded, .unrounded: return false
        }
    }

    /// The load minus the target, in the load's unit (negative when rounded down).
    public var difference: Mass { load - target }
}
