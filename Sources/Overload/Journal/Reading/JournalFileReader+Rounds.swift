extension JournalFileReader {
    /// A logged block of rounds, or nil when its header or score could not be read (the
    /// parser reported it).
    static func loggedRounds(_ score: RoundsScore) -> LoggedRounds? {
        var seconds: Int?
        var rounds: Int?
        switch score.format {
        case .amrap, .emom:
            guard let value = score.time?.seconds(mMeansMinutes: true), value > 0, value <= 24 * 3600 else { return nil }
            seconds = Int(value.rounded())
        case .rounds:
            guard let count = score.count, count.isInteger, count.magnitude >= 1, count.magnitude <= 1000 else { return nil }
            rounds = Int(count.magnitude)
        }
        let result: LoggedRounds.Score
        switch score.result {
        case .rounds(let whole, let reps):
            let done = whole?.magnitude ?? 0
            let extra = reps?.magnitude ?? 0
            guard done < 1e6, extra < 1e6 else { return nil }
            result = .rounds(Int(done), reps: Int(extra))
        case .missed(let minutes):
            let missed = minutes?.magnitude ?? 0
            guard missed < 1e6 else { return nil }
            result = .missedMinutes(Int(missed))
        case .time(let time):
            guard let value = time.seconds(mMeansMinutes: true), value < 1e9 else { return nil }
            result = .seconds(Int(value.rounded()))
        }
        return LoggedRounds(format: score.format, name: score.name?.value, seconds: seconds, rounds: rounds, score: result)
    }
}
