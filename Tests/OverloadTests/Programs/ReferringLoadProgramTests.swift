import Overload
import Testing

/// The published programs that need loads referring to other loads plan with their published
/// numbers, week by week.
@Suite struct ReferringLoadProgramTests {
    /// Smolov Jr, 1RM 315 lb: week 1 at 70/75/80/85%, weeks 2 and 3 the same plus 10 and 20 lb.
    @Test func smolovJrAddsTheWeeksAmountToEachPercentage() throws {
        let plan = try ExamplePrograms.plan("smolov-jr.lift")
        let days = ["Monday": (6, 6, 70.0), "Wednesday": (7, 5, 75), "Friday": (8, 4, 80), "Saturday": (10, 3, 85)]
        for (day, (sets, reps, percent)) in days {
            for (week, added) in [(1, 0.0), (2, 10), (3, 20)] {
                let squat = try #require(plan.exercises(week: week, day: day).first)
                #expect(squat.sets.count == sets)
                #expect(squat.repsWritten == Array(repeating: "\(reps)", count: sets))
                let exact = try #require(squat.sets.first?.load?.exact)
                #expect(abs(exact - (315 * percent / 100 + added)) < 1e-9, "week \(week) \(day)")
            }
        }
    }

    /// nSuns variants: incline bench at 40/50/60% of the bench TM (202.5 lb), front squat at
    /// 35/45/55% of the squat TM (283.5 lb), sumo deadlift at 50/60/70% of the deadlift TM.
    /// Sumo deadlift and front squat start with two sets of five (x5, x5, x3, x5, x7, x4, x6,
    /// x8), the press and incline bench with x6, x5, as the published 4- and 5-day sheets do.
    @Test func nSunsVariantsAreLoadedOffTheirBaseLiftsTrainingMax() throws {
        let plan = try ExamplePrograms.plan("nsuns-531-lp-variants.lift")
        let incline = try #require(plan.exercises(week: 1, day: "Press").last)
        #expect(incline.sets.count == 8)
        #expect(incline.sets.prefix(3).compactMap { $0.load?.exact } == [81, 101.25, 121.5])
        #expect(incline.sets.first?.load?.source == .percentOfLift(40, lift: "bench press", isTrainingMax: true))
        let front = try #require(plan.exercises(week: 1, day: "Deadlift").last)
        #expect(front.sets.prefix(3).compactMap { $0.load?.loadable } == [100, 130, 155])
        #expect(front.repsWritten == ["5", "5", "3", "5", "7", "4", "6", "8"])
        let sumo = try #require(plan.exercises(week: 1, day: "Squat").last)
        #expect(sumo.sets.prefix(3).compactMap { $0.load?.loadable } == [180, 220, 255])
        #expect(sumo.repsWritten == ["5", "5", "3", "5", "7", "4", "6", "8"])
        #expect(incline.repsWritten == ["6", "5", "3", "5", "7", "4", "6", "8"])
        let press = try #require(plan.exercises(week: 1, day: "Bench").last)
        #expect(press.repsWritten == ["6", "5", "3", "5", "7", "4", "6", "8"])
        #expect(press.sets.prefix(3).compactMap { $0.load?.loadable } == [60, 75, 85])
    }

    /// Madcow: Monday ramps in 12.5% steps of the top set, written before it.
    @Test func madcowRampsAreSharesOfTheTopSet() throws {
        let plan = try ExamplePrograms.plan("madcow-5x5.lift")
        let squat = try #require(plan.exercises(week: 1, day: "Monday").first)
        #expect(squat.sets.compactMap { $0.load?.exact } == [112.5, 140.625, 168.75, 196.875, 225])
        #expect(squat.sets.compactMap { $0.load?.loadable } == [110, 140, 170, 195, 225])
        #expect(squat.sets.last?.kind == .top)
        let deadlift = try #require(plan.exercises(week: 1, day: "Wednesday").last)
        #expect(deadlift.sets.compactMap { $0.load?.loadable } == [170, 205, 240, 275])
        let friday = try #require(plan.exercises(week: 1, day: "Friday").first)
        #expect(friday.sets.compactMap { $0.load?.loadable } == [110, 140, 170, 195, 230, 170])
        #expect(friday.repsWritten == ["5", "5", "5", "5", "3", "8"])
    }
}
