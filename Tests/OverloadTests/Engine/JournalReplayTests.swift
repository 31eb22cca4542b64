import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A replay given the journal's entries a part at a time (`Evaluator.replaying`, what `next`
/// does while its second thread reads the journal) evaluates as `evaluate` does on the whole.
@Suite struct JournalReplayTests {
    static let journal: Journal = {
        let url = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift")
        return JournalReader().read(SourceFile(name: "ss.lift", bytes: FileListing.bytes(of: url))).journal
    }()

    /// What a person or a tool reads of an evaluation: the next targets and every step.
    static func shown(_ evaluation: Evaluation) -> String {
        var text = evaluation.next.map { EngineJSON.next($0) } ?? "no next"
        for (id, steps) in evaluation.steps.sorted(by: { $0.key < $1.key }) {
            text += EngineJSON.explain(name: id, exerciseID: id, steps: steps, rule: nil, next: nil, unplaced: evaluation.unplaced)
        }
        text += evaluation.failures.map(\.diagnostic.message).joined(separator: "\n")
        return text + "\(evaluation.coaching)"
    }

    static func evaluator(_ relativePath: String) throws -> Evaluator {
        let source = SourceFile(name: relativePath, text: try ExampleFiles.text(relativePath))
        let workspace = ProgramWorkspace(source, registry: StandardPlugins.registry) { _ in [] }
        return try #require(workspace.evaluator, "\(relativePath)")
    }

    @Test(arguments: ExampleFiles.relativePaths.filter { $0.hasPrefix("programs/") })
    func entriesInPartsEvaluateAsTheWholeJournal(_ program: String) throws {
        let evaluator = try Self.evaluator(program)
        let entries = Self.journal.entries
        #expect(entries.count > 5)
        for date in ["2026-01-01", "2026-11-20", "2100-01-01"] {
            let day = try #require(LocalDate(iso: date))
            for steps in [StepHistory.all, .latest] {
                let whole = evaluator.evaluate(Self.journal, on: day, steps: steps)
                for partSize in [1, 3, entries.count] {
                    var replay = evaluator.replaying(on: day, steps: steps)
                    var start = 0
                    while start < entries.count {
                        replay.play(entries[start..<min(start + partSize, entries.count)])
                        start += partSize
                    }
                    let parted = replay.evaluation(of: Self.journal)
                    #expect(Self.shown(parted) == Self.shown(whole), "\(program) on \(date), parts of \(partSize)")
                }
            }
        }
    }

    /// The comparison can tell: a replay missing the last entry evaluates otherwise.
    @Test func aMissingEntryShows() throws {
        let evaluator = try Self.evaluator("programs/starting-strength.lift")
        let day = try #require(LocalDate(iso: "2100-01-01"))
        var replay = evaluator.replaying(on: day)
        replay.play(Self.journal.entries.dropLast())
        #expect(Self.shown(replay.evaluation(of: Self.journal)) != Self.shown(evaluator.evaluate(Self.journal, on: day)))
    }
}
