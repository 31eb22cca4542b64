import Overload
import OverloadEngine
import Testing

/// `linear` over journals: steps on success, repeats on failure, deloads after failures in a
/// row, and starts from the plan's load or the first logged set.
@Suite struct LinearEngineTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
          bench 3x5
          chin-up 3x5
          plank 3x45s
        progress squat: linear +2.5kg, deload 10% after 2 fails
        progress bench: linear
        progress chin-up: linear +2.5kg
        progress plank: linear +5s
        """

    @Test func aSuccessAddsTheStepToThePlansLoad() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              squat warmup 60x5, 100x5x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 102.5 kg")
    }

    @Test func aDeloadWeekPrescribesItsShareOfTheRulesLoadAndSaysSo() throws {
        let harness = EngineHarness(program: """
            unit kg
            weeks 2
            week 2 deload
            day "A":
              squat 3x5 @ 100kg
            progress squat: linear +2.5kg
            """, journal: """
            2026-01-05 "A"
              squat 100x5x3
            """)
        // Week 2 is a deload (60%, half the sets): 60% of linear's 102.5 kg is 61.5 kg, 62.5 kg on the bar.
        #expect(harness.targets("back-squat", on: "2026-01-08") == "2 × 5 @ 62.5 kg")
        let squat = try #require(harness.evaluate(on: "2026-01-08").next?.exercises.first)
        #expect(squat.reasons.last == "week 2 is a deload week: loads at 60% of a regular week's")
    }

    @Test func lightUnmarkedSetsBeforeTheWorkAreWarmUps() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              squat 20x5, 60x5, 100x5x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 102.5 kg")
    }

    @Test func aMissedRepRepeatsTheLoadAndFailuresInARowDeloadRoundedToTheEquipment() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              squat 100x5, 100x5, 100x4
            2026-01-07 "A"
              squat 100x5, 100x5, 100x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 100 kg")
        // 100 kg less 10% is 90 kg, a load the standard kilogram gym builds.
        #expect(harness.targets("back-squat", on: "2026-01-08") == "3 × 5 @ 90 kg")
        let steps = harness.evaluate(on: "2026-01-08").steps["back-squat"] ?? []
        #expect(steps.last?.changes.last?.reason.contains("2 failed sessions in a row: 10% off") == true)
    }

    @Test func lessLoadThanTheTargetIsNotASuccess() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              squat 97.5x5x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 100 kg")
    }

    @Test func withinHalfTheSmallestStepStillCounts() {
        // The smallest jump at 100 kg on the standard gym is 2.5 kg: 98.75 kg is within half of it.
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              squat 98.75x5x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 102.5 kg")
    }

    @Test func aRuleWithoutAStepUsesTheDefaultAndStartsFromTheFirstLoggedSet() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              bench 60x5x3
            """)
        // Upper body in kilograms: 1.25 kg, which the standard gym builds with its 1.25 kg plates... as 2.5 kg a jump.
        let next = harness.targets("bench-press", on: "2026-01-06")
        #expect(next == "3 × 5 @ 62.5 kg")
        let steps = try #require(harness.evaluate(on: "2026-01-06").steps["bench-press"])
        #expect(steps.first?.changes.first?.reason == "the first logged work set")
    }

    @Test func aBodyweightExerciseProgressesIntoAddedLoad() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              chin-up 5, 5, 5
            """)
        #expect(harness.targets("chin-up", on: "2026-01-06") == "3 × 5 @ bw + 2.5 kg")
    }

    @Test func aTimedSetProgressesByItsOwnStep() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              plank 45s, 45s, 45s
            """)
        #expect(harness.targets("plank", on: "2026-01-06") == "3 × 50 s")
    }

    @Test func noLoggedSessionAndNoLoadSaysSoInsteadOfInventingOne() throws {
        let harness = EngineHarness(program: Self.program, journal: "")
        let next = try #require(harness.evaluate(on: "2026-01-06").next)
        let bench = try #require(next.exercises.first { $0.prescription.exerciseID == "bench-press" })
        #expect(bench.prescription.sets.allSatisfy { $0.load == nil })
        #expect(bench.warnings.first?.hasPrefix("no load known yet for bench") == true)
    }

    @Test func everyNSessionsWaitsForTheNthSuccess() {
        let harness = EngineHarness(program: """
            unit kg
            day "A":
              squat 3x5 @ 100kg
            progress squat: linear +2.5kg every 2 sessions
            """, journal: """
            2026-01-05 "A"
              squat 100x5x3
            2026-01-07 "A"
              squat 100x5x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 100 kg")
        #expect(harness.targets("back-squat", on: "2026-01-08") == "3 × 5 @ 102.5 kg")
    }

    @Test func bandsJudgeByTheShareOfRepsDone() {
        // 11 of 15 reps is 73%: LIFTR takes 5% off.
        let harness = EngineHarness(program: """
            unit kg
            day "A":
              squat 3x5 @ 100kg
            progress squat: linear +2.5kg, bands
            """, journal: """
            2026-01-05 "A"
              squat 100x5, 100x3, 100x3
            """)
        #expect(harness.targets("back-squat", on: "2026-01-06") == "3 × 5 @ 95 kg")
    }
}
