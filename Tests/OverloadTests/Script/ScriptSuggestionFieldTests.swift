import Foundation
import Overload
import OverloadEngine
import Testing

/// What a script's `suggest` said in its rule's latest step is the next targets' `suggestion`,
/// a reason value (``Reason/Cause/scriptSuggestion(file:lines:words:)``), and the `suggestion`
/// of `next --format json` (docs/json.md); a later step that says nothing leaves none.
@Suite struct ScriptSuggestionFieldTests {
    static func squat(_ scenario: ScriptScenario) -> ExerciseTargets? {
        scenario.evaluation?.next?.exercises.first { $0.prescription.exerciseID == "back-squat" }
    }

    static func jsonSquat(_ scenario: ScriptScenario) throws -> [String: Any] {
        let next = try #require(scenario.evaluation?.next)
        let json = EngineJSON.next(next)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require((document["exercises"] as? [[String: Any]])?.first)
    }

    @Test func theLatestStepsSuggestionIsTheTargetsSuggestion() throws {
        let scenario = try ScriptScenario(program: ScriptSuggestionTests.program, journal: ScriptSuggestionTests.journal,
                                          on: "2026-11-10")
        let suggestion = try #require(Self.squat(scenario)?.suggestion)
        #expect(suggestion.cause == .scriptSuggestion(file: "careful-linear.lift", lines: [15],
                                                      words: ["missed three sessions in a row: a deload"]))
        #expect(suggestion.session == LocalDate(iso: "2026-11-09"))
        #expect(suggestion.rule != nil)
        let squat = try Self.jsonSquat(scenario)
        let field = try #require(squat["suggestion"] as? [String: Any], "\(squat)")
        #expect(field["cause"] as? String == "scriptSuggestion")
        #expect(field["words"] as? [String] == ["missed three sessions in a row: a deload"])
        #expect(field["lines"] as? [Int] == [15])
        #expect(field["session"] as? String == "2026-11-09")
        // The reasons say it in words, as before.
        #expect(Self.squat(scenario)?.reasons.contains {
            $0.contains("suggestion \"missed three sessions in a row: a deload\"")
        } == true)
    }

    /// A run when a cycle begins that suggests: the suggestion is the week's, with no session.
    @Test func aWeeksRunThatSuggestsIsTheTargetsSuggestion() throws {
        let (program, journal) = (ScriptSuggestionTests.cycleProgram, ScriptSuggestionTests.cycleJournal)
        let scenario = try ScriptScenario(program: program, journal: journal, on: "2026-11-16")
        let suggestion = try #require(Self.squat(scenario)?.suggestion)
        #expect(suggestion.cause == .scriptSuggestion(file: "rules.lift", lines: [13], words: ["a new cycle"]))
        #expect(suggestion.session == nil)
    }

    /// A session after the suggestion was accepted, made: that step asks nothing.
    @Test func aLaterStepThatSaysNothingLeavesNoSuggestion() throws {
        let scenario = try ScriptScenario(program: ScriptSuggestionTests.program, journal: ScriptSuggestionTests.accepted,
                                          on: "2026-11-12")
        #expect(Self.squat(scenario)?.suggestion == nil)
        #expect(try Self.jsonSquat(scenario)["suggestion"] == nil)
        // One miss: the script counts it and suggests nothing.
        let oneMiss = "unit kg\n2026-11-02 \"A\"\n  squat 100x5x3\n2026-11-04 \"A\"\n  squat 102.5x5, 102.5x5, 102.5x3\n"
        let before = try ScriptScenario(program: ScriptSuggestionTests.program, journal: oneMiss, on: "2026-11-05")
        #expect(before.evaluation?.steps["back-squat"]?.last?.date == LocalDate(iso: "2026-11-04"))
        #expect(Self.squat(before)?.suggestion == nil)
    }
}
