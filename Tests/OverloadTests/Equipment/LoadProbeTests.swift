@testable import Overload
import OverloadTestSupport
import Testing

/// A smallest step's probes share one ``Equipment/LoadProbe`` (the bar and its plates' solver):
/// asked targets in any order, it answers as a probe made for each target alone.
@Suite struct LoadProbeTests {
    @Test(arguments: LoadWithoutPlatesTests.gyms)
    func oneProbeAnswersAsAProbeEachTarget(gym: Equipment) {
        var generator = SeededGenerator(seed: 17)
        var checked = 0
        for kind in [LoadKind.barbell, .bodyweight, .dumbbell, .none] {
            for name in [nil, "EZ bar"] as [String?] {
                for unit in [MassUnit.kg, .lb] {
                    let tables = PlateTables()
                    let shared = Equipment.LoadProbe(gym, kind: kind, named: name, tables: tables)
                    for _ in 0..<300 {
                        let target = Double(Int.random(in: -40...3_200, using: &generator)) * 0.125
                        let alone = gym.roundedLoad(target: Mass(target, unit), for: kind, named: name, tables: PlateTables())
                        let kept = shared.roundedLoad(Mass(target, unit))
                        #expect(kept.status == alone.status && kept.load.isIdentical(to: alone.load),
                                "\(kind) \(name ?? "-") \(target) \(unit): \(kept.load) against \(alone.load)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 4_800)
    }
}
