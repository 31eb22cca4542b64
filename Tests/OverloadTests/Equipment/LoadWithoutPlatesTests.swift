@testable import Overload
import OverloadTestSupport
import Testing

/// The smallest step's probes round without rebuilding plates (`roundedLoad`), and the plate
/// solver walks out from the target rather than over every total: both must give what the
/// full rounding gives, load and status, for every kind of equipment.
@Suite struct LoadWithoutPlatesTests {
    static let gyms: [Equipment] = [
        .standardKilogramGym,
        .standardPoundGym,
        Equipment(bars: [.olympic, Bar(name: "EZ bar", weight: Mass(10, .kg))],
                  plates: PlateInventory([20, 10, 5, 2.5, 0.5].map { PlateCount(weight: Mass($0, .kg), count: 4) }),
                  collar: .competition, rounding: RoundingRule(step: Mass(1, .kg))),
        // A pound bar with kilogram plates, few of them: loads past what they make are clamped.
        Equipment(bars: [.pound], plates: PlateInventory([PlateCount(weight: Mass(20, .kg), count: 2),
                                                          PlateCount(weight: Mass(1.25, .kg), count: 6)])),
        Equipment(dumbbells: .range(from: Mass(2, .kg), to: Mass(40, .kg), by: Mass(2, .kg))),
        .none,
    ]

    static var targets: [Double] {
        var targets = stride(from: -12.0, through: 420, by: 0.37).map { $0 }
        targets += [0, 20, 20.0001, 45, 61.25, 62.5, 63.75, 1e9, .infinity, -.infinity, .nan]
        return targets
    }

    @Test(arguments: gyms)
    func roundedLoadIsTheFullRoundingsLoadAndStatus(gym: Equipment) {
        let tables = PlateTables()
        var checked = 0
        for kind in [LoadKind.barbell, .bodyweight, .dumbbell, .machine, .kettlebell, .none] {
            for name in [nil, "EZ bar", "no such bar"] as [String?] {
                for unit in [MassUnit.kg, .lb] {
                    for target in Self.targets {
                        let full = gym.round(target: Mass(target, unit), for: kind, named: name)
                        let light = gym.roundedLoad(target: Mass(target, unit), for: kind, named: name, tables: tables)
                        #expect(light.status == full.status, "\(kind) \(name ?? "-") \(target) \(unit)")
                        #expect(light.load.isIdentical(to: full.load) || (light.load.value.isNaN && full.load.value.isNaN),
                                "\(kind) \(name ?? "-") \(target) \(unit): \(light.load) against \(full.load)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// The step as it was found before: probes rounded in full, each keeping its plates.
    private func probedStep(_ rounder: LoadRounder, above loadable: Double, kind: LoadKind, piece: String?) -> Double? {
        var probe = 0.125
        for _ in 0..<16 {
            let next = rounder.rounded(loadable + probe, kind: kind, piece: piece).result
            guard next.status != .unrounded else { return nil }
            let value = next.load.value(in: rounder.unit)
            if value > loadable + 1e-9 { return value - loadable }
            probe *= 2
        }
        return nil
    }

    @Test(arguments: gyms)
    func smallestStepIsTheOneFullRoundingsFind(gym: Equipment) throws {
        for unit in [MassUnit.kg, .lb] {
            let curl = try #require(RoundingRule(step: Mass(0.5, unit)))
            let rounder = LoadRounder(equipment: gym, displayGym: .standardGym(for: unit), unit: unit, catalog: .builtin,
                                      exerciseRules: ["curl": curl])
            let reference = LoadRounder(equipment: gym, displayGym: .standardGym(for: unit), unit: unit, catalog: .builtin,
                                        exerciseRules: ["curl": curl])
            for kind in [LoadKind.barbell, .bodyweight, .dumbbell, .none] {
                for piece in [nil, "EZ bar", LoadRounder.exerciseRulePrefix + "curl"] as [String?] {
                    for loadable in stride(from: -5.0, through: 400, by: 1.25) {
                        let step = rounder.smallestStep(above: loadable, kind: kind, piece: piece)
                        #expect(step == probedStep(reference, above: loadable, kind: kind, piece: piece),
                                "\(kind) \(piece ?? "-") above \(loadable) \(unit)")
                    }
                }
            }
        }
    }

    @Test func nearestTotalIsTheNearestSelectionsTotal() {
        var generator = SeededGenerator(seed: 11)
        let weights: [Int64] = [25_000, 20_000, 15_000, 10_000, 5_000, 2_500, 1_250]
        for _ in 0..<40 {
            let counts = weights.map { _ in Int.random(in: 0...4, using: &generator) }
            let solver = PlateSolver(kinds: zip(weights, counts).map {
                PlateSolver.Kind(weight: $0, available: $1, plate: Mass(Double($0) / 1000, .kg))
            })
            let brute = BruteForceLoads(weights: weights, available: counts)
            for multiplier in [Int64(1), 2] {
                for _ in 0..<25 {
                    let target = Int64.random(in: -1_000...500_000, using: &generator)
                    let total = solver.nearestTotal(to: target, multiplier: multiplier)
                    let selection = solver.nearest(to: target, multiplier: multiplier)
                    #expect(total.total == selection.total && total.isAboveCapacity == selection.isAboveCapacity)
                    if target > 0, target < solver.capacity * multiplier {
                        #expect(total.total == brute.nearest(to: target, multiplier: multiplier), "target \(target)")
                    }
                }
            }
        }
    }
}
