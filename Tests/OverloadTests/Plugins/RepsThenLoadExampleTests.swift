import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The plugin of docs/plugins.md, "Writing a plugin in Swift": the documented block is the
/// compiled source byte for byte, and it runs through the `Workspace` beside the standard
/// plugins as a built-in one does.
@Suite struct RepsThenLoadExampleTests {
    static let program = """
        program "Press"
        unit kg
        round 2.5kg
        day "A":
          bench press 3x5 @ 60kg
        progress bench press: reps_then_load up to 7 reps +5kg

        """

    static let journal = """
        unit kg
        2026-01-05 "A"
          bench press 60x5, 60x5, 60x5
        2026-01-07 "A"
          bench press 60x6, 60x6, 60x6
        2026-01-09 "A"
          bench press 60x7, 60x7, 60x6
        2026-01-12 "A"
          bench press 60x7, 60x7, 60x7

        """

    static var registry: PluginRegistry {
        var registry = StandardPlugins.registry
        registry.register(RepsThenLoad())
        return registry
    }

    static func workspace(registry: PluginRegistry) throws -> Workspace {
        Workspace(program: SourceFile(name: "program.lift", text: program), journal: SourceFile(name: "journal.lift", text: journal),
                  registry: registry, readFile: { path in throw WorkspaceProblem(path) }, date: try #require(LocalDate(iso: "2026-01-13")))
    }

    @Test func theDocumentedBlockIsTheCompiledSource() throws {
        let doc = try String(contentsOf: RepositoryPaths.docs.appendingPathComponent("plugins.md"), encoding: .utf8)
        let blocks = Markdown.fencedBlocks(language: "swift", in: doc).filter { $0.text.contains("struct RepsThenLoad") }
        #expect(blocks.count == 1)
        let source = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/OverloadTests/Plugins/RepsThenLoadExample.swift"),
                                encoding: .utf8)
        #expect(blocks.first?.text == source)
    }

    @Test func itRunsThroughTheWorkspace() throws {
        var workspace = try Self.workspace(registry: Self.registry)
        #expect(workspace.program.files.flatMap(\.diagnostics).isEmpty)
        let explanation = try workspace.explain("bench press").get()
        let steps = explanation.steps.map { step in
            step.changes.map { "\($0.what) \($0.before.map { $0 + " -> " } ?? "")\($0.after): \($0.reason)" }
        }
        #expect(steps == [
            ["load 60 kg: the plan's load", "reps 5 -> 6: every work set made"],
            ["reps 6 -> 7: every work set made"],
            ["reps 7 -> 7: set 3: 6 of 7 reps; the target stays"],
            ["load 60 kg -> 65 kg: every work set made 7 reps, the top of 5-7"],
        ])
        let aimed = explanation.steps.map { ExplainText.targets($0.targets, unit: .kg) }
        #expect(aimed == ["3 × 5 @ 60 kg", "3 × 6 @ 60 kg", "3 × 7 @ 60 kg", "3 × 7 @ 60 kg"])
        let next = try #require(workspace.next()?.next?.exercises.first)
        #expect(ExplainText.targets(next.prescription.sets, unit: .kg) == "3 × 5 @ 65 kg")
        #expect(next.changes.map(\.why.cause) == [.topOfRange(low: 5, high: 7)])
        #expect(next.changes.first?.why.session == LocalDate(iso: "2026-01-12"))
    }

    @Test func withoutItTheRuleNamesNoProgression() throws {
        let workspace = try Self.workspace(registry: StandardPlugins.registry)
        let codes = workspace.program.files.flatMap(\.diagnostics).map(\.code.rawValue)
        #expect(codes.contains("E0501"))
    }
}
