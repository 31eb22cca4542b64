import OverloadSyntax

extension DiagnosticCode {
    /// W0219, with `--program`: a logged score of rounds (`amrap 20min "Cindy": 7 rounds + 12
    /// reps`) that is none of the blocks its day prescribes in any week (a block the day lacks,
    /// or one whose kind, time, count of rounds or name is not the program's): its history
    /// would stand apart from the program's block.
    public static let journalUnmatchedRoundsScore = DiagnosticCode("W0219")
}

extension ProgramJournalCheck {
    /// W0219 for each score of rounds in `journal`'s sessions of a day of `snapshot` that is
    /// none of that day's blocks: what `log --program` says of the session it logs, in the
    /// words `check --program` says it of a journal.
    public static func unmatchedRoundsScores(in journal: ParsedFile, against snapshot: PlanSnapshot, programName: String)
        -> [Diagnostic] {
        let blocks = DayBlocks(snapshot)
        return journal.document.statements.flatMap { statement -> [Diagnostic] in
            guard case .session(let session) = statement else { return [] }
            return blocks.unmatchedScores(in: session, source: journal.source, programName: programName)
        }
    }

    /// The day names of a program and the blocks of rounds of each day, by lower-cased day
    /// name (a renamed day's program name too), each block once.
    struct DayBlocks {
        private var byDay: [String: [LoggedRounds]] = [:]
        /// The program's spelling of each day name, by the name lower-cased; a day renamed for
        /// its week answers to the program's name too.
        private(set) var dayNames: [String: String] = [:]

        /// The blocks of every day of every week of `snapshot`.
        init(_ snapshot: PlanSnapshot) {
            for week in snapshot.weeks {
                for day in week.days { add(day) }
            }
        }

        /// Adds `day`'s blocks, under its name and the name it was renamed from.
        private mutating func add(_ day: PlannedDay) {
            dayNames[day.name.lowercased()] = day.name
            if let programName = day.renamedFrom, dayNames[programName.lowercased()] == nil {
                dayNames[programName.lowercased()] = programName
            }
            for block in day.blocks {
                let planned = LoggedRounds(format: block.format, name: block.name, seconds: block.seconds, rounds: block.rounds,
                                           score: .missedMinutes(0))
                for name in [day.name, day.renamedFrom].compactMap({ $0?.lowercased() })
                where !(byDay[name] ?? []).contains(where: { $0.header == planned.header }) {
                    byDay[name, default: []].append(planned)
                }
            }
        }

        /// The warnings for the scores of `session` (read from `source`) that are none of its
        /// day's blocks; none when the session names no day of the program (W0407 says so).
        func unmatchedScores(in session: SessionEntry, source: SourceFile, programName: String) -> [Diagnostic] {
            guard let day = session.day, let known = dayNames[day.value.lowercased()] else { return [] }
            return session.body.compactMap { statement in
                guard case .roundsScore(let score) = statement else { return nil }
                return unmatchedScore(score, source: source, day: known, programName: programName)
            }
        }

        /// The warning for `score`, logged in a session of `day`, when it is none of the day's
        /// blocks, with a fix-it for each block of the same kind (an AMRAP's score fits no
        /// count of rounds) that rewrites the score's whole header as the block's; nil when it
        /// is one, or when its header could not be read (the reader says so).
        private func unmatchedScore(_ score: RoundsScore, source: SourceFile, day: String, programName: String) -> Diagnostic? {
            guard let (seconds, rounds) = RoundsMeasure.measure(score.format, time: score.time, count: score.count) else { return nil }
            let logged = LoggedRounds(format: score.format, name: score.name?.value, seconds: seconds, rounds: rounds, score: .missedMinutes(0))
            let blocks = byDay[day.lowercased()] ?? []
            guard !blocks.contains(where: { logged.isSameWorkout(as: $0) }) else { return nil }
            let headerEnd = Self.headerEnd(of: score, in: source)
            let header = SourceRange(score.range.start, headerEnd ?? score.range.start)
            let quoted = SourceFormatter.quote(day)
            let fitting = headerEnd == nil ? [] : blocks.filter { $0.format == score.format }
            return .warning(
                .journalUnmatchedRoundsScore, "\(programName)'s day \(quoted) has no block \(logged.header)", at: header,
                label: blocks.isEmpty ? "the day has no block of rounds" : "no block of the day is this one",
                fixIts: fitting.map { FixIt(replace: header, with: $0.header) },
                help: blocks.isEmpty
                    ? "log the score in the session of the day that holds the block, or add the block to \(quoted)"
                    : "the blocks of \(quoted) are " + blocks.map(\.header).joined(separator: ", ")
                        + ": log the score under the block's own header")
        }

        /// Where the header of `score` ends: its last word before the colon (`rounds` of
        /// `6 rounds: 12:00`, the name of `amrap 20min "Cindy": 8 rounds`); nil when the
        /// header's parts have no place in `source`.
        private static func headerEnd(of score: RoundsScore, in source: SourceFile) -> Int? {
            guard let lastPart = [score.name?.range.end, score.time?.range.end, score.count?.range.end].compactMap({ $0 }).max(),
                  lastPart <= score.range.end, score.range.end <= source.bytes.count else { return nil }
            // The parser read a colon after the header; a name's own colons lie before `lastPart`.
            guard let colon = source.bytes[lastPart..<score.range.end].firstIndex(of: UInt8(ascii: ":")) else { return nil }
            var end = colon
            while end > lastPart, source.bytes[end - 1] == UInt8(ascii: " ") || source.bytes[end - 1] == UInt8(ascii: "\t") {
                end -= 1
            }
            return end
        }
    }
}
