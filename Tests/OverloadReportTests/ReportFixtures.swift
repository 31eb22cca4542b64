import Foundation
import Overload
import OverloadEngine
import OverloadReport
import OverloadStandardPlugins
import OverloadTestSupport
import OverloadSyntax
import Testing

/// Programs and journals read as the command line reads them, for the report's tests.
enum ReportFixtures {
    static func readFile(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// A journal from text (no includes).
    static func journal(_ text: String) -> Journal {
        JournalReader().read(SourceFile(name: "journal.lift", text: text), includes: readFile).journal
    }

    /// A journal of `examples/`, with its includes.
    static func exampleJournal(_ relativePath: String) throws -> Journal {
        let url = RepositoryPaths.examples.appendingPathComponent(relativePath)
        return JournalReader().read(SourceFile(name: url.path, bytes: try readFile(url.path)), includes: readFile).journal
    }

    /// The engine over a program's text and a journal.
    static func engine(program text: String, name: String = "program.lift", journal: Journal) -> ReportEngine? {
        var workspace = Workspace(program: SourceFile(name: name, text: text), registry: StandardPlugins.registry, readFile: readFile)
        guard !workspace.hasErrors else {
            // Every program here is meant to compile: say why one did not.
            let problems = workspace.diagnostics.flatMap(\.diagnostics).map { "\($0.code): \($0.message)" }
            Issue.record("\(name) does not compile: \(problems.joined(separator: "; "))")
            return nil
        }
        workspace.update(journal: journal)
        return ReportEngine(workspace: workspace)
    }

    /// The engine over a program of `examples/`.
    static func exampleEngine(_ relativePath: String, journal: Journal) throws -> ReportEngine? {
        let url = RepositoryPaths.examples.appendingPathComponent(relativePath)
        return engine(program: try String(contentsOf: url, encoding: .utf8), name: url.path, journal: journal)
    }

    static func date(_ text: String) -> LocalDate {
        LocalDate(iso: text) ?? LocalDate(year: 2000, month: 1, day: 1)!
    }
}
