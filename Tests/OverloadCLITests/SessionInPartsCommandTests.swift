import Foundation
import OverloadTestSupport
import Testing

/// `overload next` on sessions logged in parts, each `log` an entry of the date: the parts
/// are one session, judged once, and every top set logged today is shown done.
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter SessionInPartsCommandTests`.
@Suite struct SessionInPartsCommandTests {
    static let twoSingles = TopSinglesFixture.program

    static let lastWeek = TopSinglesFixture.lastWeek

    static func next(_ program: String, _ journal: String, on date: String, json: Bool = false) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let programPath = try write(program, to: folder + "/p.lift")
            let journalPath = try write(journal, to: folder + "/j.lift")
            return CLIRun(["next", programPath, "--journal", journalPath, "--date", date] + (json ? ["--format", "json"] : []))
        }
    }

    /// Both singles logged are done, at 210 and 215 kg; the JSON's `done` lists both positions.
    @Test func everyLoggedTopSetIsShownDone() throws {
        let journal = Self.lastWeek + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 210x1 @ rpe 8, top 215x1 @ rpe 9\n"
        let text = try Self.next(Self.twoSingles, journal, on: "2026-11-27")
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.contains("1 × 1  215 kg    logged       top  @ rpe 8  done"), "\(text.output)")
        Golden.check(text.output, against: CLIGolden.url("engine/two-singles-next-in-progress.txt"))
        let json = try Self.next(Self.twoSingles, journal, on: "2026-11-27", json: true)
        #expect(json.output.contains("\"done\": [1, 2]"), "\(json.output)")
    }

    /// The back-offs logged at 12:30 join the singles of 09:00: no 180 kg back-off shown as
    /// the day's top set, done; the session is judged and the next one planned.
    @Test func backoffsLoggedLaterJoinTheSingles() throws {
        let journal = TopSinglesFixture.singlesThenBackoffs
        let run = try Self.next(Self.twoSingles, journal, on: "2026-11-27")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("done"), "\(run.output)")
        Golden.check(run.output, against: CLIGolden.url("engine/singles-then-backoffs-next.txt"))
    }

    /// Squat 3x5 logged as two sets and then one, twice: two sessions made, no deload.
    @Test func aSessionLoggedInPartsIsNotTwoFailures() throws {
        let run = try Self.next(SquatInPartsFixture.program, SquatInPartsFixture.journal, on: "2026-11-20")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("squat  3 × 5  105 kg"), "\(run.output)")
        Golden.check(run.output, against: CLIGolden.url("engine/squat-in-parts-next.txt"))
    }
}
