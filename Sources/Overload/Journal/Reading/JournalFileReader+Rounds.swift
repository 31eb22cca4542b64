extension JournalFileReader {
    /// A logged block of rounds, or nil when its header or score could not be read (the
    /// parser reported it) or cannot be (E0413).
    mutating func loggedRounds(_ score: RoundsScore) -> LoggedRounds? {
        guard let (seconds, rounds) = RoundsMeasure.measure(score.format, time: score.time, count: score.count) else { return nil }
        let result: LoggedRounds.Score
        switch score.result {
        case .rounds(let whole, let reps):
            let done = whole?.magnitude ?? 0
            let extra = reps?.magnitude ?? 0
            guard done < 1e6, extra < 1e6 else { return nil }
            if let part = [whole, reps].compactMap({ $0 }).first(where: { !$0.isInteger }) {
                error(.journalImpossibleRounds, "rounds and reps are whole numbers", at: part.range, label: "not a whole number",
                      help: "log whole rounds and the reps of the round left unfinished, as in '7 rounds + 12 reps'")
                return nil
            }
            result = .rounds(Int(done), reps: Int(extra))
        case .missed(let minutes):
            let missed = minutes?.magnitude ?? 0
            guard missed < 1e6 else { return nil }
            let length = (seconds ?? 0) / 60
            if let minutes, !minutes.isInteger || Int(missed) > length {
                error(.journalImpossibleRounds, "an EMOM of \(length) minutes cannot miss \(SourceFormatter.quantity(minutes))",
                      at: minutes.range, label: "minutes missed",
                      help: "log the whole minutes whose work did not fit the minute, from 1 to \(length), or 'done' when none")
                return nil
            }
            result = .missedMinutes(Int(missed))
        case .time(let time):
            guard let value = time.seconds(mMeansMinutes: true), value < 1e9 else { return nil }
            result = .seconds(Int(value.rounded()))
        }
        return LoggedRounds(format: score.format, name: score.name?.value, seconds: seconds, rounds: rounds, score: result)
    }
}
