import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// `pace -STEP [every session|week]`: a pace target gets faster after sessions that made it,
/// through the plugin API like any rule; a pace step where no pace target is planned is E0507.
@Suite struct PaceProgressionTests {
    @Test func aSessionAtThePaceMakesTheNextFaster() {
        let harness = EngineHarness(program: """
            day "Run":
              run 5km @ 5:30/km
            progress run: pace -5s
            """, journal: """
            2026-01-05 "Run"
              run 5km in 27:00
            """)
        #expect(harness.targets("running", on: "2026-01-07") == "1 × 5 km @ 5:25 /km")
    }

    @Test func aSlowSessionKeepsThePace() {
        let harness = EngineHarness(program: """
            day "Run":
              run 5km @ 5:30/km
            progress run: pace -5s
            """, journal: """
            2026-01-05 "Run"
              run 5km in 28:00
            """)
        #expect(harness.targets("running", on: "2026-01-07") == "1 × 5 km @ 5:30 /km")
    }

    @Test func aRowerSplitMovesPerFiveHundredMetres() {
        let harness = EngineHarness(program: """
            day "Row":
              rower 2000m @ 2:00/500m
            progress rower: pace -2s
            """, journal: """
            2026-01-05 "Row"
              rower 2000m in 7:50
            2026-01-07 "Row"
              rower 2000m in 7:40
            """)
        #expect(harness.targets("rowing-machine", on: "2026-01-09") == "1 × 2 km @ 1:56 /500m")
    }

    static let weekly = """
        day "Easy":
          run 5km @ 6:00/km
        day "Tempo":
          run 5km @ 6:00/km
        progress run: pace -5s every week
        """

    @Test func weeklyTheStepComesAfterAWeekAtThePace() {
        let harness = EngineHarness(program: Self.weekly, journal: """
            2026-01-05 "Easy"
              run 5km in 29:50
            2026-01-07 "Tempo"
              run 5km in 29:40
            """)
        #expect(harness.targets("running", on: "2026-01-12") == "1 × 5 km @ 5:55 /km")
    }

    @Test func weeklyOneSlowSessionHoldsTheWeek() {
        let harness = EngineHarness(program: Self.weekly, journal: """
            2026-01-05 "Easy"
              run 5km in 29:50
            2026-01-07 "Tempo"
              run 5km in 31:00
            """)
        #expect(harness.targets("running", on: "2026-01-12") == "1 × 5 km @ 6:00 /km")
    }

    @Test func aPaceStepOnALiftIsE0507() throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              squat 3x5 @ 100kg
            progress squat: pace -5s
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.message == "the step is a pace, but squat has no pace target to move")
        #expect(error.label == "squat is planned for reps with a load")
    }

    @Test func aDistanceAsAPaceStepIsE0507WithSecondsAsTheFix() throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              run 5km @ 5:30/km
            progress run: pace -100m
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.message == "a pace step is a time off the pace")
        #expect(error.fixIts.first?.replacement == "-5s")
    }

    @Test(arguments: ["+5s", "5s"])
    func aStepThatAddsTimeIsRefusedWithTheMinusAsTheFix(_ step: String) throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              run 5km @ 5:30/km
            progress run: pace \(step)
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.message == "a pace step takes time off the pace, so it is negative")
        #expect(error.fixIts.first?.replacement == "-5s")
    }
}
