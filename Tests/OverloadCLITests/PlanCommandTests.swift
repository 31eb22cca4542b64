import Foundation
import OverloadTestSupport
import Testing

/// `overload plan`: its errors for a week or day the program does not have, and options
/// that do not go together.
@Suite struct PlanCommandTests {
    static let program = """
        program "Split"
        unit kg
        weeks 4

        day "Upper":
          bench 3x5 @ 60kg

        day "Lower":
          squat 3x5 @ 100kg

        """

    static func withProgram(_ body: (String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            try body(try write(program, to: folder + "/split.lift"))
        }
    }

    /// `--unit` changes how loads are shown, not which plan it is.
    @Test func thePlanIDDoesNotDependOnTheDisplayUnit() throws {
        try Self.withProgram { path in
            let own = CLIRun(["plan", path]).output.split(separator: "\n").first.map(String.init) ?? ""
            let pounds = CLIRun(["plan", path, "--unit", "lb"]).output.split(separator: "\n").first.map(String.init) ?? ""
            #expect(own.hasPrefix("Split · 4 weeks · plan "))
            #expect(pounds == own + " · loads in lb")
            #expect(CLIRun(["plan", path, "--unit", "kg"]).output.split(separator: "\n").first.map(String.init) == own)
        }
    }

    @Test func weekBeyondTheProgram() throws {
        try Self.withProgram { path in
            UsageErrorTests.expectUsageError(["plan", path, "--week", "9"],
                                             error: "the program has 4 weeks, so week 9 is week 1 of cycle 3; to see it, give '--cycle 3 --week 1'",
                                             usage: CommandUsage.plan)
        }
    }

    @Test func dayNotInTheProgramListsTheDays() throws {
        try Self.withProgram { path in
            UsageErrorTests.expectUsageError(["plan", path, "--day", "Legs"],
                                             error: "no day named \"Legs\"; the days are \"Lower\", \"Upper\"",
                                             usage: CommandUsage.plan)
        }
    }

    @Test func dayIsMatchedWithoutCase() throws {
        try Self.withProgram { path in
            let run = CLIRun(["plan", path, "--day", "upper", "--week", "2"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("bench"))
            #expect(!run.output.contains("squat"))
        }
    }

    @Test func weekMustBeANumberFromOne() {
        UsageErrorTests.expectUsageError(["plan", "split.lift", "--week", "0"],
                                         error: "'--week' takes a week number from 1, not '0'", usage: CommandUsage.plan)
    }

    @Test func jsonIsTheWholePlan() {
        UsageErrorTests.expectUsageError(
            ["plan", "split.lift", "--format", "json", "--day", "Upper"],
            error: "'--week' and '--day' select what text output shows; JSON output is always the whole plan",
            usage: CommandUsage.plan)
    }
}
