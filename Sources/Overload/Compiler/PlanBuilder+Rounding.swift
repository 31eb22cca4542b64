extension PlanBuilder {
    /// Rounds to buildable equipment, warning when the equipment cannot build the target.
    mutating func round(_ exact: Double, source: LoadSource, exercise: Exercise, at range: SourceRange) -> LoadTarget {
        let kind: LoadKind = source == .bodyweightAdded ? .bodyweight : exercise.loadKind
        let result = equipment.round(target: Mass(exact, unit), for: kind, named: pieceName(for: exercise, kind: kind))
        let loadable = result.load.value(in: unit)
        var plates = result.platesPerSide.map { $0.value(in: unit) }
        if kind == .barbell, plates.isEmpty, result.bar == nil {
            let shown = displayGym.round(target: result.load, for: .barbell)
            if shown.status == .exact { plates = shown.platesPerSide.map { $0.value(in: unit) } }
        }
        if result.needsWarning {
            let target = Mass(exact, unit).description
            let message = switch result.status {
            case .belowMinimum: "\(target) is lighter than the equipment allows; using \(result.load)"
            default: "\(target) cannot be built with this equipment; using \(result.load)"
            }
            declarations.warning(.unbuildableLoad, message, at: range,
                                 help: "add plates or a lighter bar to the equipment block, or change the load")
        }
        return LoadTarget(exact: exact, loadable: loadable, platesPerSide: kind == .barbell ? plates : nil, source: source)
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
