import Overload
import OverloadSyntax
import Testing

/// A load the equipment cannot build is warned about with the week it falls in and why it
/// is that load, and the help speaks of the equipment the exercise uses.
@Suite struct RoundingWarningWordsTests {
    @Test func aDeloadWeekIsNamedWithItsIntensity() throws {
        let program = """
            unit kg
            weeks 4
            equipment:
              barbell 20kg
              plates 20, 10, 5, 2.5, 1.25 kg
            1rm press 31kg
            day "A":
              press 3x5 @ 100%
            week 4 deload
            """
        let compiled = CompilerTest.compile(program)
        let messages = compiled.diagnostics.filter { $0.code == .unbuildableLoad }.map(\.message)
        #expect(messages == ["in week 4, deload at 60%: 18.6 kg is lighter than the lightest load; using 20 kg"], "\(messages)")
    }

    @Test func dumbbellHelpSpeaksOfDumbbells() throws {
        let program = """
            unit kg
            equipment:
              dumbbells 10, 12.5, 15 kg
            day "A":
              dumbbell curl 3x10 @ 40kg
            """
        let compiled = CompilerTest.compile(program)
        let warning = try #require(compiled.diagnostics.first { $0.code == .unbuildableLoad })
        #expect(warning.message.hasPrefix("in week 1: 40 kg"), "\(warning.message)")
        #expect(warning.help == "add lighter or heavier dumbbells to the equipment block, or change the load")
        #expect(warning.help?.contains("plates") == false)
    }
}
