import Foundation
import OverloadTestSupport
import Testing

/// An external plugin's `"suggestion"` reaches `next --format json` and `explain --format json`
/// as a structured field, `suggestion`, shaped as every reason's `why` is (docs/json.md); the
/// text says it in words as before.
@Suite struct PluginSuggestionJSONTests {
    static let suggesting = #"{"schema":"overload.plugin/1","targets":[{"reps":5,"load":105}],"changes":[{"what":"load","after":"105 kg","reason":"a test"}],"suggestion":"film the last set"}"#

    static func json(_ run: CLIRun) throws -> [String: Any] {
        #expect(run.status == 0, "\(run.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
    }

    static func exercise(_ document: [String: Any], _ id: String) -> [String: Any]? {
        (document["exercises"] as? [[String: Any]])?.first { $0["exerciseID"] as? String == id }
    }

    @Test func nextGivesAnExternalPluginsSuggestionAsAReason() throws {
        try ExternalPluginTests.withFolder(plugin: "cat >/dev/null; echo '\(Self.suggesting)'") { folder in
            let document = try Self.json(ExternalPluginTests.next(folder, ["--allow-exec", "--format", "json"]))
            let squat = try #require(Self.exercise(document, "back-squat"))
            let suggestion = try #require(squat["suggestion"] as? [String: Any], "\(squat)")
            #expect(suggestion["cause"] as? String == "external")
            #expect(suggestion["text"] as? String == "film the last set")
            #expect(suggestion["ruleLine"] as? Int == 10, "the line of `progress squat: coach ...`")
            #expect((squat["reasons"] as? [String])?.last == "coach suggests: film the last set")
            // Bench's rule asks nothing.
            #expect(Self.exercise(document, "barbell-bench-press")?["suggestion"] == nil)
            // The text is as it was: the words among the reasons.
            let text = ExternalPluginTests.next(folder, ["--allow-exec"])
            #expect(text.output.contains("coach suggests: film the last set"), "\(text.output)")
        }
    }

    @Test func explainGivesItInItsNextTarget() throws {
        try ExternalPluginTests.withFolder(plugin: "cat >/dev/null; echo '\(Self.suggesting)'") { folder in
            let run = CLIRun(["explain", folder + "/program.lift", "--journal", folder + "/journal.lift", "squat",
                              "--date", "2026-11-20", "--allow-exec", "--format", "json"])
            let next = try #require(try Self.json(run)["next"] as? [String: Any])
            let suggestion = try #require(next["suggestion"] as? [String: Any], "\(next)")
            #expect(suggestion["cause"] as? String == "external")
            #expect(suggestion["text"] as? String == "film the last set")
        }
    }

    /// An answer that asks nothing, and a fallback answering for a plugin not allowed to run,
    /// have no `suggestion`.
    @Test func anAnswerThatAsksNothingHasNoSuggestion() throws {
        try ExternalPluginTests.withFolder(plugin: "cat >/dev/null; echo '\(ExternalPluginTests.answer)'") { folder in
            for extra in [["--allow-exec"], []] {
                let document = try Self.json(ExternalPluginTests.next(folder, extra + ["--format", "json"]))
                let squat = try #require(Self.exercise(document, "back-squat"))
                #expect(squat["suggestion"] == nil, "\(squat)")
            }
        }
    }
}
