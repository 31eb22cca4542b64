import OverloadTestSupport
import Testing

/// The bodyweight routine (examples/programs/bodyweight-routine.lift) over its journal: a
/// ladder's graduation and an assisted dip stepping through bodyweight to a belt, as `next`,
/// `explain` and `plan --journal` show them. Re-record with
/// `OVERLOAD_RECORD=1 swift test --filter LadderCommandTests`.
@Suite struct LadderCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/bodyweight-routine.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/bodyweight-routine.lift").path
    static let date = ["--date", "2026-03-16"]

    @Test(arguments: [
        ("ladder-next.txt", ["next", program, "--journal", journal] + date),
        ("ladder-next.json", ["next", program, "--journal", journal, "--format", "json"] + date),
        ("ladder-explain-pull.txt", ["explain", program, "--journal", journal, "pull"] + date),
        ("ladder-explain-pull.json", ["explain", program, "--journal", journal, "pull", "--format", "json"] + date),
        ("ladder-explain-dip.txt", ["explain", program, "--journal", journal, "dip"] + date),
        ("ladder-plan-journal.txt", ["plan", program, "--journal", journal] + date),
    ])
    func outputMatchesGolden(name: String, arguments: [String]) {
        let run = CLIRun(arguments)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        Golden.check(run.output, against: CLIGolden.url("engine/" + name))
    }

    @Test func aRungsNameExplainsItsLadder() {
        let run = CLIRun(["explain", Self.program, "--journal", Self.journal, "negative pull-up"] + Self.date)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("pull: progress graduate at 3x8"), "\(run.output)")
    }

    @Test func theRoutineAndItsJournalCheckClean() {
        let run = CLIRun(["check", Self.program, Self.journal])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
