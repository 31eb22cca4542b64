extension PlanBuilder {
    /// Rounds to buildable equipment, warning when the equipment cannot build the target.
    /// A long program rounds the same loads week after week: the rounder's memo solves each
    /// exact load (and finds each exercise's bar or stack) once per compile.
    mutating func round(_ exact: Double, source: LoadSource, exercise: Exercise, at range: SourceRange) -> LoadTarget {
        let kind = LoadRounder.loadKind(for: exercise, source: source)
        let rounded = rounder.rounded(exact, kind: kind, piece: rounder.cachedPieceName(for: exercise, kind: kind))
        let result = rounded.result
        let plates = rounded.platesPerSide
        let loadable = result.load.value(in: unit)
        // Warned at every place, cached or not: each line reports its own load.
        if result.needsWarning {
            let words = unbuildableLoadWords(
                target: Mass(exact, unit).description, using: result.load.description,
                belowMinimum: result.status == .belowMinimum, kind: kind)
            // Without an equipment block the gym is assumed, and without a `kettlebells` line the
            // common sizes are: say which, and how to describe one's own.
            let assumed = rounder.assumesStandardGym || kind == .kettlebell
                ? rounder.limit(exact, source: source, exercise: exercise).flatMap { $0.assumed || $0.commonKettlebells ? $0 : nil } : nil
            declarations.warning(.unbuildableLoad, words.message, at: range, help: assumed.map {
                "the \($0.piece) of \($0.gym) stop at \($0.heaviest); \($0.remedy)"
            } ?? words.help)
        }
        return LoadTarget(exact: exact, loadable: loadable, platesPerSide: kind == .barbell ? plates : nil,
                          plateUnit: kind == .barbell ? rounded.plateUnit : nil, source: source)
    }
}
