import Overload
import OverloadSyntax
import Testing

/// A template that uses itself, directly or through others, is an error (E0210) naming the
/// circle, reported once at the use that closes it; the rest of the template still builds.
@Suite struct TemplateCycleTests {
    /// Compiles `program`, expecting one diagnostic: an E0210 error with `message`, the usual help, pointing
    /// at the first `at`.
    static func compileExpectingCycle(
        _ program: String, message: String, at: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> CompiledProgram {
        let compiled = CompilerTest.compile(program)
        let expected = CompilerTest.range(of: at, in: program)
        let found = compiled.diagnostics.map { [$0.code.rawValue, $0.message, $0.help ?? "", "\($0.range == expected)", "\($0.severity == .error)"] }
        let wanted = [[DiagnosticCode.templateCycle.rawValue, message, "a template can use another template, but not in a circle", "true", "true"]]
        #expect(found == wanted, sourceLocation: sourceLocation)
        return compiled
    }

    @Test func aTemplateUsingItselfIsReportedAndBuiltOnce() {
        let program = """
            weeks 3
            template again(lift):
              lift 3x5 @ 100kg
              lift again()

            day "A":
              squat again()
            """
        let compiled = Self.compileExpectingCycle(program, message: "template 'again' uses itself", at: "again()")
        // Before, the template was expanded eight levels deep: eight squat lines of three sets.
        for week in 1...3 {
            #expect(CompilerTest.exactLoads(compiled, week: week, day: "A") == [[100, 100, 100]])
        }
    }

    @Test func aCircleThroughOtherTemplatesIsNamedOnce() {
        let program = """
            template heavy(lift):
              lift 1x3 @ 100kg
              lift volume()

            template volume(lift):
              lift 3x8 @ 80kg
              lift light()

            template light(lift):
              lift 2x10 @ 60kg
              lift heavy()

            day "A":
              squat heavy()

            day "B":
              bench volume()
            """
        let compiled = Self.compileExpectingCycle(
            program, message: "template 'light' uses itself: 'light' uses 'heavy' uses 'volume' uses 'light'", at: "heavy()")
        #expect(CompilerTest.exactLoads(compiled, week: 1, day: "A") == [[100], [80, 80, 80], [60, 60]])
        #expect(CompilerTest.exactLoads(compiled, week: 1, day: "B") == [[80, 80, 80], [60, 60], [100]])
    }

    @Test func aTemplateUsedTwiceWithoutACircleIsNoCycle() {
        let program = """
            template primer(lift):
              lift 2x5 @ 40kg

            template work(lift):
              lift primer()
              lift 3x5 @ 100kg
              lift primer()

            day "A":
              squat work()
              bench primer()
            """
        let compiled = CompilerTest.compile(program)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        #expect(CompilerTest.exactLoads(compiled, week: 1, day: "A") == [[40, 40], [100, 100, 100], [40, 40], [40, 40]])
    }
}
