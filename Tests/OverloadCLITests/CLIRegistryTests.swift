import Overload
import OverloadCLI
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// The command line takes its plugins at its entry: a rule naming a plugin of one's own is
/// checked like a built-in one's when the registry holds it, and is E0501 when it does not.
@Suite struct CLIRegistryTests {
    /// A rule that keeps the plan's targets: the smallest plugin there is.
    struct Steady: ProgressionPlugin {
        let name = "steady"
        let summary = "the plan's targets, always"
        let syntax = RuleSyntax([])
        func prescribe(_ input: PrescribeInput) -> [SetPrescription] { input.planned }
        func advance(_ input: SessionInput) -> PluginStep { PluginStep(state: input.state) }
    }

    static let program = """
        program "Steady"
        unit kg

        day "A":
          squat 3x5 @ 100kg

        progress squat: steady

        """

    static func check(registry: PluginRegistry?) -> (status: Int32, errors: String) {
        var console = Console(input: Array(program.utf8), environment: [:], terminal: false)
        let status = registry.map { CLI.run(["check", "-"], console: &console, registry: $0) } ?? CLI.run(["check", "-"], console: &console)
        return (status, console.errors + console.output)
    }

    @Test func aRegistryGivenAtTheEntryRunsItsPlugins() {
        var registry = StandardPlugins.registry
        registry.register(Steady())
        let run = Self.check(registry: registry)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("E0501"))
    }

    @Test func theDefaultRegistryIsTheStandardOne() {
        let run = Self.check(registry: nil)
        #expect(run.status != 0)
        #expect(run.errors.contains("E0501"))
        #expect(Self.check(registry: StandardPlugins.registry).errors == run.errors)
    }
}
