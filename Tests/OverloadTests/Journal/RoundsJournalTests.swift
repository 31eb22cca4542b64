import Overload
import OverloadSyntax
import Testing

/// Blocks of rounds in a journal: each score read into its session, written back as logged,
/// and gathered workout by workout with its best.
@Suite struct RoundsJournalTests {
    static let journal = """
        unit kg

        2026-11-02 "Cindy"
          front squat 80x3x5
          amrap 20min "Cindy": 7 rounds + 12 reps

        2026-11-04 "EMOM"
          emom 10min: done
          emom 12min: missed 2

        2026-11-06 "Helen"
          3 rounds "Helen": 11:58

        2026-11-09 "Cindy"
          amrap 20min: 8 rounds + 3 reps

        2026-11-13 "Helen"
          3 rounds "Helen": 12:20

        """

    @Test func scoresAreReadIntoTheirSessions() throws {
        let reading = JournalText.read(Self.journal)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let sessions = reading.journal.sessions
        #expect(sessions[0].rounds == [LoggedRounds(format: .amrap, name: "Cindy", seconds: 1200, score: .rounds(7, reps: 12))])
        #expect(sessions[0].exercises.count == 1)
        #expect(sessions[1].rounds.map(\.score) == [.missedMinutes(0), .missedMinutes(2)])
        #expect(sessions[2].rounds.first?.score == .seconds(718))
        #expect(sessions[2].rounds.first?.rounds == 3)
    }

    @Test func theRendererWritesThemBackAsLogged() throws {
        let sessions = JournalText.read(Self.journal).journal.sessions
        let renderer = JournalRenderer(unit: .kg)
        #expect(renderer.render(sessions[0]).contains("\n  amrap 20min \"Cindy\": 7 rounds + 12 reps\n"))
        #expect(renderer.render(sessions[1]).hasSuffix("  emom 10min: done\n  emom 12min: missed 2\n"))
        #expect(renderer.render(sessions[2]).hasSuffix("  3 rounds \"Helen\": 11:58\n"))
    }

    @Test func theHistoryGathersAWorkoutAndItsBest() throws {
        let history = RoundsHistory(JournalText.read(Self.journal).journal)
        #expect(history.workouts.map(\.header) == ["amrap 20min \"Cindy\"", "emom 10min", "emom 12min", "3 rounds \"Helen\""])
        let cindy = history.workouts[0]
        #expect(cindy.entries.count == 2)
        #expect(cindy.best?.rounds.scoreText == "8 rounds + 3 reps")
        let helen = history.workouts[3]
        #expect(helen.best?.rounds.scoreText == "11:58")
        #expect(helen.best?.date.description == "2026-11-06")
        #expect(history.text.contains("  best                 8 rounds + 3 reps  (2026-11-09)"))
    }

    @Test func sinceLeavesOutEarlierScores() throws {
        let since = try #require(LocalDate(year: 2026, month: 11, day: 8))
        let history = RoundsHistory(JournalText.read(Self.journal).journal, since: since)
        #expect(history.workouts.map { $0.entries.count } == [1, 1])
    }

    @Test func aBetterScoreIsMoreRoundsFewerMissedMinutesOrLessTime() {
        #expect(LoggedRounds(format: .amrap, seconds: 600, score: .rounds(7, reps: 12))
            .beats(LoggedRounds(format: .amrap, seconds: 600, score: .rounds(7, reps: 3))))
        #expect(!LoggedRounds(format: .amrap, seconds: 600, score: .rounds(6, reps: 20))
            .beats(LoggedRounds(format: .amrap, seconds: 600, score: .rounds(7, reps: 0))))
        #expect(LoggedRounds(format: .emom, seconds: 600, score: .missedMinutes(0))
            .beats(LoggedRounds(format: .emom, seconds: 600, score: .missedMinutes(1))))
        #expect(LoggedRounds(format: .rounds, rounds: 5, score: .seconds(800))
            .beats(LoggedRounds(format: .rounds, rounds: 5, score: .seconds(900))))
    }
}

extension RoundsJournalTests {
    @Test func aScoreThatCannotBeIsRefused() {
        let missed = JournalText.read("2026-11-04 \"A\"\n  emom 10min: missed 12\n")
        #expect(JournalText.codes(missed) == ["E0413"])
        #expect(missed.journal.sessions.first?.rounds.isEmpty == true)
        let partial = JournalText.read("2026-11-02 \"A\"\n  amrap 20min: 7.5 rounds\n")
        #expect(JournalText.codes(partial) == ["E0413"])
        let fine = JournalText.read("2026-11-04 \"A\"\n  emom 10min: missed 10\n")
        #expect(fine.diagnostics.isEmpty)
        #expect(fine.journal.sessions.first?.rounds.first?.score == .missedMinutes(10))
    }
}
