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
        #expect(straightSets(1, reps: .range(lower: 8, upper: 12), rest: 0).estimatedDuration == 36)
        #expect(straightSets(1, reps: .amrap(minimum: 5), rest: 0).estimatedDuration == 15)
        #expect(straightSets(2, reps: .max, rest: 90).estimatedDuration == 180)
    }

    /// A distance counts at the exercise's default pace, then its rest: before, a distance
    /// counted no time, and a 20-minute run and a 3 km run were "about 20 min".
    @Test func distanceCountsAtTheExercisesPaceAndItsRest() {
        let row = ExercisePrescription(
            exerciseID: "rowing-machine", name: "row",
            sets: [SetPrescription(index: 0, work: .distance(metres: 2000), restSeconds: 30)])
        // 2000 m at 2:30 /500m is 10 minutes.
        #expect(row.estimatedDuration == 600 + 30)
        let run = ExercisePrescription(
            exerciseID: "running", name: "run", sets: [SetPrescription(index: 0, work: .distance(metres: 5000))])
        // 5 km at 6:00 /km, and no rest after a distance set unless written.
        #expect(run.estimatedDuration == 1800)
        let walk = ExercisePrescription(
            exerciseID: "walking", name: "walk", sets: [SetPrescription(index: 0, work: .distance(metres: 1609.344))])
        // A mile at 12:00 /km: 1158.8 s, rounded to the second.
        #expect(walk.estimatedDuration == 1159)
    }

    /// Rounds are the most sets any member has; the round rest falls between rounds only, and
    /// the members' own set rests do not count.
    @Test func supersetCountsMemberWorkAndRestBetweenRounds() {
        let curls = straightSets(3, reps: .exact(10), rest: 60)
        let row = ExercisePrescription(
            exerciseID: "rowing-machine", name: "row",
            sets: [SetPrescription(index: 0, work: .distance(metres: 500), restSeconds: 30)])
        // 3 rounds: 3 x 30 s of curls, 500 m of rowing at 2:30 /500m, 2 x 90 s of round rest.
        #expect(PlanItem.superset([curls, row], roundRestSeconds: 90).estimatedDuration == 90 + 150 + 180)
        // With no round rest written, the default 90 s falls between rounds.
        #expect(PlanItem.superset([curls, row]).estimatedDuration == 90 + 150 + 2 * PlanItem.defaultRoundRestSeconds)
        #expect(PlanItem.superset([straightSets(1, reps: .exact(5), rest: nil)], roundRestSeconds: 90).estimatedDuration == 15)
        #expect(PlanItem.superset([], roundRestSeconds: 90).estimatedDuration == 0)
    }

    /// The brief's case, compiled from source: two members of 3 sets each, and `rest 90s` adds
    /// two round rests (none after the last round).
    @Test func supersetRestLineAddsRestAfterAllButTheLastRound() throws {
        func estimate(_ restLine: String) throws -> Int {
            let source = """
                unit kg

                day "A":
                  superset:
                    curl 3x10 @ 12kg
                    pushdown 3x10 @ 25kg
                \(restLine)
                """
            let plan = try CompilerTest.cleanPlan(source, name: "superset.lift")
            return try #require(plan.weeks.first?.days.first).estimatedDuration
        }
        let work = 2 * 3 * 10 * PlannedDay.secondsPerRep
        #expect(try estimate("    rest 90s") == work + 2 * 90)
        #expect(try estimate("    rest 2m") == work + 2 * 120)
        #expect(try estimate("") == work + 2 * PlanItem.defaultRoundRestSeconds)
    }

    /// A rep set with no rest written rests as its kind does: nobody squats 5x5 back to back.
    @Test func aRepSetWithoutRestGetsItsKindsDefault() {
        func rested(_ kind: PrescribedSetKind) -> Int {
            SetPrescription(index: 0, kind: kind, work: .reps(.exact(5))).estimatedDuration - 15
        }
        #expect(rested(.regular) == 180)
        #expect(rested(.top) == 180)
        #expect(rested(.backoff) == 180)
        #expect(rested(.failure) == 180)
        #expect(rested(.warmup) == 60)
        #expect(rested(.drop) == 0)
        #expect(SetPrescription(index: 0, kind: .regular, work: .reps(.exact(5)), restSeconds: 0).estimatedDuration == 15)
    }

    /// 5x5 squats with no rest line take 5 x (15 s + 180 s), not 75 s.
    @Test func aCompiledDayWithoutRestIsNotMinutesLong() throws {
        let plan = try CompilerTest.cleanPlan("unit kg\n\nday \"A\":\n  squat 5x5 @ 100kg\n")
        #expect(try #require(plan.weeks.first?.days.first).estimatedDuration == 5 * (15 + 180))
    }

    @Test func fixtureDay() throws {
        let day = try #require(PlanDraft().snapshot.weeks.first?.days.first)
        // top 5+ (15 s + 180 s), back-off 6-10 (30 s + 120 s), break 120 s, plank (45 s + 60 s)
        #expect(day.estimatedDuration == 195 + 150 + 120 + 105)
    }
}
