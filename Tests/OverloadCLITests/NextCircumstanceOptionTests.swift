import Foundation
import OverloadTestSupport
import Testing

/// `next --energy/--soreness/--available/--override`: the session's circumstances from the command line.
@Suite struct NextCircumstanceOptionTests {
    static let program = RepositoryPaths.fixture("cli/coaching/push-day.lift").path
    static let journal = RepositoryPaths.fixture("cli/coaching/push-day-journal.lift").path

    static func next(_ extra: [String]) -> CLIRun {
        CLIRun(["next", program, "--journal", journal, "--date", "2026-03-17"] + extra)
    }

    @Test func readinessTimeAndOverridesAreSaidUnderToday() {
        let run = Self.next(["--energy", "low", "--available", "1h", "--override", "skip triceps pushdown"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\n  Today\n    triceps pushdown skipped (override)\n    low readiness (energy low)"), "\(run.output)")
        #expect(run.output.contains("bench          3 × 10  145 lb"), "155 lb less 5%, rounded: \(run.output)")
        let json = Self.next(["--soreness", "high", "--format", "json"])
        #expect(json.output.contains("\"circumstances\": [\"low readiness (soreness high)"), "\(json.output)")
    }

    @Test(arguments: [
        ["--available", "0m"], ["--available", "soon"], ["--override", "-100% weight"], ["--override", "-10% speed"],
        ["--energy", "huge"],
    ])
    func badValuesAreUsageErrors(_ extra: [String]) {
        let run = Self.next(extra)
        #expect(run.status == 64, "\(extra): \(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func availableReadsMinutesAndHours() {
        #expect(Self.next(["--available", "90"]).status == 0)
        #expect(Self.next(["--available", "1h30m"]).status == 0)
        #expect(Self.next(["--available", "45min"]).status == 0)
    }
}
