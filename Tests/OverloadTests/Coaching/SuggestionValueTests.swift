import Foundation
import Overload
@testable import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A suggestion is values written at the edge: its targets before and after are prescriptions,
/// its evidence the logged sets, its reason a `Reason`, its source the rule and its line; the
/// JSON carries them beside the words (docs/json.md, "The suggestions' JSON form"). A plugin
/// that asks gives a `Reason` too: a script's `suggest`, an external plugin's `"suggestion"`.
@Suite struct SuggestionValueTests {
    static let program = "unit kg\nround 2.5kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg, ask\n"
    static let journal = "unit kg\n2026-01-05 \"A\"\n  squat 100x5x3\n"

    /// `suggest --format json`, as an object.
    static func suggestJSON(_ workspace: inout Workspace) throws -> [String: Any] {
        let evaluation = workspace.suggestions()
        let report = try #require(evaluation?.coaching)
        let json = EngineJSON.suggest(report, date: try #require(LocalDate(iso: "2026-01-06")), version: report.current,
                                      ruleLines: { [workspace] in workspace.ruleLine($0) })
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aSuggestionIsValuesAndItsWordsAreWrittenFromThem() throws {
        var workspace = try ReasonValueTests.workspace(Self.program, Self.journal, on: "2026-01-06")
        let evaluation = workspace.suggestions()
        let change = try #require(evaluation?.coaching.open.first)
        #expect(change.targetsBefore.map(\.load?.loadable) == [100, 100, 100])
        #expect(change.targetsAfter.map(\.load?.loadable) == [102.5, 102.5, 102.5])
        guard case .session(let date, let sets) = change.grounds else {
            Issue.record("the evidence is not the session's sets: \(change.grounds)")
            return
        }
        #expect(date == LocalDate(iso: "2026-01-05"))
        #expect(sets.map(\.reps) == [5, 5, 5])
        #expect(sets.map { $0.load?.mass } == Array(repeating: Mass(100, .kg), count: 3))
        #expect(change.why.cause == .everyWorkSetMade)
        #expect(change.rule.text == "linear +2.5kg, ask")
        #expect(change.calibration == nil)
        // The words, as `suggest` prints them, come from the values.
        #expect(change.text == "+2.5kg")
        #expect(change.before == "3 × 5 @ 100 kg")
        #expect(change.after == "3 × 5 @ 102.5 kg")
        #expect(change.evidence == "2026-01-05: 100x5x3")
        #expect(change.reason == "every work set made")
        #expect(change.source == "linear +2.5kg, ask")
    }

    @Test func theJSONCarriesTheStructuredValuesBesideTheWords() throws {
        var workspace = try ReasonValueTests.workspace(Self.program, Self.journal, on: "2026-01-06")
        let object = try Self.suggestJSON(&workspace)
        let open = try #require((object["open"] as? [[String: Any]])?.first)
        // The words stay, for readers of the first form.
        #expect(open["before"] as? String == "3 × 5 @ 100 kg")
        #expect(open["after"] as? String == "3 × 5 @ 102.5 kg")
        #expect(open["reason"] as? String == "every work set made")
        #expect(open["source"] as? String == "linear +2.5kg, ask")
        #expect(open["unit"] as? String == "kg")
        let before = try #require(open["targetsBefore"] as? [[String: Any]])
        let after = try #require(open["targetsAfter"] as? [[String: Any]])
        #expect(before.count == 3 && after.count == 3)
        #expect(before.first?["reps"] != nil)
        #expect((before.first?["load"] as? [String: Any])?["loadable"] as? Double == 100, "\(before)")
        #expect((after.first?["load"] as? [String: Any])?["loadable"] as? Double == 102.5, "\(after)")
        let grounds = try #require(open["grounds"] as? [String: Any])
        #expect(grounds["kind"] as? String == "session")
        #expect(grounds["date"] as? String == "2026-01-05")
        let sets = try #require(grounds["sets"] as? [[String: Any]])
        #expect(sets.count == 3)
        #expect(sets.first?["reps"] as? Int == 5)
        #expect(sets.first?["load"] as? Double == 100)
        let why = try #require(open["why"] as? [String: Any])
        #expect(why["cause"] as? String == "everyWorkSetMade")
        #expect(why["session"] as? String == "2026-01-05")
        #expect(why["ruleLine"] as? Int == 5)
        let rule = try #require(open["rule"] as? [String: Any])
        #expect(rule["text"] as? String == "linear +2.5kg, ask")
        #expect(rule["line"] as? Int == 5)
        #expect(open["calibrated"] == nil)
    }

    static let careful = """
        unit kg
        progression careful(step = 2.5kg):
          weight += step
          suggest("the lifter asked to confirm each increase")
        day "A":
          squat 3x5 @ 100kg
        progress squat: careful

        """

    @Test func aScriptsAskedChangeCarriesItsSuggestionAsAValue() throws {
        var workspace = try ReasonValueTests.workspace(Self.careful, Self.journal, on: "2026-01-06")
        let evaluation = workspace.suggestions()
        let change = try #require(evaluation?.coaching.open.first)
        #expect(change.why.cause == .scriptSuggestion(file: "program.lift", lines: [4], words: ["the lifter asked to confirm each increase"]))
        #expect(change.reason == "the lifter asked to confirm each increase")
        let open = try #require((try Self.suggestJSON(&workspace)["open"] as? [[String: Any]])?.first)
        let why = try #require(open["why"] as? [String: Any])
        #expect(why["cause"] as? String == "scriptSuggestion")
        #expect(why["file"] as? String == "program.lift")
        #expect(why["lines"] as? [Int] == [4])
        #expect(why["words"] as? [String] == ["the lifter asked to confirm each increase"])
    }

    static let coached = """
        unit kg
        plugin coach exec "./coach.sh"
        day "A":
          squat 3x5 @ 100kg
        progress squat: coach else linear +2.5kg

        """

    static func answer(suggestion: JSONValue) -> JSONValue {
        .object([
            "schema": "overload.plugin/1",
            "targets": .array([.object(["reps": "5", "load": .number(105)])]),
            "changes": .array([.object(["what": "load", "before": "100 kg", "after": "105 kg", "reason": "an easy week"])]),
            "suggestion": suggestion,
        ])
    }

    /// The answer's `"suggestion"`, in its old form (words) or as a reason object, is a `Reason`.
    @Test func anExternalPluginsAskedChangeCarriesAValueInEitherForm() throws {
        for suggestion: JSONValue in ["try it if the bar moved fast", .object(["cause": "external", "text": "try it if the bar moved fast"])] {
            let runner = ExternalRunner { _, _ in .answered(Self.answer(suggestion: suggestion)) }
            var workspace = try ReasonValueTests.workspace(Self.coached, Self.journal, on: "2026-01-06", runner: runner)
            let evaluation = workspace.next()
            let squat = try #require(evaluation?.next?.exercises.first)
            #expect(squat.warnings == [])
            #expect(squat.reasons == ["coach: load 100 kg -> 105 kg: an easy week", "coach suggests: try it if the bar moved fast"])
            #expect(squat.prescription.sets.first?.load?.loadable == 105)
        }
        let answer = try ExternalResponse(Self.answer(suggestion: "try it"), planned: [], loads: try Self.loads())
        #expect(answer.suggestion == Reason(.external("try it")))
    }

    @Test func anExternalSuggestionThatIsNotWordsIsRefused() throws {
        for (suggestion, why) in [
            (JSONValue.integer(3), "\"suggestion\" must be text of 1 to 500 characters"),
            (.object(["cause": "missed", "text": "x"]), "suggestion.cause must be \"external\""),
            (.object(["text": "x", "figures": .integer(1)]), "suggestion has an unknown key \"figures\""),
        ] {
            let loads = try Self.loads()
            do {
                _ = try ExternalResponse(Self.answer(suggestion: suggestion), planned: [], loads: loads)
                Issue.record("\(suggestion) was taken")
            } catch let error as ExternalResponseError {
                #expect(error.reason.hasPrefix(why), "\(error.reason)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    static func loads() throws -> LoadTool {
        let harness = EngineHarness(program: coached, journal: "unit kg\n")
        let squat = try #require(harness.program.catalog.exercise(id: "back-squat"))
        return LoadTool(exercise: squat, rounder: harness.program.rounder)
    }
}
