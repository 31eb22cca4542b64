import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The shipped programs that show two of the language's newer lines: an `rpe chart` whose
/// loads are checked against the published chart, and a test week whose days are renamed.
@Suite struct RPEChartAndTestWeekProgramTests {
    // MARK: Scivation Strong (`rpe chart rts`)

    /// Mike Tuchscherer's RTS chart, The Reactive Training Manual (2008), as published: the
    /// %1RM of a set of r reps at RPE p is C(r + 10 - p), C(n) for n reps to failure.
    static let rtsChart: [Int: Double] = [
        1: 100, 2: 95.5, 3: 92.2, 4: 89.2, 5: 86.3, 6: 83.7, 7: 81.1, 8: 78.6, 9: 76.2, 10: 73.9, 11: 70.7,
    ]

    @Test func theMainLiftsAreTheRTSChartsShareOfTheMax() throws {
        let plan = try ExamplePrograms.plan("scivation-strong.lift")
        let squat = try #require(plan.exercises(week: 1, day: "Workout 1").first { $0.name == "squat" })
        // A single at RPE 8 is C(3) = 92.2% of the 405 lb max; fives at RPE 8 C(7) = 81.1%.
        let single: Double = 405 * 92.2 / 100, five: Double = 405 * 81.1 / 100
        #expect(close(squat.exactLoads, [single, five, five, five]), "\(squat.exactLoads)")
        #expect(squat.loadableLoads == [375, 330, 330, 330])
        let sources: [LoadSource?] = squat.sets.map(\.load?.source)
        #expect(sources == Array(repeating: LoadSource.rpe(8), count: 4))
        let bench = try #require(plan.exercises(week: 1, day: "Workout 2").first { $0.name == "bench" })
        let benchSingle: Double = 285 * 92.2 / 100, benchFive: Double = 285 * 81.1 / 100
        #expect(close(bench.exactLoads, [benchSingle, benchFive, benchFive, benchFive, benchFive]), "\(bench.exactLoads)")
    }

    @Test func theRampsClimbTheChartsColumnForTheirReps() throws {
        let plan = try ExamplePrograms.plan("scivation-strong.lift")
        // Fours at RPE 7, 8, 9 are 7, 6 and 5 reps to failure; sevens at RPE 6, 7, 8 are 11, 10, 9.
        let pausedBench = try #require(plan.exercises(week: 1, day: "Workout 1").first { $0.name == "paused bench" })
        let pausedExpected: [Double] = [7, 6, 5].map { (n: Int) -> Double in 265 * (Self.rtsChart[n] ?? 0) / 100 }
        #expect(close(pausedBench.exactLoads, pausedExpected), "\(pausedBench.exactLoads)")
        let romanian = try #require(plan.exercises(week: 1, day: "Workout 1").first { $0.name == "romanian deadlift" })
        let romanianExpected: [Double] = [11, 10, 9, 9].map { (n: Int) -> Double in 405 * (Self.rtsChart[n] ?? 0) / 100 }
        #expect(close(romanian.exactLoads, romanianExpected), "\(romanian.exactLoads)")
    }

    @Test func theChartLineChoosesTheChart() throws {
        let text = try ExampleFiles.text("programs/scivation-strong.lift")
        #expect(text.contains("\nrpe chart rts\n"))
        // The same program on Epley's chart: a single at RPE 8 is 100 / (1 + 3/30) = 90.9%.
        let epley = try CompilerTest.cleanPlan(text.replacingOccurrences(of: "rpe chart rts", with: "rpe chart epley"), name: "epley.lift")
        let squat = try #require(epley.exercises(week: 1, day: "Workout 1").first { $0.name == "squat" })
        #expect(close(squat.exactLoads[0], 405 * 90.9 / 100), "\(squat.exactLoads)")
    }

    // MARK: 5/3/1 with the 7th Week TM test (`day "Squat" as "Squat TM test"`)

    @Test func theTestWeekHasTheRenamedDaysAndTheTestSets() throws {
        let plan = try ExamplePrograms.plan("531-tm-test.lift")
        #expect(plan.week(6)?.days.map(\.name) == ["Squat", "Bench", "Deadlift", "Press"])
        let week7 = try #require(plan.week(7))
        #expect(week7.days.map(\.name) == ["Squat TM test", "Bench TM test", "Deadlift TM test", "Press TM test"])
        #expect(week7.days.map(\.renamedFrom) == ["Squat", "Bench", "Deadlift", "Press"])
        // 70, 80, 90% x 5, then 3 to 5 at the training max: 90% of the 315 lb max, 283.5 lb.
        let squat = try #require(plan.exercises(week: 7, day: "Squat TM test").first)
        #expect(squat.percents == [70, 80, 90, 100])
        #expect(squat.repsWritten == ["5", "5", "5", "3-5"])
        let testLoads: [Double] = [70, 80, 90, 100].map { (percent: Double) -> Double in 283.5 * percent / 100 }
        #expect(close(squat.exactLoads, testLoads))
        #expect(squat.loadableLoads == [200, 225, 255, 285])
    }

    /// Six weeks of sessions, one a day from 2026-01-01, then the squat test under `name`.
    static func journal(testDayNamed name: String) -> String {
        var text = "unit lb\n"
        for index in 0..<24 {
            let day = ["Squat", "Bench", "Deadlift", "Press"][index % 4]
            let date = index + 1 < 10 ? "0\(index + 1)" : "\(index + 1)"
            text += "\n2026-01-\(date) \"\(day)\"\n  \(day.lowercased()) 100x5x3\n"
        }
        return text + "\n2026-01-25 \"\(name)\"\n  squat 200x5, 225x5, 255x5, 285x4\n"
    }

    @Test(arguments: ["Squat TM test", "Squat"])
    func aTestSessionLoggedUnderEitherNameIsTheTestDay(name: String) throws {
        let program = try ExampleFiles.text("programs/531-tm-test.lift")
        let harness = EngineHarness(program: program, journal: Self.journal(testDayNamed: name))
        let evaluation = harness.evaluate(on: "2026-01-26")
        // The squat test counts for week 7's first day: the bench test is next.
        #expect(evaluation.next?.day.name == "Bench TM test")
        #expect(evaluation.next?.calendar.week == 7)
        let squatID = try #require(ExerciseCatalog.builtin.resolve("squat").exercise?.id)
        let step = try #require(evaluation.steps[squatID]?.last)
        #expect(step.date == LocalDate(iso: "2026-01-25" as String))
        #expect(step.calendar?.week == 7)
        #expect(step.calendar?.day == "Squat TM test")
    }
}
