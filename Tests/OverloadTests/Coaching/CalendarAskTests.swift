import Overload
import OverloadEngine
import Testing

/// Under `ask`, a change the calendar makes (a training max's new cycle) is suggested and
/// waits for a decision, as a session's change does.
@Suite struct CalendarAskTests {
    static func program(ask: Bool = true) -> String {
        """
        unit lb
        tm squat 300lb
        weeks 2
        week 1:
          day "A":
            squat 3x5+ @ 75%
        week 2:
          day "A":
            squat 3x3+ @ 85%
        progress squat: tm +10lb every cycle\(ask ? ", ask" : "")
        """
    }

    /// Cycle 1 made: both AMRAPs at their minimum or more.
    static let cycleOne = """
        unit lb

        2026-03-02 "A"
          squat 225x5, 225x5, 225x8
        2026-03-09 "A"
          squat 255x3, 255x3, 255x5

        """

    @Test func aNewCyclesTrainingMaxIsSuggestedAndTheTargetWaits() throws {
        let asked = EngineHarness(program: Self.program(), journal: Self.cycleOne)
        #expect(asked.targets("back-squat", on: "2026-03-15") == "3 × 5+ @ 225 lb", "75% of the 300 lb held")
        let open = try #require(asked.evaluate(on: "2026-03-15").coaching.open.first)
        #expect(open.text == "+5lb", "75% of 310 lb is 232.5 lb, 230 lb on the bar")
        #expect(open.after == "3 × 5+ @ 230 lb")
        #expect(open.evidence == "2026-03-15: cycle 2 begins")
        #expect(open.reason == "cycle 1 done, every AMRAP set at its minimum")
        let told = EngineHarness(program: Self.program(ask: false), journal: Self.cycleOne)
        #expect(told.targets("back-squat", on: "2026-03-15") == "3 × 5+ @ 230 lb", "without ask the max moves at once")
        #expect(told.evaluate(on: "2026-03-15").coaching.suggestions.isEmpty)
    }

    @Test func acceptedBeforeTheCyclesFirstSessionItMovesTheTargetsAndMakesAVersion() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.cycleOne + "2026-03-15 accept squat +5lb \"strong\"\n")
        #expect(harness.targets("back-squat", on: "2026-03-15") == "3 × 5+ @ 230 lb")
        let evaluation = harness.evaluate(on: "2026-03-15")
        #expect(evaluation.coaching.unmatched.isEmpty, "\(evaluation.coaching.unmatched.map(\.reason))")
        #expect(evaluation.coaching.current?.number == 2)
        #expect(evaluation.coaching.suggestions.first?.status == .accepted)
        let later = EngineHarness(program: Self.program(), journal: Self.cycleOne + """
            2026-03-15 accept squat +5lb
            2026-03-16 "A"
              squat 230x5, 230x5, 230x7
            """)
        #expect(later.targets("back-squat", on: "2026-03-17") == "3 × 3+ @ 265 lb", "85% of 310 lb, the cycle entered once")
        #expect(later.evaluate(on: "2026-03-17").coaching.suggestions.first?.outcome == .good)
    }

    @Test func rejectedTheMaxStaysAndTheNextCycleAsksOneStepAgain() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.cycleOne + """
            2026-03-15 reject squat +5lb
            2026-03-16 "A"
              squat 225x5, 225x5, 225x8
            2026-03-23 "A"
              squat 255x3, 255x3, 255x5
            """)
        #expect(harness.targets("back-squat", on: "2026-03-29") == "3 × 5+ @ 225 lb")
        let evaluation = harness.evaluate(on: "2026-03-29")
        #expect(evaluation.coaching.suggestions.map(\.status) == [.rejected, .open])
        #expect(evaluation.coaching.open.first?.text == "+5lb", "one step from the 300 lb kept, not two")
        #expect(evaluation.coaching.open.first?.evidence == "2026-03-29: cycle 3 begins")
    }

    @Test func aCycleWithAMissSuggestsNothingAndItsCountsStillReset() throws {
        let harness = EngineHarness(program: Self.program(), journal: Self.cycleOne + """
            2026-03-15 defer squat +5lb
            2026-03-16 "A"
              squat 225x5, 225x5, 225x3
            2026-03-23 "A"
              squat 255x3, 255x3, 255x5
            2026-03-30 "A"
              squat 225x5, 225x5, 225x8
            2026-04-06 "A"
              squat 255x3, 255x3, 255x5
            """)
        let missed = harness.evaluate(on: "2026-03-29").coaching
        #expect(missed.open.map(\.date) == [LocalDate(iso: "2026-03-15")], "the deferred one stays; a missed cycle adds none")
        let made = harness.evaluate(on: "2026-04-12").coaching
        #expect(made.open.map(\.date) == [LocalDate(iso: "2026-04-12")], "cycle 3 made: its miss was cleared with cycle 2")
        #expect(made.suggestions.first?.status == .replaced)
    }

    static func deloadProgram(ask: Bool = true) -> String {
        """
        unit lb
        day "A":
          bench 4x5 @ 150lb
        progress bench: linear +5lb, deload every 3 weeks\(ask ? ", ask" : "")
        """
    }

    /// Two weeks made; the third is the rule's deload week.
    static let twoWeeks = """
        unit lb

        2026-03-02 "A"
          bench 150x5x4
        2026-03-02 accept bench +5lb
        2026-03-09 "A"
          bench 155x5x4

        """

    @Test func anAutomaticDeloadWeekIsSuggestedAndWaits() throws {
        let asked = EngineHarness(program: Self.deloadProgram(), journal: Self.twoWeeks)
        #expect(asked.targets("bench-press", on: "2026-03-15") == "4 × 5 @ 155 lb", "the deload waits for a decision")
        let deload = asked.evaluate(on: "2026-03-15").coaching.open.filter { $0.evidence == "2026-03-15: cycle 3 begins" }
        #expect(deload.map(\.text) == ["-60lb", "-2 sets"])
        #expect(deload.first?.after == "2 × 5 @ 95 lb")
        #expect(deload.first?.reason == "week 3 of the program is changed by 'deload every 3 weeks'")
        let explained = asked.evaluate(on: "2026-03-15").steps["bench-press"]?.last?.changes.first
        #expect(explained?.what == "week 3" && explained?.after == "as planned")
        #expect(explained?.reason == "'deload every 3 weeks' would change it (suggested: -60lb, -2 sets; waits for a decision)")
        let told = EngineHarness(program: Self.deloadProgram(ask: false), journal: Self.twoWeeks.replacingOccurrences(
            of: "2026-03-02 accept bench +5lb\n", with: ""))
        #expect(told.targets("bench-press", on: "2026-03-15") == "2 × 5 @ 95 lb", "without ask the deload week comes at once")
    }

    @Test func anAcceptedDeloadWeekDeloadsAndHoldsTheRuleARejectedOneCounts() throws {
        let accepted = EngineHarness(program: Self.deloadProgram(), journal: Self.twoWeeks + """
            2026-03-15 accept bench -2 sets
            2026-03-16 "A"
              bench 95x5x2
            """)
        #expect(accepted.targets("bench-press", on: "2026-03-15") == "2 × 5 @ 95 lb")
        let after = accepted.evaluate(on: "2026-03-17")
        #expect(after.coaching.suggestions.filter { $0.text == "-60lb" || $0.text == "-2 sets" }.map(\.status) == [.accepted, .accepted])
        #expect(after.steps["bench-press"]?.last?.changes.last?.what == "deload week", "the deload session holds the rule")
        #expect(after.coaching.current?.number == 3)
        #expect(accepted.targets("bench-press", on: "2026-03-17") == "4 × 5 @ 155 lb", "the next week is a regular one")

        let rejected = EngineHarness(program: Self.deloadProgram(), journal: Self.twoWeeks + """
            2026-03-15 reject bench -60lb
            2026-03-16 "A"
              bench 155x5x4
            """)
        let report = rejected.evaluate(on: "2026-03-17").coaching
        #expect(report.open.map(\.text) == ["+5lb"])
        #expect(report.open.first?.date == LocalDate(iso: "2026-03-16"), "the week's session counted as any other")
        // The deload's two changes are one suggestion: rejecting its load rejects its sets too.
        #expect(report.suggestions.first { $0.text == "-2 sets" }?.status == .rejected, "the deload is rejected as one")
        #expect(report.suggestions.first { $0.text == "-2 sets" }?.decisionReason == "rejected with -60lb")
    }
}

/// A decision that answers nothing, about an exercise whose rule does not ask, leaves the
/// calendar alone: the new week is entered by its session, not ahead of it.
@Suite struct StrayDecisionTests {
    @Test func aStrayDecisionDoesNotEnterTheNextWeekAhead() throws {
        let harness = EngineHarness(program: """
            unit lb
            1rm squat 300lb
            tm = 90% of 1rm
            week 1:
              day "A":
                squat 5 @ 65%, 5 @ 75%, 5+ @ 85%
            progress squat: tm +5lb every cycle
            """, journal: """
            unit lb
            2026-03-02 "A"
              squat 175x5, 205x5, 230x8
            2026-03-08 accept squat +5lb
            2026-03-09 "A"
              squat 180x5, 210x5, 235x8
            """)
        let evaluation = harness.evaluate(on: "2026-03-10")
        let dates = (evaluation.steps["back-squat"] ?? []).map { $0.date.description }
        #expect(!dates.contains("2026-03-08"), "\(dates)")
        #expect(evaluation.coaching.unmatched.count == 1)
    }
}
