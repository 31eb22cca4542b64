import OverloadTestSupport
import Testing

/// The engine commands show the journal's warnings on standard error, as `check` prints them:
/// an exercise the journal logs under a name nothing knows, and sessions the program's calendar
/// could not place (docs/journal.md, "What the engine commands say about the journal").
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter JournalWarningsCommandTests`.
@Suite struct JournalWarningsCommandTests {
    static let program = """
        program "T"
        unit kg
        day "A":
          squat 3x5 @ 100kg
          press 3x5 @ 40kg
        progress squat, press: linear +2.5kg

        """

    /// `pres` is a slip for the program's `press`; its sets count for nothing.
    static let misspelt = """
        unit kg
        2026-11-20 "A"
          squat 100x5, 100x5, 100x5
          pres 40x5, 40x5, 40x5

        """

    static let spelt = misspelt.replacingOccurrences(of: "pres ", with: "press ")

    /// Two sessions on a day the program lacks, and one with no day name and nothing in
    /// common with the next day.
    static let unplaced = """
        unit kg
        2026-11-18 "Z"
          squat 100x5x3
        2026-11-19 "z"
          squat 100x5x3
        2026-11-20 18:30
          curl 20x10x3

        """

    static let date = ["--date", "2026-11-22"]

    static func run(_ command: [String], journal: String, extra: [String] = []) throws -> CLIRun {
        try CLIRun.engine(command + extra + Self.date, program: Self.program, journal: journal)
    }

    @Test func nextShowsAnUnknownExerciseWithTheProgramsSpellingAndKeepsItsOutputAndStatus() throws {
        let run = try Self.run(["next"], journal: Self.misspelt)
        #expect(run.status == 0)
        Golden.check(run.errors, against: CLIGolden.url("engine/journal-warnings-unknown-exercise.txt"))
        // Standard output is what it was: the same as for a journal with nothing to warn about,
        // but for the press's session, which counts for nothing.
        #expect(!run.output.contains("W0401"))
        let clean = try Self.run(["next"], journal: Self.spelt)
        #expect(clean.errors.isEmpty, "\(clean.errors)")
        #expect(clean.output.hasPrefix("T · next: A · cycle 2"))
    }

    @Test(arguments: [["explain", "squat"], ["plan"], ["suggest"]])
    func everyEngineCommandShowsThem(command: [String]) throws {
        let run = try Self.run(command, journal: Self.misspelt)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.hasPrefix("$TMP/j.lift:4:3: warning: unknown exercise 'pres' [W0401]\n"), "\(run.errors)")
        #expect(run.errors.contains("did you mean 'press'?"))
        #expect(!run.output.contains("W0401"))
    }

    @Test func sessionsTheCalendarCannotPlaceAreWarnedAboutAtTheLatestOfEachKind() throws {
        let run = try Self.run(["next"], journal: Self.unplaced)
        #expect(run.status == 0)
        Golden.check(run.errors, against: CLIGolden.url("engine/journal-warnings-unplaced.txt"))
        // Standard output still lists them, as it did.
        #expect(run.output.contains("Not placed in the program"))
    }

    @Test func manyWarningsAreCountedPastTheFirstFive() throws {
        let names = ["zottman curl", "sissy squat thing", "pres", "squatt", "benchy", "flyy", "rowwy"]
        let journal = "unit kg\n2026-11-20 \"A\"\n  squat 100x5x3\n" + names.map { "  \($0) 10x5\n" }.joined()
        let run = try Self.run(["next"], journal: journal)
        #expect(run.status == 0)
        #expect(run.errors.components(separatedBy: "[W0401]").count - 1 == 5, "\(run.errors)")
        #expect(run.errorLines.dropLast().last
            == "warning: 2 more journal warnings not shown; 'overload check $TMP/j.lift --program $TMP/p.lift' lists the journal's")
    }

    @Test func withJSONDiagnosticsTheyAreLeftToCheck() throws {
        let run = try Self.run(["next"], journal: Self.misspelt, extra: ["--diagnostics", "json"])
        #expect(run.status == 0)
        #expect(!run.errors.contains("W0401"), "\(run.errors)")
    }

    @Test func checkWithTheProgramSuggestsTheProgramsSpellingFirst() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/p.lift")
            let journal = try write(Self.misspelt, to: folder + "/j.lift")
            let with = CLIRun(["check", journal, "--program", program])
            #expect(with.errors.contains("^^^^ did you mean 'press'?"), "\(with.errors)")
            #expect(with.errors.contains("= fix: replace 'pres' with 'press'"))
            // Without a program, the catalog's canonical name.
            let without = CLIRun(["check", journal])
            #expect(without.errors.contains("did you mean 'overhead press'?"), "\(without.errors)")
        }
    }
}
