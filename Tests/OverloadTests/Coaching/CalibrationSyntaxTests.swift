import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// A rule with `ask` may set its own calibration after it; `check` reports a bad one where it is written.
@Suite struct CalibrationSyntaxTests {
    static func source(_ rule: String) -> String {
        "day \"A\":\n  squat 3x5 @ 100kg\n\(rule)\n"
    }

    static func resolve(_ rule: String) -> (rules: [ResolvedRule], diagnostics: [Diagnostic]) {
        let parsed = Parser.parse(SourceFile(name: "p.lift", text: source(rule)))
        return RuleChecker.resolve(ProgramCompiler.compile(parsed).progressions, registry: StandardPlugins.registry)
    }

    /// The one diagnostic of a rule, and the text its range covers.
    static func problem(_ rule: String) throws -> (Diagnostic, String) {
        let diagnostics = resolve(rule).diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let bytes = Array(source(rule).utf8)
        let covered = String(decoding: bytes[diagnostic.range.start..<diagnostic.range.end], as: UTF8.self)
        return (diagnostic, covered)
    }

    @Test func theDefaultsAreHalveAndHalfAgainAfterTwo() throws {
        let rule = try #require(Self.resolve("progress squat: linear +5kg, ask").rules.first)
        #expect(rule.calibration == CalibrationSettings(cutPercent: 50, growPercent: 50, tooEasyRun: 2))
    }

    @Test func clausesAfterAskSetTheCalibrationInAnyOrder() throws {
        let resolved = Self.resolve("progress squat: linear +5kg every 2 sessions, ask, step +25% after 3 too easy, step -30% after too aggressive")
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics.map(\.message))")
        let rule = try #require(resolved.rules.first)
        #expect(rule.asks)
        #expect(rule.calibration == CalibrationSettings(cutPercent: 30, growPercent: 25, tooEasyRun: 3))
        #expect(rule.arguments[Slot<Int>("every")] == 2, "the rule's own settings are still read")
        let one = try #require(Self.resolve("progress squat: linear +5kg, ask, step -25% after too aggressive").rules.first)
        #expect(one.calibration == CalibrationSettings(cutPercent: 25))
    }

    @Test func aCalibrationWithoutAskIsAnErrorAtTheClause() throws {
        let (diagnostic, covered) = try Self.problem("progress squat: linear +5kg, step -25% after too aggressive")
        #expect(diagnostic.code == .invalidCalibration)
        #expect(diagnostic.message == "a calibration needs 'ask' before it")
        #expect(covered == "step -25% after too aggressive")
        #expect(Self.resolve("progress squat: linear +5kg, step -25% after too aggressive").rules.isEmpty, "a rule with an error does not run")
    }

    @Test func badValuesAreLocatedAtTheValue() throws {
        let cases: [(String, String, String)] = [
            ("step +25% after too aggressive", "after a too aggressive outcome the step can only get smaller", "+25%"),
            ("step -25% after 2 too easy", "after too easy outcomes the step can only grow", "-25%"),
            ("step -100% after too aggressive", "the step is cut by less than 100%", "-100%"),
            ("step +150% after 2 too easy", "the step grows by at most 100%", "+150%"),
            ("step 50% after 2 too easy", "expected how the step changes, as a signed percentage such as '-50%' or '+50%'", "50%"),
            ("step +50% after 0 too easy", "a run of too easy outcomes is a whole number from 1 to 20", "0"),
            ("step -50% after 2 too aggressive", "a too aggressive outcome acts at once; leave out the count", "2"),
            ("step -50% after too hard", "expected 'too aggressive' or 'too easy'", "hard"),
            ("step -50% when too aggressive", "expected 'after' and the outcome", "when"),
        ]
        for (clause, message, value) in cases {
            let (diagnostic, covered) = try Self.problem("progress squat: linear +5kg, ask, " + clause)
            #expect(diagnostic.code == .invalidCalibration)
            #expect(diagnostic.message == message, "\(clause)")
            #expect(covered == value, "\(clause)")
        }
    }

    @Test func onlyTheCalibrationFollowsAskOnce() throws {
        let (after, covered) = try Self.problem("progress squat: linear +5kg, ask, every 2 sessions")
        #expect(after.message == "unexpected 'every' after 'ask'")
        #expect(covered == "every")
        let (twice, _) = try Self.problem("progress squat: linear +5kg, ask, step -25% after too aggressive, step -10% after too aggressive")
        #expect(twice.message == "the calibration after too aggressive is written twice")
    }
}
