import Overload
import OverloadEngine
import Testing

/// Percentages a program gives no max for are filled from the journal's e1RM, counted by the
/// same rule as `history` (`E1RMSets`): sets of more than 12 reps give no estimate.
@Suite struct JournalE1RMTests {
    static let program = """
        program "P"
        unit kg
        round 2.5kg
        day "A":
          bench 3x5 @ 80%

        """

    /// The engine on a journal of one session of `sets` of bench, and bench's next targets.
    static func bench(_ sets: String) -> (harness: EngineHarness, targets: ExerciseTargets?) {
        let harness = EngineHarness(program: program, journal: "unit kg\n2026-01-05 \"A\"\n  bench \(sets)\n")
        let targets = harness.evaluate(on: "2026-01-10").next?.exercises.first { $0.prescription.exerciseID == "bench-press" }
        return (harness, targets)
    }

    /// 100 x 20 would be 166.67 kg by Epley; left out, the 120 x 5 set (140 kg) is the max,
    /// the one `history` shows too.
    @Test func aSetPastTheRepLimitIsLeftOutAsInHistory() throws {
        let (harness, found) = Self.bench("100x20, 120x5")
        let targets = try #require(found)
        #expect(targets.reasons.contains("e1RM 140 kg from the last four weeks of the journal"))
        #expect(harness.targets("bench-press", on: "2026-01-10") == "3 × 5 @ 112.5 kg")
        let history = try #require(TrainingHistory(harness.journal).exercises.first)
        #expect(history.bestE1RM?.value == 140)
    }

    @Test func onlySetsPastTheRepLimitGiveNoMaxAndSaySo() throws {
        let (harness, found) = Self.bench("60x15, 60x14")
        let targets = try #require(found)
        #expect(targets.warnings == [
            "no max known yet: give one in the program (1rm bench press 100kg) or log a set of 1 to 12 reps of it; "
                + "percentages use the best e1RM of the last four weeks",
        ])
        #expect(targets.prescription.sets.allSatisfy { $0.load == nil })
        #expect(TrainingHistory(harness.journal).exercises.first?.bestE1RM == nil)
    }
}
