extension JournalFileReader {
    /// The rounds, or reps, above which a score is refused: more than any workout holds, and
    /// well within an `Int`.
    static let mostRoundsOrReps = 1e6

    /// The seconds a count of rounds took, or nil (reported, E0413) for a time that cannot
    /// be: none at all, a clock whose seconds (or, after hours, minutes) reach 60, or over a
    /// day, the longest a block of rounds may be (`RoundsFormat.longestSeconds`).
    mutating func takenSeconds(_ value: Double, written time: Quantity) -> Int? {
        let text = source.text(time.range)
        let help = "log the time the rounds took as minutes:seconds, as in '5 rounds: 14:32', or hours:minutes:seconds, as in '5 rounds: 1:05:10'"
        // `14:32` or `1:05:10`: every field after the first counts up to 59.
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        if fields.count > 1, let index = fields.indices.dropFirst().first(where: { (Double(fields[$0]) ?? 0) >= 60 }) {
            let part = index == fields.count - 1 ? "seconds" : "minutes"
            error(.journalImpossibleRounds, "a time of \(text) cannot be: its \(part) count up to 59",
                  at: time.range, label: "\(part) under 60", help: help)
            return nil
        }
        guard value > 0 else {
            error(.journalImpossibleRounds, "rounds cannot take no time", at: time.range, label: "the time the rounds took", help: help)
            return nil
        }
        guard value <= RoundsFormat.longestSeconds else {
            error(.journalImpossibleRounds, "rounds cannot take \(text)", at: time.range, label: "more than a day", help: help)
            return nil
        }
        return Int(value.rounded())
    }

    /// A logged block of rounds, or nil when its header or score could not be read (the
    /// parser reported it) or cannot be (E0413).
    mutating func loggedRounds(_ score: RoundsScore) -> LoggedRounds? {
        guard let (seconds, rounds) = RoundsMeasure.measure(score.format, time: score.time, count: score.count) else { return nil }
        let result: LoggedRounds.Score
        switch score.result {
        case .rounds(let whole, let reps):
            let done = whole?.magnitude ?? 0
            let extra = reps?.magnitude ?? 0
            if let part = [whole, reps].compactMap({ $0 }).first(where: { $0.magnitude >= Self.mostRoundsOrReps }) {
                error(.journalImpossibleRounds, "no block of rounds holds \(SourceFormatter.quantity(part))",
                      at: part.range, label: "too many", help: "log the whole rounds done and the reps of the round left unfinished, as in '7 rounds + 12 reps'")
                return nil
            }
            if let part = [whole, reps].compactMap({ $0 }).first(where: { !$0.isInteger }) {
                error(.journalImpossibleRounds, "rounds and reps are whole numbers", at: part.range, label: "not a whole number",
                      help: "log whole rounds and the reps of the round left unfinished, as in '7 rounds + 12 reps'")
                return nil
            }
            result = .rounds(Int(done), reps: Int(extra))
        case .missed(let minutes):
            let missed = minutes?.magnitude ?? 0
            let length = (seconds ?? 0) / 60
            // The parser caps a number at 10000000, so the comparison needs no guard.
            if let minutes, !minutes.isInteger || missed > Double(length) {
                error(.journalImpossibleRounds, "an EMOM of \(length) minutes cannot miss \(SourceFormatter.quantity(minutes))",
                      at: minutes.range, label: "minutes missed",
                      help: "log the whole minutes whose work did not fit the minute, from 1 to \(length), or 'done' when none")
                return nil
            }
            result = .missedMinutes(Int(missed))
        case .time(let time):
            guard let value = time.seconds(mMeansMinutes: true), let taken = takenSeconds(value, written: time) else { return nil }
            result = .seconds(taken)
        }
        return LoggedRounds(format: score.format, name: score.name?.value, seconds: seconds, rounds: rounds, score: result)
    }
}
