import Foundation
import Overload
import OverloadEngine
import Testing

/// A script's `suggest("...")` makes that run's changes wait for the lifter's decision, as a
/// rule's `ask` does (docs/plugins.md); the runs that do not say it apply at once.
@Suite struct ScriptSuggestionTests {
    static let program = """
        unit kg
        use "plugins/careful-linear.lift"
        day "A":
          squat 3x5 @ 100kg
        progress squat: careful_linear

        """
    /// One session made, then three missed: the third miss suggests the deload.
    static let journal = """
        unit kg
        2026-11-02 "A"
          squat 100x5, 100x5, 100x5
        2026-11-04 "A"
          squat 102.5x5, 102.5x5, 102.5x3
        2026-11-06 "A"
          squat 102.5x5, 102.5x4, 102.5x3
        2026-11-09 "A"
          squat 102.5x5, 102.5x4, 102.5x2

        """

    @Test func aRunThatSuggestsWaitsForADecision() throws {
        let scenario = try ScriptScenario(program: Self.program, journal: Self.journal, on: "2026-11-10")
        #expect(scenario.diagnostics == [])
        // The increase after the made session applied at once; the deload waits.
        #expect(scenario.steps("back-squat").first == ["weight 100 kg -> 102.5 kg: careful-linear.lift:18: weight += step"])
        #expect(scenario.next("back-squat") == ["5 @ 102.5", "5 @ 102.5", "5 @ 102.5"])
        let open = try #require(scenario.evaluation?.coaching.suggestions.filter { $0.status.isOpen })
        #expect(open.map(\.text) == ["-10kg"])
        #expect(open.first?.reason == "missed three sessions in a row: a deload")
        #expect(open.first?.source == "careful_linear")
        #expect(scenario.steps("back-squat").last?.last == "suggestion \"missed three sessions in a row: a deload\": careful-linear.lift:15")
    }

    /// The deload accepted, and the next session at 92.5 kg made.
    static let accepted = journal + """
        2026-11-10 accept squat -10kg "fair"
        2026-11-11 "A"
          squat 92.5x5, 92.5x5, 92.5x5

        """

    @Test func anAcceptedSuggestionAppliesAndIsJudged() throws {
        let scenario = try ScriptScenario(program: Self.program, journal: Self.accepted, on: "2026-11-12")
        // 92.5 kg made: the script's own increase applies at once, to 95 kg.
        #expect(scenario.next("back-squat") == ["5 @ 95", "5 @ 95", "5 @ 95"])
        let decided = try #require(scenario.evaluation?.coaching.suggestions.first)
        #expect(decided.status == .accepted)
        #expect(decided.outcome == .good)
        #expect(scenario.evaluation?.coaching.versions.last?.number == 2)
    }

    /// A script rule may end in `ask` like any rule: then every change waits, the increase too.
    @Test func aScriptRuleWithAskSuggestsEveryChange() throws {
        let program = Self.program.replacingOccurrences(of: "progress squat: careful_linear",
                                                        with: "progress squat: careful_linear(step = 5kg), ask")
        let scenario = try ScriptScenario(program: program, journal: Self.journal, on: "2026-11-03")
        #expect(scenario.diagnostics == [])
        #expect(scenario.next("back-squat") == ["5 @ 100", "5 @ 100", "5 @ 100"])
        let open = try #require(scenario.evaluation?.coaching.suggestions.filter { $0.status.isOpen })
        #expect(open.map(\.text) == ["+5kg"])
    }

    /// A script that raises the training max when a cycle begins, and suggests it.
    static let cycleProgram = """
        unit kg
        1rm squat 100kg
        tm = 90% of 1rm
        week 1:
          day "A":
            squat 3x5 @ 80%
        week 2:
          day "A":
            squat 3x5 @ 85%
        progression cycle_tm(step = 5kg):
          if new_cycle:
            tm += step
            suggest("a new cycle")
        progress squat: cycle_tm

        """
    /// Cycle 1 logged: on 2026-11-16 cycle 2 begins.
    static let cycleJournal = "unit kg\n2026-11-02 \"A\"\n  squat 72.5x5x3\n2026-11-09 \"A\"\n  squat 77.5x5x3\n"

    /// A run when a week begins that says `suggest` waits for a decision too, dated the week.
    @Test func aRunWhenACycleBeginsThatSuggestsWaits() throws {
        let (program, journal) = (Self.cycleProgram, Self.cycleJournal)
        let scenario = try ScriptScenario(program: program, journal: journal, on: "2026-11-16")
        // 80% of the 90 kg kept, not of the 95 kg suggested.
        #expect(scenario.next("back-squat") == ["5 @ 72.5", "5 @ 72.5", "5 @ 72.5"])
        let open = try #require(scenario.evaluation?.coaching.suggestions.filter { $0.status.isOpen })
        #expect(open.map(\.text) == ["+2.5kg"])
        #expect(open.first?.reason == "a new cycle")
        #expect(open.first?.evidence == "2026-11-16: cycle 2 begins")
    }

    @Test func aRejectedSuggestionKeepsTheTargets() throws {
        let journal = Self.journal + """
            2026-11-10 reject squat -10kg "one more try"

            """
        let scenario = try ScriptScenario(program: Self.program, journal: journal, on: "2026-11-12")
        #expect(scenario.next("back-squat") == ["5 @ 102.5", "5 @ 102.5", "5 @ 102.5"])
        #expect(scenario.evaluation?.coaching.suggestions.first?.status == .rejected)
    }
}

/// A script that runs when a week begins estimates with the program's formula, as its runs
/// after a session do.
@Suite struct ScriptCalendarFormulaTests {
    @Test func aWeeksRunUsesTheProgramsE1RMFormula() throws {
        let program = """
            unit kg
            e1rm brzycki
            week 1:
              day "A":
                squat 3x5 @ 100kg
            week 2:
              day "A":
                squat 3x5 @ 100kg
            progression estimate():
              if new_week: state.estimate = e1rm(100kg, 5)
            progress squat: estimate

            """
        let journal = """
            unit kg
            2026-11-02 "A"
              squat 100x5, 100x5, 100x5
            2026-11-09 "A"
              squat 100x5, 100x5, 100x5

            """
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.diagnostics == [])
        // Brzycki: 100 × 36 / (37 − 5) = 112.5 kg (Epley would give 116.667 kg).
        #expect(scenario.steps("back-squat").contains { $0.contains { $0.hasPrefix("state.estimate 0 -> 112.5 kg") } },
                "\(scenario.steps("back-squat"))")
    }
}
