import Overload

/// Reference answers by enumerating every plate combination, for checking the solver on
/// small inventories. Weights are whole thousandths of the inventory's unit.
struct BruteForceLoads {
    /// One achievable per-side (or belt) total with the plates that make it.
    struct Combination {
        var total: Int64
        var plates: [Int64]
    }

    let combinations: [Combination]

    /// Every combination of `available[i]` plates of `weights[i]`.
    init(weights: [Int64], available: [Int]) {
        var results = [Combination(total: 0, plates: [])]
        for (weight, count) in zip(weights, available) where count > 0 {
            var extended: [Combination] = []
            for combination in results {
                for k in 0...count {
                    extended.append(Combination(
                        total: combination.total + Int64(k) * weight,
                        plates: combination.plates + Array(repeating: weight, count: k)))
                }
            }
            results = extended
        }
        combinations = results.map { Combination(total: $0.total, plates: $0.plates.sorted(by: >)) }
    }

    /// The achievable totals, sorted.
    var totals: [Int64] { Array(Set(combinations.map(\.total))).sorted() }

    /// The total t minimising |multiplier * t - target|, the lower one on a tie.
    func nearest(to target: Int64, multiplier: Int64) -> Int64 {
        var best = Int64(0)
        var bestDistance = Int64.max
        for total in totals {
            let distance = abs(total * multiplier - target)
            if distance < bestDistance {
                best = total
                bestDistance = distance
            }
        }
        return best
    }

    /// The preferred plates for a total: fewest plates, then heaviest first.
    func preferredPlates(for total: Int64) -> [Int64]? {
        let candidates = combinations.filter { $0.total == total }.map(\.plates)
        guard let fewest = candidates.map(\.count).min() else { return nil }
        return candidates.filter { $0.count == fewest }.max { $0.lexicographicallyPrecedes($1) }
    }
}

/// Whole thousandths of a unit, as the library counts them.
func thousandths(_ value: Double) -> Int64 {
    Int64((value * 1000).rounded())
}
