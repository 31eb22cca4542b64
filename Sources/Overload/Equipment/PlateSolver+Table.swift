extension PlateSolver {
    /// The dynamic-programming table: `fewest[i][s]` is the fewest plates of kinds i... that
    /// total `s * unit`, or `Table.unreachable`.
    ///
    /// A row's cell depends only on the cells below it, so a table built to more totals than
    /// a target needs holds the smaller table as its prefix: ``PlateTables`` keeps one per
    /// plate set and answers later targets from it.
    struct Table {
        static let unreachable = Int32.max

        let unit: Int64
        let fewest: [[Int32]]
        /// The number of totals each row holds.
        var size: Int { fewest.first?.count ?? 0 }

        /// The plates' greatest common divisor and the number of totals a target needs: up to
        /// the target plus one heaviest plate, since the lightest total at or above the target
        /// never exceeds that (drop any plate from a minimal such set and it falls below the
        /// target). Nil when the table would be too large.
        static func cells(kinds: [PlateSolver.Kind], target: Int64, multiplier: Int64) -> (unit: Int64, cells: Int)? {
            let unit = kinds.reduce(Int64(0)) { Self.gcd($0, $1.weight) }
            guard unit > 0, let heaviest = kinds.first?.weight else { return nil }
            let perSideTarget = (target + multiplier - 1) / multiplier
            let bound = min(capacity(kinds), MilliMass.add(perSideTarget, heaviest))
            let cells = bound / unit + 1
            guard fits(cells, kinds: kinds) else { return nil }
            return (unit, Int(cells))
        }

        /// Whether a table of `cells` totals over `kinds` is within ``PlateSolver/maximumTableCells``.
        static func fits(_ cells: Int64, kinds: [PlateSolver.Kind]) -> Bool {
            let (tableCells, overflow) = cells.multipliedReportingOverflow(by: Int64(kinds.count + 1))
            return !overflow && tableCells <= Int64(PlateSolver.maximumTableCells)
        }

        static func capacity(_ kinds: [PlateSolver.Kind]) -> Int64 {
            kinds.reduce(Int64(0)) { MilliMass.add($0, MilliMass.multiply($1.weight, Int64($1.available))) }
        }

        /// The table of `size` totals in steps of `unit`.
        init(kinds: [PlateSolver.Kind], unit: Int64, size: Int) {
            var rows = [[Int32]](repeating: [], count: kinds.count + 1)
            var last = [Int32](repeating: Self.unreachable, count: size)
            last[0] = 0
            rows[kinds.count] = last
            for index in stride(from: kinds.count - 1, through: 0, by: -1) {
                rows[index] = Self.row(
                    adding: kinds[index], unit: unit, to: rows[index + 1])
            }
            self.unit = unit
            self.fewest = rows
        }

        /// The nearest reachable total (ties to the lighter), rebuilt with the fewest plates,
        /// taking as many of each heavier weight as a fewest-plates answer allows.
        /// Only the first `cells` totals are candidates (``cells(kinds:target:multiplier:)``).
        func nearestSelection(
            solver: PlateSolver, target: Int64, multiplier: Int64, cells: Int
        ) -> PlateSolver.Selection {
            let chosen = nearestTotal(target: target, multiplier: multiplier, cells: cells)
            var counts = solver.kinds.map { _ in 0 }
            var rest = chosen
            for (index, kind) in solver.kinds.enumerated() {
                let step = Int(kind.weight / unit)
                let need = fewest[index][rest]
                var count = min(kind.available, rest / step)
                while count > 0 {
                    let fewer = fewest[index + 1][rest - count * step]
                    if fewer != Self.unreachable && fewer + Int32(count) == need { break }
                    count -= 1
                }
                counts[index] = count
                rest -= count * step
            }
            return PlateSolver.Selection(
                total: Int64(chosen) * unit, plates: solver.plates(counts), isAboveCapacity: false)
        }

        /// The reachable total (in steps of ``unit``) nearest `target`, ties to the lighter,
        /// among the first `cells`: the heaviest reachable total at or below the target against
        /// the lightest above it. The distance falls and then rises along the totals, so these
        /// two are the only candidates; a walk out from the target, rather than over every
        /// total from zero, since a plan's and a rule's loads ask it thousands of times.
        func nearestTotal(target: Int64, multiplier: Int64, cells: Int) -> Int {
            let first = fewest[0]
            let count = min(cells, first.count)
            guard count > 0 else { return 0 }
            let scale = unit * multiplier
            // The last total whose load is at or below the target (total 0 always is, the target being positive).
            var below = min(count - 1, Int(target / scale))
            while below > 0 && first[below] == Self.unreachable { below -= 1 }
            var above = below + 1
            while above < count && first[above] == Self.unreachable { above += 1 }
            guard above < count else { return below }
            let under = target - Int64(below) * scale
            let over = Int64(above) * scale - target
            return over < under ? above : below
        }

        /// The next row: `row[s] = min over k in 0...available of next[s - k*step] + k`.
        /// Within each residue class mod step this is a sliding-window minimum of
        /// `next[j] - j` (j counting positions in the class), kept in a monotone queue, so a
        /// row costs time proportional to its length whatever the plate count.
        private static func row(adding kind: PlateSolver.Kind, unit: Int64, to next: [Int32]) -> [Int32] {
            let size = next.count
            let step = Int(kind.weight / unit)
            let window = kind.available
            var row = [Int32](repeating: unreachable, count: size)
            var positions: [Int] = []
            var keys: [Int32] = []
            for residue in 0..<min(step, size) {
                positions.removeAll(keepingCapacity: true)
                keys.removeAll(keepingCapacity: true)
                var head = 0
                var position = 0
                var cell = residue
                while cell < size {
                    if next[cell] != unreachable {
                        let key = next[cell] - Int32(position)
                        while positions.count > head, let lastKey = keys.last, lastKey >= key {
                            positions.removeLast()
                            keys.removeLast()
                        }
                        positions.append(position)
                        keys.append(key)
                    }
                    while positions.count > head && positions[head] < position - window {
                        head += 1
                    }
                    if positions.count > head {
                        row[cell] = keys[head] + Int32(position)
                    }
                    position += 1
                    cell += step
                }
            }
            return row
        }

        static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
            var (x, y) = (abs(a), abs(b))
            while y != 0 { (x, y) = (y, x % y) }
            return x
        }
    }
}
