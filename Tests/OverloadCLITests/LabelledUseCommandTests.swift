import Foundation
import OverloadTestSupport
import Testing

/// The shipped beginner push/pull/legs, whose bench and overhead press are each done heavy on
/// one push day and for volume on the other: `next`, `explain` and `history` against its
/// journal. Re-record with `OVERLOAD_RECORD=1 swift test --filter LabelledUseCommandTests`.
@Suite struct LabelledUseCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/beginner-ppl.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/beginner-ppl.lift").path
    static let date = ["--date", "2026-11-10"]

    @Test(arguments: [
        ("labelled-next.txt", ["next", program, "--journal", journal] + date),
        ("labelled-next-push-b.txt", ["next", program, "--journal", journal, "--day", "Push B"] + date),
        ("labelled-explain.txt", ["explain", program, "--journal", journal, "bench (volume)"] + date),
        ("labelled-history.txt", ["history", journal, "bench"]),
    ])
    func outputMatchesGolden(name: String, arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        Golden.check(run.output, against: CLIGolden.url("engine/" + name))
    }

    @Test func thePushDaysFollowThePublishedSets() {
        // Push A: bench 4x5 and 1x5+, overhead press 3x8-12; Push B the other way round.
        let pushA = CLIRun(["plan", Self.program]).output
        #expect(pushA.contains("bench (heavy)               4 × 5"), "\(pushA)")
        #expect(pushA.contains("overhead press (volume)     3 × 8-12"), "\(pushA)")
        #expect(pushA.contains("overhead press (heavy)      4 × 5"), "\(pushA)")
        #expect(pushA.contains("bench (volume)              3 × 8-12"), "\(pushA)")
    }

    @Test func eachUseMovesOnItsOwnAndBothCountTowardOneMax() {
        let next = CLIRun(["next", Self.program, "--journal", Self.journal, "--day", "Push B", "--format", "json"] + Self.date)
        #expect(next.status == 0)
        // Heavy overhead press made 4x5 and 5+ at 40 kg: 42.5 kg; volume bench made 3x12 at 45 kg: 47.5 kg.
        let text = CLIRun(["next", Self.program, "--journal", Self.journal, "--day", "Push B"] + Self.date).output
        #expect(text.contains("overhead press (heavy)      4 × 5      42.5 kg"), "\(text)")
        #expect(text.contains("bench (volume)              3 × 8-12   47.5 kg"), "\(text)")
        let history = CLIRun(["history", Self.journal, "bench"]).output
        #expect(history.hasPrefix("bench press: 2 sessions"), "\(history)")
    }

    @Test func explainingTheLiftNamesItsUses() {
        let run = CLIRun(["explain", Self.program, "--journal", Self.journal, "bench"] + Self.date)
        #expect(run.status != 0)
        #expect(run.errors.contains("the program does 'bench' as 'bench (heavy)' and 'bench (volume)'"), "\(run.errors)")
    }

    @Test func historyJSONListsTheUses() throws {
        let run = CLIRun(["history", Self.journal, "bench", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        let root = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        let text = String(describing: root)
        #expect(text.contains("heavy") && text.contains("volume"), "\(run.output)")
        #expect(run.output.contains("\"uses\""), "\(run.output)")
    }
}
