import Overload
import OverloadEngine
import OverloadTestSupport
import Testing

/// The Strength Tracker plan templates (examples/programs, seed 000) replayed over twelve
/// generated weeks: main lifts loaded by the RPE chart (training-facts.md), accessories by
/// double progression, and deload weeks that hold every rule.
@Suite struct StrengthTrackerReplayTests {
    /// C(n), the %1RM for n reps to failure (training-facts.md).
    static let chart: [Double] = [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9, 57.3]

    static func percent(reps: Int, rpe: Double) -> Double { chart[reps + 10 - Int(rpe) - 1] }

    /// A lifter who does the bottom of every range, logging each set one RPE point under its target.
    static func replay(_ file: String, sessionsPerWeek: Int) throws -> (ProgramSimulation, Evaluation) {
        var simulation = ProgramSimulation(program: try ExampleFiles.text("programs/\(file).lift"), startingLoad: 60,
                                           from: "2026-01-05")
        simulation.rpeOffset = -1
        simulation.run(sessions: 12 * sessionsPerWeek)
        return (simulation, simulation.harness.evaluate(on: simulation.date.description))
    }

    @Test(arguments: [
        ("beginner-strength", 3, "bench-press"), ("12-week-transform", 4, "back-squat"),
        ("ppl-power-builder", 3, "deadlift"), ("strength-peaking", 4, "bench-press"),
    ])
    func mainLiftsFollowTheRPEChart(file: String, sessionsPerWeek: Int, lift: String) throws {
        let (_, evaluation) = try Self.replay(file, sessionsPerWeek: sessionsPerWeek)
        let steps = try #require(evaluation.steps[lift])
        #expect(steps.count >= 8, "\(file): \(steps.count) sessions of \(lift)")
        var previous: Double?
        for step in steps {
            let calendar = try #require(step.calendar)
            if calendar.weekKind == .deload {
                #expect(step.changes.map(\.after) == ["holds"], "\(file) \(step.date)")
                continue
            }
            // e1RM = load / C(reps + 10 - RPE) of the set logged (every set alike here).
            let set = try #require(step.sets.first)
            let load = try #require(set.load?.value)
            let expected = load / (Self.percent(reps: try #require(set.reps), rpe: try #require(set.rpe)) / 100)
            let change = try #require(step.changes.first { $0.what == "e1RM" }, "\(file) \(step.date)")
            #expect(change.after == NumberFormat.canonical((expected * 100).rounded() / 100) + " kg", "\(file) \(step.date)")
            // A lifter a point under the target each time gets stronger: every e1RM beats the last.
            if let previous { #expect(expected > previous, "\(file) \(step.date)") }
            previous = expected
        }
    }

    @Test func theNextTargetIsTheChartsShareOfTheLastE1RM() throws {
        // Beginner Strength, bench 3x5 @ rpe 7, first session 60 kg x 5 @ RPE 6:
        // e1RM 60 / 76.2% = 78.74 kg; 5 @ RPE 7 is 78.6% of it, 61.89 kg: 62.5 kg on the bar.
        var simulation = ProgramSimulation(program: try ExampleFiles.text("programs/beginner-strength.lift"),
                                           startingLoad: 60, from: "2026-01-05")
        simulation.rpeOffset = -1
        simulation.run(sessions: 2)
        // Day C is next, with bench 3x5 @ rpe 7 again.
        #expect(simulation.targets("bench-press") == "3 × 5 @ 62.5 kg rpe 7")
        // Day C's squat 3x8 @ rpe 7 from the same 78.74 kg: 70.7%, 55.67 kg: 55 kg.
        simulation.run(sessions: 1)
        #expect(simulation.journal.contains("squat 55x8 @ rpe 6"))
    }

    @Test func hypertrophyBlockClimbsTheRangeThenAddsWeight() throws {
        var simulation = ProgramSimulation(program: try ExampleFiles.text("programs/hypertrophy-block.lift"),
                                           startingLoad: 60, from: "2026-01-05")
        simulation.run(sessions: 48)
        let evaluation = simulation.harness.evaluate(on: simulation.date.description)
        let steps = try #require(evaluation.steps["bench-press"])
        let changes = steps.map { $0.changes.map { "\($0.what) \($0.after)" }.joined(separator: ", ") }
        // 8, 9, 10 reps at one load, then +1.25 kg (LIFTR's upper-body step), which the bar
        // builds as 2.5 kg; weeks 6 and 12 are deloads and hold.
        #expect(changes == [
            "load 60 kg, reps 9", "reps 10", "load 62.5 kg, reps 8", "reps 9", "reps 10", "rule holds",
            "load 65 kg, reps 8", "reps 9", "reps 10", "load 67.5 kg, reps 8", "reps 9", "rule holds",
        ])
        #expect(simulation.targets("bench-press") == "4 × 9-10 @ 67.5 kg rpe 8")
    }

    @Test func aDeloadWeekNeitherRaisesNorFails() throws {
        var simulation = ProgramSimulation(program: try ExampleFiles.text("programs/hypertrophy-block.lift"),
                                           startingLoad: 60, from: "2026-01-05")
        simulation.topOfRange = true
        simulation.run(sessions: 24)
        let steps = try #require(simulation.harness.evaluate(on: simulation.date.description).steps["back-squat"])
        let deload = try #require(steps.first { $0.calendar?.weekKind == .deload })
        #expect(deload.judgement?.isSuccess == true)
        #expect(deload.changes.map(\.reason) == ["a deload week does not move it"])
    }
}
