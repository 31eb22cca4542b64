import Foundation
import OverloadTestSupport
import Testing

/// `overload log`: a session from arguments or standard input, checked, then appended
/// through the journal store.
@Suite struct LogCommandTests {
    @Test func logsASessionFromArgumentsWithTheRepeatedLoadShorthand() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun([
                "log", journal, "--date", "2026-11-18", "--day", "Press", "--time", "7:05", "--unit", "kg",
                "bench 100x5,5,5", "row 60x8x3", "bench 100x5, 4 @ rpe 9", "chin-up 10, 8", "mood good",
            ])
            #expect(run.status == 0, "\(run.errors)")
            let expected = """
                2026-11-18 7:05 "Press"
                  mood good
                  bench 100x5x3
                  row 60x8x3
                  bench 100x5, 100x4 @ rpe 9
                  chin-up 10, 8

                """
            #expect(run.output == expected)
            #expect(fileText(journal) == "unit kg\n\n" + expected)
            #expect(CLIRun(["check", journal]).status == 0)
        }
    }

    @Test func aSecondSessionIsAppendedAfterABlankLineInTheJournalsUnit() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit lb\nexercise \"Zottman Curl\"\n\n2026-11-16 \"A\"\n  squat 225x5\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "squat 235x5", "Zottman Curl 25x10", "curl 10kg x 8"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(fileText(journal) == """
                unit lb
                exercise "Zottman Curl"

                2026-11-16 "A"
                  squat 225x5

                2026-11-18
                  squat 235x5
                  "Zottman Curl" 25x10
                  curl 10kg x 8

                """)
            #expect(run.errors.isEmpty, "\(run.errors)")
        }
    }

    @Test func aSessionWithErrorsIsReportedAndNothingIsWritten() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "bench 100x5 @ rpe 12", "mood grate"])
            #expect(run.status == 65)
            #expect(run.errors.contains("[E0403]"))
            #expect(run.errors.contains("did you mean 'great'?"))
            // Argument N is line N: the heading the command adds before them is line 0.
            #expect(run.errors.contains("<arguments>:1:21: error"))
            #expect(run.errors.contains("1 |   bench 100x5 @ rpe 12\n"))
            #expect(run.errors.contains("<arguments>:2:8: error"))
            #expect(run.errors.contains("nothing was written"))
            #expect(fileText(journal) == "unit kg\n")
            let syntax = CLIRun(["log", folder + "/new.lift", "--date", "2026-11-18", "bench 100x"])
            #expect(syntax.status == 65)
            #expect(fileText(folder + "/new.lift") == nil)
        }
    }

    @Test func warningsArePrintedAndTheSessionIsStillLogged() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "--unit", "kg", "zottman curl 12x10"])
            #expect(run.status == 0)
            #expect(run.errors.contains("[W0401]"))
            #expect(fileText(journal)?.contains("  zottman curl 12x10\n") == true)
        }
    }

    /// A session of a declared exercise whose variant line is wrong is logged, with the
    /// journal's warning about that line: the session counts as a plain exercise's.
    @Test func loggingADeclaredExerciseShowsTheJournalsVariantWarnings() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\nexercise paused squat: variant of squatt at 90%\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "paused squat 110x3x3"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("training.lift:2:35: warning: a variant of 'squatt', which is no exercise [W0221]"), "\(run.errors)")
            #expect(fileText(journal)?.contains("110x3x3") == true)
            // A session of other exercises is not told about it.
            let other = CLIRun(["log", journal, "--date", "2026-11-19", "squat 140x5x3"])
            #expect(!other.errors.contains("W0221"), "\(other.errors)")
            let check = CLIRun(["check", journal])
            #expect(check.errors.contains("[W0221]") || check.output.contains("[W0221]"), "\(check.output)\(check.errors)")
        }
    }

    /// A name a typing slip away from a catalog name is refused with the did-you-mean;
    /// `--force` logs it as written.
    @Test func aMisspeltExerciseIsRefusedUnlessForced() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "squat 100x5", "bech press 100x5"])
            #expect(run.status == 65)
            #expect(run.errors.contains("<arguments>:2:3: warning: unknown exercise 'bech press' [W0401]"))
            #expect(run.errors.contains("did you mean 'bench press'?"))
            #expect(run.errors.contains("'bech press' is not an exercise Overload knows, and 'bench press' is close to it"))
            #expect(run.errors.contains("--force"))
            #expect(fileText(journal) == "unit kg\n")
            let forced = CLIRun(["log", journal, "--date", "2026-11-18", "--force", "bech press 100x5"])
            #expect(forced.status == 0, "\(forced.errors)")
            #expect(fileText(journal) == "unit kg\n\n2026-11-18\n  bech press 100x5\n")
        }
    }

    /// `--unit` says what bare loads are in; they are written in the journal's unit, so a load
    /// in another unit keeps its suffix.
    @Test func theUnitGivenIsTheUnitWritten() throws {
        try withTemporaryFolder { folder in
            let bare = folder + "/bare.lift"
            try write("2026-11-16\n  squat 100kg x 5\n", to: bare)
            #expect(CLIRun(["log", bare, "--date", "2026-11-18", "--unit", "lb", "squat 225x5"]).status == 0)
            #expect(fileText(bare) == "2026-11-16\n  squat 100kg x 5\n\n2026-11-18\n  squat 225lb x 5\n")
            let pounds = folder + "/pounds.lift"
            try write("unit lb\n", to: pounds)
            #expect(CLIRun(["log", pounds, "--date", "2026-11-18", "--unit", "kg", "squat 100x5"]).status == 0)
            #expect(fileText(pounds) == "unit lb\n\n2026-11-18\n  squat 100kg x 5\n")
            #expect(CLIRun(["log", pounds, "--date", "2026-11-19", "squat 235x5"]).status == 0)
            #expect(fileText(pounds)?.hasSuffix("2026-11-19\n  squat 235x5\n") == true)
        }
    }

    /// Nothing to log is refused rather than writing a bare date.
    @Test func emptyInputIsRefused() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            for input in ["", "\n  \n", "# nothing\n"] {
                UsageErrorTests.expectUsageError(
                    ["log", journal, "--date", "2026-11-18"], input: input,
                    error: "no session to log; give its lines as arguments or on standard input", usage: CommandUsage.log)
            }
            UsageErrorTests.expectUsageError(
                ["log", journal, "--date", "2026-11-18", " "],
                error: "no session to log; give its lines as arguments or on standard input", usage: CommandUsage.log)
            #expect(fileText(journal) == "unit kg\n")
        }
    }

    /// A date after today is on the heading the command makes from the options, which no
    /// argument holds: it is located at line 1 of `<options>`, the heading as written, while
    /// argument N stays line N.
    @Test func aDateAfterTodayIsLocatedInTheHeadingTheOptionsMake() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--date", "9998-01-01", "--day", "Press", "--unit", "kg", "squat 100x5", "zottman curl 12x10"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("<options>:1:1: warning: 9998-01-01 is after today ("), "\(run.errors)")
            #expect(run.errors.contains("1 | 9998-01-01 \"Press\"\n"), "\(run.errors)")
            #expect(run.errors.contains("<arguments>:2:3: warning: unknown exercise 'zottman curl' [W0401]"), "\(run.errors)")
            #expect(!run.errors.contains(":0:"), "\(run.errors)")
            let json = CLIRun(["log", folder + "/other.lift", "--date", "9998-01-01", "--diagnostics", "json", "squat 100x5"])
            #expect(json.status == 0, "\(json.errors)")
            #expect(json.output.contains("\"<options>\""), "\(json.output)")
            #expect(!json.output.contains("\"line\":0") && !json.output.contains("\"line\": 0"), "\(json.output)")
        }
    }

    /// Line N of standard input is line N, blank lines included.
    @Test func standardInputLocationsAreItsLines() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-18"], input: "squat 100x5\n\nmood grate\n")
            #expect(run.status == 65)
            #expect(run.errors.contains("<stdin>:3:8: error: unknown mood 'grate'"))
        }
    }

    @Test func withoutAUnitLoadsAreWrittenWithOne() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "bench 100x5"])
            #expect(run.status == 0)
            #expect(run.errors.contains("[W0403]"))
            #expect(fileText(journal) == "2026-11-18\n  bench 100kg x 5\n")
        }
    }

    @Test func sessionLinesComeFromStandardInputWhenNoSetsAreGiven() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "--unit", "kg"],
                             input: "squat 100x5x3\n\n  chin-up 10, 8\neffort 8\n")
            #expect(run.status == 0, "\(run.errors)")
            // No shorthand on standard input: '10, 8' stays two bodyweight sets.
            #expect(fileText(journal) == "unit kg\n\n2026-11-18\n  effort 8\n  squat 100x5x3\n  chin-up 10, 8\n")
        }
    }

    @Test func wholeEntriesComeFromStandardInput() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            let input = "# from my phone\n2026-11-18 \"Press\"\n  press 60x5x3\n\n2026-11-19 accept press +2.5kg\n"
            let run = CLIRun(["log", journal], input: input)
            #expect(run.status == 0, "\(run.errors)")
            #expect(fileText(journal) == "unit kg\n\n2026-11-18 \"Press\"\n  press 60x5x3\n\n2026-11-19 accept press +2.5kg\n")
            UsageErrorTests.expectUsageError(
                ["log", journal, "--date", "2026-11-20"], input: input,
                error: "standard input holds whole entries with their dates; leave out '--date', '--day' and '--time'",
                usage: CommandUsage.log)
        }
    }

    @Test func theDateDefaultsToToday() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let before = Self.today()
            #expect(CLIRun(["log", journal, "--unit", "kg", "squat 100x5"]).status == 0)
            let after = Self.today()
            let written = try #require(fileText(journal))
            #expect(written.hasPrefix("unit kg\n\n" + before) || written.hasPrefix("unit kg\n\n" + after))
        }
    }

    @Test func aFailedWriteExits74AndChangesNothing() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/missing-folder/training.lift"
            let run = CLIRun(["log", journal, "--date", "2026-11-18", "--unit", "kg", "squat 100x5"])
            #expect(run.status == 74)
            #expect(run.errors.contains("was not changed"))
            #expect(run.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder + "/missing-folder"))
        }
    }

    @Test func badOptionValuesAreUsageErrors() throws {
        UsageErrorTests.expectUsageError(["log", "j.lift", "--date", "2026-02-30", "squat 100x5"],
                                         error: "'--date' takes a date such as 2026-11-18, yesterday, -2 or mon, not '2026-02-30'", usage: CommandUsage.log)
        UsageErrorTests.expectUsageError(["log", "j.lift", "--time", "25:00", "squat 100x5"],
                                         error: "'--time' takes a time such as 18:30 or 7:05, not '25:00'", usage: CommandUsage.log)
        UsageErrorTests.expectUsageError(["log", "j.lift", "--unit", "stone", "squat 100x5"],
                                         error: "'stone' is not a valid value for '--unit' (choose kg, lb)", usage: CommandUsage.log)
    }

    @Test func theJournalIsAFile() {
        UsageErrorTests.expectUsageError(["log", "-", "squat 100x5"], error: "the journal must be a file, not standard input",
                                         usage: CommandUsage.log)
    }

    /// Standard input with entries but no session (here a program line) logs nothing.
    @Test func inputWithoutASessionIsAUsageError() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try write("unit kg\n", to: journal)
            UsageErrorTests.expectUsageError(
                ["log", journal], input: "1rm squat 140kg\n",
                error: "no session to log; give its lines as arguments or on standard input", usage: CommandUsage.log)
            #expect(fileText(journal) == "unit kg\n")
        }
    }

    static func today() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
