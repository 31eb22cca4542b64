import OverloadSyntax
import OverloadTestSupport
import Testing

/// `plugin NAME exec "PATH" timeout T` and `progress EX: PLUGIN else RULE` (issue 12).
@Suite struct PluginSyntaxTests {
    static let program = """
        plugin coach exec "./coach.sh" timeout 2s
        plugin planner exec "bin/planner"

        progress squat, bench: coach else linear +2.5kg, deload 10% after 3 fails
        progress press: planner else tm +5lb every cycle

        """

    @Test func declarationsAndFallbacksParseAndFormatUnchanged() throws {
        let parsed = Syntax.parse(Self.program)
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        #expect(SourceFormatter.format(parsed) == Self.program)
        guard case .plugin(let plugin)? = parsed.document.statements.first else {
            Issue.record("expected a plugin declaration")
            return
        }
        #expect(plugin.name.name == "coach")
        #expect(plugin.path.value == "./coach.sh")
        #expect(plugin.timeout?.magnitude == 2)
        guard case .progress(let rule) = parsed.document.statements[2] else {
            Issue.record("expected a progress rule")
            return
        }
        #expect(rule.external?.name.name == "coach")
        // The clauses are the fallback's, so the rule check reads them as any built-in rule.
        #expect(rule.clauses.map(\.atoms.count) == [2, 5])
        guard case .word(let first)? = rule.clauses.first?.firstAtom else {
            Issue.record("expected the fallback's name first")
            return
        }
        #expect(first.name == "linear")
    }

    @Test func untidyLinesFormatCanonically() {
        let parsed = Syntax.parse("PLUGIN coach   exec  \"./coach.sh\"   timeout 2s\nprogress squat:coach ELSE linear +2.5kg\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        #expect(SourceFormatter.format(parsed) == "plugin coach exec \"./coach.sh\" timeout 2s\nprogress squat: coach else linear +2.5kg\n")
    }

    @Test(arguments: [
        ("plugin coach exec\n", DiagnosticCode.invalidPluginDeclaration, "expected the program's path in quotes after 'exec', found the end of the line"),
        ("plugin coach \"./coach.sh\"\n", .invalidPluginDeclaration, "expected 'exec' after the plugin's name, found string \"./coach.sh\""),
        ("plugin coach exec \"./coach.sh\" every 2s\n", .invalidPluginDeclaration, "unexpected 'every' after the plugin's path"),
        ("plugin coach exec \"./coach.sh\" timeout\n", .invalidPluginTimeout, "expected a time after 'timeout', found the end of the line"),
        ("progress squat: coach else\n", .invalidFallback, "expected a built-in rule after 'else'"),
        ("progress squat: linear +2.5kg else coach\n", .invalidFallback, "'else' must follow the plugin's name"),
        ("progress squat: coach, else linear\n", .invalidFallback, "'else' must follow the plugin's name"),
        ("progress squat: coach(step = 1) else linear\n", .invalidFallback, "'else' must follow the plugin's name"),
    ])
    func misuseIsLocated(text: String, code: DiagnosticCode, message: String) throws {
        let parsed = Syntax.parse(text)
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.code == code)
        #expect(diagnostic.message == message)
    }

    @Test func aLonePluginWordIsStillAnExerciseLine() {
        let parsed = Syntax.parse("day \"A\":\n  plugin 3x5\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
    }

    @Test func aPluginCannotBeDeclaredInsideADay() {
        let parsed = Syntax.parse("day \"A\":\n  plugin coach exec \"./coach.sh\"\n")
        #expect(parsed.diagnostics.first?.code == .misplacedStatement)
    }
}
