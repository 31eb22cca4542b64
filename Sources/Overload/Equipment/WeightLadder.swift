/// The fixed weights a dumbbell rack or a machine stack offers: a range with a step
/// (`2kg..50kg by 2kg`) or an explicit list. Weights are handled in thousandths of the
/// ladder's unit (the unit of `from`, or of the first listed weight).
public struct WeightLadder: Sendable, Hashable {
    enum Rungs: Sendable, Hashable {
        /// `lowest + k * step` for k = 0 ... while <= the declared top.
        case range(lowest: Int64, top: Int64, step: Int64)
        /// Sorted, without duplicates.
        case list([Int64])
    }

    /// The unit the ladder's weights are expressed in.
    public let unit: MassUnit
    let rungs: Rungs
    /// Which weight a target between two goes to (`dumbbells 2kg..50kg by 2kg, round down`):
    /// the nearest (the lighter on a tie) unless the equipment line says otherwise.
    public var direction: RoundingRule.Direction = .nearest

    /// The weights from `from` to `to` (inclusive when reached) in steps of `step`.
    /// Nil when the step is not positive (at 0.001-unit resolution) or `to < from`.
    public static func range(from: Mass, to: Mass, by step: Mass) -> WeightLadder? {
        let unit = from.unit
        let lowest = MilliMass.quantize(from, in: unit)
        let highest = MilliMass.quantize(to, in: unit)
        let quantum = MilliMass.quantize(step, in: unit)
        guard from.value.isFinite, to.value.isFinite, quantum > 0, highest >= lowest else { return nil }
        let top = lowest + (highest - lowest) / quantum * quantum
        return WeightLadder(unit: unit, rungs: .range(lowest: lowest, top: top, step: quantum))
    }

    /// Exactly the listed weights, in any order. Nil when the list is empty or holds a
    /// non-finite weight.
    public static func list(_ weights: [Mass]) -> WeightLadder? {
        guard let first = weights.first, weights.allSatisfy({ $0.value.isFinite }) else { return nil }
        let unit = first.unit
        let values = Array(Set(weights.map { MilliMass.quantize($0, in: unit) })).sorted()
        return WeightLadder(unit: unit, rungs: .list(values))
    }

    /// The lightest weight on the ladder.
    public var lightest: Mass {
        switch rungs {
        case .range(let lowest, _, _): return MilliMass.mass(lowest, unit)
        case .list(let values): return MilliMass.mass(values.first ?? 0, unit)
        }
    }

    /// The heaviest weight on the ladder (for a range, the last rung not above `to`).
    public var heaviest: Mass {
        switch rungs {
        case .range(_, let top, _): return MilliMass.mass(top, unit)
        case .list(let values): return MilliMass.mass(values.last ?? 0, unit)
        }
    }

    /// The number of weights on the ladder.
    public var count: Int {
        switch rungs {
        case .range(let lowest, let top, let step): return Int((top - lowest) / step) + 1
        case .list(let values): return values.count
        }
    }

    /// The rung nearest to `target` (ties to the lighter), or the one below or above it as
    /// ``direction`` says, with how it was reached.
    func nearest(to target: Mass) -> (load: Mass, status: LoadStatus) {
        let wanted = MilliMass.quantize(target, in: unit)
        let (chosen, status) = nearest(toThousandths: wanted)
        return (MilliMass.mass(chosen, unit), status)
    }

    func nearest(toThousandths wanted: Int64) -> (Int64, LoadStatus) {
        let low: Int64
        let high: Int64
        switch rungs {
        case .range(let lowest, let top, let step):
            if wanted < lowest { return (lowest, .belowMinimum) }
            if wanted > top { return (top, .cannotBuild) }
            low = lowest + (wanted - lowest) / step * step
            high = low == wanted ? low : low + step
        case .list(let values):
            guard let first = values.first, let last = values.last else { return (wanted, .unrounded) }
            if wanted < first { return (first, .belowMinimum) }
            if wanted > last { return (last, .cannotBuild) }
            let index = Self.firstIndex(notBelow: wanted, in: values)
            high = values[index]
            low = high == wanted || index == 0 ? high : values[index - 1]
        }
        let chosen: Int64 =
            switch direction {
            case .nearest: NearestChoice.pick(target: wanted, below: low, above: high)
            case .down: low
            case .up: high
            }
        return (chosen, chosen == wanted ? .exact : .rounded)
    }

    /// Binary search: the first index whose value is >= `wanted` (values sorted, and the
    /// caller guarantees the last value is >= `wanted`).
    private static func firstIndex(notBelow wanted: Int64, in values: [Int64]) -> Int {
        var lower = 0
        var upper = values.count - 1
        while lower < upper {
            let middle = (lower + upper) / 2
            if values[middle] < wanted { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }
}
