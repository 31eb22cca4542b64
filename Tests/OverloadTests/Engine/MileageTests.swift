import Overload
import OverloadEngine
import Testing

/// `mileage +P% every week`, the runner's 10% rule: the distance sets grow by the share each
/// week, never past it over the distance logged the week before.
@Suite struct MileageTests {
    static let program = """
        weeks 4
        day "Easy":
          run 5km
        day "Long":
          run 10km
        progress run: mileage +10% every week
        """

    @Test func aWeekDoneInFullGrowsTheNextByTenPercent() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "Easy"
              run 5km in 30:00
            2026-01-07 "Long"
              run 10km in 62:00
            """)
        #expect(harness.targets("running", on: "2026-01-12", day: "Easy") == "1 × 5.5 km")
        #expect(harness.targets("running", on: "2026-01-12", day: "Long") == "1 × 11 km")
    }

    @Test func aShortWeekCapsTheNextAtTenPercentOverWhatWasLogged() {
        // 13 km logged of 15 planned: next week plans 14.3 km, 10% over 13, not 16.5.
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "Easy"
              run 5km in 30:00
            2026-01-07 "Long"
              run 8km in 50:00
            """)
        #expect(harness.targets("running", on: "2026-01-12", day: "Easy") == "1 × 4.77 km")
        #expect(harness.targets("running", on: "2026-01-12", day: "Long") == "1 × 9.53 km")
    }

    @Test func theRowingProgramsPlanHasItsIntervalsAndRests() throws {
        let plan = try ExamplePrograms.plan("rowing-intervals.lift")
        let day = try #require(plan.week(1)?.day(named: "Short intervals"))
        guard case .exercise(let row) = day.items.first else { Issue.record("no row"); return }
        #expect(row.exerciseID == "rowing-machine")
        #expect(row.sets.count == 8)
        #expect(row.sets.first?.goal == .pace(seconds: 105, per: ExactDistance(millimetres: 500_000)))
        #expect(row.sets.first?.restSeconds == 90)
        // Eight 500 m pieces at 1:45 and 90 s after each: 14 + 12 minutes.
        #expect(day.estimatedDuration == 8 * (105 + 90))
    }

    @Test(arguments: ["-10%", "+5kg"])
    func aStepThatIsNoGrowthIsRefused(_ step: String) throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              run 1x5km
            progress run: mileage \(step) every week
            """)
        #expect(diagnostics.contains { $0.code == .ruleArgument && $0.message.contains("a percentage over 0") }, "\(diagnostics.map(\.message))")
    }
}
