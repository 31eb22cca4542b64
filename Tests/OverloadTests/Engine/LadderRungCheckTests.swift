import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// An exercise is a rung of one ladder: a rung of two ladders, a ladder as a rung and a
/// day's line for a rung are reported, since a logged session of the rung moves its ladder.
@Suite struct LadderRungCheckTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        Checker.check(Parser.parse(SourceFile(name: "ladder.lift", text: text)))
    }

    /// What `check` reports with the engine's rule checks.
    static func checked(_ text: String) -> [Diagnostic] {
        let workspace = ProgramWorkspace(SourceFile(name: "ladder.lift", text: text), registry: StandardPlugins.registry) { path in
            throw WorkspaceProblem(path)
        }
        return workspace.files.flatMap(\.diagnostics)
    }

    static let days = "unit kg\nday \"A\":\n  pull 3x5-8\n  pull2 3x5-8\n"

    @Test func aRungOfAnotherLadderIsE0124WithANoteAtTheFirst() throws {
        let text = "ladder pull: chin-up | pull-up\nladder pull2: pull-up | muscle-up\n" + Self.days
            + "progress pull, pull2: graduate at 3x8\n"
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map(\.code.rawValue) == ["E0124"], "\(diagnostics.map(\.message))")
        let error = try #require(diagnostics.first)
        #expect(error.message == "'pull-up' is already a rung of the ladder 'pull'")
        #expect(error.range == CompilerTest.range(of: "pull-up | muscle-up", in: text).map { SourceRange($0.start, $0.start + 7) })
        let note = try #require(error.notes.first)
        #expect(note.range == CompilerTest.range(of: "pull-up\n", in: text).map { SourceRange($0.start, $0.start + 7) })
        // The second ladder stands with the rest, so its day and rule are not reported too.
        let compiled = CompilerTest.compile(text)
        #expect(compiled.ladders.byID["pull2"]?.rungNames == ["muscle-up"])
        #expect(compiled.ladders.rungs["pull-up"]?.ladder == "pull")
        // A ladder of rungs all another's is still declared: no unknown exercise on its day.
        let all = Self.diagnostics(text.replacingOccurrences(of: "pull-up | muscle-up", with: "pull-up | chin-up"))
        #expect(all.map(\.code.rawValue) == ["E0124", "E0124"], "\(all.map(\.message))")
    }

    @Test func aLadderAsARungIsE0124() throws {
        let text = "ladder pull: chin-up | pull-up\nladder pull2: pull | muscle-up\n" + Self.days
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map(\.code.rawValue) == ["E0124"], "\(diagnostics.map(\.message))")
        let error = try #require(diagnostics.first)
        #expect(error.message == "'pull' is a ladder, not a rung")
        #expect(error.help == "make one ladder: add this ladder's other rungs to 'pull' after 'pull-up', easiest first")
        #expect(error.notes.first?.range == CompilerTest.range(of: "pull:", in: text).map { SourceRange($0.start, $0.start + 4) })
        #expect(CompilerTest.compile(text).ladders.byID["pull2"]?.rungNames == ["muscle-up"])
        // A ladder declared below is a ladder too, and its day's line is not unknown.
        let below = "ladder pull2: pull | muscle-up\nladder pull: chin-up | pull-up\n" + Self.days
        let belowDiagnostics = Self.diagnostics(below)
        #expect(belowDiagnostics.map(\.message) == ["'pull' is a ladder, not a rung"])
        #expect(belowDiagnostics.first?.notes.first?.range == CompilerTest.range(of: "pull:", in: below).map { SourceRange($0.start, $0.start + 4) })
    }

    @Test func aDaysLineForARungIsW0218WithTheLaddersName() throws {
        let text = """
            unit kg
            ladder pull: chin-up | pull-up
            day "A":
              pull 3x5-8
            day "B":
              pull-up 3x5 @ +10kg
            progress pull: graduate at 3x8
            progress pull-up: linear +2.5kg

            """
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map(\.code.rawValue) == ["W0218"], "\(diagnostics.map(\.message))")
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "'pull-up' is a rung of the ladder 'pull': its sessions count for the ladder, "
            + "so this line never progresses")
        #expect(warning.range == CompilerTest.range(of: "pull-up 3x5", in: text).map { SourceRange($0.start, $0.start + 7) })
        #expect(warning.help?.contains("'pull'") == true)
        // The ladder's own line is not a rung's.
        #expect(Self.diagnostics(text.replacingOccurrences(of: "pull-up 3x5 @ +10kg", with: "dip 3x5 @ +10kg")
            .replacingOccurrences(of: "progress pull-up", with: "progress dip")).isEmpty)
    }

    @Test func graduateWithoutAtIsToldToWriteIt() throws {
        let text = "ladder pull: chin-up | pull-up\nunit kg\nday \"A\":\n  pull 3x5-8\nprogress pull: graduate 3x8\n"
        let diagnostics = Self.checked(text)
        let error = try #require(diagnostics.first { $0.code.rawValue == "E0502" }, "\(diagnostics.map(\.message))")
        #expect(error.label == "write 'at' before it: 'graduate at 3x8'")
        let fix = try #require(error.fixIts.first)
        #expect(fix.replacement == "at ")
        #expect(CompilerTest.applying(fix, to: text).contains("progress pull: graduate at 3x8\n"))
        // A number with no unit in a step rule keeps its hint.
        let linear = Self.checked("unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear 3\n")
        #expect(linear.first { $0.code.rawValue == "E0502" }?.label == "a step needs its unit, as in '+3lb' or '+3kg'")
    }
}
