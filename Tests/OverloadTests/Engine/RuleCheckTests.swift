import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// Every `progress` line is checked: nothing a rule says is dropped without a word.
@Suite struct RuleCheckTests {
    static func check(_ rule: String, files: [String: String] = [:]) -> [Diagnostic] {
        let text = """
            use "plugins/mine.lift"
            1rm squat 140kg
            day "A":
              squat 3x5 @ 80%
              curl 3x8-12 @ 20kg
            \(rule)
            """
        var all = files
        if all["plugins/mine.lift"] == nil { all["plugins/mine.lift"] = "progression mine(step = 2.5kg):\n  weight += step\n" }
        let workspace = ProgramWorkspace(SourceFile(name: "program.lift", text: text), registry: StandardPlugins.registry) { path in
            guard let text = all[path] else { throw CocoaLikeError.missing }
            return Array(text.utf8)
        }
        return workspace.files.flatMap(\.diagnostics)
    }

    enum CocoaLikeError: Error { case missing }

    @Test func aValidRuleHasNoDiagnostic() {
        #expect(Self.check("progress squat: linear +2.5kg every 2 sessions, deload 10% after 3 fails").isEmpty)
        #expect(Self.check("progress squat: tm +5kg every week").isEmpty)
    }

    @Test func anUnknownProgressionSuggestsTheClosestName() throws {
        let diagnostic = try #require(Self.check("progress squat: linaer +2.5kg").first)
        #expect(diagnostic.code == .unknownProgression)
        #expect(diagnostic.message == "no progression named 'linaer'")
        #expect(diagnostic.label == "did you mean 'linear'?")
        #expect(diagnostic.fixIts.first?.replacement == "linear")
    }

    @Test func anArgumentTheProgressionDoesNotTakeIsLocated() throws {
        let diagnostic = try #require(Self.check("progress squat: linear +2.5kg, deload after 3 fails").first)
        #expect(diagnostic.code == .ruleArgument)
        #expect(diagnostic.message == "unexpected 'deload' in a linear rule")
        #expect(diagnostic.help?.contains("'deload P% after N fails'") == true)
    }

    @Test func aStepWithoutAUnitSaysSo() throws {
        let diagnostic = try #require(Self.check("progress squat: linear 5").first)
        #expect(diagnostic.message == "unexpected '5' in a linear rule")
        #expect(diagnostic.label == "a step needs its unit, as in '+5lb' or '+5kg'")
    }

    @Test func aRequiredArgumentLeftOutIsReported() throws {
        let diagnostic = try #require(Self.check("progress squat: tm every cycle").first)
        #expect(diagnostic.code == .missingRuleArgument)
        #expect(diagnostic.message == "a tm rule needs '+STEP'")
    }

    @Test func aSecondRuleForAnExerciseIsAnErrorWithANoteAtTheFirst() throws {
        let diagnostics = Self.check("progress squat: linear +2.5kg\nprogress squat: tm +5kg")
        let duplicate = try #require(diagnostics.first { $0.code == .duplicateRule })
        #expect(duplicate.message == "squat already has a progress rule")
        #expect(duplicate.notes.first?.message == "its first rule")
    }

    @Test func aRuleForAnExerciseNoDayPrescribesIsAWarning() throws {
        let diagnostic = try #require(Self.check("progress squat, deadlift: linear +5kg").first)
        #expect(diagnostic.code == .ruleWithoutExercise)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "the program never prescribes deadlift")
    }

    @Test func aScriptProgressionFromAUsedFileIsBoundWithoutADiagnostic() {
        #expect(Self.check("progress curl: mine(step = 1kg)").isEmpty)
        #expect(Self.check("progress curl: mine").isEmpty)
    }

    @Test func aScriptsArgumentsAreChecked() throws {
        let misspelt = try #require(Self.check("progress curl: mine(stpe = 1kg)").first)
        #expect(misspelt.code == .ruleArgument)
        #expect(misspelt.message == "'mine' has no parameter 'stpe'")
        #expect(misspelt.label == "did you mean 'step'?")
        let kind = try #require(Self.check("progress curl: mine(step = 1)").first)
        #expect(kind.message == "'step' takes a load, not a number")
        let huge = try #require(Self.check("progress curl: mine(step = 2000000kg)").first)
        #expect(huge.code == .scriptOutOfRange)
        let words = try #require(Self.check("progress curl: mine +1kg").first)
        #expect(words.message == "unexpected '+1kg' after the script progression 'mine'")
        let required = try #require(Self.check("progress curl: needs", files: [
            "plugins/mine.lift": "progression needs(goal):\n  reps = goal\n"]).first)
        #expect(required.code == .missingRuleArgument)
        #expect(required.message == "'needs' needs 'goal'")
    }

    @Test func aMisspeltScriptProgressionIsUnknown() throws {
        let diagnostic = try #require(Self.check("progress curl: mien").first)
        #expect(diagnostic.code == .unknownProgression)
        #expect(diagnostic.label == "did you mean 'mine'?")
    }

    @Test func aBuiltInProgressionCalledWithParenthesesSaysHowToWriteIt() throws {
        let diagnostic = try #require(Self.check("progress squat: linear(step = 2.5kg)").first)
        #expect(diagnostic.code == .ruleArgument)
        #expect(diagnostic.message == "'linear' takes its settings as words, not in parentheses")
        #expect(diagnostic.help?.hasPrefix("write it as in 'linear [+STEP]") == true, "\(diagnostic.help ?? "")")
    }

    @Test func askIsAcceptedWithoutAWarningAndMarksTheRule() throws {
        let diagnostics = Self.check("progress squat: linear +2.5kg, ask")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let parsed = Parser.parse(SourceFile(name: "p.lift", text: "day \"A\":\n  squat 3x5 @ 80kg\nprogress squat: linear +2.5kg, ask\n"))
        let rules = RuleChecker.resolve(ProgramCompiler.compile(parsed).progressions, registry: StandardPlugins.registry).rules
        #expect(rules.map(\.asks) == [true])
    }

    @Test func useOfAMissingFileIsLocatedAtItsPath() throws {
        let text = "use \"nowhere.lift\"\nday \"A\":\n  squat 3x5 @ 100kg\n"
        let workspace = ProgramWorkspace(SourceFile(name: "dir/program.lift", text: text), registry: StandardPlugins.registry) { _ in
            throw CocoaLikeError.missing
        }
        let diagnostic = try #require(workspace.files.first?.diagnostics.first)
        #expect(diagnostic.code == .unreadableUse)
        #expect(diagnostic.label == "looked for dir/nowhere.lift")
    }

    @Test func aUsedFilesSyntaxErrorIsReportedInThatFile() throws {
        let workspace = ProgramWorkspace(
            SourceFile(name: "program.lift", text: "use \"bad.lift\"\nday \"A\":\n  squat 3x5 @ 100kg\n"),
            registry: StandardPlugins.registry) { _ in Array("progression broken(:\n".utf8) }
        #expect(workspace.files.count == 2)
        #expect(workspace.files[1].source.name == "bad.lift")
        #expect(workspace.files[1].diagnostics.contains { $0.severity == .error })
    }
}
