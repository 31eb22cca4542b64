import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// `progress squat bench: ...`: the comma between two exercises left out is "missing ','"
/// with a fix that inserts it, and the line says nothing more.
@Suite struct MissingCommaTests {
    static let program = """
        unit kg
        1rm squat 100kg, bench 80kg
        day "A":
          squat 3x5 @ 80%
          bench 3x5 @ 80%
        progress squat bench: linear +5lb

        """

    static func diagnostics(_ text: String) -> [Diagnostic] {
        ProgramWorkspace.check(Parser.parse(SourceFile(name: "p.lift", text: text)), registry: StandardPlugins.registry) { _ in
            throw CocoaLikeMissing()
        }.flatMap(\.diagnostics)
    }

    struct CocoaLikeMissing: Error {}

    @Test func twoExercisesWithoutTheirCommaGetAFixThatInsertsIt() throws {
        let all = Self.diagnostics(Self.program)
        #expect(all.count == 1, "\(all.map(\.message))")
        let diagnostic = try #require(all.first)
        #expect(diagnostic.code == .expectedToken)
        #expect(diagnostic.message == "missing ',' between 'squat' and 'bench'")
        let fix = try #require(diagnostic.fixIts.first)
        #expect(fix.replacement == ",")
        let source = SourceFile(name: "p.lift", text: Self.program)
        #expect(source.text(fix.range).isEmpty)
        #expect(source.location(of: fix.range.start).description == "6:15")
    }

    @Test func aNameOfSeveralWordsSplitsWhereBothPartsAreExercises() throws {
        let text = Self.program.replacingOccurrences(of: "progress squat bench", with: "progress front squat bench press")
            .replacingOccurrences(of: "  squat 3x5", with: "  front squat 3x5")
        let diagnostic = try #require(Self.diagnostics(text).first { $0.code == .expectedToken })
        #expect(diagnostic.message == "missing ',' between 'front squat' and 'bench press'")
    }

    @Test func withTheCommaTheRuleIsClean() {
        #expect(Self.diagnostics(Self.program.replacingOccurrences(of: "squat bench:", with: "squat, bench:")).isEmpty)
    }
}
