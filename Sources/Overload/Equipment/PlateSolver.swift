/// Finds the plate combination whose total is nearest a target, within the plate counts.
///
/// Greedy heaviest-first is only right for canonical plate sets with unlimited counts (with
/// one 25 and two 20s per side, greedy misses 40 for a 40 target). Instead a small dynamic
/// programme over the achievable totals (in units of the plates' greatest common divisor)
/// records, for every total, the fewest plates that make it using only the lighter plate
/// weights from some point on; the nearest achievable total is chosen (ties to the lighter)
/// and rebuilt with the fewest plates, heaviest first.
///
/// All weights are integer thousandths of one unit (see `MilliMass`).
struct PlateSolver {
    /// One plate weight and how many of it may be used.
    struct Kind {
        /// The weight in thousandths.
        var weight: Int64
        /// How many may be used (per side for a bar, all of them for a belt).
        var available: Int
        /// The plate as declared, for reporting.
        var plate: Mass
    }

    /// The chosen plates.
    struct Selection {
        /// Their total weight in thousandths.
        var total: Int64
        /// The plates, heaviest first.
        var plates: [Mass]
        /// True when the target exceeds what all the plates together make.
        var isAboveCapacity: Bool
    }

    /// More plates of one weight than this are never needed and are not considered.
    static let maximumCountPerKind = 10_000
    /// Table size (totals x weights) above which the solver falls back to greedy.
    static let maximumTableCells = 4_000_000

    /// Usable kinds, merged by weight, heaviest first.
    let kinds: [Kind]
    /// The total of every usable plate.
    let capacity: Int64

    /// A solver over the given kinds; non-positive weights and counts are dropped and equal
    /// weights merged.
    init(kinds: [Kind]) {
        // Merged in an array searched from the start: a plate set has a handful of weights,
        // and a dictionary of them (hashed, then its values sorted) cost about 11,000
        // instructions a solver, made for every rounding the memo has not seen.
        var merged: [Kind] = []
        merged.reserveCapacity(kinds.count)
        for kind in kinds where kind.weight > 0 && kind.available > 0 {
            if let index = merged.firstIndex(where: { $0.weight == kind.weight }) {
                merged[index].available = min(Self.maximumCountPerKind, merged[index].available + kind.available)
            } else {
                var capped = kind
                capped.available = min(Self.maximumCountPerKind, kind.available)
                merged.append(capped)
            }
        }
        // The weights are distinct: the order is the same whatever the sort's stability.
        merged.sort { $0.weight > $1.weight }
        self.kinds = merged
        self.capacity = self.kinds.reduce(0) { MilliMass.add($0, MilliMass.multiply($1.weight, Int64($1.available))) }
    }

    /// The selection whose total t makes `multiplier * t` nearest `target` (ties to the
    /// lighter). `multiplier` is 2 for a bar (plates per side) and 1 for a belt. With
    /// `tables`, the plate set's table is built once and reused for later targets.
    func nearest(to target: Int64, multiplier: Int64, tables: PlateTables? = nil) -> Selection {
        if kinds.isEmpty || target <= 0 {
            return Selection(total: 0, plates: [], isAboveCapacity: target > 0)
        }
        let full = MilliMass.multiply(capacity, multiplier)
        if target >= full {
            let counts = kinds.map(\.available)
            return Selection(total: capacity, plates: plates(counts), isAboveCapacity: target > full)
        }
        if let (unit, cells) = Table.cells(kinds: kinds, target: target, multiplier: multiplier) {
            let table = tables?.table(kinds, unit: unit, cells: cells) ?? Table(kinds: kinds, unit: unit, size: cells)
            return table.nearestSelection(solver: self, target: target, multiplier: multiplier, cells: cells)
        }
        return greedy(target: target, multiplier: multiplier)
    }

    /// The total of ``nearest(to:multiplier:tables:)``'s selection, and whether the target is
    /// past every plate, without the plates themselves: a smallest step probes loads it never
    /// shows.
    func nearestTotal(to target: Int64, multiplier: Int64, tables: PlateTables? = nil) -> (total: Int64, isAboveCapacity: Bool) {
        if kinds.isEmpty || target <= 0 { return (0, target > 0) }
        let full = MilliMass.multiply(capacity, multiplier)
        if target >= full { return (capacity, target > full) }
        if let (unit, cells) = Table.cells(kinds: kinds, target: target, multiplier: multiplier) {
            let table = tables?.table(kinds, unit: unit, cells: cells) ?? Table(kinds: kinds, unit: unit, size: cells)
            return (Int64(table.nearestTotal(target: target, multiplier: multiplier, cells: cells)) * table.unit, false)
        }
        return (greedy(target: target, multiplier: multiplier).total, false)
    }

    /// The declared plates for per-kind counts, heaviest first.
    func plates(_ counts: [Int]) -> [Mass] {
        // Into one array made at its size: an array a weight, joined, cost more than the solve.
        var plates: [Mass] = []
        plates.reserveCapacity(zip(kinds, counts).reduce(0) { $0 + Swift.max(0, $1.1) })
        for (kind, count) in zip(kinds, counts) where count > 0 {
            for _ in 0..<count { plates.append(kind.plate) }
        }
        return plates
    }

    /// Approximate answer for inventories whose exact table would be too large (only with
    /// odd mixtures of units): heaviest-first fill below the target, or one more of the
    /// lightest remaining plate if that is nearer.
    private func greedy(target: Int64, multiplier: Int64) -> Selection {
        var remaining = target / multiplier
        var counts = kinds.map { _ in 0 }
        for (index, kind) in kinds.enumerated() {
            let take = min(Int64(kind.available), remaining / kind.weight)
            counts[index] = Int(take)
            remaining -= take * kind.weight
        }
        let below = zip(kinds, counts).reduce(Int64(0)) { $0 + $1.0.weight * Int64($1.1) }
        if let index = kinds.indices.last(where: { counts[$0] < kinds[$0].available }) {
            let above = below + kinds[index].weight
            if NearestChoice.pick(target: target, below: below * multiplier, above: above * multiplier) != below * multiplier {
                counts[index] += 1
                return Selection(total: above, plates: plates(counts), isAboveCapacity: false)
            }
        }
        return Selection(total: below, plates: plates(counts), isAboveCapacity: false)
    }
}
