/// Every block of rounds a journal logs, workout by workout: each time it was done and its
/// best score (most rounds and reps, fewest missed minutes, least time).
public struct RoundsHistory: Sendable, Hashable {
    /// One logged time of a workout.
    public struct Entry: Sendable, Hashable {
        public let date: LocalDate
        public let dayName: String?
        public let rounds: LoggedRounds
    }

    /// One workout (`amrap 20min "Cindy"`) and the times it was done, oldest first.
    public struct Workout: Sendable, Hashable {
        /// The workout as the journal heads it, its name when any log gives one.
        public let header: String
        public let entries: [Entry]

        /// The first entry no later one beats: the earliest best.
        public var best: Entry? {
            entries.reduce(nil) { best, entry in
                guard let best else { return entry }
                return entry.rounds.beats(best.rounds) ? entry : best
            }
        }
    }

    /// The workouts in the order the journal first logs them.
    public let workouts: [Workout]

    /// The rounds logged in `journal`, from `since` on.
    public init(_ journal: Journal, since: LocalDate? = nil) {
        var groups: [(first: LoggedRounds, entries: [Entry])] = []
        for session in journal.sessions where since.map({ session.date >= $0 }) ?? true {
            for rounds in session.rounds {
                let entry = Entry(date: session.date, dayName: session.dayName, rounds: rounds)
                if let index = groups.firstIndex(where: { $0.first.isSameWorkout(as: rounds) }) {
                    groups[index].entries.append(entry)
                    if groups[index].first.name == nil, rounds.name != nil { groups[index].first.name = rounds.name }
                } else {
                    groups.append((rounds, [entry]))
                }
            }
        }
        workouts = groups.map { Workout(header: $0.first.header, entries: $0.entries) }
    }

    /// The text of `history JOURNAL rounds`: each workout, every time it was done, and its best.
    public var text: String {
        workouts.map { workout in
            var rows = workout.entries.map { entry in
                ["  " + entry.date.description, entry.dayName.map(SourceFormatter.quote) ?? "", entry.rounds.scoreText]
            }
            if let best = workout.best { rows.append(["  best", "", best.rounds.scoreText + "  (\(best.date))"]) }
            return workout.header + ": " + plural(workout.entries.count, "time") + "\n" + HistoryText.table(rows, rightAligned: [])
        }.joined(separator: "\n")
    }

    /// `{"workouts": [{"header", "entries": [{"date", "day"?, "score"}], "best"?}]}`.
    public var json: String {
        let workouts: [JSONValue] = workouts.map { workout in
            var fields: [String: JSONValue] = [
                "header": .string(workout.header),
                "entries": .array(workout.entries.map { entry in
                    var fields: [String: JSONValue] = ["date": .string(entry.date.description), "score": .string(entry.rounds.scoreText)]
                    if let day = entry.dayName { fields["day"] = .string(day) }
                    return .object(fields)
                }),
            ]
            if let best = workout.best { fields["best"] = .object(["date": .string(best.date.description), "score": .string(best.rounds.scoreText)]) }
            return .object(fields)
        }
        return JSONWriter.write(.object(["workouts": .array(workouts)]), style: .pretty)
    }
}

extension RoundsHistory {
    /// The best logged score of the workout `block` is (its format, time or count, and name):
    /// the score to beat; nil when the journal has not logged it.
    public func best(of block: RoundsPrescription) -> Entry? {
        let planned = LoggedRounds(format: block.format, name: block.name, seconds: block.seconds, rounds: block.rounds,
                                   score: .missedMinutes(0))
        return workouts.first(where: { $0.entries.first?.rounds.isSameWorkout(as: planned) == true })?.best
    }

    /// `To beat` and each block of `day` the journal has logged, with its best score: what a
    /// coach puts on the board before a benchmark workout. Empty when the day has no block
    /// or none was logged.
    public static func toBeatText(_ day: PlannedDay, journal: Journal?) -> String {
        let blocks = day.blocks
        guard !blocks.isEmpty, let journal else { return "" }
        let history = RoundsHistory(journal)
        let rows: [[String]] = blocks.compactMap { block in
            guard let best = history.best(of: block) else { return nil }
            return ["    " + block.title, best.rounds.scoreText, "(\(best.date))"]
        }
        guard !rows.isEmpty else { return "" }
        return "\n  To beat\n" + HistoryText.table(rows, rightAligned: [])
    }
}
