import Foundation
import OverloadTestSupport
import Testing

/// A Strong CSV export imported back keeps what each set meant and how it was written, and
/// the export counts what Strong's layout cannot hold.
@Suite struct StrongRoundTripTests {
    static let journal = """
        unit kg

        2026-11-20 "A"
          dip 35x8
          chin-up +25lb x 5
          dip +20kg x 6
          pull-up -20kg x 8
          rowing machine 2km in 7:45

        """

    static func exported(_ text: String, _ body: (CLIRun, String, String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let path = try write(text, to: folder + "/training.lift")
            let exported = CLIRun(["export", path, "--format", "strong-csv"])
            try body(exported, try write(exported.output, to: folder + "/strong.csv"), folder)
        }
    }

    /// `dip 35x8` comes back as written (not `dip +35kg x 8`), `+25lb` stays in pounds, and
    /// the weighted and assisted sets keep their signs.
    @Test func theSetsComeBackAsTheyWereWritten() throws {
        try Self.exported(Self.journal) { exported, csv, _ in
            #expect(exported.status == 0, "\(exported.errors)")
            #expect(exported.errors.isEmpty, "\(exported.errors)")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(imported.output == Self.journal, "\(imported.output)")
        }
    }

    /// Into an existing journal, as the lifter would: the same lines.
    @Test func intoAJournalTheSetsComeBackAsWritten() throws {
        try Self.exported(Self.journal) { _, csv, folder in
            let target = try write("unit kg\n", to: folder + "/new.lift")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg", "--journal", target])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(fileText(target) == Self.journal, "\(fileText(target) ?? "")")
        }
    }

    /// A pound journal exported in kilograms and imported into a pound journal: the pounds
    /// written (the export's kilograms at three decimals read back at that precision).
    @Test func aPoundJournalThroughKilogramsKeepsItsPounds() throws {
        let pounds = "unit lb\n\n2026-11-20\n  squat 225x5\n  chin-up +25lb x 5\n  bench press 27.5x10\n"
        try withTemporaryFolder { folder in
            let path = try write(pounds, to: folder + "/training.lift")
            let exported = CLIRun(["export", path, "--format", "strong-csv", "--unit", "kg"])
            #expect(exported.output.contains(",\"squat\",1,102.058,5.0,"), "\(exported.output)")
            let csv = try write(exported.output, to: folder + "/strong.csv")
            let target = try write("unit lb\n", to: folder + "/new.lift")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg", "--journal", target])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(fileText(target) == pounds, "\(fileText(target) ?? "")")
        }
    }

    /// `row 2000m in 7:45` is the rowing machine, not the barbell row, after the trip too.
    @Test func aRowOnTheMachineStaysOnTheMachine() throws {
        try Self.exported("unit kg\n\n2026-11-20\n  row 2000m in 7:45\n  row 60x8\n") { exported, csv, _ in
            #expect(exported.output.contains(",\"row\",1,0.0,0.0,2.0,465.0,"), "\(exported.output)")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.output.hasSuffix("2026-11-20\n  rowing machine 2km in 7:45\n  barbell row 60x8\n"), "\(imported.output)")
        }
    }

    /// An app's own name for a bodyweight exercise still adds its weight to bodyweight.
    @Test func anAppsBodyweightNameStillAddsToBodyweight() throws {
        try withTemporaryFolder { folder in
            let csv = try write(
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
                    + "2026-11-20,\"A\",,\"Chest Dip\",1,20.0,8.0,0,0.0,\"\",\"\",\n", to: folder + "/strong.csv")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.output.contains("  dip +20kg x 8\n"), "\(imported.output)")
        }
    }

    /// What has no column is counted on the terminal, the CSV itself unchanged.
    @Test func whatTheCSVCannotHoldIsCounted() throws {
        let text = """
            unit kg

            2026-11-20 "A"
              mood good
              squat 100x5
              pain "left knee" mild

            2026-11-21 bodyweight 80kg

            2026-11-22
              mood tired
              energy low
              bench 80x5, skip

            2026-11-23 note "rest day"

            """
        try Self.exported(text) { exported, _, _ in
            #expect(exported.status == 0, "\(exported.errors)")
            #expect(exported.errorLines.filter { !$0.isEmpty } == [
                "1 skipped set left out (Strong has none)",
                "2 moods, 1 energy rating, 1 bodyweight, 1 pain flag and 1 dated note are not in the CSV: "
                    + "Strong has no column for them",
            ], "\(exported.errors)")
        }
        try Self.exported("unit kg\n\n2026-11-20\n  mood good\n  squat 100x5\n") { exported, _, _ in
            #expect(exported.errorLines.first == "1 mood is not in the CSV: Strong has no column for it", "\(exported.errors)")
        }
    }

    /// A capitalised custom name beside bodyweight work: the file `export` wrote comes back with
    /// every load as written (before, the name made it Strong's and `dip 35x8` came back
    /// `dip +35kg x 8`); runs and rows come back under their catalog names.
    @Test func aCapitalisedCustomNameDoesNotMakeTheFileStrongs() throws {
        let journal = BodyweightExportFixture.journal
        try Self.exported(journal) { exported, csv, _ in
            #expect(exported.status == 0, "\(exported.errors)")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.status == 0, "\(imported.errors)")
            let back = journal.replacingOccurrences(of: "run 5km in 25:00", with: "running 5km in 25min")
                .replacingOccurrences(of: "row 2000m in 7:45", with: "rowing machine 2km in 7:45")
            #expect(imported.output == back, "\(imported.output)")
        }
    }

    /// Labelled uses (`bench (heavy)`, `overhead press (volume)`) come back apart, and the
    /// file comes back without `--unit`: the history, uses and all, is the journal's.
    @Test func labelsAndTheHistoryComeBackWithoutAUnit() throws {
        let journal = RepositoryPaths.root.appendingPathComponent("examples/journals/beginner-ppl.lift").path
        try withTemporaryFolder { folder in
            let exported = CLIRun(["export", journal, "--format", "strong-csv"])
            #expect(exported.output.contains(",\"bench (heavy)\",1,60.0,5.0,"), "\(exported.output)")
            let csv = try write(exported.output, to: folder + "/strong.csv")
            let imported = CLIRun(["import", "strong", csv])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(imported.output.contains("  bench press (heavy) 60x5x4, 60x8\n"), "\(imported.output)")
            let back = try write(imported.output, to: folder + "/back.lift")
            let before = CLIRun(["history", journal, "--format", "json"])
            let after = CLIRun(["history", back, "--format", "json"])
            #expect(before.output.contains("\"label\" : \"heavy\"") || before.output.contains("\"label\": \"heavy\""))
            #expect(after.status == 0, "\(after.errors)")
            #expect(after.output == before.output)
        }
    }

    /// `bench (Heavy)` goes out and comes back a labelled use, its capital kept, not a name
    /// of its own in quotes.
    @Test func aCapitalisedLabelComesBackALabel() throws {
        let journal = "unit kg\n\n2026-11-20 \"A\"\n  bench (Heavy) 100x5\n  bench 80x8\n\n"
        try Self.exported(journal) { exported, csv, _ in
            #expect(exported.status == 0, "\(exported.errors)")
            #expect(exported.output.contains(",\"bench (Heavy)\",1,100.0,5.0,"), "\(exported.output)")
            let imported = CLIRun(["import", "strong", csv, "--unit", "kg"])
            #expect(imported.status == 0, "\(imported.errors)")
            #expect(imported.output.contains("  bench press (Heavy) 100x5\n"), "\(imported.output)")
        }
    }
}
