import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// A program's `include` lines: the file's statements are spliced in where the line stands,
/// and every diagnostic points into the file that holds its line.
@Suite struct ProgramIncludeTests {
    enum Missing: Error { case file }

    static func workspace(_ program: String, files: [String: String]) -> ProgramWorkspace {
        ProgramWorkspace(SourceFile(name: "programs/main.lift", text: program), registry: StandardPlugins.registry) { path in
            guard let text = files[path] else { throw Missing.file }
            return Array(text.utf8)
        }
    }

    static let shared = """
        template main(lift):
          lift 3x5 @ 80%

        progress squat: linear +5lb
        """

    @Test func includedTemplatesAndRulesCompileAsIfWrittenThere() throws {
        let workspace = Self.workspace("""
            unit lb
            1rm squat 300lb
            include "shared/main.lift"

            day "A":
              squat main
            """, files: ["programs/shared/main.lift": Self.shared])
        #expect(workspace.files.flatMap(\.diagnostics).isEmpty)
        let program = try #require(workspace.compiled)
        let squat = try #require(program.snapshot.weeks.first?.days.first?.exercises.first)
        #expect(squat.sets.count == 3)
        #expect(squat.sets.first?.load?.loadable == 240)
        #expect(program.progressions.flatMap(\.targets).map(\.name) == ["squat"])
        #expect(workspace.files.map(\.source.name) == ["programs/main.lift", "programs/shared/main.lift"])
    }

    @Test func aCompileErrorInAnIncludedFileIsReportedThereAtItsLine() throws {
        let workspace = Self.workspace("""
            include "rules.lift"
            day "A":
              squat 3x5 @ 100kg
            """, files: ["programs/rules.lift": "# shared rules\nprogress squat: linar +5lb\n"])
        #expect(workspace.files[0].diagnostics.isEmpty)
        let diagnostic = try #require(workspace.files[1].diagnostics.first)
        #expect(diagnostic.code == .unknownProgression)
        let source = workspace.files[1].source
        #expect(source.location(of: diagnostic.range.start).description == "2:17")
        #expect(source.text(diagnostic.range) == "linar")
        #expect(diagnostic.fixIts.first?.range == diagnostic.range)
    }

    @Test func aLineAfterTheIncludeKeepsItsLineNumber() throws {
        let workspace = Self.workspace("""
            include "days.lift"
            day "B":
              squat 3x5 @ bananas
            """, files: ["programs/days.lift": "day \"A\":\n  bench 3x5 @ 60kg\n\n\n"])
        let diagnostic = try #require(workspace.files[0].diagnostics.first { $0.severity == .error })
        #expect(workspace.files[0].source.location(of: diagnostic.range.start).line == 3)
        #expect(workspace.files[1].diagnostics.isEmpty)
    }

    @Test func cyclesMissingFilesAndRepeatsAreReportedAtTheIncludeLine() {
        let workspace = Self.workspace("""
            include "a.lift"
            include "a.lift"
            include "nowhere.lift"
            day "A":
              squat 3x5 @ 100kg
            """, files: ["programs/a.lift": "include \"main.lift\"\n"])
        let root = workspace.files[0].diagnostics.map { "\($0.code.rawValue) \(workspace.files[0].source.location(of: $0.range.start).line)" }
        #expect(root == ["W0406 2", "E0505 3"])
        #expect(workspace.files[0].diagnostics.map(\.message) == [
            "'a.lift' is already included; it is read once", "cannot read the included file 'nowhere.lift'",
        ])
        #expect(workspace.files[0].diagnostics.last?.label == "looked for programs/nowhere.lift")
        #expect(workspace.files[1].diagnostics.first?.message
            == "include cycle: 'programs/main.lift' includes 'programs/a.lift' includes 'programs/main.lift'")
        #expect(workspace.files[1].diagnostics.map(\.code) == [.journalIncludeCycle])
        #expect(workspace.compiled != nil)
    }

    @Test func aSyntaxErrorInAnIncludedFileStopsTheCompileAndIsShownThere() {
        let workspace = Self.workspace("include \"bad.lift\"\nday \"A\":\n  squat 3x5 @ 100kg\n",
                                       files: ["programs/bad.lift": "day \"B\":\n  bench 3x5 @ 60kg nonsense\n"])
        #expect(workspace.compiled == nil)
        #expect(workspace.files[0].diagnostics.isEmpty)
        #expect(workspace.files[1].diagnostics.contains { $0.severity == .error })
    }

    @Test func aProgramWithoutIncludesIsItsOwnParse() {
        let root = Parser.parse(SourceFile(name: "p.lift", text: "day \"A\":\n  squat 3x5 @ 100kg\n"))
        let spliced = SplicedProgram(root) { _ in throw Missing.file }
        #expect(spliced.files.count == 1)
        #expect(spliced.parsed.source.bytes == root.source.bytes)
    }
}
