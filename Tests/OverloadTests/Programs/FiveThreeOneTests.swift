import Overload
import Testing

/// 5/3/1 Boring But Big against Wendler's published figures (training-facts.md), with a
/// 225 lb bench 1RM: TM = 90% = 202.5 lb, loads rounded to 5 lb.
@Suite struct FiveThreeOneTests {
    let plan: PlanSnapshot

    init() throws {
        plan = try ExamplePrograms.plan("531-bbb.lift")
    }

    @Test func fourWeekCycleOfFourDays() {
        #expect(plan.weekCount == 4)
        #expect(plan.weeks.count == 4)
        #expect(plan.unit == .lb)
        for week in plan.weeks {
            #expect(week.days.map(\.name) == ["Press", "Deadlift", "Bench", "Squat"])
        }
        #expect(plan.weeks.map(\.kind) == [.regular, .regular, .regular, .deload])
    }

    @Test func everyBenchLoadIsAPercentageOfATrainingMaxOf202Point5() {
        var checked = 0
        for week in plan.weeks {
            for exercise in plan.prescriptions("bench-press", week: week.number, day: "Bench") {
                for set in exercise.sets {
                    checked += 1
                    guard case .percentOfTM(let percent)? = set.load?.source, let exact = set.load?.exact else {
                        Issue.record("week \(week.number): a bench set without a percentage of TM")
                        continue
                    }
                    #expect(close(exact / (percent / 100), 202.5))
                }
            }
        }
        // Four weeks of three main sets and five Boring But Big sets.
        #expect(checked == 4 * (3 + 5))
    }

    @Test func weekThreeTopSetIs192Point375ExactAnd190Loadable() throws {
        let main = try #require(plan.prescriptions("bench-press", week: 3, day: "Bench").first)
        let top = try #require(main.sets.last?.load)
        #expect(close(top.exact, 192.375))
        #expect(top.loadable == 190)
        #expect(top.source == .percentOfTM(95))
        #expect(top.platesPerSide == [45, 25, 2.5])
        #expect(main.sets.last?.reps == .amrap(minimum: 1))
    }

    @Test(arguments: [
        (1, [65.0, 75, 85], ["5", "5", "5+"], [131.625, 151.875, 172.125], [130.0, 150, 170]),
        (2, [70.0, 80, 90], ["3", "3", "3+"], [141.75, 162, 182.25], [140.0, 160, 180]),
        (3, [75.0, 85, 95], ["5", "3", "1+"], [151.875, 172.125, 192.375], [150.0, 170, 190]),
        (4, [40.0, 50, 60], ["5", "5", "5"], [81, 101.25, 121.5], [80.0, 100, 120]),
    ])
    func benchMainSetsEachWeek(week: Int, percents: [Double], reps: [String], exact: [Double], loadable: [Double]) throws {
        let main = try #require(plan.prescriptions("bench-press", week: week, day: "Bench").first)
        #expect(main.percents == percents)
        #expect(main.repsWritten == reps)
        #expect(close(main.exactLoads, exact))
        #expect(main.loadableLoads == loadable)
    }

    @Test func theDeloadWeekUsesItsOwnPercentagesUnscaled() throws {
        let deload = try #require(plan.week(4))
        #expect(deload.kind == .deload)
        #expect(deload.modifiers == WeekKind.regular.defaultModifiers)
        let squat = try #require(plan.prescriptions("back-squat", week: 4, day: "Squat").first)
        // Squat TM 283.5: 40/50/60% are 113.4, 141.75, 170.1.
        #expect(close(squat.exactLoads, [113.4, 141.75, 170.1]))
        #expect(squat.loadableLoads == [115, 140, 170])
    }

    @Test(arguments: [("overhead-press", "Press", 60.75, 60.0), ("deadlift", "Deadlift", 182.25, 180),
                      ("bench-press", "Bench", 101.25, 100), ("back-squat", "Squat", 141.75, 140)])
    func boringButBigIsFiveTensAtHalfTheTrainingMaxEveryWeek(lift: String, day: String, exact: Double, loadable: Double) throws {
        for week in 1...4 {
            let lines = plan.prescriptions(lift, week: week, day: day)
            try #require(lines.count == 2)
            let bbb = lines[1]
            #expect(bbb.sets.count == 5)
            #expect(bbb.repsWritten == Array(repeating: "10", count: 5))
            #expect(bbb.percents == Array(repeating: 50, count: 5))
            #expect(close(bbb.exactLoads, Array(repeating: exact, count: 5)))
            #expect(bbb.loadableLoads == Array(repeating: loadable, count: 5))
        }
    }

    @Test func trainingMaxesRiseEachCycle() throws {
        let squat = try #require(plan.prescriptions("back-squat", week: 1, day: "Squat").first)
        let press = try #require(plan.prescriptions("overhead-press", week: 1, day: "Press").first)
        #expect(squat.progression == ProgressionReference(plugin: "tm", arguments: ["+10lb", "every", "cycle"]))
        #expect(press.progression == ProgressionReference(plugin: "tm", arguments: ["+5lb", "every", "cycle"]))
    }
}
