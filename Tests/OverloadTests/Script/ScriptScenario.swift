import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// A program whose rules may be scripts (declared in it, or `use`d from examples/plugins/),
/// and a journal, evaluated by the real engine as `next` does.
struct ScriptScenario {
    let workspace: ProgramWorkspace
    let evaluation: Evaluation?

    init(program: String, journal: String = "unit kg\n", on date: String = "2026-12-31") throws {
        workspace = ProgramWorkspace(SourceFile(name: "rules.lift", text: program), registry: StandardPlugins.registry) { path in
            Array(try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(path)))
        }
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: journal))
        try #require(reading.diagnostics.filter { $0.severity == .error }.map(\.message) == [], "journal")
        let day = try #require(LocalDate(iso: date))
        evaluation = workspace.evaluator.map { $0.evaluate(reading.journal, on: day) }
    }

    /// Every diagnostic of the program and its used files, as `file:line:column: [CODE] message`.
    var diagnostics: [String] {
        workspace.files.flatMap { file in
            file.diagnostics.map { "\(file.source.location(of: $0.range.start)): [\($0.code)] \($0.message)" }
        }
    }

    /// The runtime failures, located the same way.
    var failures: [String] {
        (evaluation?.failures ?? []).map { failure in
            "\(failure.source.name):\(failure.source.location(of: failure.diagnostic.range.start)): "
                + "[\(failure.diagnostic.code)] \(failure.diagnostic.message)"
        }
    }

    /// The next session's sets of an exercise as `reps @ loadable`.
    func next(_ id: String) -> [String] {
        let sets = evaluation?.next?.exercises.first { $0.prescription.exerciseID == id }?.prescription.sets ?? []
        return sets.map { set in
            set.work.description + (set.load.map { " @ " + NumberFormat.canonical($0.loadable, maxDecimals: 2) } ?? "")
        }
    }

    /// Every change `explain` shows for an exercise, session by session.
    func steps(_ id: String) -> [[String]] {
        (evaluation?.steps[id] ?? []).map { step in
            step.changes.map { "\($0.what) \($0.before.map { $0 + " -> " } ?? "")\($0.after): \($0.reason)" }
        }
    }
}
