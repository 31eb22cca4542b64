/// Rounds a program's loads to what its equipment can build, exercise by exercise: the one
/// rounding the compiler uses for the plan and the engine uses for progressed targets.
///
/// It knows which bar or stack an exercise is loaded on (see ``pieceName(for:kind:)``), and
/// shows plates for a barbell load rounded by a rule when the program's typical gym builds
/// that load exactly.
public struct LoadRounder: Sendable {
    /// The program's equipment (its block, its rounding rule, or the typical gym).
    public let equipment: Equipment
    /// The typical gym of the program's unit, used only to show plates for rule-rounded loads.
    public let displayGym: Equipment
    /// The unit loads are given and returned in.
    public let unit: MassUnit
    let catalog: ExerciseCatalog

    /// A rounder for loads in `unit` on `equipment`.
    public init(equipment: Equipment, displayGym: Equipment, unit: MassUnit, catalog: ExerciseCatalog) {
        self.equipment = equipment
        self.displayGym = displayGym
        self.unit = unit
        self.catalog = catalog
    }

    /// The equipment's answer for a load and the plates per side shown for it, in ``unit``.
    public struct Rounded: Sendable {
        /// What the equipment made of the target.
        public var result: Loadable
        /// Plates on each side of the bar, heaviest first (empty unless a barbell load).
        public var platesPerSide: [Double]
    }

    /// How a load for `exercise` is built: added to bodyweight when the source says so,
    /// otherwise the exercise's own kind.
    public static func loadKind(for exercise: Exercise, source: LoadSource) -> LoadKind {
        source == .bodyweightAdded ? .bodyweight : exercise.loadKind
    }

    /// The equipment's rounding of `exact` (in ``unit``) on the named bar or stack, with the
    /// plates shown for it.
    public func rounded(_ exact: Double, kind: LoadKind, piece: String?) -> Rounded {
        let result = equipment.round(target: Mass(exact, unit), for: kind, named: piece)
        var plates = result.platesPerSide.map { $0.value(in: unit) }
        if kind == .barbell, plates.isEmpty, result.bar == nil {
            let shown = displayGym.round(target: result.load, for: .barbell)
            if shown.status == .exact { plates = shown.platesPerSide.map { $0.value(in: unit) } }
        }
        return Rounded(result: result, platesPerSide: plates)
    }

    /// A load target for `exact` (in ``unit``) for an exercise, rounded to its equipment.
    public func target(_ exact: Double, source: LoadSource, exercise: Exercise) -> LoadTarget {
        let kind = Self.loadKind(for: exercise, source: source)
        let rounded = rounded(exact, kind: kind, piece: pieceName(for: exercise, kind: kind))
        return LoadTarget(exact: exact, loadable: rounded.result.load.value(in: unit),
                          platesPerSide: kind == .barbell ? rounded.platesPerSide : nil, source: source)
    }

    /// The smallest jump the equipment makes from `loadable` (in ``unit``) for an exercise:
    /// the next buildable load above it less it, or nil when nothing heavier can be built.
    /// With no equipment for the kind and no rounding rule, loads are not rounded and any
    /// jump is possible: nil.
    public func smallestStep(above loadable: Double, source: LoadSource, exercise: Exercise) -> Double? {
        let kind = Self.loadKind(for: exercise, source: source)
        let piece = pieceName(for: exercise, kind: kind)
        var probe = 0.125
        // Doubling probes find the next rung of any ladder, plate set or rule within 16 tries.
        for _ in 0..<16 {
            let next = rounded(loadable + probe, kind: kind, piece: piece).result
            guard next.status != .unrounded else { return nil }
            let value = next.load.value(in: unit)
            if value > loadable + 1e-9 { return value - loadable }
            probe *= 2
        }
        return nil
    }

    /// The bar or stack of the equipment block an exercise is loaded on, when the block names
    /// one for it; nil leaves the choice to the equipment (the first bar, the first stack of
    /// the kind).
    ///
    /// - barbell: the first bar whose name spells the exercise's equipment: `"EZ bar"` for an
    ///   EZ-bar curl or an exercise declared `equipment ez-bar`, `"trap bar"` or `"hex bar"`
    ///   for a trap bar deadlift, `"smith machine"`, and for plain barbell lifts a bar named
    ///   `"barbell"` or `"olympic bar"` (an unnamed first bar is called "barbell").
    /// - machine, cable: the first stack whose name is the exercise's (`machine "leg press"`
    ///   for the leg press), as the catalog reads names.
    public func pieceName(for exercise: Exercise, kind: LoadKind) -> String? {
        switch kind {
        case .barbell:
            return equipment.bars.first { bar in
                EquipmentWord.named(ExerciseNameNormalizer.normalize(bar.name)) == .kind(exercise.equipment)
            }?.name
        case .machine, .cable:
            for stack in equipment.stacks where catalog.resolve(stack.name).exercise?.id == exercise.id {
                return stack.name
            }
            return nil
        case .dumbbell, .kettlebell, .bodyweight, .none:
            return nil
        }
    }
}
