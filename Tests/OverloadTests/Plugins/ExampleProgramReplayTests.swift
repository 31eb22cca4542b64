import OverloadTestSupport
import Testing

/// The shipped programs that use the new plugins, replayed over a short journal.
@Suite struct ExampleProgramReplayTests {
    @Test func gzclpMovesEachLiftsTiersApartOverTheFourDays() throws {
        let journal = """
            unit lb
            2026-01-05 "A1"
              squat 200x3x4, 200x5
              bench 100x10x3
              lat pulldown 100x15, 100x15, 100x25
            2026-01-07 "B1"
              press 80x3x4, 80x3
              deadlift 200x10x3
            2026-01-09 "A2"
              bench 150x3x4, 150x2
              squat 150x10x3
            2026-01-12 "B2"
              deadlift 250x3x5
              press 60x10, 60x10, 60x8

            """
        let program = try ExampleFiles.text("programs/gzclp.lift")
        let a1 = try PluginScenario(program: program, journal: journal, on: "2026-01-13")
        #expect(a1.evaluation.next?.day.name == "A1")
        #expect(a1.next("back-squat") == ["3", "3", "3", "3", "3+"].map { $0 + " @ 210" })
        #expect(a1.next("bench-press") == ["10 @ 105", "10 @ 105", "10 @ 105"])
        #expect(a1.next("lat-pulldown") == ["15 @ 105", "15 @ 105", "15+ @ 105"])
        let a2 = try PluginScenario(program: program, journal: journal, on: "2026-01-13", day: "A2")
        #expect(a2.next("bench-press") == ["2", "2", "2", "2", "2", "2+"].map { $0 + " @ 150" })
        #expect(a2.next("back-squat") == ["10 @ 160", "10 @ 160", "10 @ 160"])
        let b2 = try PluginScenario(program: program, journal: journal, on: "2026-01-13", day: "B2")
        #expect(b2.next("deadlift") == ["3", "3", "3", "3", "3+"].map { $0 + " @ 260" })
        #expect(b2.next("overhead-press") == ["8 @ 60", "8 @ 60", "8 @ 60"])
        #expect(b2.steps("overhead-press") == [
            ["t1 load 80 lb: the first logged work set", "t1 load 80 lb -> 85 lb: 5x3+ made"],
            ["t2 load 60 lb: the first logged work set", "t2 stage 3x10 -> 3x8: 3x10 missed (set 3: 8 of 10 reps); the load stays"],
        ])
    }

    @Test func homeGymDoubleProgressionTakesItsRangeFromTheRule() throws {
        let journal = """
            unit kg
            exercise "Viking Press"  # declared in the program, which the journal does not read
            2026-01-05 "A"
              squat 96x5x3
            2026-01-07 "B"
              "Viking Press" 25x12x3
              dumbbell row 24x12x3

            """
        let program = try ExampleFiles.text("home-gym.lift")
        let scenario = try PluginScenario(program: program, journal: journal, on: "2026-01-08", day: "B")
        // The rule's range, 8-12, replaces the plan's 10; a 2 kg step on the 2 kg dumbbell ladder.
        #expect(scenario.next("dumbbell-row") == ["8-12 @ 26", "8-12 @ 26", "8-12 @ 26"])
    }

    @Test func upperLowerRowsAndDeadliftsAddTheirStepUntilThreeMissesTakeTenPercentOff() throws {
        let program = try ExampleFiles.text("upper-lower.lift")
        // Twelve weeks of four days: the row is on both upper days, the Romanian deadlift on
        // both lower days. The lifter cannot row more than 100 kg.
        var simulation = ProgramSimulation(program: program, startingLoad: 60, capacity: ["barbell-row": 100],
                                           from: "2026-01-05")
        simulation.run(sessions: 48)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        let romanian = try #require(evaluation.steps["romanian-deadlift"])
        #expect(romanian.count == 24)
        // 80 kg, +2.5 kg after each of 24 successful sessions.
        let lower = simulation.harness.evaluate(on: simulation.date.description, day: "Lower A").next
        let next = try #require(lower?.exercises.first { $0.prescription.exerciseID == "romanian-deadlift" })
        #expect(next.prescription.sets.map { $0.load?.loadable } == [140, 140, 140])
        let rows = try #require(evaluation.steps["barbell-row"]).flatMap(\.changes).filter { $0.what == "load" }
        // 60 kg up to 102.5 kg, three misses there, then 10% off 102.5 kg = 92.25 kg: 92.5 kg
        // on a 2.5 kg step (the program's 'round 2.5kg').
        let deload = try #require(rows.first { $0.reason.contains("3 failed sessions in a row") })
        #expect(deload.before == "102.5 kg")
        #expect(deload.after == "92.5 kg")
    }
}
