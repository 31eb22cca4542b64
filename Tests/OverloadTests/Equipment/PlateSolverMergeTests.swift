@testable import Overload
import Testing

/// A solver merges kinds of one weight into the first of them, counts added and capped,
/// drops kinds with no weight or none available, and lists the rest heaviest first.
@Suite struct PlateSolverMergeTests {
    @Test func mergesEqualWeightsIntoTheFirstHeaviestFirst() {
        let solver = PlateSolver(kinds: [
            PlateSolver.Kind(weight: 5_000, available: 2, plate: Mass(5, .kg)),
            PlateSolver.Kind(weight: 20_000, available: 1, plate: Mass(20, .kg)),
            PlateSolver.Kind(weight: 0, available: 4, plate: Mass(0, .kg)),
            PlateSolver.Kind(weight: 10_000, available: 0, plate: Mass(10, .kg)),
            PlateSolver.Kind(weight: 5_000, available: 3, plate: Mass(11.02, .lb)),
            PlateSolver.Kind(weight: 20_000, available: PlateSolver.maximumCountPerKind, plate: Mass(44.1, .lb)),
        ])
        #expect(solver.kinds.map(\.weight) == [20_000, 5_000])
        #expect(solver.kinds.map(\.available) == [PlateSolver.maximumCountPerKind, 5])
        #expect(solver.kinds[0].plate.isIdentical(to: Mass(20, .kg)))
        #expect(solver.kinds[1].plate.isIdentical(to: Mass(5, .kg)))
        #expect(solver.capacity == 20_000 * Int64(PlateSolver.maximumCountPerKind) + 25_000)
    }
}
