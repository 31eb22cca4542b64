import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// Progressions of time and distance: a step moves the sets of its kind, and a step of a
/// kind the exercise's sets lack is an error at `check`.
@Suite struct CardioProgressionTests {
    static let runDay = """
        day "Run":
          run 1x20min
          run 1x3km
        progress run: linear +0.5km
        """

    @Test func aDistanceStepMovesTheDistanceSetsOnlyOnADayWithBoth() {
        // Before, the rule moved the first set's kind: the 20-minute run gained 5 seconds and
        // the 3 km stayed.
        let harness = EngineHarness(program: Self.runDay, journal: """
            2026-01-05 "Run"
              run 20min
              run 3km in 17:00
            """)
        #expect(harness.targets("running", on: "2026-01-07") == "1 × 20 min, 1 × 3.5 km")
    }

    @Test func aTimeStepMovesTheTimedSetsOnly() {
        let harness = EngineHarness(program: """
            day "Run":
              run 1x20min
              run 1x3km
            progress run: linear +2min
            """, journal: """
            2026-01-05 "Run"
              run 20min
              run 3km in 17:00
            """)
        #expect(harness.targets("running", on: "2026-01-07") == "1 × 22 min, 1 × 3 km")
    }

    @Test func aShortRunRepeatsTheDistance() {
        let harness = EngineHarness(program: Self.runDay, journal: """
            2026-01-05 "Run"
              run 20min
              run 2.5km in 15:00
            """)
        #expect(harness.targets("running", on: "2026-01-07") == "1 × 20 min, 1 × 3 km")
    }

    static func check(_ program: String) -> [Diagnostic] {
        let workspace = ProgramWorkspace(SourceFile(name: "program.lift", text: program), registry: StandardPlugins.registry) { _ in
            throw Missing.file
        }
        return workspace.files.flatMap(\.diagnostics)
    }

    enum Missing: Error { case file }

    @Test func aDistanceStepOnTimedWorkIsAnErrorWithATimeStepAsTheFix() throws {
        let diagnostics = Self.check("""
            day "A":
              plank 3x45s
            progress plank: linear +0.5km
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.severity == .error)
        #expect(error.message == "the step is a distance, but plank has no sets it can move")
        #expect(error.label == "plank is planned for time")
        #expect(error.fixIts.first?.replacement == "+2min")
    }

    @Test func aLoadStepOnARunIsAnErrorWithADistanceStepAsTheFix() throws {
        let diagnostics = Self.check("""
            day "A":
              run 1x5km
            progress run: linear +2.5kg
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.message == "the step is a load, but run has no sets it can move")
        #expect(error.fixIts.first?.replacement == "+0.5km")
    }

    @Test func aTimeStepOnALiftIsAnErrorWithALoadStepAsTheFix() throws {
        let diagnostics = Self.check("""
            day "A":
              squat 3x5 @ 100kg
            progress squat: linear +30s
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.fixIts.first?.replacement == "+2.5kg")
    }

    @Test func stepsOfTheKindsTheDayHasAreNoError() {
        #expect(Self.check(Self.runDay).isEmpty)
        #expect(Self.check("day \"A\":\n  run 1x20min\n  run 1x3km\nprogress run: linear +2min\n").isEmpty)
        #expect(Self.check("day \"A\":\n  plank 3x45s\nprogress plank: linear +5s\n").isEmpty)
        #expect(Self.check("day \"A\":\n  dip 3x8 @ +10kg\nprogress dip: linear +2.5kg\n").isEmpty)
        #expect(Self.check("day \"A\":\n  sled push 4x20m @ 100kg\nprogress sled push: linear +10m\n").isEmpty)
    }
}
