import Overload

/// Evaluates a program against a journal: replays the sessions in date order over the plan,
/// runs each exercise's rule, and works out the next session's targets.
///
/// A pure function of its inputs: the compiled program, the journal, the registry and the
/// date. It reads no clock and no file. See docs/engine.md for every rule it follows.
public struct Evaluator: Sendable {
    /// The compiled program.
    public var program: CompiledProgram
    /// The plugins rules may name.
    public var registry: PluginRegistry
    /// Names of the script progressions the program declares or `use`s.
    public var scripts: Set<String>

    /// An evaluator of `program` with `registry`.
    public init(program: CompiledProgram, registry: PluginRegistry, scripts: Set<String> = []) {
        self.program = program
        self.registry = registry
        self.scripts = scripts
    }

    /// What to do next on `date`, and how each target was reached.
    /// - Parameters:
    ///   - since: the first date that counts for the program when it has no `start` line;
    ///     earlier sessions are history only (for e1RM).
    ///   - day: the day to plan instead of the next in order (its first occurrence from there).
    ///   - steps: which judged sessions ``Evaluation/steps`` keeps: every one (for `explain`), or
    ///     each exercise's latest (all the next targets' reasons need, in a fraction of the memory).
    public func evaluate(
        _ journal: Journal, on date: LocalDate, since: LocalDate? = nil, day: String? = nil, steps: StepHistory = .all
    ) -> Evaluation {
        var replay = replay(journal, on: date, since: since, steps: steps)
        let next = replay.next(day: day)
        return Evaluation(next: next, steps: replay.steps, rules: replay.rules, unplaced: replay.unplaced)
    }

    /// The whole plan with the journal's state on `date` applied: every week and day of the
    /// cycle the lifter is in, each exercise's sets as its rule would prescribe them now.
    /// A new version of the snapshot (created by the rules), whose source is the program's.
    public func appliedPlan(_ journal: Journal, on date: LocalDate, since: LocalDate? = nil) -> PlanSnapshot {
        let replay = replay(journal, on: date, since: since, steps: .latest)
        let snapshot = program.snapshot
        let cycle = replay.position?.cycle ?? 1
        var weeks: [PlannedWeek] = []
        for (weekIndex, week) in snapshot.weeks.enumerated() {
            let days = week.days.indices.map { dayIndex in
                replay.targets(at: ProgramPosition(cycle: cycle, weekIndex: weekIndex, dayIndex: dayIndex)).day
            }
            weeks.append(PlannedWeek(number: week.number, kind: week.kind, modifiers: week.modifiers, days: days))
        }
        return snapshot.successor(createdBy: .rules, notes: "the journal's state on \(date) applied", weeks: weeks)
    }

    func replay(_ journal: Journal, on date: LocalDate, since: LocalDate?, steps: StepHistory) -> Replay {
        var replay = Replay(evaluator: self, date: date, keeping: steps)
        let start = program.startDate ?? since
        for session in journal.sessions where session.date <= date {
            let slots = replay.slots(of: session)
            replay.record(history: session, slots: slots)
            if let start, session.date < start { continue }
            replay.play(session, slots: slots)
        }
        return replay
    }
}

/// Which judged sessions an evaluation keeps for ``Evaluation/steps``.
public enum StepHistory: Sendable, Hashable {
    /// Every session of every exercise a rule binds, as `explain` shows them.
    case all
    /// Each exercise's latest step only: the next targets' reasons.
    case latest
}
