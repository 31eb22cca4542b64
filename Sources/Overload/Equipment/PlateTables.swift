import Foundation

/// The plate solver's tables (``PlateSolver/Table``), one per plate set, kept by a rounder
/// across targets: a table costs about a hundred thousand instructions to build, and a replay
/// of years, or a plan's first rounding of each load, asks the same plates again and again.
/// A table built for a heavier target answers a lighter one from its prefix, so a table is
/// rebuilt only to reach further, and then with room to spare.
final class PlateTables: @unchecked Sendable {
    private struct Entry {
        var weights: [Int64]
        var counts: [Int]
        var table: PlateSolver.Table
    }

    // Guarded by `lock`.
    private var entries: [Entry] = []
    /// The solvers over a bar's plates a side, by the plates and the bar's unit: a solver
    /// merges and sorts the plates (about 1,800 instructions), and a rounder's equipment asks
    /// for the same one at every load it has not rounded before.
    private var solvers: [(plates: PlateInventory, unit: MassUnit, solver: PlateSolver)] = []
    private let lock = NSLock()

    /// The solver `make` builds for a bar's plates `plates` a side in `unit`, built once.
    func barbellSolver(_ plates: PlateInventory, unit: MassUnit, make: () -> PlateSolver) -> PlateSolver {
        lock.lock()
        // An inventory kept is compared by its array's storage first, so a rounder's own
        // equipment is found without comparing its plates.
        if let kept = solvers.first(where: { $0.unit == unit && $0.plates == plates }) {
            lock.unlock()
            return kept.solver
        }
        lock.unlock()
        let solver = make()
        lock.lock()
        solvers.append((plates, unit, solver))
        lock.unlock()
        return solver
    }

    /// A table over `kinds` in steps of `unit` with at least `cells` totals.
    func table(_ kinds: [PlateSolver.Kind], unit: Int64, cells: Int) -> PlateSolver.Table {
        lock.lock()
        defer { lock.unlock() }
        let found = entries.firstIndex { entry in
            entry.weights.elementsEqual(kinds.lazy.map(\.weight)) && entry.counts.elementsEqual(kinds.lazy.map(\.available))
        }
        if let found, entries[found].table.size >= cells, entries[found].table.unit == unit { return entries[found].table }
        // Twice the size asked, within the plates' capacity and the solver's limit.
        let most = min(PlateSolver.Table.capacity(kinds) / unit + 1, Int64(PlateSolver.maximumTableCells / (kinds.count + 1)))
        let size = max(cells, Int(min(Int64(cells) * 2, most)))
        let table = PlateSolver.Table(kinds: kinds, unit: unit, size: size)
        let entry = Entry(weights: kinds.map(\.weight), counts: kinds.map(\.available), table: table)
        if let found { entries[found] = entry } else { entries.append(entry) }
        return table
    }
}
