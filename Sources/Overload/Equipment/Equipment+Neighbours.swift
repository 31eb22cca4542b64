extension Equipment {
    /// The buildable barbell loads on either side of a target: the heaviest at or below it and
    /// the lightest at or above it, each with its plates. Both are the target itself when it can
    /// be built exactly; `below` is nil under the empty bar and `above` nil past what every
    /// plate together makes. The same plate solver as ``round(target:for:named:)``.
    ///
    /// Every buildable load is the empty bar plus twice a multiple of the plates' greatest
    /// common divisor, so the candidates are walked in those steps from the nearest load the
    /// solver gives, each confirmed by the solver; `maximumSteps` bounds the walk (a sparse
    /// inventory with a few plates of odd weights) and a side not found within it is nil.
    public func barbellNeighbours(of target: Mass, bar: Bar, maximumSteps: Int = 400) -> (below: Loadable?, above: Loadable?) {
        let nearest = roundBarbell(target: target, bar: bar)
        switch nearest.status {
        case .exact: return (nearest, nearest)
        case .belowMinimum: return (nil, nearest)
        case .unrounded: return (nil, nil)
        case .cannotBuild, .rounded: break
        }
        let unit = bar.weight.unit
        let wanted = MilliMass.quantize(target, in: unit)
        let load = MilliMass.quantize(nearest.load, in: unit)
        if nearest.status == .cannotBuild, load < wanted { return (nearest, nil) }
        let step = 2 * plates.plates.reduce(Int64(0)) { divisor, plate in
            plate.count >= 2 && plate.weight.value > 0
                ? PlateSolver.Table.gcd(divisor, MilliMass.quantize(plate.weight, in: unit)) : divisor
        }
        guard step > 0 else { return (nil, nil) }
        let direction: Int64 = load < wanted ? 1 : -1
        var candidate = load
        for _ in 0..<maximumSteps {
            candidate += direction * step
            let probe = roundBarbell(target: MilliMass.mass(candidate, unit), bar: bar)
            if probe.status == .cannotBuild || probe.status == .belowMinimum { break }
            guard probe.status == .exact else { continue }
            if (direction > 0 && candidate >= wanted) || (direction < 0 && candidate <= wanted) {
                let found = Loadable(target: target, load: probe.load, kind: .barbell, status: .rounded, bar: bar,
                                     collar: probe.collar, platesPerSide: probe.platesPerSide)
                return direction > 0 ? (nearest, found) : (found, nearest)
            }
        }
        return direction > 0 ? (nearest, nil) : (nil, nearest)
    }
}
