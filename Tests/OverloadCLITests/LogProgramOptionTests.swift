import Foundation
import OverloadTestSupport
import Testing

/// `overload log --program PROGRAM --day NAME`: the day checked against the program, its plan
/// id written, and the differences from the day's plan said without refusing the session.
@Suite struct LogProgramOptionTests {
    static let program = """
        program "Two Days"
        unit kg
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 80kg
        day "B":
          deadlift 1x5 @ 140kg
          press 3x5 @ 50kg

        """

    static func run(_ arguments: [String], _ body: (CLIRun, String, String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/program.lift")
            let journal = try write("unit kg\n", to: folder + "/journal.lift")
            let planID = CLIRun(["next", program, "--journal", journal, "--format", "json", "--date", "2026-11-20"])
                .output.split(separator: "\n").first { $0.contains("\"planId\"") }?
                .split(separator: "\"").dropLast().last.map(String.init) ?? "?"
            let run = CLIRun(["log", journal, "--program", program, "--date", "2026-11-20"] + arguments)
            try body(run, fileText(journal) ?? "", planID)
        }
    }

    @Test func theDayAndThePlanIdAreWrittenAndASessionAsPlannedSaysNothingMore() throws {
        try Self.run(["--day", "a", "squat 100x5x3", "bench 80x5x3"]) { run, journal, planID in
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.isEmpty, "\(run.errors)")
            #expect(planID.count == 12)
            #expect(journal == "unit kg\n\n2026-11-20 \"A\"\n  plan \(planID)\n  squat 100x5x3\n  bench 80x5x3\n", "\(journal)")
        }
    }

    @Test func aSessionOtherThanThePlanIsLoggedWithAWarningADifference() throws {
        try Self.run(["--day", "A", "squat warmup 60x5, 100x5, 100x5", "curl 20x10"]) { run, journal, _ in
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errorLines.filter { !$0.isEmpty } == [
                "warning: bench is on day \"A\" but not logged",
                "warning: curl is not on day \"A\"",
                "warning: squat: 2 work sets logged, day \"A\" plans 3",
            ], "\(run.errors)")
            #expect(journal.contains("  curl 20x10\n"), "\(journal)")
        }
    }

    @Test func aDayTheProgramLacksIsRefusedUnlessForced() throws {
        try Self.run(["--day", "C", "squat 100x5x3"]) { run, journal, _ in
            #expect(run.status == 65)
            #expect(run.errorLines.first == "Error: \"Two Days\" has no day \"C\"; its days are \"A\", \"B\"; "
                + "nothing was logged (fix the name, or give --force to log it as written)", "\(run.errors)")
            #expect(journal == "unit kg\n")
        }
        try Self.run(["--day", "C", "--force", "squat 100x5x3"]) { run, journal, _ in
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.hasPrefix("warning: \"Two Days\" has no day \"C\""), "\(run.errors)")
            #expect(journal.contains("2026-11-20 \"C\"\n"), "\(journal)")
        }
    }

    /// Whole entries on standard input carry their own headings: the program is for a session's lines.
    @Test func wholeEntriesDoNotTakeTheProgram() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/program.lift")
            let journal = try write("unit kg\n", to: folder + "/journal.lift")
            let run = CLIRun(["log", journal, "--program", program], input: "2026-11-20 \"A\"\n  squat 100x5\n")
            #expect(run.status == 64)
            #expect(run.errorLines.first == "Error: standard input holds whole entries; '--program' goes with a session's lines, under '--day'")
            #expect(fileText(journal) == "unit kg\n")
        }
    }

    /// A session with a typo is refused as ever; the plan's differences are not said over it.
    @Test func aSessionWithErrorsIsRefusedAsWithoutTheProgram() throws {
        try Self.run(["--day", "A", "squat 100x"]) { run, journal, _ in
            #expect(run.status == 65)
            #expect(!run.errors.contains("warning: bench"), "\(run.errors)")
            #expect(journal == "unit kg\n")
        }
    }

    /// A program with warnings only is still a program to log against: its warnings are said
    /// and the session is written; a program with an error still refuses it.
    @Test func aProgramWithOnlyWarningsIsLoggedAgainstAndOneWithErrorsIsNot() throws {
        try withTemporaryFolder { folder in
            let warned = try write("program \"Warned\"\nunit kg\nday \"A\":\n  squat 3x5 @ 100kg\nday \"B\" like \"A\":\n  without curl\n",
                                   to: folder + "/warned.lift")
            let journal = try write("unit kg\n", to: folder + "/journal.lift")
            let run = CLIRun(["log", journal, "--program", warned, "--date", "2026-11-20", "--day", "A", "squat 100x5x3"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("warning: day \"A\" has no curl to leave out [W0203]"), "\(run.errors)")
            #expect(!run.errors.contains("nothing was logged"), "\(run.errors)")
            #expect(fileText(journal)?.contains("2026-11-20 \"A\"\n  plan ") == true, "\(fileText(journal) ?? "")")
            #expect(fileText(journal)?.contains("  squat 100x5x3\n") == true)

            let broken = try write("program \"Broken\"\nunit kg\nday \"A\":\n  squat 3x @ 100kg\n", to: folder + "/broken.lift")
            let refused = CLIRun(["log", journal, "--program", broken, "--date", "2026-11-21", "--day", "A", "squat 100x5x3"])
            #expect(refused.status == 65, "\(refused.errors)")
            #expect(refused.errors.contains("error: expected reps after 'x' [E0104]"), "\(refused.errors)")
            #expect(refused.errors.contains("Error: '\(broken)' has errors; nothing was logged"), "\(refused.errors)")
            #expect(fileText(journal)?.contains("2026-11-21") == false)
        }
    }

    /// `log --program` with `lines` for `day` of `program`: the run and the journal after it.
    static func log(_ program: String, day: String, _ lines: [String]) throws -> (run: CLIRun, journal: String) {
        try withTemporaryFolder { folder in
            let programPath = try write(program, to: folder + "/program.lift")
            let journal = try write("unit kg\n", to: folder + "/journal.lift")
            let run = CLIRun(["log", journal, "--program", programPath, "--date", "2026-11-18", "--day", day] + lines)
            return (run, fileText(journal) ?? "")
        }
    }

    /// Before, a day listing squat on two lines planned 3 sets, and 6 logged were "6 work sets
    /// logged, day "A" plans 3".
    @Test func aDayListingAnExerciseTwicePlansTheSetsOfBothLines() throws {
        let program = "program \"L\"\nunit kg\nday \"A\":\n  squat 3x5 @ 100kg\n  squat 3x5 @ 100kg\n"
        let asPlanned = try Self.log(program, day: "A", ["squat 100x5x6"])
        #expect(asPlanned.run.status == 0, "\(asPlanned.run.errors)")
        #expect(asPlanned.run.errors.isEmpty, "\(asPlanned.run.errors)")
        let short = try Self.log(program, day: "A", ["squat 100x5x3"])
        #expect(short.run.errorLines.filter { !$0.isEmpty } == ["warning: squat: 3 work sets logged, day \"A\" plans 6"], "\(short.run.errors)")
    }

    /// Before, a score of a block the day lacks was written with nothing said, where
    /// `check --program` warned about it.
    @Test func aScoreOfNoBlockOfTheDayIsWarnedAboutAsCheckDoes() throws {
        let program = "program \"L\"\nunit kg\nday \"Cindy\":\n  amrap 20min \"Cindy\": 5 pull-up, 10 push-up, 15 air squat\n"
        let logged = try Self.log(program, day: "Cindy", ["amrap 15min \"Cindy\": 7 rounds + 3 reps"])
        #expect(logged.run.status == 0, "\(logged.run.errors)")
        #expect(logged.run.errors.contains(
            "<arguments>:1:3: warning: \"L\"'s day \"Cindy\" has no block amrap 15min \"Cindy\" [W0219]"), "\(logged.run.errors)")
        #expect(logged.run.errors.contains("fix: replace 'amrap 15min \"Cindy\"' with 'amrap 20min \"Cindy\"'"), "\(logged.run.errors)")
        #expect(logged.journal.hasSuffix("  amrap 15min \"Cindy\": 7 rounds + 3 reps\n"), "\(logged.journal)")
        let asPlanned = try Self.log(program, day: "Cindy", ["amrap 20min \"Cindy\": 7 rounds + 3 reps"])
        #expect(!asPlanned.run.errors.contains("W0219"), "\(asPlanned.run.errors)")
    }
}
