extension PlanBuilder {
    /// Rounds to buildable equipment, warning when the equipment cannot build the target.
    mutating func round(_ exact: Double, source: LoadSource, exercise: Exercise, at range: SourceRange) -> LoadTarget {
        let kind = LoadRounder.loadKind(for: exercise, source: source)
        let key = LoadRoundingCache.Key(exactBits: exact.bitPattern, kind: kind, piece: cachedPieceName(for: exercise, kind: kind))
        let rounded = roundingCache.loads[key] ?? rounder.rounded(exact, kind: kind, piece: key.piece)
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
                          plateUnit: kind == .barbell ? rounded.plateUnit : nil, source: source)
    }

    /// `pieceName(for:kind:)`, worked out once per exercise and kind.
    mutating func cachedPieceName(for exercise: Exercise, kind: LoadKind) -> String? {
        let key = LoadRoundingCache.PieceKey(exerciseID: exercise.id, kind: kind)
        if let known = roundingCache.pieces[key] { return known }
        let name = rounder.pieceName(for: exercise, kind: kind)
        roundingCache.pieces[key] = .some(name)
        return name
    }
}
