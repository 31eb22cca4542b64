import Overload
import OverloadEngine
import OverloadTestSupport
import Testing

/// A day's estimated length counts distance work at the lifter's recent pace, from the
/// journal, and at the exercise's default pace until the journal has one.
@Suite struct RecentPaceEstimateTests {
    static let program = """
        unit kg

        day "Easy":
          run 1x5km
          plank 1x60s rest 0s
        """

    @Test func aDistanceCountsAtTheLatestLoggedPace() throws {
        // Two runs: the latest, 5 km in 25:00, is 5:00 /km; the day is 25 min of running and
        // a minute of plank.
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg

            2026-11-02 "Easy"
              run 5km in 32:30
            2026-11-04 "Easy"
              run 3km in 10:00, 2km in 15:00
            """)
        let next = try #require(harness.evaluate(on: "2026-11-06").next)
        #expect(next.paces == ["running": 300])
        #expect(next.estimatedSeconds == 25 * 60 + 60)
        #expect(NextText().render(next, programName: "", unit: .kg).contains("Easy · about 26 min"))
    }

    @Test func withoutALoggedTimeTheDefaultPaceCounts() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg

            2026-11-02 "Easy"
              run 5km
            """)
        let next = try #require(harness.evaluate(on: "2026-11-06").next)
        #expect(next.paces.isEmpty)
        // An easy run's 6:00 /km: 30 min, and the plank's minute.
        #expect(next.estimatedSeconds == 30 * 60 + 60)
    }

    @Test func aSessionAfterTheDateIsNotRead() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            unit kg

            2026-11-02 "Easy"
              run 5km in 30:00
            2026-11-09 "Easy"
              run 5km in 20:00
            """)
        let next = try #require(harness.evaluate(on: "2026-11-06").next)
        #expect(next.paces == ["running": 360])
    }

    /// A block's distance items count at the recent pace too: before, `400m run` in a block
    /// of rounds stayed at the default 6:00 /km.
    @Test func aBlocksDistanceItemsCountAtTheRecentPace() throws {
        let harness = EngineHarness(program: """
            unit kg

            day "Helen":
              3 rounds "Helen": 400m run, 21 kettlebell swing @ 24kg, 12 pull-up
            """, journal: """
            unit kg

            2026-11-02 "Helen"
              run 5km in 25:00
            """)
        let next = try #require(harness.evaluate(on: "2026-11-06").next)
        #expect(next.paces == ["running": 300])
        // Three rounds of 400 m: 2:00 each at 5:00 /km, not 2:24 at the default 6:00 /km.
        #expect(next.day.estimatedDuration - next.estimatedSeconds == 3 * 24)
    }
}
