import Foundation
import OverloadTestSupport
import Testing

/// `overload import` over synthetic exports of every layout, to standard output and into a
/// journal, with the report on standard error.
@Suite struct ImportCommandTests {
    static let strong2024 = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",W,40.0,8.0,0,0.0,"","",
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",1,100.0,5.0,0,0.0,,,8
        2024-09-01 17:30:00,"Legs",1h 6m,"Squat (Barbell)",2,100.0,5.0,0,0.0,,,
        2024-09-01 17:30:00,"Legs",1h 6m,"Zottman Curl (Dumbbell)",1,12.0,10.0,0,0.0,,,
        2024-09-03 07:05:00,"Push",56m,"Bench Press (Barbell)",1,80.0,5.0,0,0.0,"paused",,
        2024-09-03 07:05:00,"Push",56m,"Bench Press (Barbell)",2,80.0,5.0,0,0.0,,,

        """

    static let strongLegacy = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes
        2019-03-02 08:15:00;"Upper";"Bench Press (Barbell)";1;135;lbs;8;;;;0;"";"slept well"
        2019-03-02 08:15:00;"Upper";"Running (Treadmill)";1;;;;;1.5;mi;720;;

        """

    static let strongV6 = """
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
        "1";"2025-01-10 18:00:00";"Pull";"3725";"Lat Pulldown (Cable)";"1";"27.2155422";"10";"";"";"0";"";""
        "1";"2025-01-10 18:00:00";"Pull";"3725";"Lat Pulldown (Cable)";"Rest Timer";"";"";"";"";"90";"";""

        """

    static let hevy = """
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Pull","2 Mar 2024, 07:45","2 Mar 2024, 08:30","","Pull Up",,"",0,"normal",,10,,,
        "Pull","2 Mar 2024, 07:45","2 Mar 2024, 08:30","","Deadlift (Barbell)",,"",0,"warmup",60,5,,,
        "Pull","2 Mar 2024, 07:45","2 Mar 2024, 08:30","","Deadlift (Barbell)",,"",1,"normal",140,5,,,8

        """

    static let fitNotes = """
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
        2023-05-01,Barbell Squat,Legs,60.0,kgs,8,,,
        2023-05-01,Barbell Squat,Legs,60.0,kgs,8,,,

        """

    @Test(arguments: [
        ("strong", strong2024, ["--unit", "kg"], "squat warmup 40x8, 100x5 @ rpe 8, 100x5"),
        ("strong", strongLegacy, [], "bench press 135x8"),
        ("strong", strongV6, ["--unit", "lb"], "lat pulldown 60x10"),
        ("hevy", hevy, [], "deadlift warmup 60x5, 140x5 @ rpe 8"),
        ("fitnotes", fitNotes, [], "squat 60x8x2"),
    ])
    func importsEveryLayoutAsCheckedCanonicalJournalText(app: String, csv: String, options: [String], line: String) throws {
        try withTemporaryFolder { folder in
            let file = folder + "/export.csv"
            try write(csv, to: file)
            let run = CLIRun(["import", app, file] + options)
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("unit "))
            #expect(run.output.contains("\n  " + line + "\n"), "\(run.output)")
            let (check, format) = checksCleanAndCanonical(run.output)
            #expect(check.status == 0, "\(check.errors)")
            #expect(check.errors.isEmpty, "\(check.errors)")
            #expect(format.status == 0, "\(run.output)")
            #expect(run.errors.contains("imported "))
        }
    }

    @Test func unmappedNamesAreDeclaredAndReportedWithTheirSetCounts() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/strong.csv"
            try write(Self.strong2024, to: file)
            let run = CLIRun(["import", "strong", file, "--unit", "kg"])
            #expect(run.output.contains("exercise \"Zottman Curl (Dumbbell)\"\n"))
            #expect(run.output.contains("  \"Zottman Curl (Dumbbell)\" 12x10\n"))
            #expect(run.errors.contains("1 name not in the exercise catalog, kept as written and declared:\n  \"Zottman Curl (Dumbbell)\": 1 set"))
            #expect(run.errors.contains("read 6 rows of \(file): 2 workouts"))
            #expect(run.errors.contains("imported 2 workouts (6 sets)"))
        }
    }

    @Test func importingIntoAJournalTwiceAddsNothingTheSecondTime() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/strong.csv"
            let journal = folder + "/training.lift"
            try write(Self.strong2024, to: file)
            let first = CLIRun(["import", "strong", file, "--unit", "kg", "--journal", journal])
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.isEmpty)
            let written = try #require(fileText(journal))
            #expect(written.hasPrefix("unit kg\n\nexercise \"Zottman Curl (Dumbbell)\"\n\n2024-09-01 17:30 \"Legs\"\n"))
            let (check, format) = checksCleanAndCanonical(written)
            #expect(check.status == 0 && check.errors.isEmpty, "\(check.errors)")
            #expect(format.status == 0)

            let second = CLIRun(["import", "strong", file, "--unit", "kg", "--journal", journal])
            #expect(second.status == 0)
            #expect(fileText(journal) == written)
            #expect(second.errors.contains("imported 0 workouts (0 sets) into \(journal); 2 already there"))
            #expect(!second.errors.contains("not in the exercise catalog"))
        }
    }

    @Test func aJournalAnnotatedAfterImportStillRecognisesTheWorkouts() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/hevy.csv"
            let journal = folder + "/training.lift"
            try write(Self.hevy, to: file)
            #expect(CLIRun(["import", "hevy", file, "--journal", journal]).status == 0)
            let annotated = try #require(fileText(journal)).replacingOccurrences(
                of: "\"Pull\"\n", with: "\"Pull\"\n  mood good\n")
            try write(annotated, to: journal)
            let again = CLIRun(["import", "hevy", file, "--journal", journal])
            #expect(again.errors.contains("1 already there"))
            #expect(fileText(journal) == annotated)
        }
    }

    @Test func anExistingJournalsUnitIsUsedForTheLoads() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/hevy.csv"
            let journal = folder + "/training.lift"
            try write(Self.hevy, to: file)
            try write("unit lb\n\n2024-01-01 \"Old\"\n  deadlift 300x5\n", to: journal)
            let run = CLIRun(["import", "hevy", file, "--journal", journal])
            #expect(run.status == 0, "\(run.errors)")
            let text = try #require(fileText(journal))
            // 60 kg and 140 kg are on no pound plate step, so they keep three decimals.
            #expect(text.hasSuffix("  deadlift warmup 132.277x5, 308.647x5 @ rpe 8\n"), "\(text)")
            #expect(!text.contains("kg"), "\(text)")
            #expect(CLIRun(["check", journal]).status == 0)
        }
    }

    @Test func aLargeFileShowsProgressOnlyOnATerminal() throws {
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n"
        let rows = (0..<1200).map { index in "2023-05-\(String(format: "%02d", index % 28 + 1)),Deadlift,Back,100,kgs,5,,,\n" }
        try withTemporaryFolder { folder in
            let file = folder + "/fitnotes.csv"
            try write(header + rows.joined(), to: file)
            let onTerminal = CLIRun(["import", "fitnotes", file], terminal: true)
            #expect(onTerminal.errors.contains("\rimporting \(file): 1200 of 1200 rows\n"))
            #expect(onTerminal.errors.contains("256 of 1200 rows"))
            let piped = CLIRun(["import", "fitnotes", file])
            #expect(!piped.errors.contains("importing"))
            #expect(piped.output == onTerminal.output)
        }
    }

    /// Past the warnings shown, the rows left out are counted: one is "1 more row".
    @Test func oneRowLeftOutPastTheWarningsIsSingular() throws {
        let header = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n"
        // One more bad row than the 50 warnings the report lists (ImportReport.warningLimit).
        let bad = Array(repeating: "2023-05-01,Deadlift,Back,heavy,kgs,5,,,\n", count: 51)
        try withTemporaryFolder { folder in
            let file = folder + "/fitnotes.csv"
            try write(header + "2023-05-01,Deadlift,Back,100,kgs,5,,,\n" + bad.joined(), to: file)
            let run = CLIRun(["import", "fitnotes", file])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("\n(1 more row left out)"), "\(run.errors)")
        }
    }

    @Test func problemsWithTheCommandOrTheFileHaveTheirOwnExitStatus() throws {
        try withTemporaryFolder { folder in
            let file = folder + "/strong.csv"
            try write(Self.strong2024, to: file)
            UsageErrorTests.expectUsageError(["import", "jefit", file],
                                             error: "'jefit' is not an app Overload imports (choose strong, hevy, fitnotes)",
                                             usage: CommandUsage.import)
            let missing = CLIRun(["import", "strong", folder + "/missing.csv"])
            #expect(missing.status == 74)
            #expect(missing.errors.contains("no such file"))
            let directory = CLIRun(["import", "strong", folder])
            #expect(directory.status == 74)
            #expect(directory.errors.contains("is a directory"))
            let noUnit = CLIRun(["import", "strong", file])
            #expect(noUnit.status == 65)
            #expect(noUnit.errors.contains("--unit kg or --unit lb"))
            let wrongApp = CLIRun(["import", "hevy", file])
            #expect(wrongApp.status == 65)
            #expect(wrongApp.errors.contains("not a Hevy export"))
            #expect(wrongApp.errors.hasSuffix("; its header is a Strong export's: run 'overload import strong \(file)'\n"),
                    "\(wrongApp.errors)")
        }
    }

    /// The app left out: judged from the header, the same journal text as when it is named.
    @Test(arguments: [
        ("strong", strong2024, ["--unit", "kg"]), ("strong", strongLegacy, []), ("strong", strongV6, ["--unit", "lb"]),
        ("hevy", hevy, []), ("fitnotes", fitNotes, []),
    ])
    func theAppIsJudgedFromTheHeader(app: String, csv: String, options: [String]) throws {
        try withTemporaryFolder { folder in
            let file = try write(csv, to: folder + "/export.csv")
            let named = CLIRun(["import", app, file] + options)
            let judged = CLIRun(["import", file] + options)
            #expect(judged.status == 0, "\(judged.errors)")
            #expect(judged.output == named.output)
            #expect(judged.errors == named.errors)
        }
    }

    @Test func aHeaderNoAppWritesIsAnError() throws {
        try withTemporaryFolder { folder in
            let file = try write("When,What,Kilos\n2024-01-01,Squat,100\n", to: folder + "/mine.csv")
            let run = CLIRun(["import", file])
            #expect(run.status == 65)
            #expect(run.output.isEmpty)
            #expect(run.errors == "Error: \(file): the header ('When', 'What', 'Kilos') is not a Strong, Hevy or FitNotes export's; "
                    + "name the app: overload import strong|hevy|fitnotes \(file)\n")
        }
    }
}
