import Testing

@testable import Overload

@Suite struct PlanLimitsTests {
    @Test func theFixtureIsWithinLimits() {
        #expect(PlanLimits.violations(in: PlanDraft().snapshot).isEmpty)
    }

    @Test func reportsEachNumberOutsideItsBound() {
        let snapshot = PlanDraft.with {
            $0.breakSeconds = 601
            $0.squat.topSet.work = .reps(.range(lower: 0, upper: 1000))
            $0.squat.backoffSet.restSeconds = 900
            $0.plank.work = .time(seconds: 86_401)
        }
        #expect(PlanLimits.violations(in: snapshot).map(\.description) == [
            "week 1, \"Squat\": break of 601s is outside 1s to 10m",
            "week 1, \"Squat\": squat set 1: 0 reps is outside 1 to 999",
            "week 1, \"Squat\": squat set 1: 1000 reps is outside 1 to 999",
            "week 1, \"Squat\": squat set 2: rest of 900s is outside 0s to 10m",
            "week 1, \"Squat\": plank set 1: 86401s is outside 1s to 24h",
        ])
    }

    @Test func anExerciseNeedsAtLeastOneSet() {
        let empty = ExercisePrescription(exerciseID: "curl", name: "curl", sets: [])
        let snapshot = PlanSnapshot(
            programName: "P", unit: .kg, weekCount: 1,
            weeks: [PlannedWeek(number: 1, days: [PlannedDay(name: "A", items: [.exercise(empty)])])])
        #expect(PlanLimits.violations(in: snapshot).map(\.message) == ["0 sets is outside 1 to 99"])
    }
}
