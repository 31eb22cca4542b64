import Overload
import Testing

/// The Strength Tracker plan templates (seed 000, "Plan Templates"): length, workouts, week
/// kinds, and each exercise's sets, reps and RPE as the seed (and, where the seed stops, the
/// app's template library) gives them. The seed gives no rest, so none is prescribed.
@Suite struct PlanTemplateTests {
    /// One row of a template's table: exercise id, sets, reps as written, RPE.
    typealias Row = (id: String, sets: Int, reps: String, rpe: Double)

    func rows(_ exercises: [ExercisePrescription]) -> [String] {
        exercises.map { exercise in
            let reps = exercise.sets.first.map { set -> String in
                if case .time(let seconds) = set.work { return "\(seconds)s" }
                return set.reps?.description ?? ""
            } ?? ""
            let rpe = exercise.sets.first?.rpe.map { "\($0)" } ?? "none"
            return "\(exercise.exerciseID) \(exercise.sets.count)x\(reps) @ \(rpe)"
        }
    }

    func expected(_ rows: [Row]) -> [String] {
        rows.map { "\($0.id) \($0.sets)x\($0.reps) @ \($0.rpe)" }
    }

    @Test func beginnerStrengthFullBodyAAndBAsTheSeedTablesSay() throws {
        let plan = try ExamplePrograms.plan("beginner-strength.lift")
        #expect(rows(plan.exercises(week: 1, day: "Full Body A")) == expected([
            ("back-squat", 3, "5", 7), ("bench-press", 3, "5", 7), ("barbell-row", 3, "5-8", 7),
            ("dumbbell-shoulder-press", 2, "8-10", 7), ("plank", 3, "30s", 6),
        ]))
        #expect(rows(plan.exercises(week: 1, day: "Full Body B")) == expected([
            ("deadlift", 3, "5", 7), ("overhead-press", 3, "5", 7), ("lat-pulldown", 3, "8-10", 7),
            ("leg-press", 3, "8-10", 7), ("dumbbell-curl", 2, "10-12", 7),
        ]))
        let every = plan.weeks.flatMap { $0.days.flatMap(\.exercises) }
        #expect(every.allSatisfy { $0.rest == .notSet && $0.sets.allSatisfy { $0.restSeconds == nil && $0.load == nil } })
    }

    @Test func beginnerStrengthRunsEightWeeksWithTwoDeloads() throws {
        let plan = try ExamplePrograms.plan("beginner-strength.lift")
        #expect(plan.weekCount == 8)
        #expect(plan.weeks.map(\.kind) == [.regular, .regular, .regular, .deload, .regular, .regular, .regular, .deload])
        #expect(try #require(plan.week(1)).days.map(\.name) == ["Full Body A", "Full Body B", "Full Body C"])
        // A deload week halves the sets (3 -> 2, 2 -> 1) and caps RPE at 7.
        #expect(rows(plan.exercises(week: 4, day: "Full Body A")) == expected([
            ("back-squat", 2, "5", 7), ("bench-press", 2, "5", 7), ("barbell-row", 2, "5-8", 7),
            ("dumbbell-shoulder-press", 1, "8-10", 7), ("plank", 2, "30s", 6),
        ]))
    }

    @Test(arguments: [
        ("hypertrophy-block.lift", 6, [6: WeekKind.deload], ["Upper A", "Lower A", "Upper B", "Lower B"]),
        ("ppl-power-builder.lift", 8, [4: .deload, 7: .peak, 8: .deload], ["Push", "Pull", "Legs"]),
        ("strength-peaking.lift", 4, [3: .peak, 4: .test], ["Upper A", "Lower A", "Upper B", "Lower B"]),
        ("12-week-transform.lift", 12, [4: .deload, 8: .deload, 10: .peak, 11: .peak, 12: .test],
         ["Upper A", "Lower A", "Upper B", "Lower B"]),
    ])
    func lengthWeekKindsAndWorkouts(file: String, weeks: Int, kinds: [Int: WeekKind], days: [String]) throws {
        let plan = try ExamplePrograms.plan(file)
        #expect(plan.weekCount == weeks)
        #expect(plan.weeks.map(\.kind) == (1...weeks).map { kinds[$0] ?? .regular })
        for week in plan.weeks {
            #expect(week.days.map(\.name) == days)
            #expect(week.modifiers == week.kind.defaultModifiers)
        }
    }

    @Test func hypertrophyBlockUpperA() throws {
        let plan = try ExamplePrograms.plan("hypertrophy-block.lift")
        #expect(rows(plan.exercises(week: 1, day: "Upper A")) == expected([
            ("bench-press", 4, "8-10", 8), ("barbell-row", 4, "8-10", 8), ("incline-dumbbell-press", 3, "10-12", 8),
            ("lat-pulldown", 3, "10-12", 8), ("lateral-raise", 3, "12-15", 8), ("triceps-pushdown", 3, "10-12", 8),
            ("dumbbell-curl", 3, "10-12", 8),
        ]))
    }

    @Test func pplPowerBuilderPushAndItsPeakWeek() throws {
        let plan = try ExamplePrograms.plan("ppl-power-builder.lift")
        let push: [Row] = [
            ("bench-press", 4, "4-6", 8), ("overhead-press", 3, "6-8", 8), ("incline-dumbbell-press", 3, "8-10", 8),
            ("dip", 3, "8-12", 8), ("lateral-raise", 4, "12-15", 8), ("triceps-pushdown", 3, "10-12", 8),
            ("overhead-triceps-extension", 3, "10-12", 8),
        ]
        #expect(rows(plan.exercises(week: 1, day: "Push")) == expected(push))
        // Peak week: 70% of the sets, rounded (4 -> 3, 3 -> 2).
        #expect(plan.exercises(week: 7, day: "Push").map(\.sets.count) == [3, 2, 2, 2, 3, 2, 2])
    }

    @Test func strengthPeakingTestWeekKeepsAThirdOfTheSets() throws {
        let plan = try ExamplePrograms.plan("strength-peaking.lift")
        #expect(rows(plan.exercises(week: 1, day: "Lower B")) == expected([
            ("deadlift", 5, "2-4", 9), ("front-squat", 3, "4-6", 8), ("bulgarian-split-squat", 3, "6-8", 8),
            ("leg-curl", 3, "8-10", 8), ("plank", 3, "45s", 7),
        ]))
        // Test week: 30% of the sets (5 -> 2, 3 -> 1), never fewer than one.
        #expect(plan.exercises(week: 4, day: "Lower B").map(\.sets.count) == [2, 1, 1, 1, 1])
    }

    @Test func twelveWeekTransformLowerB() throws {
        let plan = try ExamplePrograms.plan("12-week-transform.lift")
        #expect(rows(plan.exercises(week: 1, day: "Lower B")) == expected([
            ("deadlift", 4, "5-6", 8), ("bulgarian-split-squat", 3, "8-10", 8), ("leg-curl", 4, "10-12", 8),
            ("hack-squat", 3, "10-12", 8), ("seated-calf-raise", 4, "12-15", 8), ("cable-crunch", 3, "12-15", 8),
        ]))
    }
}
