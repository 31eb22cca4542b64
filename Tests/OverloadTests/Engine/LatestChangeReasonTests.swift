import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// `next`'s reason for a rule's targets is the change that set them: when the latest run of
/// the rule changed nothing, the latest change before it is still given, then "no change since".
@Suite struct LatestChangeReasonTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg

        progression bump(step = 5kg):
          if last.best.reps >= 8: weight += step

        progress squat: bump

        """

    /// The reasons `next` gives (it keeps each exercise's latest steps only).
    func reasons(_ journal: String) throws -> [String] {
        let workspace = ProgramWorkspace(SourceFile(name: "rules.lift", text: Self.program), registry: StandardPlugins.registry) { _ in [] }
        let evaluator = try #require(workspace.evaluator)
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: journal))
        let evaluation = evaluator.evaluate(reading.journal, on: try #require(LocalDate(iso: "2026-11-06")), steps: .latest)
        let squat = evaluation.next?.exercises.first { $0.prescription.exerciseID == "back-squat" }
        #expect(squat?.prescription.sets.compactMap { $0.load?.loadable } == [105, 105, 105])
        return squat?.reasons ?? []
    }

    @Test func aRunThatChangedNothingKeepsTheEarlierChangeInTheReason() throws {
        let journal = """
            unit kg

            2026-11-02 "A"
              squat 100x8, 100x5, 100x5

            2026-11-04 "A"
              squat 105x5x3

            """
        let reasons = try self.reasons(journal)
        #expect(reasons.count == 2)
        #expect(reasons.first?.hasPrefix("2026-11-02: weight 100 kg -> 105 kg") == true)
        #expect(reasons.last == "2026-11-04: no change since (bump)")
    }

    @Test func aRuleThatNeverChangedAnythingSaysSo() throws {
        let text = Self.program.replacingOccurrences(of: "squat 3x5 @ 100kg", with: "squat 3x5 @ 105kg")
        let workspace = ProgramWorkspace(SourceFile(name: "rules.lift", text: text), registry: StandardPlugins.registry) { _ in [] }
        let evaluator = try #require(workspace.evaluator)
        let journal = JournalReader().read(SourceFile(name: "journal.lift", text: "unit kg\n\n2026-11-04 \"A\"\n  squat 105x5x3\n")).journal
        let next = evaluator.evaluate(journal, on: try #require(LocalDate(iso: "2026-11-06")), steps: .latest).next
        #expect(next?.exercises.first?.reasons == ["2026-11-04: no change (bump)"])
    }
}
