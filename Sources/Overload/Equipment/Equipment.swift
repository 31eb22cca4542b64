/// The equipment a program is written for: bars, plates, collars, dumbbells, kettlebells,
/// machine and cable stacks, and a rounding rule for everything else.
///
/// ```
/// equipment:
///   barbell 20kg
///   plates 25, 20, 15, 10, 5, 2.5, 1.25 kg, two of each
///   dumbbells 2kg..50kg by 2kg
/// ```
///
/// Each piece works in its own unit: barbell loads in the bar's unit, dumbbells and stacks in
/// their ladder's unit, plates added to bodyweight in the first plate's unit.
public struct Equipment: Sendable, Hashable {
    /// The bars; the first is used unless an exercise names another.
    public var bars: [Bar]
    /// The plates, shared by every bar and by belt loading.
    public var plates: PlateInventory
    /// The collars used on every bar (two per bar), or nil when they are not counted.
    public var collar: Collar?
    /// The dumbbell rack, if any.
    public var dumbbells: WeightLadder?
    /// The kettlebells there are, one of each size.
    public var kettlebells: WeightLadder?
    /// Machine and cable stacks.
    public var stacks: [MachineStack]
    /// The rule for loads no equipment describes (`round 5lb`), or nil to leave them exact.
    public var rounding: RoundingRule?

    /// Equipment with the given parts; everything is optional.
    public init(
        bars: [Bar] = [],
        plates: PlateInventory = .empty,
        collar: Collar? = nil,
        dumbbells: WeightLadder? = nil,
        kettlebells: WeightLadder? = nil,
        stacks: [MachineStack] = [],
        rounding: RoundingRule? = nil
    ) {
        self.bars = bars
        self.plates = plates
        self.collar = collar
        self.dumbbells = dumbbells
        self.kettlebells = kettlebells
        self.stacks = stacks
        self.rounding = rounding
    }

    /// No equipment and no rounding: every load stays as computed, but a kettlebell's, which
    /// goes to the nearest common size (``KettlebellSizes``).
    public static let none = Equipment()

    /// The bar used by default (the first declared).
    public var defaultBar: Bar? { bars.first }

    /// The bar with this name, ignoring case.
    public func bar(named name: String) -> Bar? {
        bars.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The stack with this name, ignoring case.
    public func stack(named name: String) -> MachineStack? {
        stacks.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The first stack of a kind, used when an exercise names none.
    public func firstStack(of kind: StackKind) -> MachineStack? {
        stacks.first { $0.kind == kind }
    }
}

extension Equipment {
    /// A typical kilogram gym: a 20 kg bar; 25, 20, 15, 10, 5, 2.5 and 1.25 kg plates,
    /// plenty of each; dumbbells 2.5 kg to 50 kg by 2.5 kg; other loads rounded to 2.5 kg
    /// (the smallest barbell jump).
    public static let standardKilogramGym = Equipment(
        bars: [.olympic],
        plates: .plentiful([25, 20, 15, 10, 5, 2.5, 1.25].map { Mass($0, .kg) }),
        dumbbells: .range(from: Mass(2.5, .kg), to: Mass(50, .kg), by: Mass(2.5, .kg)),
        rounding: RoundingRule(step: Mass(2.5, .kg))
    )

    /// A typical pound gym: a 45 lb bar; 45, 35, 25, 10, 5 and 2.5 lb plates, plenty of each;
    /// dumbbells 5 lb to 100 lb by 5 lb; other loads rounded to 5 lb (the smallest barbell
    /// jump).
    public static let standardPoundGym = Equipment(
        bars: [.pound],
        plates: .plentiful([45, 35, 25, 10, 5, 2.5].map { Mass($0, .lb) }),
        dumbbells: .range(from: Mass(5, .lb), to: Mass(100, .lb), by: Mass(5, .lb)),
        rounding: RoundingRule(step: Mass(5, .lb))
    )

    /// The typical gym of a unit: ``standardKilogramGym`` or ``standardPoundGym``.
    public static func standardGym(for unit: MassUnit) -> Equipment {
        switch unit {
        case .kg: standardKilogramGym
        case .lb: standardPoundGym
        }
    }
}
