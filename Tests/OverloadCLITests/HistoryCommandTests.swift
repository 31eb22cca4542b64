import Foundation
import OverloadTestSupport
import Testing

/// `overload history`: per-session figures, personal records and the e1RM chart.
@Suite struct HistoryCommandTests {
    static let journal = """
        unit kg

        2026-01-05 "A"
          bench press warmup 120x1, 100x5, 100x5, 90x8
          squat 140x5x3

        2026-01-08 "B"
          bench 105x5, failure 110x6, skip
          chin-up +10kg x 5, 12

        2026-01-12 "C"
          bench press 107.5x3, 95x10 @ rpe 9
          curl 20lb x 10

        """

    static func withJournal(_ body: (String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write(journal, to: path)
            try body(path)
        }
    }

    @Test func oneExerciseShowsItsSessionsRecordsAndChart() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "bench"])
            #expect(run.status == 0, "\(run.errors)")
            let text = run.output
            #expect(text.hasPrefix("bench press: 3 sessions (loads in kg, e1RM by Epley)\n"))
            // 100x5 is 116.7 by Epley; the heavier warm-up does not count.
            #expect(text.contains("2026-01-05  A       3    18    1720    100  116.7\n"), "\(text)")
            // The failed 110x6 counts toward volume but not toward maxes; the skipped set not at all.
            #expect(text.contains("2026-01-08  B       2    11    1185    105  122.5\n"), "\(text)")
            #expect(text.contains("2026-01-12  C       2    13  1272.5  107.5  126.7\n"), "\(text)")
            #expect(text.contains("  best e1RM  126.7 kg  2026-01-12  (95 x 10)\n"), "\(text)")
            #expect(text.contains("  3 reps     107.5 kg  2026-01-12\n"), "\(text)")
            #expect(text.contains("  5 reps       105 kg  2026-01-08\n"), "\(text)")
            #expect(text.contains("  8 reps        90 kg  2026-01-05\n"), "\(text)")
            #expect(text.contains("e1RM  ▁▅█  116.7 -> 126.7 kg\n"), "\(text)")
        }
    }

    /// Brzycki's 36w / (37 - r): 100 x 5 is 112.5, not Epley's 116.7.
    @Test func formulaChoosesTheEstimate() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "bench", "--formula", "brzycki"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("bench press: 3 sessions (loads in kg, e1RM by Brzycki)\n"), "\(run.output)")
            #expect(run.output.contains("2026-01-05  A       3    18    1720    100  112.5\n"), "\(run.output)")
        }
    }

    @Test func theOverviewListsEverySessionAndEachExercisesBest() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("2026-01-05 \"A\"\n  bench press  3 sets  18 reps  volume 1720  e1RM 116.7\n"), "\(run.output)")
            #expect(run.output.contains("  chin-up      2 sets  17 reps"), "\(run.output)")
            // 20 lb is 9.072 kg: the history converts to the journal's unit.
            #expect(run.output.contains("  dumbbell curl   1 set  10 reps  volume 90.7    e1RM 12.1\n"), "\(run.output)")
            #expect(run.output.contains("best e1RM (kg, Epley)\n"))
        }
    }

    @Test func sinceLeavesOutEarlierSessions() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "bench", "--since", "2026-01-08"])
            #expect(run.output.hasPrefix("bench press: 2 sessions"))
            #expect(!run.output.contains("2026-01-05"))
        }
    }

    /// A single of a single set reads "1 set  1 rep", never "1 reps".
    @Test func oneSetOfOneRepIsSingular() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/single.lift"
            try write("unit kg\n\n2026-01-05\n  deadlift 200x1\n", to: path)
            let run = CLIRun(["history", path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("  deadlift  1 set  1 rep  volume 200"), "\(run.output)")
            #expect(!run.output.contains("1 reps"), "\(run.output)")
        }
    }

    @Test func jsonAndCSVCarryTheSameFigures() throws {
        try Self.withJournal { path in
            let json = CLIRun(["history", path, "bench", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            #expect(object["schema"] as? String == "overload.history/1")
            #expect(object["unit"] as? String == "kg")
            let exercises = try #require(object["exercises"] as? [[String: Any]])
            #expect(exercises.count == 1)
            #expect(exercises[0]["exerciseId"] as? String == "bench-press")
            let best = try #require(exercises[0]["bestE1RM"] as? [String: Any])
            #expect(best["value"] as? Double == 126.667)
            #expect((exercises[0]["sessions"] as? [Any])?.count == 3)

            let csv = CLIRun(["history", path, "--format", "csv", "--unit", "lb"]).output.split(separator: "\n")
            #expect(csv.first == "date,time,day,exercise,sets,reps,volume,top_load,best_e1rm,unit,distance_m,time_s,pace_s_per_km,top_added_load")
            // The catalog reads `curl` as dumbbell curl; 20 lb stays 20 lb in a pound report.
            #expect(csv.contains("2026-01-12,,C,dumbbell curl,1,10,200,20,26.667,lb,,,,"))
            #expect(csv.count == 7)
        }
    }

    @Test func anExerciseNotInTheJournalIsRefusedWithADidYouMean() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "deadlift"])
            #expect(run.status == 64)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("Error: no sets of 'deadlift' in '\(path)'\n"))
            let typo = CLIRun(["history", path, "bench pres"])
            #expect(typo.status == 64)
            #expect(typo.errors.contains("no sets of 'bench pres' in '\(path)'; did you mean 'bench press'?"))
        }
    }

    /// A program is not a journal: `history` and `export` say so and name the command that
    /// reads it; `plan` of a journal likewise. A file holding both is read by both.
    @Test func theWrongKindOfFileIsRefused() throws {
        try withTemporaryFolder { folder in
            let program = folder + "/program.lift"
            try write("1rm squat 140kg\n\nday \"A\":\n  squat 5x5 @ 70%\n", to: program)
            let journal = folder + "/journal.lift"
            try write("unit kg\n\n2026-01-01\n  squat 100x5\n", to: journal)
            for command in ["history", "export"] {
                let run = CLIRun([command, program])
                #expect(run.status == 65)
                #expect(run.output.isEmpty)
                #expect(run.errors.contains("'\(program)' is a program, not a journal; to see its plan, run 'overload plan \(program)'"))
            }
            let plan = CLIRun(["plan", journal])
            #expect(plan.status == 65)
            #expect(plan.output.isEmpty)
            #expect(plan.errors.contains("'\(journal)' is a journal, not a program; to see it, run 'overload history \(journal)'"))
            let both = folder + "/both.lift"
            try write("unit kg\n1rm squat 140kg\n\nday \"A\":\n  squat 5x5 @ 70%\n\n2026-01-01\n  squat 100x5\n", to: both)
            #expect(CLIRun(["check", both]).status == 0)
            for command in [["plan", both], ["history", both], ["export", both], ["history", both, "squat"]] {
                let run = CLIRun(command)
                #expect(run.status == 0, "\(command): \(run.errors)")
                #expect(!run.output.isEmpty, "\(command)")
            }
        }
    }

    @Test func aJournalWithErrorsIsStillShownWithAWarning() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/j.lift"
            try write("unit kg\n\n2026-01-05\n  bench 100x5\n  mood grate\n", to: path)
            let run = CLIRun(["history", path, "bench"])
            #expect(run.status == 0)
            #expect(run.errors.contains("has 1 error; those lines are left out"))
            #expect(run.output.contains("116.7"))
            #expect(CLIRun(["history", folder + "/none.lift"]).status == 74)
        }
    }
}
