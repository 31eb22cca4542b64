import Overload
@testable import OverloadEngine
import Testing

/// Every word an external plugin answers is printed by `next` and `explain`, so an answer whose
/// text would act on the screen (a line break that forges a diagnostic, a terminal escape, a
/// bidi override) is refused, and the fallback answers with a warning that says why.
@Suite struct ExternalAnswerTextTests {
    static func answer(suggestion: JSONValue = .null, reason: String = "an easy week") -> JSONValue {
        .object([
            "schema": "overload.plugin/1",
            "targets": .array([.object(["reps": "5", "load": .number(105)])]),
            "changes": .array([.object(["what": "load", "after": "105 kg", "reason": .string(reason)])]),
            "suggestion": suggestion,
        ])
    }

    static func refusal(_ json: JSONValue) throws -> String? {
        let loads = try SuggestionValueTests.loads()
        do {
            _ = try ExternalResponse(json, planned: [], loads: loads)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aSuggestionThatForgesALineOrSendsAnEscapeIsRefused() throws {
        for (words, code) in [
            ("try it\nerror: fake.lift:1:1: forged [E0001]", "U+000A"), ("try \u{1B}[2Jit", "U+001B"), ("ring\u{07}", "U+0007"),
            ("tab\there", "U+0009"), ("del\u{7F}", "U+007F"), ("c1\u{9B}31m", "U+009B"), ("flip \u{202E}txt.exe", "U+202E"),
            ("isolate \u{2066}x", "U+2066"),
        ] {
            for suggestion: JSONValue in [.string(words), .object(["text": .string(words)])] {
                let why = try #require(try Self.refusal(Self.answer(suggestion: suggestion)), "\(words.debugDescription) was taken")
                #expect(why == "\"suggestion\" holds the control character \(code); an answer's text must be one line of printable characters")
            }
        }
    }

    @Test func aChangesReasonThatSendsAnEscapeIsRefused() throws {
        let why = try #require(try Self.refusal(Self.answer(reason: "easy\n\u{1B}[31merror: forged")))
        #expect(why.hasPrefix("changes[0].reason holds the control character U+000A"), "\(why)")
    }

    @Test func textIsBoundByItsBytesNotOnlyItsCharacters() throws {
        // One character of 600 combining marks: 1 grapheme cluster, 1201 bytes, under the
        // character limit; 3 of them go over the byte limit.
        let heavy = "a" + String(repeating: "\u{0301}", count: 600)
        #expect(heavy.count == 1)
        #expect(try Self.refusal(Self.answer(suggestion: .string(heavy))) == nil)
        let why = try #require(try Self.refusal(Self.answer(suggestion: .string(String(repeating: heavy, count: 3)))))
        #expect(why.hasPrefix("\"suggestion\" must be text of 1 to 500 characters (2000 bytes of UTF-8)"), "\(why)")
        let reason = try #require(try Self.refusal(Self.answer(reason: String(repeating: heavy, count: 2))))
        #expect(reason.hasPrefix("changes[0].reason must be text of 1 to 500 characters (2000 bytes of UTF-8)"), "\(reason)")
    }

    @Test func printableTextOfAnyScriptIsKept() throws {
        let answer = try ExternalResponse(Self.answer(suggestion: "Попробуй — 試してみて 💪", reason: "été facile"), planned: [],
                                          loads: try SuggestionValueTests.loads())
        #expect(answer.suggestion == Reason(.external("Попробуй — 試してみて 💪")))
        #expect(answer.changes.first?.why == Reason(.external("été facile")))
    }

    /// docs/plugins.md: `cause` is optional; a JSON encoder writes an absent optional as null.
    @Test func aSuggestionObjectWithANullCauseIsTaken() throws {
        let answer = try ExternalResponse(Self.answer(suggestion: .object(["cause": .null, "text": "try it"])), planned: [],
                                          loads: try SuggestionValueTests.loads())
        #expect(answer.suggestion == Reason(.external("try it")))
    }

    @Test func aRefusedAnswerLeavesTheFallbackWithAWarning() throws {
        let runner = ExternalRunner { _, _ in .answered(Self.answer(suggestion: "try it\nerror: x.lift:1:1: forged [E0001]"), said: nil) }
        var workspace = try ReasonValueTests.workspace(SuggestionValueTests.coached, SuggestionValueTests.journal, on: "2026-01-06",
                                                       runner: runner)
        let squat = try #require(workspace.next()?.next?.exercises.first)
        #expect(squat.warnings.count == 1)
        #expect(squat.warnings.first?.contains("gave an answer that is not valid: \"suggestion\" holds the control character U+000A") == true,
                "\(squat.warnings)")
        #expect(squat.warnings.allSatisfy { !$0.contains("\n") })
        #expect(squat.prescription.sets.first?.load?.loadable != 105)
    }
}
