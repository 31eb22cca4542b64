import Foundation
import OverloadTestSupport
import Testing

/// `overload plan --week N` and `--cycle N` show rules on the program's calendar as the program
/// would run if every session were made (issue 14). Re-record with
/// `OVERLOAD_RECORD=1 swift test --filter PlanProjectionCommandTests`.
@Suite struct PlanProjectionCommandTests {
    static func example(_ name: String) -> String {
        RepositoryPaths.examples.appendingPathComponent("programs/" + name).path
    }

    static let weekly = """
        program "Squat weekly"
        unit kg
        round 2.5kg
        tm squat 100kg

        wave main:
          week 1: 3x5 @ 75%
          week 2: 3x3 @ 82.5%

        day "Legs":
          squat main
          squat 2x8 @ 60% + 5kg

        progress squat: tm +2.5kg every week

        """

    /// A projected cycle shown in another unit is the program's own projection: the same id
    /// and the same source (the program's own plan, not the plan converted to pounds).
    @Test func aProjectedCycleInAnotherUnitNamesTheProgramsOwnPlanAsItsSource() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.weekly, to: folder + "/weekly.lift")
            let heading = { (arguments: [String]) in CLIRun(["plan", file] + arguments).output.split(separator: "\n").first.map(String.init) }
            let own = try #require(heading(["--cycle", "2"]))
            #expect(own.contains(" v2, from "), "\(own)")
            #expect(heading(["--cycle", "2", "--unit", "lb"]) == own + " · loads in lb")
            let json = CLIRun(["plan", file, "--cycle", "2", "--unit", "lb", "--format", "json"]).output
            let ownJSON = CLIRun(["plan", file, "--cycle", "2", "--format", "json"]).output
            let source = { (text: String) in text.split(separator: "\n").first { $0.contains("\"sourceVersion\"") } }
            #expect(source(json) != nil)
            #expect(source(json) == source(ownJSON))
        }
    }

    @Test func weekTwoOfAWeeklyTrainingMax() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.weekly, to: folder + "/weekly.lift")
            let run = CLIRun(["plan", file, "--week", "2"])
            #expect(run.status == 0, "\(run.errors)")
            Golden.check(run.output, against: CLIGolden.url("plan/weekly-tm-week-2.txt"))
        }
    }

    @Test func cycleTwoOf531() {
        let run = CLIRun(["plan", Self.example("531-bbb.lift"), "--cycle", "2", "--week", "1"])
        #expect(run.status == 0, "\(run.errors)")
        Golden.check(run.output, against: CLIGolden.url("plan/531-bbb-cycle-2-week-1.txt"))
    }

    /// JSON is the whole plan of the cycle, as applied: cycle 2 has the raised loads.
    @Test func jsonIsTheWholeAppliedPlan() {
        let run = CLIRun(["plan", Self.example("531-bbb.lift"), "--cycle", "2", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"createdBy\": \"rules\""), "\(run.output.prefix(400))")
        let own = CLIRun(["plan", Self.example("531-bbb.lift"), "--format", "json"])
        #expect(own.output != run.output)
        #expect(CLIRun(["plan", Self.example("531-bbb.lift"), "--cycle", "1", "--format", "json"]).output == own.output)
    }

    @Test func badCycles() {
        UsageErrorTests.expectUsageError(["plan", "p.lift", "--cycle", "0"],
                                         error: "'--cycle' takes a cycle number from 1 to 1000, not '0'", usage: CommandUsage.plan)
    }
}
