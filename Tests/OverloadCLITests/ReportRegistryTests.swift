import Foundation
import Overload
import OverloadCLI
import OverloadEngine
import OverloadStandardPlugins
import Testing

/// `overload report` runs rules with the registry the command line was given at its entry: a
/// plugin of one's own gives its targets to the report's next session, and without it the
/// program is refused as `check` refuses it (E0501).
@Suite struct ReportRegistryTests {
    /// Writes the program and a journal of one session into a folder of their own.
    static func files() throws -> (program: String, journal: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-report-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("program.lift")
        let journal = folder.appendingPathComponent("journal.lift")
        try CLIRegistryTests.program.write(to: program, atomically: true, encoding: .utf8)
        try "unit kg\n\n2026-01-05 \"A\"\n  squat 100x5, 100x5, 100x5\n".write(to: journal, atomically: true, encoding: .utf8)
        return (program.path, journal.path)
    }

    static func report(registry: PluginRegistry?) throws -> (status: Int32, output: String, errors: String) {
        let (program, journal) = try files()
        let arguments = ["report", program, "--journal", journal, "--format", "json", "--output", "-", "--date", "2026-01-06"]
        var console = Console(input: [], environment: [:], terminal: false)
        let status = registry.map { CLI.run(arguments, console: &console, registry: $0) } ?? CLI.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    @Test func theReportRunsTheRegistryGivenAtTheEntry() throws {
        var registry = StandardPlugins.registry
        registry.register(CLIRegistryTests.Steady())
        let run = try Self.report(registry: registry)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"schema\""))
        #expect(!run.errors.contains("E0501"))
    }

    @Test func withoutItTheRuleIsUnknown() throws {
        let run = try Self.report(registry: nil)
        #expect(run.status != 0)
        #expect((run.errors + run.output).contains("E0501"))
    }
}
