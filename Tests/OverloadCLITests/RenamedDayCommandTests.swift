import Foundation
import OverloadTestSupport
import Testing

/// `overload next` on the shipped 5/3/1 with the 7th Week TM test and its journal of the test
/// week, whose sessions name the renamed days and, once, the usual one.
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter RenamedDayCommandTests`.
@Suite struct RenamedDayCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/531-tm-test.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/531-tm-test.lift").path

    @Test func theTestWeekIsPlannedUnderItsNewNamesWhicheverNameTheSessionsGave() {
        let run = CLIRun(["next", Self.program, "--journal", Self.journal, "--date", "2026-11-20"])
        #expect(run.status == 0, "\(run.errors)")
        // Squat and deadlift logged as "... TM test", bench as "Bench": all three count.
        #expect(run.output.contains("next: Press TM test · cycle 1 · week 7"), "\(run.output)")
        Golden.check(run.output, against: CLIGolden.url("engine/tm-test-next.txt"))
    }

    @Test func aSessionUnderEitherNameIsNoUnknownDay() {
        let run = CLIRun(["check", Self.journal, "--program", Self.program])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("W0407"), "\(run.errors)")
    }
}
