import Overload

/// A session logged on the day `next` plans for that has an exercise's top set but not all
/// the sets taken of it (`squat top 1x1 @ rpe 8, backoff 3x5 @ 90% of today` with the single
/// logged): the lifter is between sets. It is held, not judged: `next` plans its day again,
/// with those sets taken of the logged top set (docs/engine.md, "A session in progress").
struct SessionInProgress: Sendable {
    var session: JournalSession
    var exercises: [ReplayExercise?]
    var position: ProgramPosition
    /// The load of each exercise's logged top set, by catalog id, in the plan's unit: the
    /// sets taken of today's top set are taken of it.
    var tops: [String: Double]
    /// Every top set each exercise logged, in order.
    var loggedTops: [String: [LoggedTopSet]]
}

/// The latest session of the journal with the exercises it names, not yet played: the
/// journal's next entry may be a later part of it.
struct UnfinishedSession: Sendable {
    var session: JournalSession
    var exercises: [ReplayExercise?]
}

extension Replay {
    /// Whether `session` is a later part of the session held (``JournalSession/continues(_:)``,
    /// the rule `history` counts sessions by).
    func continuesUnfinished(_ session: JournalSession) -> Bool {
        unfinished.map { session.continues($0.session) } ?? false
    }

    /// Holds `session` until the journal's next entry, so that a session logged in parts is
    /// placed and judged once, with all its sets: joined to the held session when it is a
    /// later part of it (`continuing`, ``continuesUnfinished(_:)``), else held on its own, the
    /// session before it already played (``playUnfinished()``).
    mutating func hold(_ session: JournalSession, exercises known: [ReplayExercise?], continuing: Bool) {
        guard continuing else {
            unfinished = UnfinishedSession(session: session, exercises: known)
            return
        }
        unfinished?.session.exercises += session.exercises
        unfinished?.session.rounds += session.rounds
        unfinished?.exercises += known
    }

    /// Plays the session held for its later parts, if any: the journal's next entry is not one.
    mutating func playUnfinished() {
        guard let whole = unfinished.take() else { return }
        playWhole(whole, last: false)
    }

    /// Places and plays a session whole, every part of it joined. The journal's last session,
    /// when of the replay's date and with a top set but not yet the sets taken of it, is held
    /// in progress instead, for `next` to plan its day again.
    private mutating func playWhole(_ whole: UnfinishedSession, last: Bool) {
        // No sets: a check-in (how the lifter is before training), not a day done (docs/coaching.md).
        // A day of blocks of rounds alone is a day done.
        guard !whole.session.exercises.isEmpty || !whole.session.rounds.isEmpty,
              let placed = place(whole.session, exercises: whole.exercises) else { return }
        if last, whole.session.date == date, days.hasLoadsOfToday,
           let held = heldInProgress(whole.session, exercises: whole.exercises, at: placed) {
            inProgress = held
            return
        }
        play(whole.session, exercises: whole.exercises, at: placed)
    }

    /// Plays the journal's last session once every entry is given (see ``playWhole(_:last:)``).
    mutating func settle() {
        guard let whole = unfinished.take() else { return }
        playWhole(whole, last: true)
    }

    /// The replay with the journal's last session played (``settle()``).
    func settled() -> Replay {
        guard unfinished != nil else { return self }
        var settled = self
        settled.settle()
        return settled
    }

    /// The session as one in progress at `placed`, or nil when every exercise with sets taken
    /// of today's top set has them all logged (or has no top set logged).
    func heldInProgress(_ session: JournalSession, exercises known: [ReplayExercise?], at placed: ProgramPosition)
        -> SessionInProgress? {
        let (performances, exercises) = Self.joiningRepeats(session.exercises, known)
        var tops: [String: Double] = [:]
        var loggedTops: [String: [LoggedTopSet]] = [:]
        var waiting = false
        for (performance, found) in zip(performances, exercises) {
            guard let found else { continue }
            let id = id(of: found)
            let planned = days.sets(of: id, at: placed)
            guard planned.contains(where: TodayLoads.isOfToday), let exercise = program.catalog.exercise(id: id) else { continue }
            let loads = LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart)
            let plannedTop = TodayLoads.plannedTopIndex(planned)
            let logged = TodayLoads.loggedTops(of: performance.sets, plannedTop: plannedTop, loads: loads)
            guard let first = logged.first else { continue }
            tops[id] = first.top.load
            loggedTops[id] = logged.map(\.top)
            // The sets taken of the top set follow it; a second top set is not one of them.
            let wanted = TodayLoads.setsAfterTop(planned.map { ($0.kind == .warmup, $0.kind == .top) }, at: plannedTop)
            let done = TodayLoads.setsAfterTop(performance.sets.map { ($0.kind == .warmup, $0.kind == .top) }, at: first.index)
            if done < wanted { waiting = true }
        }
        guard waiting else { return nil }
        return SessionInProgress(session: session, exercises: known, position: placed, tops: tops, loggedTops: loggedTops)
    }

    /// An exercise's sets for the session in progress at `position`: those taken of today's
    /// top set given their load off the logged one, with the reason, and each logged top set
    /// at its logged load; `taken` is set to the top set's load and those sets.
    func takenOfToday(_ sets: [SetPrescription], of id: String, at position: ProgramPosition, loads: LoadTool,
                      reasons: inout [String], taken: inout (top: Double, sets: [SetPrescription])?) -> [SetPrescription] {
        guard let held = inProgress, held.position == position, let top = held.tops[id], let logged = held.loggedTops[id],
              sets.contains(where: TodayLoads.isOfToday) else { return sets }
        let named = logged.first?.text(loads: loads) ?? "\(loads.mass(top))"
        reasons.append("\(held.session.date): today's top set, \(named), logged: the sets taken of it follow it")
        var worked = TodayLoads.taken(sets, top: top, loads: loads)
        taken = (top, zip(sets, worked).filter { TodayLoads.isOfToday($0.0) }.map(\.1))
        for (index, set) in zip(TodayLoads.topPositions(worked), logged) {
            worked[index] = TodayLoads.logged(worked[index], as: set, loads: loads)
        }
        return worked
    }
}
