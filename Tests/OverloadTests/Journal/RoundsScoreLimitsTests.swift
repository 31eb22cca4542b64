import Overload
import OverloadSyntax
import Testing

/// A score of rounds that cannot be is refused with E0413, never left out without a word, and
/// a time the parser could not read never stands as the best.
@Suite struct RoundsScoreLimitsTests {
    static func read(_ line: String) -> JournalReading {
        JournalText.read("unit kg\n\n2026-11-03 \"A\"\n  " + line + "\n")
    }

    @Test(arguments: [
        "amrap 20min: 1000000 rounds", "amrap 20min: 7 rounds + 1000000 reps", "amrap 20min: 1000000 reps",
        "emom 10min: missed 1000000", "3 rounds: 1000000h", "3 rounds: 25h",
    ])
    func aScoreTooLargeIsAnError(line: String) {
        let reading = Self.read(line)
        #expect(JournalText.codes(reading) == ["E0413"], "\(reading.diagnostics.map(\.message))")
        #expect(reading.diagnostics.first?.severity == .error)
        #expect(reading.journal.sessions.first?.rounds.isEmpty == true)
    }

    @Test(arguments: ["3 rounds: 0:00", "3 rounds: 0s", "3 rounds: 0:00:00", "3 rounds: 99:99", "3 rounds: 1:60:00", "3 rounds: 1:05:60"])
    func aTimeThatIsNoneOrNotAClockIsAnError(line: String) {
        let reading = Self.read(line)
        #expect(JournalText.codes(reading) == ["E0413"], "\(reading.diagnostics.map(\.message))")
        #expect(reading.journal.sessions.first?.rounds.isEmpty == true)
        #expect(RoundsHistory(reading.journal).workouts.isEmpty)
    }

    @Test func theClockSaysWhichFieldIsWrong() throws {
        let seconds = try #require(Self.read("3 rounds: 99:99").diagnostics.first)
        #expect(seconds.message == "a time of 99:99 cannot be: its seconds count up to 59")
        #expect(seconds.label == "seconds under 60")
        let minutes = try #require(Self.read("3 rounds: 1:60:00").diagnostics.first)
        #expect(minutes.message == "a time of 1:60:00 cannot be: its minutes count up to 59")
    }

    @Test(arguments: [("3 rounds: 75:00", 4500), ("3 rounds: 1:59:59", 7199), ("3 rounds: 0:01", 1), ("3 rounds: 24h", 86400)])
    func aTimeThatCanBeIsKept(line: String, seconds: Int) {
        let reading = Self.read(line)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        #expect(reading.journal.sessions.first?.rounds.first?.score == .seconds(seconds))
    }

    @Test func aTimeWhoseNumberWasRefusedIsNoScore() {
        let reading = Self.read("3 rounds: 99999999:00")
        #expect(JournalText.codes(reading) == ["E0106"])
        #expect(reading.journal.sessions.first?.rounds.isEmpty != false)
        #expect(RoundsHistory(reading.journal).workouts.isEmpty)
    }

    /// The header and the score read as they always have: a block's time in the language's
    /// spelling, and a time taken in minutes up to 99:59, then with hours.
    @Test func theTextOfAScoreIsUnchanged() {
        let headers = [90, 1200, 3600, 5400, 7200].map { LoggedRounds(format: .amrap, seconds: $0, score: .rounds(1, reps: 0)).header }
        #expect(headers == ["amrap 90s", "amrap 20min", "amrap 1h", "amrap 90min", "amrap 2h"])
        let times = [59, 718, 3600, 5999, 6000, 36_610].map { LoggedRounds(format: .rounds, rounds: 3, score: .seconds($0)).scoreText }
        #expect(times == ["0:59", "11:58", "60:00", "99:59", "1:40:00", "10:10:10"])
    }
}
