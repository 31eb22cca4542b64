import Overload
import Testing

/// A script's `let` names end with their block, for the checker and the interpreter alike,
/// and the values a script keeps come back in the next session as the kind they were stored as.
@Suite struct ScriptScopeAndStateTests {
    static let day = """
        unit kg
        day "A":
          squat 3x5 @ 100kg

        """

    static func journal(sessions: Int) -> String {
        "unit kg\n" + (0..<sessions).map { "2026-11-0\(2 + 2 * $0) \"A\"\n  squat 100x5x3\n" }.joined()
    }

    /// The name a branch declares is not there after the branch: `check` says so, so the
    /// script never reaches the run where the branch was not taken.
    @Test func aLetInsideAnIfIsNotSeenAfterIt() {
        #expect(ScriptCheckerTests.check("  if last.failed:\n    let cut = 10%\n  weight -= cut\n")
            == ["4:13: [E0601] no name 'cut' in this script"])
        #expect(ScriptCheckerTests.check("  if last.failed:\n    let cut = 10%\n  else:\n    let cut = 5%\n  weight -= cut\n")
            == ["6:13: [E0601] no name 'cut' in this script"])
        // Declared before the branch, assigned in it: seen after it.
        #expect(ScriptCheckerTests.check("  let cut = 5%\n  if last.failed:\n    cut = 10%\n  weight -= cut\n") == [])
    }

    /// In a branch, a `let` of an outer name hides it until the branch ends; an assignment
    /// changes the outer one.
    @Test func aBranchHidesAndAssignsOuterNamesAsWritten() throws {
        let program = Self.day + """
            progression scoped():
              let step = 1kg
              let extra = 0kg
              if true:
                let step = 10kg
                extra = step
              weight += step + extra
            progress squat: scoped

            """
        let scenario = try ScriptScenario(program: program, journal: Self.journal(sessions: 1))
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        // 100 kg + 1 kg (the outer step) + 10 kg (the inner step, kept in 'extra').
        #expect(scenario.steps("back-squat") == [["weight 100 kg -> 111 kg: rules.lift:10: weight += step + extra"]])
    }

    /// A word that reads like a percentage, a time or a truth value stays a word, so the next
    /// session assigns the same word and nothing changed.
    @Test func aWordKeptInStateStaysAWord() throws {
        let program = Self.day + """
            progression note():
              state.note = "10%"
              state.pause = "90s"
              state.flag = "true"
            progress squat: note

            """
        let scenario = try ScriptScenario(program: program, journal: Self.journal(sessions: 2))
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        #expect(scenario.steps("back-squat") == [
            [
                "state.note 0 -> \"10%\": rules.lift:5: state.note = \"10%\"",
                "state.pause 0 -> \"90s\": rules.lift:6: state.pause = \"90s\"",
                "state.flag 0 -> \"true\": rules.lift:7: state.flag = \"true\"",
            ],
            [],
        ])
    }

    /// A percentage, a time and a truth value kept in state are the same kinds a session later.
    @Test func percentagesTimesAndTruthValuesKeepTheirKind() throws {
        let program = Self.day + """
            progression kinds():
              state.runs += 1
              if state.runs == 1:
                state.cut = 10%
                state.rest = 90s
                state.seen = true
              else if state.seen:
                weight -= state.cut
                state.rest += 30s
            progress squat: kinds

            """
        let scenario = try ScriptScenario(program: program, journal: Self.journal(sessions: 2))
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        let steps = scenario.steps("back-squat")
        try #require(steps.count == 2)
        #expect(steps[1] == [
            "state.runs 1 -> 2: rules.lift:5: state.runs += 1",
            "weight 100 kg -> 90 kg: rules.lift:11: weight -= state.cut",
            "state.rest 90s -> 120s: rules.lift:12: state.rest += 30s",
        ])
    }
}
