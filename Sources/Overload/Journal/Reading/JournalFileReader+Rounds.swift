extension JournalFileReader {
    /// A logged block of rounds, or nil when its header or score could not be read (the
    /// parser reported it).
    static func loggedRounds(_ score: RoundsScore) -> LoggedRounds? {
        guard let (seconds, rounds) = RoundsMeasure.measure(score.format, time: score.time, count: score.count) else { return nil }
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
