import Foundation
import Overload
@testable import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The reasons of `gzclp`, `block`, `rpe`, scripts, external plugins and the coaching loop are
/// values with their figures: the words are the ones the tools always printed, written from
/// the value, and the JSON carries the value (docs/json.md, "Reasons").
@Suite struct ReasonValueTests {
    static func workspace(_ program: String, _ journal: String, on date: String, runner: ExternalRunner? = nil) throws -> Workspace {
        Workspace(program: SourceFile(name: "program.lift", text: program), journal: SourceFile(name: "journal.lift", text: journal),
                  registry: StandardPlugins.registry, readFile: { path in throw WorkspaceProblem(path) }, runner: runner,
                  date: try #require(LocalDate(iso: date)))
    }

    /// Each step's changes of `explain NAME --format json`, as objects.
    static func explained(_ workspace: inout Workspace, _ name: String) throws -> [[[String: Any]]] {
        let explanation = try workspace.explain(name).get()
        let json = EngineJSON.explain(name: explanation.name, exerciseID: explanation.exerciseID, steps: explanation.steps,
                                      rule: explanation.rule, next: explanation.next, ruleLines: { [workspace] in workspace.ruleLine($0) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        return steps.map { ($0["changes"] as? [[String: Any]]) ?? [] }
    }

    @Test func aBlockTestCarriesTheSetAndItsTarget() throws {
        let program = BlockProgressionTests.program
        let journal = "unit kg\n2026-01-05 \"Squat\"\n  squat 145x5x3\n2026-01-12 \"Squat\"\n  squat 189x1\n"
        var workspace = try Self.workspace(program, journal, on: "2026-01-19")
        let changes = try Self.explained(&workspace, "squat").flatMap { $0 }
        let test = try #require(changes.first { $0["what"] as? String == "tested max" })
        #expect(test["reason"] as? String == "test week: 189 kg x 1 (e1RM 189 kg) against a target of 180 kg x 1 (e1RM 180 kg); "
            + "it becomes the max after the test week")
        let why = try #require(test["why"] as? [String: Any])
        #expect(why["cause"] as? String == "testWeek")
        #expect((why["load"] as? [String: Any])?["value"] as? Double == 189)
        #expect(why["reps"] as? Int == 1)
        #expect((why["targetE1RM"] as? [String: Any])?["value"] as? Double == 180)
        #expect((why["consequence"] as? [String: Any])?["kind"] as? String == "maxAfterTestWeek")
        let moved = try #require(changes.first { $0["what"] as? String == "max" }?["why"] as? [String: Any])
        #expect(moved["cause"] as? String == "testOf")
        #expect(moved["week"] as? Int == 2 && moved["cycle"] as? Int == 1)
    }

    @Test func aGZCLPStageMissKeepsItsShortfall() throws {
        let program = """
            program "GZCLP"
            unit lb
            day "A":
              squat 4x3, 3+
            progress squat: gzclp t1

            """
        let journal = "unit lb\n2026-01-05 \"A\"\n  squat 200x3x4, 200x5\n2026-01-08 \"A\"\n  squat 210x3x3, 210x2, skip\n"
        var workspace = try Self.workspace(program, journal, on: "2026-01-09")
        let steps = try Self.explained(&workspace, "squat")
        let made = try #require(steps[0].last?["why"] as? [String: Any])
        #expect(made["cause"] as? String == "stageMade")
        #expect(made["scheme"] as? String == "5x3+")
        let missed = try #require(steps[1].last)
        #expect(missed["reason"] as? String == "5x3+ missed (set 4: 2 of 3 reps); the load stays")
        let why = try #require(missed["why"] as? [String: Any])
        #expect(why["cause"] as? String == "stageMissed")
        let miss = try #require(why["miss"] as? [String: Any])
        #expect(miss["cause"] as? String == "shortfall")
        #expect(miss["set"] as? Int == 4)
        #expect((why["consequence"] as? [String: Any])?["kind"] as? String == "loadStays")
    }

    @Test func anRPEEstimateCarriesItsSet() throws {
        let program = "program \"RPE\"\nunit kg\nround 2.5kg\nday \"A\":\n  bench 3x5 @ rpe 8\nprogress bench: rpe\n"
        let journal = "unit kg\n2026-01-05 \"A\"\n  bench 100x5 @ rpe 7, 100x5 @ rpe 8, 100x5 @ rpe 9\n"
        var workspace = try Self.workspace(program, journal, on: "2026-01-06")
        let change = try #require(try Self.explained(&workspace, "bench").first?.first)
        #expect(change["reason"] as? String == "best set 100 kg x 5 @ RPE 7 is 78.6% of 1RM on the RPE chart")
        let why = try #require(change["why"] as? [String: Any])
        #expect(why["cause"] as? String == "bestSet")
        #expect(why["rpe"] as? Double == 7)
        #expect(why["chartPercent"] as? Double == 78.6)
        #expect(why["formula"] as? String == "epley")
    }

    @Test func aScriptsChangeNamesItsStatement() throws {
        let program = """
            unit kg
            progression add_five():
              weight += 5kg
            day "A":
              squat 3x5 @ 100kg
            progress squat: add_five()

            """
        var workspace = try Self.workspace(program, "unit kg\n2026-01-05 \"A\"\n  squat 100x5x3\n", on: "2026-01-06")
        let change = try #require(try Self.explained(&workspace, "squat").last?.last)
        #expect(change["reason"] as? String == "program.lift:3: weight += 5kg")
        let why = try #require(change["why"] as? [String: Any])
        #expect(why["cause"] as? String == "scriptStatement")
        #expect(why["file"] as? String == "program.lift")
        #expect(why["line"] as? Int == 3)
        #expect(why["code"] as? String == "weight += 5kg")
    }

    @Test func anExternalAnswerCarriesItsChanges() throws {
        let program = """
            unit kg
            plugin coach exec "./coach.sh"
            day "A":
              squat 3x5 @ 100kg
            progress squat: coach else linear +2.5kg

            """
        let answer = JSONValue.object([
            "schema": "overload.plugin/1",
            "targets": .array([.object(["reps": "5", "load": .number(95)])]),
            "changes": .array([.object(["what": "load", "before": "100 kg", "after": "95 kg", "reason": "a lighter day"])]),
        ])
        let runner = ExternalRunner { _, _ in .answered(answer) }
        var workspace = try Self.workspace(program, "unit kg\n2026-01-05 \"A\"\n  squat 100x5x3\n", on: "2026-01-06", runner: runner)
        let next = try #require(workspace.next()?.next)
        let json = EngineJSON.next(next, ruleLines: { [workspace] in workspace.ruleLine($0) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let squat = try #require((object["exercises"] as? [[String: Any]])?.first)
        #expect(squat["reasons"] as? [String] == ["coach: load 100 kg -> 95 kg: a lighter day"])
        let why = try #require((squat["changes"] as? [[String: Any]])?.first?["why"] as? [String: Any])
        #expect(why["cause"] as? String == "external")
        #expect(why["text"] as? String == "a lighter day")
        #expect(why["ruleLine"] as? Int == 5)
    }

    @Test func anAskedChangeKeepsTheRulesReasonInsideItsOwn() throws {
        let program = "unit kg\nround 2.5kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg, ask\n"
        var workspace = try Self.workspace(program, "unit kg\n2026-01-05 \"A\"\n  squat 100x5x3\n", on: "2026-01-06")
        let change = try #require(try Self.explained(&workspace, "squat").first?.last)
        #expect(change["reason"] as? String == "every work set made (suggested: +2.5kg; waits for a decision)")
        #expect((change["afterValue"] as? [String: Any])?["value"] as? Double == 102.5, "the change keeps its values")
        let why = try #require(change["why"] as? [String: Any])
        #expect(why["cause"] as? String == "suggested")
        #expect((why["reason"] as? [String: Any])?["cause"] as? String == "everyWorkSetMade")
        let consequence = try #require(why["consequence"] as? [String: Any])
        #expect(consequence["kind"] as? String == "waitsForDecision")
        #expect(consequence["changes"] as? String == "+2.5kg")
        #expect(consequence["calibrated"] as? Bool == false)
    }

    /// Every cause the JSON names is in docs/json.md's table, and the table names no other.
    @Test func theDocsNameEveryCause() throws {
        let docs = try RepositoryPaths.text("docs/json.md")
        let section = try #require(docs.components(separatedBy: "## Reasons").dropFirst().first)
        let documented = Set(section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        })
        let mass = Mass(100, .kg)
        let causes: [Reason.Cause] = [
            .everyWorkSetMade, .shortfall(set: 1, nil), .topSetShortfall(nil), .noWorkSets, .missed, .repShare(done: 1, planned: 2),
            .noLoadKnown, .startingLoad(.plan), .automaticDeload(everyWeeks: 8), .deloadWeek, .periodMade(.cycle(1)),
            .periodShort(.cycle(1), sessions: 1), .heaviestAMRAP(.cycle(1), reps: 5), .repsMade(reps: 5, load: mass, top: 8),
            .topOfRange(low: 8, high: 12), .newLoadAtBottom, .stageMade("5x3+"), .stageMissed("5x3+", .missed),
            .fiveRepMax(mass, .tested), .fiveRepMaxRestart(mass), .aboutFiveRepMax(.estimated(e1RM: mass)),
            .firstStageLoad(scheme: "3x10", load: mass, plus: mass), .lastSetMade(reps: 25, top: 25), .lastSetShort(reps: nil, top: 25),
            .noMaxKnown, .testWeekUnlogged,
            .testWeek(Reason.TestResult(load: mass, reps: 1, e1RM: mass, targetLoad: mass, targetReps: 1, targetE1RM: mass)),
            .testOf(week: 2, cycle: 1), .noEstimate(repLimit: 12),
            .bestSet(Reason.BestSet(load: mass, reps: 5, rpe: nil, chartPercent: nil, formula: .epley)),
            .scriptStatement(file: "a.lift", line: 1, code: nil), .scriptSuggestion(file: "a.lift", lines: [1], words: ["x"]),
            .external("x"), .underCircumstances(nil, circumstances: ["x"]),
            .suggested(Reason(.missed)), .doneAnyway(change: "+5 kg", rejectedOn: nil, done: "x"), .notJudged(circumstances: ["x"]),
            .outcome(.hit), .calibration(.ruleStep), .calendarChange(week: 9, by: ["x"]), .calendarWouldChange(by: ["x"]), .text("x"),
            .noTopSetLoadKnown, .topSetAtTop(reps: 12, target: "8-12"), .topSetUnderTop(reps: 10, target: "8-12", top: 12),
            .periodAtPace(.week(2, cycle: 1)), .mileage(.week(2, cycle: 1), loggedMetres: 21000, percent: 10, capped: true),
        ]
        for cause in causes {
            let named = ReasonJSON.cause(cause)["cause"]
            guard case .string(let name)? = named else {
                Issue.record("\(cause) names no cause")
                continue
            }
            #expect(documented.contains(name), "\(name) is not in docs/json.md")
            #expect(!cause.text.isEmpty)
        }
    }
}
