import Overload

/// A replay given a journal's entries a part at a time, in the journal's order: what
/// ``Evaluator/evaluate(_:on:since:day:circumstances:steps:)`` does, begun before the whole
/// journal has been read (the command line reads its later parts on a second thread
/// meanwhile; see ``JournalPartReader``).
public struct JournalReplay: Sendable {
    var replay: Replay
    private let start: LocalDate?
    /// The date the journal is replayed up to.
    public let date: LocalDate
    /// The first date that counts for the program when it has no `start` line.
    public let since: LocalDate?
    /// Which judged sessions the evaluation keeps.
    public let steps: StepHistory

    init(_ evaluator: Evaluator, on date: LocalDate, since: LocalDate?, steps: StepHistory) {
        replay = Replay(evaluator: evaluator, date: date, keeping: steps)
        start = evaluator.program.startDate ?? since
        self.date = date
        self.since = since
        self.steps = steps
    }

    /// Replays `entries`, which follow those played before in the journal's order; entries
    /// after ``date`` are left out.
    public mutating func play(_ entries: some Sequence<JournalEntry>) {
        for entry in entries { play(entry) }
    }

    /// The same for an array, its entries borrowed where they stand: an iterator, or the
    /// array's subscript, hands out each entry as a copy (a retain of everything a session
    /// holds, then a release), about 600 instructions a session.
    public mutating func play(_ entries: [JournalEntry]) {
        entries.withUnsafeBufferPointer { stored in
            for index in stored.indices { play(stored[index]) }
        }
    }

    private mutating func play(_ entry: JournalEntry) {
        switch entry {
        case .session(let session):
            guard session.date <= date else { return }
            let exercises = replay.exercises(of: session)
            let continuing = replay.continuesUnfinished(session)
            // The session held for its later parts is played before this one is recorded:
            // its layoff gap and e1RM history are of the sessions before it, not after.
            if !continuing { replay.playUnfinished() }
            replay.record(history: session, exercises: exercises)
            if let start, session.date < start { return }
            replay.hold(session, exercises: exercises, continuing: continuing)
        case .decision(let decision):
            guard decision.date <= date else { return }
            // A decision follows the sessions logged before it: the suggestion it answers may be theirs.
            replay.playUnfinished()
            replay.decide(decision)
        case .pain, .resolved, .note, .bodyweight:
            return
        }
    }

    /// The evaluation of `journal`, every entry of which has been played: the next session's
    /// targets on ``date`` (of `day` when given, in `circumstances`) and how they were reached.
    public consuming func evaluation(of journal: Journal, day: String? = nil, circumstances: SessionCircumstances = SessionCircumstances())
        -> Evaluation {
        self.replay.settle()
        var replay = self.replay
        let circumstances = circumstances.filled(from: journal, on: date)
        var next = replay.next(day: day).map { replay.circumstanced(replay.coached($0), circumstances, pain: journal.painFlags) }
        next?.unplaced = replay.unplaced
        if let day = next?.day { next?.paces = replay.recentPaces(of: day, in: journal) }
        let cycle = replay.position?.cycle
        next?.notLogged = replay.notLogged.filter { $0.calendar.cycle == cycle }
        var evaluation = Evaluation(next: next, steps: replay.steps.byID, rules: replay.rules, unplaced: replay.unplaced,
                                    failures: replay.failures, coaching: replay.coachingReport(), states: replay.states.byID)
        evaluation.notLogged = replay.notLogged
        evaluation.deloadDates = replay.deloadDates
        if steps == .all { evaluation.upcoming = replay.upcoming(after: next) }
        return evaluation
    }
}

extension Evaluator {
    /// A replay of a journal up to `date` to be given its entries part by part (see
    /// ``JournalReplay``); `since` and `steps` as in ``evaluate(_:on:since:day:circumstances:steps:)``.
    public func replaying(on date: LocalDate, since: LocalDate? = nil, steps: StepHistory = .all) -> JournalReplay {
        JournalReplay(self, on: date, since: since, steps: steps)
    }
}
