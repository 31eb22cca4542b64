import Foundation
import OverloadTestSupport
import Testing

/// `overload history` on runs, rows, planks, weighted and assisted sets, and bodyweight.
@Suite struct CardioHistoryCommandTests {
    static let journal = """
        unit kg

        2026-11-02 bodyweight 82kg

        2026-11-03 "Run"
          run 3km in 18:30
          run 5km in 25:00
          plank 45s, 60s
          dip +20kg x 8, +20kg x 6

        2026-11-05 "Row"
          row 2000m in 7:45
          bodyweight 81kg

        """

    static func withJournal(_ body: (String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write(journal, to: path)
            try body(path)
        }
    }

    @Test func theOverviewShowsDistanceTimeAndPaceNotZeroReps() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path])
            #expect(run.status == 0, "\(run.errors)")
            // Before: `running  2 sets  0 reps`, and `volume 0` for the dips.
            #expect(run.output.contains("running  2 sets        8 km  in 43 min 30 s  5:00 /km\n"), "\(run.output)")
            #expect(run.output.contains("dip      2 sets     14 reps  volume 1428     e1RM 129.2\n"))
            #expect(run.output.contains("plank    2 sets  1 min 45 s\n"))
            #expect(run.output.contains("rowing machine  1 set  2 km  in 7 min 45 s  1:56 /500m\n"))
            #expect(!run.output.contains("0 reps"))
        }
    }

    @Test func rowNamesTheRowingMachineOnADistanceLine() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "row"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.hasPrefix("rowing machine: 1 session\n"), "\(run.output)")
            #expect(run.output.contains("  fastest 2 km"))
            #expect(run.output.contains("1:56 /500m  2026-11-05  (7:45)\n"))
        }
    }

    @Test func bodyweightListsEachWeighingWithItsAverage() throws {
        try Self.withJournal { path in
            let run = CLIRun(["history", path, "bodyweight"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == """
                bodyweight: 2 readings (kg, 7-day average)

                date        weight  7-day average
                2026-11-02      82             82
                2026-11-05      81           81.5

                average 82 -> 81.5 kg (-0.5)

                """)
            let csv = CLIRun(["history", path, "bodyweight", "--format", "csv"]).output
            #expect(csv == "date,weight,seven_day_average,unit\n2026-11-02,82,82,kg\n2026-11-05,81,81.5,kg\n")
            let json = CLIRun(["history", path, "bodyweight", "--format", "json"]).output
            #expect(json.contains("\"sevenDayAverage\": 81.5"))
        }
    }

    @Test func noBodyweightIsAUsageErrorThatSaysHowToLogOne() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            try write("unit kg\n\n2026-11-03\n  squat 100x5\n", to: path)
            let run = CLIRun(["history", path, "bodyweight"])
            #expect(run.status == 64)
            #expect(run.errors.contains("no bodyweight in"))
        }
    }

    @Test func jsonKeepsExactDistancesAndTimes() throws {
        try Self.withJournal { path in
            let data = Data(CLIRun(["history", path, "run", "--format", "json"]).output.utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let exercises = try #require(object["exercises"] as? [[String: Any]])
            let session = try #require((exercises.first?["sessions"] as? [[String: Any]])?.first)
            #expect(session["distanceMetres"] as? Double == 8000)
            #expect(session["seconds"] as? Int == 2610)
            #expect(session["paceSecondsPerKm"] as? Double == 300)
            let endurance = try #require(exercises.first?["endurance"] as? [String: Any])
            #expect(endurance["totalMetres"] as? Double == 8000)
        }
    }
}
