import Overload
import OverloadEngine
import OverloadSyntax
import Testing

/// A rule with `ask` suggests its changes; decisions in the journal answer them.
@Suite struct AskSuggestionTests {
    static let program = """
        unit lb
        day "Push":
          bench 3x10 @ 150lb
          incline bench 3x10 @ 115lb
          dip 3x8
        progress bench, incline bench: linear +5lb, ask
        """

    static let crushed = """
        unit lb

        2026-03-02 "Push"
          bench 150x12, 150x11, 150x10
          incline bench 115x10, 115x10, 115x10
        """

    @Test func anAskRuleKeepsTheTargetAndSuggestsTheChange() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.crushed)
        #expect(harness.targets("bench-press", on: "2026-03-03") == "3 × 10 @ 150 lb")
        let evaluation = harness.evaluate(on: "2026-03-03")
        let open = evaluation.coaching.open
        #expect(open.map(\.exercise) == ["bench", "incline bench"])
        let bench = try #require(open.first)
        #expect(bench.kind == .increaseWeight)
        #expect(bench.delta == 5)
        #expect(bench.text == "+5lb")
        #expect(bench.before == "3 × 10 @ 150 lb")
        #expect(bench.after == "3 × 10 @ 155 lb")
        #expect(bench.evidence == "2026-03-02: 150x12, 150x11, 150x10")
        #expect(bench.reason == "every work set made")
        #expect(bench.source == "linear +5lb, ask")
        let shown = evaluation.next?.exercises.first { $0.prescription.exerciseID == "bench-press" }
        #expect(shown?.pending.map(\.number) == [1])
    }

    @Test func withoutAskTheRuleActsAtOnce() {
        let harness = EngineHarness(program: Self.program.replacingOccurrences(of: ", ask", with: ""), journal: Self.crushed)
        #expect(harness.targets("bench-press", on: "2026-03-03") == "3 × 10 @ 155 lb")
        #expect(harness.evaluate(on: "2026-03-03").coaching.suggestions.isEmpty)
    }

    @Test func acceptingRaisesTheTargetAndMakesTheNextVersion() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.crushed + """

            2026-03-02 accept bench +5lb "felt easy"
            """)
        #expect(harness.targets("bench-press", on: "2026-03-03") == "3 × 10 @ 155 lb")
        #expect(harness.targets("incline-bench-press", on: "2026-03-03") == "3 × 10 @ 115 lb")
        let evaluation = harness.evaluate(on: "2026-03-03")
        let accepted = try #require(evaluation.coaching.suggestions.first { $0.exercise == "bench" })
        #expect(accepted.status == .accepted)
        #expect(accepted.decisionReason == "felt easy")
        #expect(accepted.appliedInVersion == 2)
        let versions = evaluation.coaching.versions
        #expect(versions.map(\.number) == [1, 2])
        #expect(versions[1].sourceVersion == harness.program.snapshot.contentID)
        #expect(versions[1].createdBy == .plugin(name: "linear"))
        #expect(versions[1].notes == ["bench +5lb"])
        let next = try #require(evaluation.next)
        #expect(next.version == 2)
        #expect(next.planID == versions[1].contentID)
        #expect(next.planID != harness.program.snapshot.contentID)
    }

    @Test func acceptsOfOneDayMakeOneVersionAndALaterDayTheNext() {
        let harness = EngineHarness(program: Self.program, journal: Self.crushed + """

            2026-03-02 accept bench +5lb
            2026-03-02 accept incline bench +5lb
            2026-03-04 "Push"
              bench 155x10x3
              incline bench 120x10x3
            2026-03-04 accept bench +5lb
            """)
        let evaluation = harness.evaluate(on: "2026-03-05")
        #expect(evaluation.coaching.versions.map(\.number) == [1, 2, 3])
        #expect(evaluation.coaching.versions[1].notes == ["bench +5lb", "incline bench +5lb"])
        #expect(evaluation.coaching.versions[2].sourceVersion == evaluation.coaching.versions[1].contentID)
        #expect(harness.targets("bench-press", on: "2026-03-05") == "3 × 10 @ 160 lb")
        #expect(harness.targets("incline-bench-press", on: "2026-03-05") == "3 × 10 @ 120 lb")
    }

    @Test func rejectedIsKeptOnRecordAndDeferredIsAskedAgain() {
        let harness = EngineHarness(program: Self.program, journal: Self.crushed + """

            2026-03-02 reject bench +5lb "no"
            2026-03-02 defer incline bench +5lb "one more"
            """)
        let evaluation = harness.evaluate(on: "2026-03-03")
        #expect(evaluation.coaching.suggestions.map(\.status) == [.rejected, .deferred])
        #expect(evaluation.coaching.open.map(\.exercise) == ["incline bench"])
        #expect(harness.targets("bench-press", on: "2026-03-03") == "3 × 10 @ 150 lb")
        #expect(evaluation.coaching.versions.map(\.number) == [1])
        #expect(evaluation.next?.version == 1)
    }

    @Test func aNewerSuggestionReplacesTheOpenOneOfTheSameKind() {
        let harness = EngineHarness(program: Self.program, journal: Self.crushed + """

            2026-03-04 "Push"
              bench 150x10x3
            """)
        let evaluation = harness.evaluate(on: "2026-03-05")
        let bench = evaluation.coaching.suggestions.filter { $0.exercise == "bench" }
        #expect(bench.map(\.status) == [.replaced, .open])
        #expect(bench.last?.date == LocalDate(iso: "2026-03-04"))
        // Still one step from the target the lifter has, not two.
        #expect(bench.last?.text == "+5lb")
    }

    @Test func aDecisionAnswersTheLatestOpenSuggestionOnOrBeforeItsDate() {
        // Decided before the suggestion existed: it answers nothing.
        let early = EngineHarness(program: Self.program, journal: Self.crushed.replacingOccurrences(
            of: "2026-03-02 \"Push\"", with: "2026-03-01 accept bench +5lb\n2026-03-02 \"Push\""))
        let evaluation = early.evaluate(on: "2026-03-03")
        #expect(evaluation.coaching.unmatched.count == 1)
        #expect(evaluation.coaching.open.count == 2)
        #expect(early.targets("bench-press", on: "2026-03-03") == "3 × 10 @ 150 lb")
    }

    @Test func failuresInARowStillCountWhileADeloadWaits() {
        let program = """
            unit lb
            day "Push":
              bench 3x10 @ 150lb
            progress bench: linear +5lb, deload 10% after 2 fails, ask
            """
        let harness = EngineHarness(program: program, journal: """
            unit lb

            2026-03-02 "Push"
              bench 150x8x3
            2026-03-04 "Push"
              bench 150x8x3
            """)
        let evaluation = harness.evaluate(on: "2026-03-05")
        #expect(evaluation.coaching.open.map(\.text) == ["-15lb"])
        #expect(harness.targets("bench-press", on: "2026-03-05") == "3 × 10 @ 150 lb")
    }

    @Test func aSetKindDecisionIsWrittenSoItReadsBack() throws {
        let decision = JournalDecision(date: LocalDate(iso: "2026-03-02")!, verdict: .accept, exercise: "bench", change: "set 3 backoff")
        let line = JournalRenderer(unit: .lb, declaredExercises: []).render(decision)
        #expect(line == "2026-03-02 accept \"bench\" set 3 backoff\n")
        let read = JournalReader().read(SourceFile(name: "j.lift", text: line)).journal.decisions
        #expect(read == [decision])
    }

    @Test func changeTextReadsEveryKind() throws {
        #expect(ChangeText("+5lb")?.kind == .increaseWeight)
        #expect(ChangeText("-2.5 kg")?.kind == .decreaseWeight)
        #expect(ChangeText("+1 rep")?.kind == .increaseReps)
        #expect(ChangeText("-4 reps")?.amount == 4)
        #expect(ChangeText("+30s rest")?.kind == .increaseRest)
        #expect(ChangeText("-1m rest")?.amount == 60)
        #expect(ChangeText("+1 set")?.kind == .addSet)
        #expect(ChangeText("-2 sets")?.kind == .removeSet)
        let kind = try #require(ChangeText("set 3 backoff"))
        #expect(kind.kind == .changeSetKind)
        #expect(kind.set?.number == 3)
        #expect(ChangeText("5lb") == nil)
        #expect(ChangeText("+5 parsecs") == nil)
        #expect(ChangeText("set 0 backoff") == nil)
    }
}
