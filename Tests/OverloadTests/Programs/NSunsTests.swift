import Overload
import Testing

/// nSuns 5/3/1 LP against the published 9-set main and 8-set secondary schemes
/// (training-facts.md), with a 315 lb squat and 405 lb deadlift: TMs 283.5 and 364.5.
@Suite struct NSunsTests {
    let plan: PlanSnapshot

    init() throws {
        plan = try ExamplePrograms.plan("nsuns-531-lp.lift")
    }

    @Test func fourDaysEachWithAMainAndASecondaryLift() throws {
        #expect(plan.weekCount == 1)
        #expect(try #require(plan.week(1)).days.map(\.name) == ["Bench", "Squat", "Press", "Deadlift"])
        for day in ["Bench", "Squat", "Press", "Deadlift"] {
            #expect(plan.exercises(week: 1, day: day).map(\.sets.count) == [9, 8])
        }
    }

    @Test func mainLiftHasNineSetsWithTheNinetyFivePercentSingle() throws {
        let squat = try #require(plan.exercises(week: 1, day: "Squat").first)
        #expect(squat.exerciseID == "back-squat")
        #expect(squat.percents == [75, 85, 95, 90, 85, 80, 75, 70, 65])
        #expect(squat.repsWritten == ["5", "3", "1+", "3", "3", "3", "5", "5", "5+"])
        let single = try #require(squat.sets[2].load)
        #expect(close(single.exact, 269.325))
        #expect(single.loadable == 270)
        #expect(squat.sets[2].reps == .amrap(minimum: 1))
        #expect(squat.loadableLoads == [215, 240, 270, 255, 240, 225, 215, 200, 185])
    }

    @Test func secondaryLiftHasEightSets() throws {
        let deadlift = try #require(plan.exercises(week: 1, day: "Squat").last)
        #expect(deadlift.exerciseID == "deadlift")
        #expect(deadlift.percents == [50, 60, 70, 70, 70, 70, 70, 70])
        #expect(deadlift.repsWritten == ["6", "5", "3", "5", "7", "4", "6", "8"])
        #expect(close(deadlift.exactLoads, [182.25, 218.7, 255.15, 255.15, 255.15, 255.15, 255.15, 255.15]))
        #expect(deadlift.loadableLoads == [180, 220, 255, 255, 255, 255, 255, 255])
    }

    @Test func trainingMaxesMoveEveryWeek() throws {
        let bench = try #require(plan.exercises(week: 1, day: "Bench").first)
        #expect(bench.progression == ProgressionReference(plugin: "nsuns", arguments: ["every", "week"]))
    }
}
