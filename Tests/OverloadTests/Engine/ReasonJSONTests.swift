import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// `explain --format json` and `next --format json` carry each reason as a value: its cause
/// with the figures, its consequence, the session and the rule's line, beside the same words.
@Suite struct ReasonJSONTests {
    static let program = """
        program "Squat"
        unit kg
        round 2.5kg
        day "A":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg, deload 10% after 2 fails

        """

    static let journal = """
        unit kg
        2026-01-05 "A"
          squat 100x5, 100x5, 100x5
        2026-01-07 "A"
          squat 102.5x5, 102.5x5, 102.5x4
        2026-01-09 "A"
          squat 102.5x5, 102.5x3, 102.5x3

        """

    static func workspace() throws -> Workspace {
        Workspace(program: SourceFile(name: "program.lift", text: program), journal: SourceFile(name: "journal.lift", text: journal),
                  registry: StandardPlugins.registry, readFile: { path in throw WorkspaceProblem(path) },
                  date: try #require(LocalDate(iso: "2026-01-10")))
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func explainCarriesEachReasonAsAValue() throws {
        var workspace = try Self.workspace()
        let explanation = try workspace.explain("squat").get()
        let json = EngineJSON.explain(name: explanation.name, exerciseID: explanation.exerciseID, steps: explanation.steps,
                                      rule: explanation.rule, next: explanation.next, ruleLines: { workspace.ruleLine($0) })
        let steps = try #require(try Self.object(json)["steps"] as? [[String: Any]])
        #expect(steps.count == 3)
        let changes = steps.map { ($0["changes"] as? [[String: Any]]) ?? [] }
        let raised = try #require(changes[0].last)
        #expect(raised["reason"] as? String == "every work set made")
        let why = try #require(raised["why"] as? [String: Any])
        #expect(why["cause"] as? String == "everyWorkSetMade")
        #expect(why["session"] as? String == "2026-01-05")
        #expect(why["ruleLine"] as? Int == 6)
        #expect((raised["afterValue"] as? [String: Any])?["value"] as? Double == 102.5)
        #expect((raised["afterValue"] as? [String: Any])?["unit"] as? String == "kg")

        let held = try #require(changes[1].first?["why"] as? [String: Any])
        #expect(changes[1].first?["reason"] as? String == "set 3: 4 of 5 reps; the target stays")
        #expect(held["cause"] as? String == "shortfall")
        #expect(held["set"] as? Int == 3)
        let shortfall = try #require(held["shortfall"] as? [String: Any])
        #expect(shortfall["kind"] as? String == "reps")
        #expect(shortfall["done"] as? Int == 4)
        #expect(shortfall["needed"] as? Int == 5)
        #expect((held["consequence"] as? [String: Any])?["kind"] as? String == "targetStays")

        let deload = try #require(changes[2].last?["why"] as? [String: Any])
        let consequence = try #require(deload["consequence"] as? [String: Any])
        #expect(consequence["kind"] as? String == "deload")
        #expect(consequence["fails"] as? Int == 2)
        #expect(consequence["percent"] as? Double == 10)
        #expect(deload["session"] as? String == "2026-01-09")
    }

    @Test func nextCarriesTheChangesBehindItsReasons() throws {
        var workspace = try Self.workspace()
        let next = try #require(workspace.next()?.next)
        let json = EngineJSON.next(next, ruleLines: { workspace.ruleLine($0) })
        let exercise = try #require((try Self.object(json)["exercises"] as? [[String: Any]])?.first)
        #expect((exercise["reasons"] as? [String])?.count == (exercise["changes"] as? [Any])?.count)
        let why = try #require((exercise["changes"] as? [[String: Any]])?.last?["why"] as? [String: Any])
        #expect(why["cause"] as? String == "shortfall")
        #expect(why["set"] as? Int == 2)
        #expect(why["ruleLine"] as? Int == 6)
        // Without a way to find lines, the key is left out rather than guessed.
        let bare = try #require((try Self.object(EngineJSON.next(next))["exercises"] as? [[String: Any]])?.first)
        #expect(((bare["changes"] as? [[String: Any]])?.last?["why"] as? [String: Any])?["ruleLine"] == nil)
    }
}
