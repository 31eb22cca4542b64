import Overload
@testable import OverloadEngine
import Testing

/// A script's distance reads as history reads one: one formatter, exact to the millimetre.
@Suite struct ScriptDistanceTextTests {
    @Test func aScriptDistanceIsSpeltAsHistorySpellsIt() {
        for metres in [400.0, 5000, 1500, 1005, 12.5, 0.25, 1609.344, 42195, -400] {
            let history = ExactDistance(metres: metres).map { $0.readable(in: abs(metres) >= 1000 ? .km : .m) }
            #expect(ScriptValue.distance(metres).text(unit: .kg) == history, "\(metres)")
        }
        // Half a hundredth of a kilometre rounds away from zero, as the journal's exact arithmetic
        // does, and not down as 1.005 in binary would.
        #expect(ScriptValue.distance(1005).text(unit: .kg) == "1.01 km")
        #expect(ScriptValue.distance(400).text(unit: .kg) == "400 m")
        #expect(ScriptValue.distance(.infinity).text(unit: .kg).hasSuffix(" m"))
    }
}
