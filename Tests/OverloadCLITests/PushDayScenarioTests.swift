import Foundation
import OverloadTestSupport
import Testing

/// VillainArc's Push Day (shared/seeds 004, scenarios 2 and 3) from v1 to v7, step by step:
/// three +5 lb bench increases accepted (good, good, then too aggressive), the incline
/// accepted while the bench stays, accept / defer / reject in one session, the sick day at
/// -10% judged against its adjusted targets, the deferred incline accepted before the next
/// healthy session. Goldens of what the lifter reads and what tools read; re-record with
/// `OVERLOAD_RECORD=1 swift test --filter PushDayScenarioTests`.
@Suite struct PushDayScenarioTests {
    static let program = RepositoryPaths.fixture("cli/coaching/push-day.lift").path
    static let journal = RepositoryPaths.fixture("cli/coaching/push-day-journal.lift").path

    static func run(_ command: String, _ extra: [String], on date: String) -> CLIRun {
        CLIRun([command, program, "--journal", journal, "--date", date] + extra)
    }

    @Test(arguments: [
        ("2026-03-02", "v2: bench +5lb accepted, pushdown reps suggested"),
        ("2026-03-04", "v3: the first +5lb judged good"),
        ("2026-03-09", "v5: +5lb too aggressive at 150; incline accepted, bench stays"),
        ("2026-03-11", "v6: accept bench, defer incline, reject pushdown reps"),
        ("2026-03-13", "sick day at -10%: nothing judged, the deferred incline still open"),
        ("2026-03-16", "v7: deferred incline accepted; bench and incline judged good"),
    ])
    func suggestAtEachStep(date: String, step: String) {
        let run = Self.run("suggest", [], on: date)
        #expect(run.status == 0, "\(step): \(run.errors)")
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("coaching/suggest-\(date).txt"))
    }

    @Test(arguments: [
        ("suggest.json", "suggest", ["--format", "json"]),
        ("next.txt", "next", []),
        ("next.json", "next", ["--format", "json"]),
        ("explain-bench.txt", "explain", ["bench"]),
        ("explain-bench.json", "explain", ["bench", "--format", "json"]),
        ("plan-journal.txt", "plan", []),
    ])
    func finalStateMatchesGolden(name: String, command: String, extra: [String]) {
        let run = Self.run(command, extra, on: "2026-03-17")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("coaching/" + name))
    }

    @Test func theVersionsClimbOneByOneWithTheirLineage() {
        let versions = [("2026-03-01", 1), ("2026-03-02", 2), ("2026-03-04", 3), ("2026-03-06", 4), ("2026-03-09", 5),
                        ("2026-03-11", 6), ("2026-03-13", 6), ("2026-03-16", 7)]
        for (date, version) in versions {
            let next = Self.run("next", ["--format", "json"], on: date).output
            #expect(next.contains("\"version\": \(version),"), "\(date): \(next.prefix(400))")
        }
        let next = Self.run("next", [], on: "2026-03-17").output
        #expect(next.contains("bench             3 × 10    155 lb"), "\(next)")
        #expect(next.contains("incline bench     3 × 10    120 lb"), "\(next)")
    }

    @Test func theSickDayIsJudgedAgainstItsAdjustedTargets() {
        let explain = Self.run("explain", ["bench"], on: "2026-03-14").output
        #expect(explain.contains("target     3 × 10 @ 140 lb"), "155 lb less 10%, rounded: \(explain)")
        #expect(explain.contains("judged     missed: set 2: 9 of 10 reps"), "\(explain)")
        #expect(explain.contains("outcome of +5lb not judged: missed under override -10% weight, mood sick"), "\(explain)")
        #expect(explain.contains("does not count for the plan's own targets"), "\(explain)")
    }
}
