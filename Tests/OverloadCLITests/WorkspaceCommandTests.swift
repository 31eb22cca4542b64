import Foundation
import Overload
import OverloadCLI
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// The engine commands print the workspace's answers: for every shipped program on the
/// shipped journal, what `next`, `plan --journal`, `explain` and `suggest` print is the
/// answer of a workspace made here, rendered.
@Suite struct WorkspaceCommandTests {
    static let programs = ExampleFiles.relativePaths.filter { $0.hasPrefix("programs/") }
    static let journalPath = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift").path
    static let date = "2026-11-23"

    static func workspace(_ programPath: String) throws -> Workspace {
        let read: Workspace.FileReader = { path in Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        let program = SourceFile(name: programPath, bytes: try read(programPath))
        let journal = SourceFile(name: journalPath, bytes: try read(journalPath))
        return Workspace(program: program, journal: journal, registry: StandardPlugins.registry, readFile: read,
                         date: LocalDate(iso: date))
    }

    @Test(arguments: programs)
    func theCommandsPrintTheWorkspacesAnswers(_ relativePath: String) throws {
        let programPath = RepositoryPaths.examples.appendingPathComponent(relativePath).path
        var workspace = try Self.workspace(programPath)
        let snapshot = try #require(workspace.snapshot)
        let common = ["--journal", Self.journalPath, "--date", Self.date]

        let next = CLIRun(["next", programPath] + common)
        let evaluation = workspace.next()
        let answer = try #require(evaluation?.next)
        #expect(next.status == 0)
        #expect(next.output == NextText(showPlates: false).render(answer, programName: snapshot.programName, unit: snapshot.unit))

        let plan = CLIRun(["plan", programPath] + common)
        let appliedPlan = workspace.plan(cycle: nil)
        let applied = try #require(appliedPlan)
        #expect(plan.output == PlanText(showPlates: false).render(applied.snapshot, weeks: nil, day: nil, planID: nil))

        let suggest = CLIRun(["suggest", programPath] + common)
        let suggestions = workspace.suggestions()
        let report = try #require(suggestions).coaching
        let today = try #require(LocalDate(iso: Self.date))
        #expect(suggest.output == SuggestText().render(report, date: today, programName: snapshot.programName, unit: snapshot.unit,
                                                       version: report.current))

        for name in snapshot.prescribedExercises.values.sorted().prefix(2) {
            let explain = CLIRun(["explain", programPath, name] + common)
            let explanation = try workspace.explain(name).get()
            #expect(explain.output == ExplainText().render(
                name: explanation.name, steps: explanation.steps, rule: explanation.rule, next: explanation.next,
                unit: snapshot.unit, unplaced: explanation.unplaced), "\(relativePath) \(name)")
        }
    }

    /// Without a journal, `plan` prints the workspace's projected cycle.
    @Test(arguments: programs)
    func planWithoutAJournalPrintsTheWorkspacesProjection(_ relativePath: String) throws {
        let programPath = RepositoryPaths.examples.appendingPathComponent(relativePath).path
        let read: Workspace.FileReader = { path in Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        var workspace = Workspace(program: SourceFile(name: programPath, bytes: try read(programPath)),
                                  registry: StandardPlugins.registry, readFile: read)
        let projection = workspace.plan(cycle: 2)
        let projected = try #require(projection)
        let plan = CLIRun(["plan", programPath, "--cycle", "2"])
        #expect(plan.status == 0)
        #expect(plan.output == PlanText(showPlates: false).render(projected.snapshot, weeks: nil, day: nil, planID: nil))
    }
}
