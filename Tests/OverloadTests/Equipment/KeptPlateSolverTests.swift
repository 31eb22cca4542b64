@testable import Overload
import OverloadTestSupport
import Testing

/// A rounder keeps the solver over each bar's plates in its plate tables (``PlateTables``)
/// rather than building it for every load: with one set of tables shared by every gym, in
/// either unit, a rounding made with the kept solver is the rounding made with none kept,
/// plates and all.
@Suite struct KeptPlateSolverTests {
    @Test func roundingsWithKeptSolversAreRoundingsWithNone() {
        let tables = PlateTables()
        var generator = SeededGenerator(seed: 29)
        var checked = 0
        for _ in 0..<3 {
            for gym in LoadWithoutPlatesTests.gyms {
                for kind in [LoadKind.barbell, .bodyweight, .dumbbell] {
                    for name in [nil, "EZ bar"] as [String?] {
                        for unit in [MassUnit.kg, .lb] {
                            for _ in 0..<40 {
                                let target = Mass(Double(Int.random(in: -40...3_200, using: &generator)) * 0.125, unit)
                                let kept = gym.round(target: target, for: kind, named: name, tables: tables)
                                let alone = gym.round(target: target, for: kind, named: name)
                                #expect(kept == alone, "\(kind) \(name ?? "-") \(target): \(kept.load) against \(alone.load)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 3 * LoadWithoutPlatesTests.gyms.count * 3 * 2 * 2 * 40)
    }
}
