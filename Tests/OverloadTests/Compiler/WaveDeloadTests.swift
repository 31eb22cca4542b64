import Overload
import OverloadSyntax
import Testing

/// A wave's own deload week is the deload: `week 4 deload` in the program (for lighter
/// assistance work) must not scale the wave's 40/50/60% again.
@Suite struct WaveDeloadTests {
    static let program = """
        unit lb
        round 5lb
        tm = 90% of 1rm
        1rm press 135lb
        wave main:
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
          week 2 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%
        week 2 deload
        day "Press":
          press main
          chin-up 4x10 @ +20lb

        """

    func plan(_ text: String) throws -> PlanSnapshot {
        try CompilerTest.cleanPlan(text, name: "wave.lift")
    }

    @Test func theWavesDeloadWeekIsUsedAsWritten() throws {
        let plan = try plan(Self.program)
        let week = try #require(plan.week(2))
        #expect(week.kind == .deload)
        let press = try #require(week.day(named: "Press")?.exercises.first)
        // TM 121.5 lb: 40/50/60% are 48.6, 60.75, 72.9, not 60% of those.
        let exact = press.sets.compactMap { $0.load?.exact }
        #expect(exact.count == 3)
        #expect(zip(exact, [48.6, 60.75, 72.9]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(press.sets.compactMap { $0.load?.loadable } == [50, 60, 75])
    }

    @Test func theDeloadStillLightensEverythingElse() throws {
        let chinUp = try #require(try plan(Self.program).week(2)?.day(named: "Press")?.exercises.last)
        #expect(chinUp.sets.count == 2)
        #expect(chinUp.sets.first?.rpe == nil)
    }

    @Test func aWaveWeekWithoutAKindStillTakesTheWeeksModifiers() throws {
        let text = Self.program.replacingOccurrences(of: "week 2 deload: 5 @ 40%", with: "week 2: 5 @ 40%")
        let press = try #require(try plan(text).week(2)?.day(named: "Press")?.exercises.first)
        // 60% intensity of 48.6 lb is 29.16 lb.
        #expect(abs((press.sets.first?.load?.exact ?? 0) - 29.16) < 1e-9)
    }
}
