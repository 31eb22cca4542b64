extension PlanBuilder {
    /// Rounds to buildable equipment, warning when the equipment cannot build the target.
    mutating func round(
        _ exact: Double, source: LoadSource, scaledBy: Double? = nil, exercise: Exercise, at range: SourceRange
    ) -> LoadTarget {
        let kind: LoadKind = source == .bodyweightAdded ? .bodyweight : exercise.loadKind
        let key = LoadRoundingCache.Key(exactBits: exact.bitPattern, kind: kind, piece: cachedPieceName(for: exercise, kind: kind))
        let rounded = roundingCache.loads[key] ?? rounded(exact, kind: kind, piece: key.piece)
        roundingCache.loads[key] = rounded
        let result = rounded.result
        let plates = rounded.platesPerSide
        let loadable = result.load.value(in: unit)
        // Warned at every place, cached or not: each line reports its own load.
        if result.needsWarning {
            let target = Mass(exact, unit).description
            let message = switch result.status {
            case .belowMinimum: "\(target) is lighter than the equipment allows; using \(result.load)"
            default: "\(target) cannot be built with this equipment; using \(result.load)"
            }
            declarations.warning(.unbuildableLoad, message, at: range,
                                 help: "add plates or a lighter bar to the equipment block, or change the load")
        }
        return LoadTarget(exact: exact, loadable: loadable, platesPerSide: kind == .barbell ? plates : nil,
                          plateUnit: kind == .barbell ? rounded.plateUnit : nil, source: source, scaledByPercent: scaledBy)
    }

    /// The equipment's rounding of a load, and the plates shown for it: the equipment's own,
    /// or for a barbell load rounded by a rule, the typical gym's when it builds that load exactly.
    func rounded(_ exact: Double, kind: LoadKind, piece: String?) -> LoadRoundingCache.Rounded {
        let result = equipment.round(target: Mass(exact, unit), for: kind, named: piece)
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
        return LoadRoundingCache.Rounded(result: result, platesPerSide: plates, plateUnit: plateUnit == unit ? nil : plateUnit)
    }

    /// `pieceName(for:kind:)`, worked out once per exercise and kind.
    mutating func cachedPieceName(for exercise: Exercise, kind: LoadKind) -> String? {
        let key = LoadRoundingCache.PieceKey(exerciseID: exercise.id, kind: kind)
        if let known = roundingCache.pieces[key] { return known }
        let name = pieceName(for: exercise, kind: kind)
        roundingCache.pieces[key] = .some(name)
        return name
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
    mutating func pieceName(for exercise: Exercise, kind: LoadKind) -> String? {
        switch kind {
        case .barbell:
            return equipment.bars.first { bar in
                EquipmentWord.named(ExerciseNameNormalizer.normalize(bar.name)) == .kind(exercise.equipment)
            }?.name
        case .machine, .cable:
            for stack in equipment.stacks where declarations.resolution(of: stack.name).exercise?.id == exercise.id {
                return stack.name
            }
            return nil
        case .dumbbell, .kettlebell, .bodyweight, .none:
            return nil
        }
    }
}
