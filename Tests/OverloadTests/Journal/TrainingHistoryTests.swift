import Overload
import Testing

/// Volume, Epley e1RM and personal records per exercise.
@Suite struct TrainingHistoryTests {
    static let journal = JournalText.read("""
        unit kg
        exercise "Zottman Curl"

        2026-01-05 "A"
          bench press warmup 120x1, 100x5, 100x5, 90x8
          bench press top 110x1 @ rpe 9
          chin-up +20kg x 5, 10

        2026-01-08 "B"
          bench 105x5, failure 120x2, skip
          "Zottman Curl" 12x10

        2026-01-12 "C"
          bench press 225lb x 3
        """).journal

    /// Sets of more than 12 reps set rep records but no e1RM: 610 x 15 on a calf press is not
    /// a 915 single.
    @Test func e1RMCountsSetsUpToTheRepLimitAndRecordsCountEvery() throws {
        let journal = JournalText.read("""
            unit kg

            2026-02-01
              calf press 610x15, 200x12
              leg press 55x87
            """).journal
        let history = TrainingHistory(journal)
        let calf = try #require(history.exercises.first)
        #expect(E1RMSets.repLimit == 12)
        #expect(calf.bestE1RM?.reps == 12)
        #expect(calf.bestE1RM?.load == 200)
        #expect(calf.repRecords.map(\.reps) == [12, 15])
        #expect(calf.sessions[0].topLoad == 610)
        let legPress = try #require(history.exercises.last)
        #expect(legPress.bestE1RM == nil)
        #expect(legPress.sessions[0].bestE1RM == nil)
        #expect(legPress.repRecords.map(\.reps) == [87])
    }

    /// A session logged in parts (the top set, then its back-offs in a later entry of the
    /// date) is one session with every set, under its first entry's day; a later date, or
    /// another day's name, is a session of its own.
    @Test func aSessionLoggedInPartsCountsOnce() throws {
        let journal = JournalText.read("""
            unit kg

            2026-11-27 "Deadlift"
              deadlift warmup 110x5, top 210x1 @ rpe 8

            2026-11-27
              deadlift backoff 177.5x4x2

            2026-11-27 "Bench"
              deadlift 100x5

            2026-11-30 "Deadlift"
              deadlift 200x1
            """).journal
        let deadlift = try #require(TrainingHistory(journal).exercises.first)
        #expect(deadlift.sessions.map(\.date.description) == ["2026-11-27", "2026-11-27", "2026-11-30"])
        #expect(deadlift.sessions.map(\.sets) == [3, 1, 1])
        #expect(deadlift.sessions[0].dayName == "Deadlift")
        #expect(deadlift.sessions[0].reps == 9)
        let overview = HistoryText(history: TrainingHistory(journal)).overview()
        #expect(overview.components(separatedBy: "2026-11-27 \"Deadlift\"").count == 2)
    }

    /// Entries of one date whose times are more than three hours apart are two sessions (a
    /// morning and an evening one), day names or none; parts without a time, or close in
    /// time, are still one.
    @Test func aMorningAndAnEveningSessionWithTheirTimesAreTwo() throws {
        let journal = JournalText.read("""
            unit kg

            2026-11-27 07:00
              squat 100x5x3

            2026-11-27 18:30
              squat 60x10x2

            2026-11-28 18:00
              squat 102.5x5

            2026-11-28 19:10
              squat 102.5x5

            2026-11-28
              squat 102.5x5
            """).journal
        let squat = try #require(TrainingHistory(journal).exercises.first)
        #expect(squat.sessions.map(\.date.description) == ["2026-11-27", "2026-11-27", "2026-11-28"])
        #expect(squat.sessions.map(\.sets) == [3, 2, 3])
        let morning = try #require(JournalText.read("unit kg\n2026-11-27 07:00\n  squat 100x5\n").journal.sessions.first)
        var evening = morning
        evening.time = LocalTime(hour: 18, minute: 30)
        #expect(!evening.continues(morning))
        evening.time = LocalTime(hour: 10, minute: 0)
        #expect(evening.continues(morning), "three hours on is still the same session")
        evening.time = LocalTime(hour: 10, minute: 1)
        #expect(!evening.continues(morning))
        evening.time = nil
        #expect(evening.continues(morning), "a part without a time, as 'log' writes one, joins")
    }

    @Test func sessionsOfOneExerciseAreFoundThroughTheCatalog() throws {
        let history = TrainingHistory(Self.journal, exercise: "bench")
        let bench = try #require(history.exercises.first)
        #expect(history.exercises.count == 1)
        #expect(bench.name == "bench press")
        #expect(bench.exerciseID == "bench-press")
        #expect(bench.sessions.map(\.date.description) == ["2026-01-05", "2026-01-08", "2026-01-12"])
    }

    @Test func volumeCountsWorkingSetsAndE1RMCountsCompletedLoadedOnes() throws {
        let bench = try #require(TrainingHistory(Self.journal, exercise: "bench press").exercises.first)
        let first = bench.sessions[0]
        #expect(first.sets == 4)
        #expect(first.reps == 19)
        let expectedVolume: Double = 500 + 500 + 720 + 110
        #expect(first.volume == expectedVolume)
        // The heavier warm-up is left out; 100x5 (116.7) beats 90x8 (114) and 110x1 (110).
        let firstBest: Double = 100 * (1 + 5.0 / 30)
        #expect(first.bestE1RM == firstBest)
        #expect(first.topLoad == 110)
        let second = bench.sessions[1]
        #expect(second.sets == 2)
        let secondVolume: Double = 525 + 240
        #expect(second.volume == secondVolume)
        let epley: Double = 105 * (1 + 5.0 / 30)
        #expect(second.bestE1RM == epley)
        // 225 lb converted to kilograms, the journal's unit.
        let third = try #require(bench.sessions[2].topLoad)
        #expect(abs(third - 102.05828325) < 1e-9)
    }

    @Test func recordsAreTheHeaviestLoadAtEachRepCountAndTheBestE1RM() throws {
        let bench = try #require(TrainingHistory(Self.journal, exercise: "bench").exercises.first)
        let records = bench.repRecords.map { "\($0.reps):\(($0.load * 1000).rounded() / 1000)@\($0.date)" }
        #expect(records == ["1:110.0@2026-01-05", "3:102.058@2026-01-12", "5:105.0@2026-01-08", "8:90.0@2026-01-05"])
        let best = try #require(bench.bestE1RM)
        let epley: Double = 105 * (1 + 5.0 / 30)
        #expect(best.value == epley)
        #expect(best.load == 105)
        #expect(best.reps == 5)
        #expect(best.date == LocalDate(year: 2026, month: 1, day: 8))
        #expect(bench.e1RMSeries.count == 3)
    }

    /// Without a bodyweight in the journal, an added load counts toward volume alone and
    /// gives no estimate (CardioHistoryTests has the estimate over bodyweight).
    @Test func addedLoadsAndBodyweightSetsHaveNoMaxesWithoutABodyweight() throws {
        let history = TrainingHistory(Self.journal, exercise: "chin-up")
        let chinUp = try #require(history.exercises.first)
        #expect(chinUp.sessions.first?.reps == 15)
        #expect(chinUp.sessions.first?.volume == 100)
        #expect(chinUp.topAddedLoad?.load == 20)
        #expect(chinUp.bestE1RM == nil)
        #expect(chinUp.repRecords.isEmpty)
    }

    /// The e1RM filter itself, which the engine also asks: a warm-up or failed set never
    /// counts, even where a caller did not drop warm-ups first (history does, so its figures
    /// alone cannot tell).
    @Test(arguments: SetPerformance.Kind.allCases)
    func onlyCompletedWorkCountsTowardMaxes(_ kind: SetPerformance.Kind) {
        let set = SetPerformance(kind: kind, load: JournalWeight(120, .kg), reps: 3)
        let counts = kind != .warmup && kind != .failure
        #expect(TrainingHistory.countsTowardMaxes(set) == counts)
        #expect(!TrainingHistory.countsTowardMaxes(SetPerformance(kind: kind, load: JournalWeight(120, .kg), reps: 0)))
        #expect(!TrainingHistory.countsTowardMaxes(SetPerformance(kind: kind, load: JournalWeight(0, .kg), reps: 3)))
        #expect(!TrainingHistory.countsTowardMaxes(SetPerformance(kind: kind, reps: 3)))
        let skipped = SetPerformance(kind: kind, load: JournalWeight(120, .kg), reps: 3, isSkipped: true)
        #expect(!TrainingHistory.countsTowardMaxes(skipped))
        let added = SetPerformance(kind: kind, load: JournalWeight(20, .kg), isAddedLoad: true, reps: 3)
        #expect(!TrainingHistory.countsTowardMaxes(added))
    }

    @Test func everyExerciseInFirstSeenOrderAndDeclaredNamesByName() throws {
        let history = TrainingHistory(Self.journal)
        #expect(history.exercises.map(\.name) == ["bench press", "chin-up", "Zottman Curl"])
        #expect(history.exercises.last?.exerciseID == nil)
        #expect(history.unit == .kg)
    }

    @Test func sinceAndAnotherUnit() throws {
        let history = TrainingHistory(Self.journal, exercise: "bench", since: LocalDate(iso: "2026-01-08"), unit: .lb)
        let bench = try #require(history.exercises.first)
        #expect(bench.sessions.count == 2)
        #expect(bench.sessions.last?.topLoad == 225)
        #expect(history.unit == .lb)
    }
}
