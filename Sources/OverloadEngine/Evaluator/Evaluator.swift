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
    ///   - circumstances: how the lifter is before the session: readiness, time, overrides (docs/coaching.md).
    public func evaluate(
        _ journal: Journal, on date: LocalDate, since: LocalDate? = nil, day: String? = nil,
        circumstances: SessionCircumstances = SessionCircumstances()
    ) -> Evaluation {
        var replay = replay(journal, on: date, since: since)
        let next = replay.next(day: day).map { replay.circumstanced(replay.coached($0), circumstances, pain: journal.painFlags) }
        return Evaluation(next: next, steps: replay.steps, rules: replay.rules, unplaced: replay.unplaced,
                          coaching: replay.coachingReport())
    }

    /// The whole plan with the journal's state on `date` applied: every week and day of the
    /// cycle the lifter is in, each exercise's sets as its rule would prescribe them now.
    /// A new version of the snapshot (created by the rules), whose source is the program's.
    public func appliedPlan(_ journal: Journal, on date: LocalDate, since: LocalDate? = nil) -> PlanSnapshot {
        let replay = replay(journal, on: date, since: since)
        return replay.appliedSnapshot(notes: "the journal's state on \(date) applied")
    }

    func replay(_ journal: Journal, on date: LocalDate, since: LocalDate?) -> Replay {
        var replay = Replay(evaluator: self, date: date)
        let start = program.startDate ?? since
        for entry in journal.entries where entry.date <= date {
            switch entry {
            case .session(let session):
                replay.record(history: session)
                if let start, session.date < start { continue }
                replay.play(session)
            case .decision(let decision):
                replay.decide(decision)
            case .pain, .resolved, .note, .bodyweight:
                continue
            }
        }
        return replay
    }
}

/// The state of one replay: the position in the program, each rule's state, the history.
struct Replay {
    let program: CompiledProgram
    let order: ProgramOrder
    let date: LocalDate
    let rules: [ResolvedRule]
    /// The rule of each exercise id.
    let ruleIndex: [String: Int]
    var states: [String: PluginState] = [:]
    var position: ProgramPosition?
    var steps: [String: [ExplainStep]] = [:]
    var unplaced: [(date: LocalDate, reason: String)] = []
    var history = E1RMHistory()
    var exerciseIDs: [String: String?] = [:]
    var coaching = CoachingLedger()

    init(evaluator: Evaluator, date: LocalDate) {
        program = evaluator.program
        order = ProgramOrder(snapshot: evaluator.program.snapshot)
        self.date = date
        rules = RuleChecker.resolve(program.progressions, registry: evaluator.registry, scripts: evaluator.scripts).rules
        var index: [String: Int] = [:]
        for (number, rule) in rules.enumerated() {
            for target in rule.binding.targets { index[target.exerciseID] = number }
        }
        ruleIndex = index
    }

    /// The catalog id of a name as the journal wrote it, looked up once.
    mutating func exerciseID(_ name: String) -> String? {
        if let known = exerciseIDs[name] { return known }
        let id = program.catalog.resolve(name).exercise?.id
        exerciseIDs[name] = .some(id)
        return id
    }

    mutating func record(history session: JournalSession) {
        for performance in session.exercises {
            guard let id = exerciseID(performance.name) else { continue }
            history.record(performance.sets, of: id, on: session.date, unit: program.snapshot.unit, formula: program.e1rmFormula)
        }
    }

    /// Places one session in the program and runs the rules of the exercises it did.
    mutating func play(_ session: JournalSession) {
        let ids = session.exercises.map { exerciseID($0.name) }
        guard let placed = place(session, ids: ids) else { return }
        enterWeek(placed, on: session.date)
        position = placed
        let calendar = order.calendar(at: placed)
        let day = order.day(at: placed)
        for (performance, id) in zip(session.exercises, ids) {
            guard let id, let ruleNumber = ruleIndex[id], let exercise = program.catalog.exercise(id: id) else { continue }
            let planned = Self.sets(of: id, in: day)
            guard !planned.isEmpty else { continue }
            let rule = rules[ruleNumber]
            let loads = LoadTool(exercise: exercise, rounder: program.rounder)
            let state = states[id] ?? PluginState()
            let input = PrescribeInput(
                exercise: exercise, planned: planned, state: state, arguments: rule.arguments, calendar: calendar, loads: loads,
                programMax: programMax(id))
            let prescribed = rule.plugin.prescribe(input)
            // A session under an override is judged against its adjusted targets (docs/coaching.md).
            let judged = OverrideTargets.apply(session.overrides, to: prescribed, loads: loads)
            let judgement = SessionJudge.judge(targets: judged, performed: performance.sets, loads: loads)
            let step = rule.plugin.advance(SessionInput(
                date: session.date, calendar: calendar, exercise: exercise, planned: planned, prescribed: prescribed,
                performed: performance.sets, judgement: judgement, state: state, arguments: rule.arguments, loads: loads,
                programMax: programMax(id), e1rmFormula: program.e1rmFormula))
            let settled = settle(step, rule: rule, input: input, prescribed: prescribed, session: session, performance: performance,
                                 judgement: judgement)
            states[id] = settled.state
            steps[id, default: []].append(ExplainStep(
                date: session.date, calendar: calendar, sets: performance.sets, unit: program.snapshot.unit, rule: rule.text,
                judgement: judgement, targets: judged, changes: settled.changes))
        }
    }

    /// Where a session goes: its day's first occurrence from the next day on; with no day
    /// name, the next day when they share an exercise. Nil (history only) otherwise.
    mutating func place(_ session: JournalSession, ids: [String?]) -> ProgramPosition? {
        guard let following = order.next(after: position) else { return nil }
        if let name = session.dayName {
            if let found = order.firstDay(named: name, from: following) { return found }
            unplaced.append((session.date, "the program has no day \"\(name)\""))
            return nil
        }
        let planned = Set(order.day(at: following).exercises.map(\.exerciseID))
        if ids.contains(where: { $0.map(planned.contains) ?? false }) { return following }
        unplaced.append((session.date, "no day name, and no exercise in common with the next day, \"\(order.day(at: following).name)\""))
        return nil
    }

    /// Lets every rule act on the weeks the program moves into on the way to `target`.
    mutating func enterWeek(_ target: ProgramPosition, on date: LocalDate) {
        let from = position.map { order.calendar(at: $0) }
        let to = order.calendar(at: target)
        if let from, from.cycle == to.cycle, from.week == to.week { return }
        for rule in rules {
            for target in rule.binding.targets {
                guard let exercise = program.catalog.exercise(id: target.exerciseID) else { continue }
                let state = states[target.exerciseID] ?? PluginState()
                let step = rule.plugin.enterWeek(CalendarInput(
                    from: from, to: to, exercise: exercise, state: state, arguments: rule.arguments,
                    loads: LoadTool(exercise: exercise, rounder: program.rounder), programMax: programMax(target.exerciseID)))
                states[target.exerciseID] = step.state
                guard !step.changes.isEmpty else { continue }
                steps[target.exerciseID, default: []].append(ExplainStep(
                    date: date, calendar: nil, sets: [], unit: program.snapshot.unit, rule: rule.text, judgement: nil,
                    targets: [], changes: step.changes))
            }
        }
    }

    /// The max the program's percentages of an exercise are taken of, in the plan's unit.
    func programMax(_ id: String) -> Double? {
        program.maxes.percentBase(id).map { $0.load.value(in: program.snapshot.unit) }
    }

    /// Every set a day prescribes for an exercise, its lines joined, numbered from 0.
    static func sets(of id: String, in day: PlannedDay) -> [SetPrescription] {
        var sets: [SetPrescription] = []
        for exercise in day.exercises where exercise.exerciseID == id {
            for set in exercise.sets { sets.append(set.withIndex(sets.count)) }
        }
        return sets
    }
}
