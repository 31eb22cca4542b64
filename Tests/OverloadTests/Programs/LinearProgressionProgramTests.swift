import Overload
import Testing

/// Starting Strength, Texas Method and GZCLP against their published set and rep schemes
/// (training-facts.md).
@Suite struct LinearProgressionProgramTests {
    @Test func startingStrengthAlternatesTwoWorkouts() throws {
        let plan = try ExamplePrograms.plan("starting-strength.lift")
        // Three days a week in turn: A B A one week, B A B the next.
        #expect(try #require(plan.week(1)).days.map(\.name) == ["A", "B", "A"])
        #expect(try #require(plan.week(2)).days.map(\.name) == ["B", "A", "B"])
        let a = plan.exercises(week: 1, day: "A")
        #expect(a.map(\.exerciseID) == ["back-squat", "overhead-press", "deadlift"])
        #expect(a.map(\.sets.count) == [3, 3, 1])
        #expect(a.map(\.repsWritten) == [["5", "5", "5"], ["5", "5", "5"], ["5"]])
        let b = plan.exercises(week: 1, day: "B")
        #expect(b.map(\.exerciseID) == ["back-squat", "bench-press", "power-clean"])
        #expect(b.map(\.sets.count) == [3, 3, 5])
        #expect(b.map(\.repsWritten) == [["5", "5", "5"], ["5", "5", "5"], ["3", "3", "3", "3", "3"]])
        // Weights come from the journal: the plan prescribes none.
        #expect((a + b).allSatisfy { $0.sets.allSatisfy { $0.load == nil && $0.pendingLoad == nil } })
    }

    @Test func startingStrengthAddsWeightEverySession() throws {
        let plan = try ExamplePrograms.plan("starting-strength.lift")
        let a = plan.exercises(week: 1, day: "A")
        #expect(a[0].progression == ProgressionReference(plugin: "linear", arguments: ["+5lb", "deload 10% after 3 fails"]))
        #expect(a[2].progression == ProgressionReference(plugin: "linear", arguments: ["+10lb", "deload 10% after 3 fails"]))
    }

    @Test func texasMethodVolumeRecoveryAndIntensityDays() throws {
        let plan = try ExamplePrograms.plan("texas-method.lift")
        #expect(try #require(plan.week(1)).days.map(\.name) == ["Monday", "Wednesday", "Friday"])
        let monday = try #require(plan.prescriptions("back-squat", week: 1, day: "Monday").first)
        let wednesday = try #require(plan.prescriptions("back-squat", week: 1, day: "Wednesday").first)
        let friday = try #require(plan.prescriptions("back-squat", week: 1, day: "Friday").first)
        #expect(monday.repsWritten == Array(repeating: "5", count: 5))
        #expect(wednesday.repsWritten == ["5", "5"])
        #expect(friday.repsWritten == ["5"])
        // Friday's five-rep target is 315 lb; Monday is 90% of it, Wednesday 80% of Monday.
        let fridayLoad = try #require(friday.sets.first?.load)
        let mondayLoad = try #require(monday.sets.first?.load)
        let wednesdayLoad = try #require(wednesday.sets.first?.load)
        #expect(close(fridayLoad.exact, 315))
        #expect(close(mondayLoad.exact, 0.9 * fridayLoad.exact))
        #expect(close(wednesdayLoad.exact, 0.8 * mondayLoad.exact))
        #expect([mondayLoad.loadable, wednesdayLoad.loadable, fridayLoad.loadable] == [285, 225, 315])
        let bench = try #require(plan.prescriptions("bench-press", week: 1, day: "Monday").first)
        #expect(bench.sets.count == 5)
        #expect(bench.sets.first?.load?.loadable == 200)  // 202.5 rounds down on the tie
    }

    @Test func gzclpTiersFollowTheirSchemes() throws {
        let plan = try ExamplePrograms.plan("gzclp.lift")
        let days = ["A1", "B1", "A2", "B2"]
        #expect(try #require(plan.week(1)).days.map(\.name) == days)
        let tiers = days.map { plan.exercises(week: 1, day: $0).map(\.exerciseID) }
        #expect(tiers == [["back-squat", "bench-press", "lat-pulldown"], ["overhead-press", "deadlift", "dumbbell-row"],
                          ["bench-press", "back-squat", "lat-pulldown"], ["deadlift", "overhead-press", "dumbbell-row"]])
        for day in days {
            let exercises = plan.exercises(week: 1, day: day)
            try #require(exercises.count == 3)
            #expect(exercises[0].repsWritten == ["3", "3", "3", "3", "3+"], "tier 1 on \(day): 5x3+")
            #expect(exercises[1].repsWritten == ["10", "10", "10"], "tier 2 on \(day): 3x10")
            #expect(exercises[2].repsWritten == ["15", "15", "15+"], "tier 3 on \(day): 3x15+")
        }
        // Every main lift is tier 1 on one day and tier 2 on another.
        let tierOne = Set(tiers.map { $0[0] })
        let tierTwo = Set(tiers.map { $0[1] })
        #expect(tierOne == tierTwo)
        #expect(tierOne.count == 4)
    }

    @Test func gzclpProgressesByTier() throws {
        let plan = try ExamplePrograms.plan("gzclp.lift")
        let a1 = plan.exercises(week: 1, day: "A1")
        #expect(a1[0].progression == ProgressionReference(plugin: "gzclp", arguments: ["t1", "t2"]))
        #expect(a1[2].progression == ProgressionReference(plugin: "gzclp", arguments: ["t3"]))
    }
}
