import Overload
import OverloadEngine
import OverloadTestSupport
import Testing

/// The shipped programs replayed over twelve generated weeks give their published progressions
/// (training-facts.md): Starting Strength +5 lb a session and 10% off after three failures;
/// 5/3/1 +5 lb (bench, press) and +10 lb (squat, deadlift) on the training max each cycle.
@Suite struct PublishedProgressionTests {
    @Test func startingStrengthAddsFivePoundsASessionAndTakesTenPercentOffAfterThreeFailures() throws {
        let program = try ExampleFiles.text("programs/starting-strength.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 100, capacity: ["overhead-press": 120],
                                           from: "2026-01-05")
        simulation.run(sessions: 36)
        // Squat is in every session: 100 lb, then +5 lb for each of the 35 that followed.
        #expect(simulation.targets("back-squat") == "3 × 5 @ 280 lb")
        let steps = try #require(simulation.harness.evaluate(on: simulation.date.description).steps["overhead-press"])
        let deload = try #require(steps.first { $0.changes.contains { $0.reason.contains("3 failed sessions in a row") } })
        // 125 lb is over capacity three times running; 10% off 125 is 112.5, which the standard
        // pound gym (5 lb jumps) builds as 110 lb: ties go to the lighter load.
        #expect(deload.changes.last?.before == "125 lb")
        #expect(deload.changes.last?.after == "110 lb")
    }

    @Test func fiveThreeOneRaisesEachTrainingMaxOnceACycle() throws {
        let program = try ExampleFiles.text("programs/531-bbb.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 45, from: "2026-01-05")
        simulation.run(sessions: 48)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        #expect(evaluation.next?.calendar.cycle == 4)
        func raises(_ id: String) -> [String] {
            (evaluation.steps[id] ?? []).flatMap(\.changes).filter { $0.what == "training max" }.map { "\($0.before ?? "") -> \($0.after)" }
        }
        // 1RMs 135 / 225 / 315 / 405 lb at 90%: TMs 121.5 / 202.5 / 283.5 / 364.5 lb.
        #expect(raises("overhead-press") == ["121.5 lb -> 126.5 lb", "126.5 lb -> 131.5 lb", "131.5 lb -> 136.5 lb"])
        #expect(raises("bench-press") == ["202.5 lb -> 207.5 lb", "207.5 lb -> 212.5 lb", "212.5 lb -> 217.5 lb"])
        #expect(raises("back-squat") == ["283.5 lb -> 293.5 lb", "293.5 lb -> 303.5 lb", "303.5 lb -> 313.5 lb"])
        #expect(raises("deadlift") == ["364.5 lb -> 374.5 lb", "374.5 lb -> 384.5 lb", "384.5 lb -> 394.5 lb"])
        // Cycle 4 week 1 press: 65 / 75 / 85% of 136.5 lb, rounded to 5 lb.
        #expect(simulation.targets("overhead-press").hasPrefix("1 × 5 @ 90 lb, 1 × 5 @ 100 lb, 1 × 5+ @ 115 lb"))
    }

    @Test func aMissedAMRAPHoldsTheTrainingMaxForTheCycle() throws {
        let program = try ExampleFiles.text("programs/531-bbb.lift")
        // The lifter cannot press over 100 lb: week 1's 105 lb AMRAP is missed.
        var simulation = ProgramSimulation(program: program, startingLoad: 45, capacity: ["overhead-press": 100],
                                           from: "2026-01-05")
        simulation.run(sessions: 16)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        let changes = (evaluation.steps["overhead-press"] ?? []).flatMap(\.changes).filter { $0.what == "training max" }
        #expect(changes.last?.before == "121.5 lb")
        #expect(changes.last?.after == "121.5 lb")
        #expect(changes.last?.reason.contains("short of the minimum, so it holds") == true)
    }

    @Test func texasMethodAddsFivePoundsAWeek() throws {
        let program = try ExampleFiles.text("programs/texas-method.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 45, from: "2026-01-05")
        simulation.run(sessions: 36)
        // Twelve weeks done: Friday's five-rep target (the training max) is 315 + 12 x 5 lb.
        let evaluation = simulation.harness.evaluate(on: simulation.date.description, day: "Friday")
        let squat = try #require(evaluation.next?.exercises.first { $0.prescription.exerciseID == "back-squat" })
        #expect(squat.prescription.sets.first?.load?.loadable == 375)
        // Monday is 90% of it: 337.5 lb, rounded to 5 lb (ties go down).
        #expect(simulation.targets("back-squat") == "5 × 5 @ 335 lb")
    }

    @Test func nSunsMovesTheTrainingMaxByTheHeaviestAMRAPsReps() throws {
        let program = try ExampleFiles.text("programs/nsuns-531-lp.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 45, from: "2026-01-05")
        simulation.run(sessions: 48)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        let changes = (evaluation.steps["bench-press"] ?? []).flatMap(\.changes).filter { $0.what == "training max" }
        // Three reps on the 95% 1+ set every week: +5 lb a week, twelve times.
        #expect(changes.count == 12)
        #expect(changes.first?.reason.hasSuffix("3 reps on the heaviest AMRAP set") == true, "\(changes.first?.reason ?? "")")
        #expect(changes.last?.after == "262.5 lb")
    }

    @Test func madcowAddsFivePoundsToEveryTrainingMaxEachWeek() throws {
        let program = try ExampleFiles.text("programs/madcow-5x5.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 45, from: "2026-01-05")
        simulation.run(sessions: 36)
        // Twelve weeks done, twelve raises: squat 225 + 60 lb; Monday's top set is 100% of it
        // and the ramp its shares, 50% of 285 = 142.5 lb, 140 lb at 'round 5lb' (ties go down).
        let evaluation = simulation.harness.evaluate(on: simulation.date.description, day: "Monday")
        let squat = try #require(evaluation.next?.exercises.first { $0.prescription.exerciseID == "back-squat" })
        #expect(squat.prescription.sets.map { $0.load?.loadable } == [140, 180, 215, 250, 285])
        let raises = (evaluation.steps["back-squat"] ?? []).flatMap(\.changes).filter { $0.what == "training max" }
        #expect(raises.count == 12)
    }

    @Test func nSunsVariantsMoveTheirTrainingMaxesLikeNSuns() throws {
        let program = try ExampleFiles.text("programs/nsuns-531-lp-variants.lift")
        var simulation = ProgramSimulation(program: program, startingLoad: 45, from: "2026-01-05")
        simulation.run(sessions: 48)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        for lift in ["bench-press", "back-squat", "overhead-press", "deadlift"] {
            let changes = (evaluation.steps[lift] ?? []).flatMap(\.changes).filter { $0.what == "training max" }
            // Each week's heaviest AMRAP done for 3 reps: +5 lb each of the twelve weeks.
            #expect(changes.count == 12, "\(lift): \(changes.map(\.reason))")
            #expect(changes.allSatisfy { $0.reason.hasSuffix("3 reps on the heaviest AMRAP set") }, "\(lift)")
        }
    }
}
