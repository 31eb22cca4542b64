import OverloadSyntax

extension DiagnosticCode {
    /// W0219, with `--program`: a logged score of rounds (`amrap 20min "Cindy": 7 rounds + 12
    /// reps`) that is none of the blocks its day prescribes in any week (a block the day lacks,
    /// or one whose kind, time, count of rounds or name is not the program's): its history
    /// would stand apart from the program's block.
    public static let journalUnmatchedRoundsScore = DiagnosticCode("W0219")
}

extension ProgramJournalCheck {
    /// The blocks of rounds of each day of a program, by lower-cased day name (a renamed day's
    /// program name too), each block once.
    struct DayBlocks {
        private var byDay: [String: [LoggedRounds]] = [:]

        /// Adds `day`'s blocks, under its name and the name it was renamed from.
        mutating func add(_ day: PlannedDay) {
            for block in day.blocks {
                let planned = LoggedRounds(format: block.format, name: block.name, seconds: block.seconds, rounds: block.rounds,
                                           score: .missedMinutes(0))
                for name in [day.name, day.renamedFrom].compactMap({ $0?.lowercased() })
                where !(byDay[name] ?? []).contains(where: { $0.header == planned.header }) {
                    byDay[name, default: []].append(planned)
                }
            }
        }

        /// The warning for `score`, logged in a session of `day`, when it is none of the day's
        /// blocks, with a fix-it for each of them that rewrites the score's header as the
        /// block's; nil when it is one, or when its header could not be read (the reader says so).
        func unmatchedScore(_ score: RoundsScore, day: String, programName: String) -> Diagnostic? {
            guard let (seconds, rounds) = RoundsMeasure.measure(score.format, time: score.time, count: score.count) else { return nil }
            let logged = LoggedRounds(format: score.format, name: score.name?.value, seconds: seconds, rounds: rounds, score: .missedMinutes(0))
            let blocks = byDay[day.lowercased()] ?? []
            guard !blocks.contains(where: { logged.isSameWorkout(as: $0) }) else { return nil }
            let headerEnd = [score.name?.range.end, score.time?.range.end, score.count?.range.end].compactMap { $0 }.max()
            let header = SourceRange(score.range.start, headerEnd ?? score.range.start)
            let quoted = SourceFormatter.quote(day)
            return .warning(
                .journalUnmatchedRoundsScore, "\(programName)'s day \(quoted) has no block \(logged.header)", at: header,
                label: blocks.isEmpty ? "the day has no block of rounds" : "no block of the day is this one",
                fixIts: headerEnd == nil ? [] : blocks.map { FixIt(replace: header, with: $0.header) },
                help: blocks.isEmpty
                    ? "log the score in the session of the day that holds the block, or add the block to \(quoted)"
                    : "the blocks of \(quoted) are " + blocks.map(\.header).joined(separator: ", ")
                        + ": log the score under the block's own header")
        }
    }
}
