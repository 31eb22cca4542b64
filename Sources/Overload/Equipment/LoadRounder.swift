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
    let memo = RoundingMemo()
    /// Exercises with a `round` of their own (`chin-up 3x5 @ +10lb round 5lb`), by id: their
    /// loads round by that rule, whatever the equipment.
    public let exerciseRules: [String: RoundingRule]

    /// A rounder for loads in `unit` on `equipment`.
    public init(
        equipment: Equipment, displayGym: Equipment, unit: MassUnit, catalog: ExerciseCatalog,
        exerciseRules: [String: RoundingRule] = [:]
    ) {
        self.equipment = equipment
        self.displayGym = displayGym
        self.unit = unit
        self.catalog = catalog
        self.exerciseRules = exerciseRules
    }

    /// The piece name that stands for an exercise's own rule: every path that rounds an
    /// exercise's loads asks ``cachedPieceName(for:kind:)`` first, so the rule travels with it.
    static let exerciseRulePrefix = "\u{1}round "

    private func exerciseRule(_ piece: String?) -> RoundingRule? {
        guard let piece, piece.hasPrefix(Self.exerciseRulePrefix) else { return nil }
        return exerciseRules[String(piece.dropFirst(Self.exerciseRulePrefix.count))]
    }

    /// The equipment's answer for a load and the plates per side shown for it, in the gym's unit.
    public struct Rounded: Sendable {
        /// What the equipment made of the target.
        public var result: Loadable
        /// Plates on each side of the bar, heaviest first (empty unless a barbell load), in
        /// `plateUnit` when given, else in the rounder's ``unit``.
        public var platesPerSide: [Double]
        /// The plates' unit when it is not the rounder's (a pound gym's plates for a plan shown
        /// in kilograms).
        public var plateUnit: MassUnit?
    }

    /// How a load for `exercise` is built: added to bodyweight when the source says so,
    /// otherwise the exercise's own kind.
    public static func loadKind(for exercise: Exercise, source: LoadSource) -> LoadKind {
        loadKind(own: exercise.loadKind, source: source)
    }

    /// ``loadKind(for:source:)`` of an exercise whose own kind is `own`: a caller that keeps
    /// the kind need not copy the exercise out to ask.
    public static func loadKind(own: LoadKind, source: LoadSource) -> LoadKind {
        if case .bodyweightAdded = source { return .bodyweight }
        return own
    }

    /// The equipment's rounding of `exact` (in ``unit``) on the named bar or stack, with the
    /// plates shown for it.
    public func rounded(_ exact: Double, kind: LoadKind, piece: String?) -> Rounded {
        memo.rounded(exact, kind: kind, piece: piece) {
            solve(exact, kind: kind, piece: piece)
        }
    }

    private func solve(_ exact: Double, kind: LoadKind, piece: String?) -> Rounded {
        let result: Loadable
        if let rule = exerciseRule(piece) {
            let (load, status) = rule.rounded(Mass(exact, unit))
            result = Loadable(target: Mass(exact, unit), load: load, kind: kind, status: status)
        } else {
            result = equipment.round(target: Mass(exact, unit), for: kind, named: piece, tables: memo.plates)
        }
        // Plates are shown as the gym has them: a pound gym's in pounds whatever the plan's unit.
        var plateUnit = result.platesPerSide.first?.unit ?? unit
        var plates = result.platesPerSide.map { $0.value(in: plateUnit) }
        if kind == .barbell, plates.isEmpty, result.bar == nil {
            let shown = displayGym.round(target: result.load, for: .barbell)
            if shown.status == .exact {
                plateUnit = shown.platesPerSide.first?.unit ?? unit
                plates = shown.platesPerSide.map { $0.value(in: plateUnit) }
            }
        }
        return Rounded(result: result, platesPerSide: plates, plateUnit: plateUnit == unit ? nil : plateUnit)
    }

    /// A load target for `exact` (in ``unit``) for an exercise, rounded to its equipment.
    public func target(_ exact: Double, source: LoadSource, exercise: Exercise) -> LoadTarget {
        let kind = Self.loadKind(for: exercise, source: source)
        return target(exact, source: source, kind: kind, piece: cachedPieceName(for: exercise, kind: kind))
    }

    /// ``target(_:source:exercise:)`` for a caller that has worked out the kind and the piece
    /// (``loadKind(for:source:)``, ``cachedPieceName(for:kind:)``) once for many loads.
    package func target(_ exact: Double, source: LoadSource, kind: LoadKind, piece: String?) -> LoadTarget {
        let made = placed(exact, kind: kind, piece: piece)
        return LoadTarget(exact: exact, loadable: made.loadable, platesPerSide: made.platesPerSide,
                          plateUnit: made.plateUnit, source: source)
    }

    /// The load ``target(_:source:kind:piece:)`` builds for `exact`, without the target: a
    /// rule's step and deload ask for the loadable value alone at every session.
    package func loadable(_ exact: Double, kind: LoadKind, piece: String?) -> Double {
        placed(exact, kind: kind, piece: piece).loadable
    }

    private func placed(_ exact: Double, kind: LoadKind, piece: String?) -> Placed {
        memo.placed(exact, kind: kind, piece: piece) {
            // Solved, not asked of ``rounded(_:kind:piece:)``: the placement is kept in its own
            // table, so a whole rounding kept beside it is never read again, and keeping it
            // (its table grown, a dozen references copied) cost a third of the solve.
            let rounded = solve(exact, kind: kind, piece: piece)
            return Placed(loadable: rounded.result.load.value(in: unit), platesPerSide: kind == .barbell ? rounded.platesPerSide : nil,
                          plateUnit: kind == .barbell ? rounded.plateUnit : nil)
        }
    }

    /// What a load target takes from a rounding, memoized apart (``RoundingMemo``).
    struct Placed: Sendable {
        var loadable: Double
        var platesPerSide: [Double]?
        var plateUnit: MassUnit?
    }

    /// The smallest jump the equipment makes from `loadable` (in ``unit``) for an exercise:
    /// the next buildable load above it less it, or nil when nothing heavier can be built.
    /// With no equipment for the kind and no rounding rule, loads are not rounded and any
    /// jump is possible: nil.
    public func smallestStep(above loadable: Double, source: LoadSource, exercise: Exercise) -> Double? {
        let kind = Self.loadKind(for: exercise, source: source)
        return smallestStep(above: loadable, kind: kind, piece: cachedPieceName(for: exercise, kind: kind))
    }

    /// ``smallestStep(above:source:exercise:)`` with the kind and the piece worked out.
    package func smallestStep(above loadable: Double, kind: LoadKind, piece: String?) -> Double? {
        memo.step(above: loadable, kind: kind, piece: piece) {
            nextStep(above: loadable, kind: kind, piece: piece)
        }
    }

    private func nextStep(above loadable: Double, kind: LoadKind, piece: String?) -> Double? {
        var probe = 0.125
        // The bar and its plates' solver found once for every probe, not once a probe.
        let rule = exerciseRule(piece)
        let onEquipment = Equipment.LoadProbe(equipment, kind: kind, named: rule == nil ? piece : nil, tables: memo.plates)
        // Doubling probes find the next rung of any ladder, plate set or rule within 16 tries.
        for _ in 0..<16 {
            let exact = Mass(loadable + probe, unit)
            let next = if let rule { rule.rounded(exact) } else { onEquipment.roundedLoad(exact) }
            guard next.status != .unrounded else { return nil }
            let value = next.load.value(in: unit)
            if value > loadable + 1e-9 { return value - loadable }
            probe *= 2
        }
        return nil
    }

    /// ``pieceName(for:kind:)``, worked out once per exercise and kind.
    package func cachedPieceName(for exercise: Exercise, kind: LoadKind) -> String? {
        if exerciseRules[exercise.id] != nil { return Self.exerciseRulePrefix + exercise.id }
        return memo.piece(RoundingMemo.PieceKey(exerciseID: exercise.id, kind: kind)) { pieceName(for: exercise, kind: kind) }
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
