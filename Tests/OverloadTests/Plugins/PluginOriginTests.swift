import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Scripts and the registry's plugins fit one protocol: a script says it is the program's
/// (`origin`) and binds its own arguments (`bind`), so the engine asks, never checks a type.
@Suite struct PluginOriginTests {
    @Test func theStandardPluginsAreTheRegistrys() {
        #expect(StandardPlugins.all.allSatisfy { $0.origin == .registry })
    }

    @Test func aScriptIsTheProgramsAndBindsItsArguments() throws {
        let script = try ExampleFiles.text("plugins/linear-deload.lift")
        let program = script + """

            day "A":
              squat 3x5 @ 100kg
            progress squat: linear_deload(step = 5kg)
            progress bench press: linear_deload(stride = 5kg)

            """
        let workspace = Workspace(program: SourceFile(name: "program.lift", text: program), registry: StandardPlugins.registry,
                                  readFile: { path in throw WorkspaceProblem(path) })
        let registered = try #require(workspace.program.registry.plugin(named: "linear_deload"))
        #expect(registered.origin == .program)
        let messages = workspace.program.files.flatMap(\.diagnostics).map(\.message)
        #expect(messages.contains { $0.contains("has no parameter 'stride'") }, "\(messages)")
    }
}
