import Overload
import OverloadSyntax
import Testing

/// A back-off (`@ -10%`) is taken off the top set as the week has already scaled it: a
/// deload, peak or test week scales the top once, never the back-off a second time.
@Suite struct BackoffIntensityTests {
    static let program = """
        unit kg
        weeks 2
        week 2 deload
        day "A":
          squat top 1x5 @ 100kg
          squat backoff 3x8 @ -10%

        """

    @Test func aRegularWeekTakesTheBackoffOffTheTop() {
        let compiled = CompilerTest.compile(Self.program)
        #expect(compiled.diagnostics.isEmpty)
        let loads = CompilerTest.exactLoads(compiled, week: 1, day: "A")
        #expect(loads.count == 2)
        #expect(loads.first == [100])
        #expect(loads.last.map { close($0, [90, 90, 90]) } == true)
    }

    @Test func aDeloadWeekScalesTheTopOnceAndTheBackoffFollowsIt() {
        let compiled = CompilerTest.compile(Self.program)
        let loads = CompilerTest.exactLoads(compiled, week: 2, day: "A")
        #expect(loads.count == 2)
        // Deload intensity is 60%: the top is 0.6 x 100 kg, the back-off 0.9 x that (not 0.6 x 0.9 x 60).
        #expect(loads.first.map { close($0, [60]) } == true)
        #expect(loads.last.map { close($0, [0.6 * 100 * 0.9, 0.6 * 100 * 0.9]) } == true)
    }
}
