import Overload
import Testing

/// History of distance, timed, weighted and assisted work, and of bodyweight.
@Suite struct CardioHistoryTests {
    static let journal = JournalText.read("""
        unit kg

        2026-11-02 bodyweight 82kg

        2026-11-03 "Run"
          run 3km in 18:30
          run 5km in 25:00
          plank 45s, 60s
          dip +20kg x 8, +20kg x 6
          pull-up -18kg x 8

        2026-11-05 "Run"
          run 1km in 4:30
          run 5km in 24:00

        2026-11-10 "Run"
          run 10km in 55:00
        """).journal

    @Test func distanceWorkHasDistanceTimeAndPacePerSession() throws {
        let history = TrainingHistory(Self.journal)
        let running = try #require(history.exercises.first { $0.exerciseID == "running" })
        let first = try #require(running.sessions.first)
        #expect(first.distance?.readable == "8 km")
        #expect(first.workSeconds == 2610)
        #expect(first.bestPace.map { $0.text(per: .km) } == "5:00 /km")
    }

    @Test func distanceRecordsAreLongestFastestAndBestAtStandardDistances() throws {
        let history = TrainingHistory(Self.journal)
        let records = try #require(history.exercises.first { $0.exerciseID == "running" }?.endurance)
        #expect(records.longestDistance?.amount.readable == "10 km")
        #expect(records.totalDistance.readable == "24 km")
        #expect(records.bestAtStandardDistances.map { "\($0.distance.readable) \(TimeSpan(seconds: $0.seconds).clock)" }
            == ["1 km 4:30", "5 km 24:00", "10 km 55:00"])
        #expect(records.fastestByDistance.map(\.distance.readable) == ["1 km", "3 km", "5 km", "10 km"])
        #expect(records.weeks.map { "\($0.weekStart) \($0.distance.readable) \($0.sessions)" }
            == ["2026-11-02 14 km 2", "2026-11-09 10 km 1"])
    }

    @Test func timedWorkHasItsLongestAndTotal() throws {
        let history = TrainingHistory(Self.journal)
        let plank = try #require(history.exercises.first { $0.exerciseID == "plank" }?.endurance)
        #expect(plank.longestTime?.amount == 60)
        #expect(plank.totalSeconds == 105)
        #expect(plank.longestDistance == nil)
    }

    @Test func addedLoadHasRecordsAndAnE1RMOverBodyweight() throws {
        let history = TrainingHistory(Self.journal)
        let dip = try #require(history.exercises.first { $0.exerciseID == "dip" })
        #expect(dip.topAddedLoad?.load == 20)
        #expect(dip.topAddedLoad?.reps == 8)
        #expect(dip.addedLoadRecords.map(\.reps) == [6, 8])
        // 82 + 20 = 102 kg x 8 by Epley: 102 x (1 + 8/30) = 129.2.
        let best = try #require(dip.bestE1RM)
        #expect(best.load == 102)
        #expect(abs(best.value - 129.2) < 0.001)
        // Volume is over bodyweight and the added load: 102 x 8 + 102 x 6.
        #expect(dip.sessions.first?.volume == 1428)
        let pullUp = try #require(history.exercises.first { $0.exerciseID == "pull-up" })
        #expect(pullUp.topAddedLoad?.load == -18)
        #expect(pullUp.bestE1RM?.load == 64)
    }

    @Test func withoutABodyweightAddedLoadGivesNoEstimate() throws {
        let journal = JournalText.read("unit kg\n\n2026-11-03\n  dip +20kg x 8\n").journal
        let dip = try #require(TrainingHistory(journal).exercises.first)
        #expect(dip.bestE1RM == nil)
        #expect(dip.topAddedLoad?.load == 20)
        #expect(dip.sessions.first?.volume == 160)
    }

    @Test func bodyweightHasASevenDayAverage() throws {
        let journal = JournalText.read("""
            unit kg

            2026-11-01 bodyweight 82kg
            2026-11-03 bodyweight 83kg
            2026-11-07 bodyweight 81kg
            2026-11-08 bodyweight 80kg
            """).journal
        let history = BodyweightHistory(journal)
        #expect(history.readings.map(\.weight) == [82, 83, 81, 80])
        // On the 8th the window is the 2nd to the 8th: 83, 81 and 80.
        let expected = [82, 82.5, 82, 244.0 / 3]
        #expect(zip(history.readings.map(\.sevenDayAverage), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(history.weight(on: LocalDate(iso: "2026-11-05")!) == 83)
        #expect(history.weight(on: LocalDate(iso: "2026-10-31")!) == nil)
    }
}
