import Testing

@testable import Overload

@Suite struct DurationEstimateTests {
    private func straightSets(_ count: Int, reps: RepTarget, rest: Int?) -> ExercisePrescription {
        ExercisePrescription(
            exerciseID: "bench", name: "bench",
            sets: (0..<count).map { SetPrescription(index: $0, work: .reps(reps), restSeconds: rest) })
    }

    /// Gymtastic: 3 sets x 10 reps, 60 s rest = 10 x 3 s x 3 + 60 x 3 = 270 s.
    @Test func repItemMatchesGymtasticRule() {
        #expect(straightSets(3, reps: .exact(10), rest: 60).estimatedDuration == 270)
    }

    /// Gymtastic: a timed item takes its duration and nothing else.
    @Test func timedSetWithoutRestTakesItsTime() {
        let set = SetPrescription(index: 0, work: .time(seconds: 45))
        #expect(set.estimatedDuration == 45)
    }

    /// Gymtastic: the workout is the sum of items plus breaks.
    @Test func dayAddsItemsAndBreaks() {
        let day = PlannedDay(
            name: "A",
            items: [
                .exercise(straightSets(3, reps: .exact(10), rest: 60)),
                .break(seconds: 90),
                .exercise(ExercisePrescription(exerciseID: "plank", name: "plank", sets: [SetPrescription(index: 0, work: .time(seconds: 45))])),
            ])
        #expect(day.estimatedDuration == 270 + 90 + 45)
    }

    @Test func rangesCountTheirTopAmrapItsMinimumAndMaxNothing() {
        #expect(straightSets(1, reps: .range(lower: 8, upper: 12), rest: nil).estimatedDuration == 36)
        #expect(straightSets(1, reps: .amrap(minimum: 5), rest: nil).estimatedDuration == 15)
        #expect(straightSets(2, reps: .max, rest: 90).estimatedDuration == 180)
    }

    @Test func distanceCountsOnlyItsRestAndSupersetsSumTheirExercises() {
        let row = ExercisePrescription(
            exerciseID: "row", name: "row",
            sets: [SetPrescription(index: 0, work: .distance(metres: 2000), restSeconds: 30)])
        #expect(row.estimatedDuration == 30)
        let superset = PlanItem.superset([straightSets(2, reps: .exact(10), rest: 0), row])
        #expect(superset.estimatedDuration == 60 + 30)
    }

    @Test func fixtureDay() throws {
        let day = try #require(PlanDraft().snapshot.weeks.first?.days.first)
        // top 5+ (15 s + 180 s), back-off 6-10 (30 s + 120 s), break 120 s, plank (45 s + 60 s)
        #expect(day.estimatedDuration == 195 + 150 + 120 + 105)
    }
}
