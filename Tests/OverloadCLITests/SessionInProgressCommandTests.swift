import Foundation
import OverloadTestSupport
import Testing

/// `overload next`, `explain` and `plan` on the shipped top single and load drops program and
/// journal, whose last session (2026-11-27) has the deadlift single and not yet its back-offs.
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter SessionInProgressCommandTests`.
@Suite struct SessionInProgressCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/top-single-load-drop.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/top-single-load-drop.lift").path

    @Test(arguments: [
        // On its day the session is in progress: the back-offs are 15% off the 210 kg single.
        // The logged single is shown done, at 210 kg, where the plan had 205 kg.
        ("top-single-next-in-progress.txt", ["next", program, "--journal", journal, "--date", "2026-11-27"]),
        ("top-single-next-in-progress.json", ["next", program, "--journal", journal, "--date", "2026-11-27", "--format", "json"]),
        // The next day it is judged as logged, its back-offs missed, and the squat day is next.
        ("top-single-explain-next-day.txt", ["explain", program, "--journal", journal, "deadlift", "--date", "2026-11-28"]),
        // The plan shows each back-off as an estimate off the planned single.
        ("top-single-plan.txt", ["plan", program]),
    ])
    func outputMatchesGolden(name: String, arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 0, "\(run.errors)")
        Golden.check(run.output, against: CLIGolden.url("engine/" + name))
    }

    @Test func theBackoffsFollowTheLoggedSingleNotThePlannedOne() {
        let run = CLIRun(["next", Self.program, "--journal", Self.journal, "--date", "2026-11-27"])
        // 15% off 210 kg is 178.5 kg, 177.5 kg on the plates; off the planned 205 kg it would be 175 kg.
        #expect(run.output.contains("2 × 4  177.5 kg  -15% of top"), "\(run.output)")
        #expect(run.output.contains("next: Deadlift"), "\(run.output)")
        // The single is done, at the load lifted, not the planned 205 kg.
        #expect(run.output.contains("1 × 1  210 kg    logged       top  @ rpe 8  done"), "\(run.output)")
    }

    /// The back-offs logged in a later entry of the date, as `overload log` appends them: on a
    /// later date the two entries are still one session, judged once with every set, and
    /// `history` counts one deadlift session on 2026-11-27.
    @Test func theBackoffsLoggedLaterAreOneSessionWithTheSingleOnALaterDate() throws {
        let shipped = try String(contentsOfFile: Self.journal, encoding: .utf8)
        try withTemporaryFolder { folder in
            let journal = try write(shipped + "\n2026-11-27 \"Deadlift\"\n  deadlift backoff 177.5x4x2\n", to: folder + "/journal.lift")
            let explain = CLIRun(["explain", Self.program, "--journal", journal, "deadlift", "--date", "2026-11-30"])
            #expect(explain.status == 0, "\(explain.errors)")
            #expect(explain.output.contains("top 210x1 @ rpe 8, backoff 177.5x4x2"), "\(explain.output)")
            #expect(!explain.output.contains("not done"), "\(explain.output)")
            #expect(explain.output.components(separatedBy: "2026-11-27 · Deadlift").count == 2, "\(explain.output)")
            let next = CLIRun(["next", Self.program, "--journal", journal, "--date", "2026-11-30", "--day", "Deadlift"])
            #expect(next.output.contains("1 × 1  210 kg"), "\(next.output)")
            let history = CLIRun(["history", journal, "deadlift"])
            #expect(history.output.contains("deadlift: 2 sessions"), "\(history.output)")
        }
    }
}
