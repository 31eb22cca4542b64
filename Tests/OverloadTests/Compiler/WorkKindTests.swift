import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Each exercise says what its sets measure; work of another kind is a warning, a unit a
/// runner writes gets its symbol as the fix, and time and distance read unambiguously.
@Suite struct WorkKindTests {
    @Test func theCatalogSaysWhatEachExerciseMeasures() throws {
        let catalog = ExerciseCatalog.builtin
        #expect(try #require(catalog.exercise(id: "running")).work == [.distance, .time])
        #expect(try #require(catalog.exercise(id: "plank")).work == [.reps, .time, .bodyweight])
        #expect(try #require(catalog.exercise(id: "sled-push")).work == [.load, .distance, .time])
        #expect(try #require(catalog.exercise(id: "chin-up")).work == [.reps, .bodyweight])
        #expect(try #require(catalog.exercise(id: "back-squat")).work == [.reps, .load])
    }

    @Test func distanceOnASquatAndTimeOnABenchAreWarnings() throws {
        // Before, both passed `check` without a word.
        let text = "day \"A\":\n  squat 1x5km\n  bench 3x45s\n"
        let compiled = CompilerTest.compile(text)
        let warnings = compiled.diagnostics.filter { $0.code == .workKindMismatch }
        #expect(warnings.map(\.message) == ["squat is done for reps, not a distance", "bench is done for reps, not a time"])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.first?.range == CompilerTest.range(of: "5km", in: text))
        #expect(warnings.first?.help?.contains("'squat 3x5'") == true)
    }

    @Test func workOfTheRightKindIsNoWarning() {
        let compiled = CompilerTest.compile("""
            day "A":
              run 1x20min
              run 1x3km
              plank 3x45s
              crunch 3x15
              farmers walk 3x40m @ 32kg
              dip 3x8 @ +10kg
              bike 1x20min
            """)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
    }

    @Test func aPlanShowsTimeAndDistanceWithTheirUnitsApart() throws {
        // Before, `run 1x20min` was shown as `run 1 × 20m`: twenty metres.
        let plan = try CompilerTest.cleanPlan("day \"A\":\n  run 1x20min\n  run 1x3km\n  plank 3x45s\n  bike 1x1h\n  run 1x3mi\n")
        let text = PlanText().render(plan)
        #expect(text.contains("1 × 20 min\n"), "\(text)")
        #expect(!text.contains("20m"))
        #expect(text.contains("1 × 3 km\n"))
        #expect(text.contains("3 × 45 s\n"))
        #expect(text.contains("1 × 1 h\n"))
        #expect(text.contains("1 × 3 mi\n"))
    }

    @Test func aDistanceCountsInTheDayEstimateAtADefaultPace() throws {
        // Before, a 20-minute run and a 3 km run were "about 20 min".
        let plan = try CompilerTest.cleanPlan("day \"A\":\n  run 1x20min\n  run 1x3km\n")
        let day = try #require(plan.week(1)?.days.first)
        // 20 minutes, then 3 km at 6:00 /km: 18 minutes.
        #expect(day.estimatedDuration == 38 * 60)
        let row = try CompilerTest.cleanPlan("day \"A\":\n  rowing machine 1x2000m\n")
        // 2000 m at 2:30 /500m.
        #expect(row.week(1)?.days.first?.estimatedDuration == 600)
    }

    @Test(arguments: [
        ("day \"A\":\n  run 1x5k\n", "km"), ("day \"A\":\n  bench 3x5 @ 100k\n", "kg"),
        ("2026-11-20\n  run 5k in 25:00\n", "km"), ("2026-11-20\n  bench 100k x 5\n", "kg"),
        ("day \"A\":\n  run 1x3miles\n", "mi"),
    ])
    func aRunnersUnitGetsItsSymbolAsTheFix(text: String, fix: String) throws {
        let parsed = Syntax.parse(text, name: "test.lift")
        let error = try #require(parsed.diagnostics.first { $0.code == .unknownUnit })
        #expect(error.fixIts.first?.replacement == fix)
        #expect(error.label == "did you mean '\(fix)'?")
    }
}
