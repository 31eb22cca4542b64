import Overload

/// A session logged on the day `next` plans for that has an exercise's top set but not all
/// the sets taken of it (`squat top 1x1 @ rpe 8, backoff 3x5 @ 90% of today` with the single
/// logged): the lifter is between sets. It is held, not judged: `next` plans its day again,
/// with those sets taken of the logged top set, and a later session of the same date joins it
/// (docs/engine.md, "A session in progress").
struct SessionInProgress: Sendable {
    var session: JournalSession
    var exercises: [ReplayExercise?]
    var position: ProgramPosition
    /// The load of each exercise's logged top set, by catalog id, in the plan's unit.
    var tops: [String: Double]
}

extension Replay {
    /// Plays `session` at its place, unless it is a session in progress: one with a top set
    /// and not yet the sets taken of it, held until the journal's next session shows whether
    /// it is a later part of it (whatever the date `next` plans for). A held session is first
    /// joined by such a part, or played as it is.
    mutating func playHolding(_ session: JournalSession, exercises known: [ReplayExercise?]) {
        if let held = inProgress {
            inProgress = nil
            if session.continues(held.session) {
                var joined = held.session
                joined.exercises += session.exercises
                playHolding(joined, exercises: held.exercises + known)
                return
            }
            play(held.session, exercises: held.exercises, at: held.position)
        }
        guard let placed = place(session, exercises: known) else { return }
        if days.hasLoadsOfToday, let held = heldInProgress(session, exercises: known, at: placed) {
            inProgress = held
            return
        }
        play(session, exercises: known, at: placed)
    }

    /// The replay once the journal is played: a session held in progress stays held (for
    /// `next` to plan its day again) only when it is of the replay's date; one of an earlier
    /// date stopped after its top set and is judged as logged, its missing sets missed.
    func settled() -> Replay {
        guard let held = inProgress, held.session.date != date else { return self }
        var settled = self
        settled.inProgress = nil
        settled.play(held.session, exercises: held.exercises, at: held.position)
        return settled
    }

    /// The session as one in progress at `placed`, or nil when every exercise with sets taken
    /// of today's top set has them all logged (or has no top set logged).
    func heldInProgress(_ session: JournalSession, exercises known: [ReplayExercise?], at placed: ProgramPosition)
        -> SessionInProgress? {
        let (performances, exercises) = Self.joiningRepeats(session.exercises, known)
        var tops: [String: Double] = [:]
        var waiting = false
        for (performance, found) in zip(performances, exercises) {
            guard let found else { continue }
            let id = id(of: found)
            let planned = days.sets(of: id, at: placed)
            guard planned.contains(where: TodayLoads.isOfToday), let exercise = program.catalog.exercise(id: id) else { continue }
            let loads = LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart)
            guard let topIndex = TodayLoads.topIndex(of: performance.sets, loads: loads),
                  let top = TodayLoads.top(of: performance.sets, loads: loads) else { continue }
            tops[id] = top
            // The sets taken of the top set follow it; a second top set is not one of them.
            let wanted = TodayLoads.setsAfterTop(planned.map { ($0.kind == .warmup, $0.kind == .top) },
                                                 at: planned.firstIndex { $0.kind == .top })
            let logged = TodayLoads.setsAfterTop(performance.sets.map { ($0.kind == .warmup, $0.kind == .top) }, at: topIndex)
            if logged < wanted { waiting = true }
        }
        guard waiting else { return nil }
        return SessionInProgress(session: session, exercises: known, position: placed, tops: tops)
    }

    /// An exercise's sets for the session in progress at `position`: those taken of today's
    /// top set given their load off the logged one, with the reason; `taken` is set to the
    /// top set's load and those sets.
    func takenOfToday(_ sets: [SetPrescription], of id: String, at position: ProgramPosition, loads: LoadTool,
                      reasons: inout [String], taken: inout (top: Double, sets: [SetPrescription])?) -> [SetPrescription] {
        guard let held = inProgress, held.position == position, let top = held.tops[id],
              sets.contains(where: TodayLoads.isOfToday) else { return sets }
        reasons.append("\(held.session.date): today's top set, \(loads.mass(top)), logged: the sets taken of it follow it")
        var worked = TodayLoads.taken(sets, top: top, loads: loads)
        taken = (top, zip(sets, worked).filter { TodayLoads.isOfToday($0.0) }.map(\.1))
        if let index = LoadTool.topIndex(worked) { worked[index] = TodayLoads.logged(worked[index], top: top, loads: loads) }
        return worked
    }
}
