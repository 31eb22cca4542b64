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
    /// Runs the program's external plugins; nil (the default) runs none, and each such rule's
    /// fallback answers with a warning that says how to allow them.
    public var runner: ExternalRunner?
    /// The program's rules as its check resolved them (``ProgramWorkspace``); nil resolves
    /// them for each replay.
    var resolvedRules: [ResolvedRule]?

    /// An evaluator of `program` with `registry`.
    public init(program: CompiledProgram, registry: PluginRegistry, scripts: Set<String> = [], runner: ExternalRunner? = nil) {
        self.program = program
        self.registry = registry
        self.scripts = scripts
        self.runner = runner
    }

    /// What to do next on `date`, and how each target was reached.
    /// - Parameters:
    ///   - since: the first date that counts for the program when it has no `start` line;
    ///     earlier sessions are history only (for e1RM).
    ///   - day: the day to plan instead of the next in order (its first occurrence from there).
    ///   - circumstances: how the lifter is before the session: readiness, time, overrides
    ///     (docs/coaching.md); what it leaves out is read from a check-in on `date` (a session with no sets).
    ///   - steps: which judged sessions ``Evaluation/steps`` keeps: every one (for `explain`), or
    ///     each exercise's latest (all the next targets' reasons need, in a fraction of the memory).
    public func evaluate(
        _ journal: Journal, on date: LocalDate, since: LocalDate? = nil, day: String? = nil,
        circumstances: SessionCircumstances = SessionCircumstances(), steps: StepHistory = .all
    ) -> Evaluation {
        var run = replaying(on: date, since: since, steps: steps)
        run.play(journal.entries)
        return run.evaluation(of: journal, day: day, circumstances: circumstances)
    }

    /// The whole plan with the journal's state on `date` applied: every week and day of
    /// `cycle` (the cycle the lifter is in when nil), each exercise's sets as its rule would
    /// prescribe them. Days up to the lifter's position show the rules' state now; later days
    /// show it as the rules that move on the calendar would leave it if every session until
    /// then were made (``ProgressionPlugin/movesOnCalendar``). A new version of the snapshot
    /// (created by the rules), whose source is the program's.
    public func appliedPlan(_ journal: Journal, on date: LocalDate, since: LocalDate? = nil, cycle: Int? = nil) -> PlanSnapshot {
        appliedPlanWithWarnings(journal, on: date, since: since, cycle: cycle).plan
    }

    /// ``appliedPlan(_:on:since:cycle:)``, the warnings of the next session's targets, and the
    /// rules that stopped with an error on the way (a script's runtime error), which
    /// `plan --journal` reports as `next` does. An external plugin answers for the next
    /// session only, so it is asked for that day (when the cycle shown holds it), once per
    /// exercise; the exercise's other days show its fallback's targets.
    public func appliedPlanWithWarnings(_ journal: Journal, on date: LocalDate, since: LocalDate? = nil, cycle: Int? = nil)
        -> (plan: PlanSnapshot, warnings: [String], failures: [PluginFailure], unplaced: [UnplacedSession]) {
        appliedPlanWithWarnings(replayed: replay(journal, on: date, since: since, steps: .latest), on: date, cycle: cycle)
    }

    /// ``appliedPlanWithWarnings(_:on:since:cycle:)`` from a replay of the journal already
    /// played (each exercise's latest step kept).
    func appliedPlanWithWarnings(replayed played: Replay, on date: LocalDate, cycle: Int?)
        -> (plan: PlanSnapshot, warnings: [String], failures: [PluginFailure], unplaced: [UnplacedSession]) {
        let replay = played.settled()
        let shown = cycle ?? replay.position?.cycle ?? 1
        var projection = replay
        let ahead = projection.project(through: shown, on: date) { replay, position in replay.targets(at: position, askExternal: false).day }
        // The next session's day, shown in the lifter's cycle even when it starts the next one.
        let next = replay.order.next(after: replay.position).map {
            ProgramPosition(cycle: replay.position?.cycle ?? 1, weekIndex: $0.weekIndex, dayIndex: $0.dayIndex)
        }
        var warnings: [String] = []
        let weeks = planWeeks { position in
            let position = ProgramPosition(cycle: shown, weekIndex: position.weekIndex, dayIndex: position.dayIndex)
            if position == next {
                let targets = replay.targets(at: position, askExternal: true)
                warnings += targets.exercises.flatMap(\.warnings)
                return targets.day
            }
            return ahead[position] ?? replay.targets(at: position, askExternal: false).day
        }
        let plan = replay.appliedSnapshot(notes: "the journal's state on \(date) applied", weeks: weeks)
        return (plan, warnings, projection.failures, replay.unplaced)
    }

    /// The plan of `cycle` as the program would run from its first day if every session were
    /// made: the rules that move on the calendar (``ProgressionPlugin/movesOnCalendar``, the
    /// `tm` rules) change the loads of later weeks and cycles, through their own plugins;
    /// every other line is the program's own. The program's snapshot itself when nothing
    /// changes (cycle 1 of a program whose rules move each cycle); otherwise a new version,
    /// created by the rules.
    public func projectedPlan(cycle: Int = 1) -> PlanSnapshot {
        // No session is logged: the date only labels the replay's steps, which nobody reads here.
        guard let date = program.startDate ?? LocalDate(year: 2000, month: 1, day: 1) else { return program.snapshot }
        var replay = Replay(evaluator: self, date: date)
        let days = replay.project(through: cycle, on: date) { replay, position in replay.calendarDay(at: position) }
        let weeks = planWeeks { position in
            days[ProgramPosition(cycle: cycle, weekIndex: position.weekIndex, dayIndex: position.dayIndex)]
                ?? program.snapshot.weeks[position.weekIndex].days[position.dayIndex]
        }
        guard weeks != program.snapshot.weeks else { return program.snapshot }
        let notes = "cycle \(cycle) as the rules would run it if every session were made"
        return program.snapshot.successor(createdBy: .rules, notes: notes, weeks: weeks)
    }

    /// The program's weeks with each day made by `day`, given its week and day index.
    private func planWeeks(_ day: (ProgramPosition) -> PlannedDay) -> [PlannedWeek] {
        program.snapshot.weeks.enumerated().map { weekIndex, week in
            let days = week.days.indices.map { day(ProgramPosition(cycle: 1, weekIndex: weekIndex, dayIndex: $0)) }
            return PlannedWeek(number: week.number, kind: week.kind, modifiers: week.modifiers, days: days)
        }
    }

    func replay(_ journal: Journal, on date: LocalDate, since: LocalDate?, steps: StepHistory) -> Replay {
        var run = replaying(on: date, since: since, steps: steps)
        run.play(journal.entries)
        return run.replay
    }
}

/// The state of one replay: the position in the program, each rule's state, the history.
struct Replay: Sendable {
    let program: CompiledProgram
    let order: ProgramOrder
    let date: LocalDate
    let rules: [ResolvedRule]
    /// Each rule's ``ResolvedRule/text``, built once: every judged step quotes it.
    let ruleTexts: [String]
    /// The rule of each exercise (the last rule that binds it).
    let ruleIndex: ExerciseTable<Int>
    /// Every exercise each rule binds, by slot, in the rules' order: what a new week runs.
    let ruleTargets: [(rule: Int, slot: Int)]
    /// Whether each rule's plugin acts on a new week (``ProgressionPlugin/entersWeeks``).
    let entersWeeks: [Bool]
    /// Whether any rule's plugin answers outside the replay (``ProgressionPlugin/answersOutside``).
    let someAnswerOutside: Bool
    /// The plan's days with each exercise's sets, read once.
    let days: ReplayDays
    /// Each exercise a rule binds: its catalog entry, load tool and program max, looked
    /// up once instead of for every session and every new week.
    let bound: ExerciseTable<BoundExercise>
    var states: ExerciseTable<PluginState>
    var position: ProgramPosition?
    var steps: ExerciseTable<[ExplainStep]>
    /// Which steps `steps` keeps.
    let keeping: StepHistory
    /// The date of each judged session in a deload week, whichever steps are kept: what the
    /// report's e1RM charts shade.
    var deloadDates: [LocalDate] = []
    var unplaced: [UnplacedSession] = []
    /// Days passed over without a session, the latest ``NotLoggedDay/kept`` of them.
    var notLogged: [NotLoggedDay] = []
    /// The latest dates trained on, for the gap before a session (``Layoff``).
    var trained = TrainingDates()
    var history = E1RMHistory()
    /// Each name as the journal wrote it, looked up once: nil for a name the catalog lacks.
    var names: [String: ReplayExercise?] = [:]
    /// `names` by each name's bytes, looked up first (``NameTable``).
    var nameCache = NameTable<ReplayExercise?>()
    /// The latest session's names and their exercises, handed out again to a session that names the same.
    var latestNamed = NamedExercises()
    /// Plugins that could not answer (a script's runtime error), in the order met; the rule
    /// then runs no further for that exercise (`halted`).
    var failures: [PluginFailure] = []
    var halted: ExerciseTable<Bool>
    /// Each exercise's smallest steps above the target loads its judgements asked for, by
    /// slot: a plain array, so that a judgement is given its exercise's memo in place.
    var judgeSteps: [SessionJudge.StepMemo]
    /// Runs external plugins; nil when the user has not allowed them.
    let runner: ExternalRunner?
    var coaching = CoachingLedger()
    /// The session of the replay's date still in progress, held for `next` (``SessionInProgress``).
    var inProgress: SessionInProgress?
    /// The latest session given, held until the journal's next entry shows whether it is a
    /// later part of it (``JournalSession/continues(_:)``).
    var unfinished: UnfinishedSession?

    init(evaluator: Evaluator, date: LocalDate, keeping: StepHistory = .all) {
        program = evaluator.program
        self.keeping = keeping
        runner = evaluator.runner
        order = ProgramOrder(snapshot: evaluator.program.snapshot)
        self.date = date
        rules = evaluator.resolvedRules
            ?? RuleChecker.resolve(program.progressions, registry: evaluator.registry, scripts: evaluator.scripts).rules
        ruleTexts = rules.map(\.text)
        entersWeeks = rules.map(\.plugin.entersWeeks)
        someAnswerOutside = rules.contains { $0.plugin.answersOutside }
        // Each exercise a rule binds gets a slot, in the order the rules name them.
        var slots: [String: Int] = [:]
        var targets: [(rule: Int, slot: Int)] = []
        for (number, rule) in rules.enumerated() {
            for target in rule.binding.targets {
                let slot = slots[target.exerciseID] ?? slots.count
                slots[target.exerciseID] = slot
                targets.append((number, slot))
            }
        }
        ruleTargets = targets
        days = ReplayDays(evaluator.program.snapshot, slots: slots)
        var index = ExerciseTable<Int>(slots: slots)
        // A later rule for the same exercise wins.
        for (rule, slot) in targets { index[slot: slot] = rule }
        ruleIndex = index
        var bound = ExerciseTable<BoundExercise>(slots: slots)
        for (id, slot) in slots {
            guard let exercise = evaluator.program.catalog.exercise(id: id), let rule = index[slot: slot] else { continue }
            bound[slot: slot] = BoundExercise(
                exercise: exercise, loads: LoadTool(exercise: exercise, rounder: evaluator.program.rounder, rpeChart: evaluator.program.rpeChart),
                programMax: Self.programMax(id, in: evaluator.program), rule: rules[rule])
        }
        self.bound = bound
        states = ExerciseTable(slots: slots)
        steps = ExerciseTable(slots: slots)
        halted = ExerciseTable(slots: slots)
        judgeSteps = Array(repeating: SessionJudge.StepMemo(keepingSteps: true), count: slots.count)
    }

    /// The exercise of a name as the journal wrote it, looked up once.
    mutating func exercise(named name: String) -> ReplayExercise? {
        exercise(key: name) { $0.resolve(name).exercise }
    }

    /// The exercise a line of distance or time only names (`row 6000m in 25:00`), read as the
    /// compiler reads the program's `row 1x6000m`: the rowing machine, not the barbell row.
    mutating func distanceWorkExercise(named name: String) -> ReplayExercise? {
        // A key no name the journal writes can be: names hold no control characters.
        exercise(key: "\u{1}" + name) { $0.resolveForDistanceWork(name) }
    }

    private mutating func exercise(key: String, resolve: (ExerciseCatalog) -> Exercise?) -> ReplayExercise? {
        if let known = nameCache.value(for: key) { return known }
        let found: ReplayExercise?
        if let known = names[key] {
            found = known
        } else {
            found = resolve(program.catalog).map { exercise in
                let shared = history.slot(exercise.historyID)
                // A rung keeps its own history and records; its sessions move the ladder's rule.
                if let (ladder, index) = program.ladders.rungs[exercise.id] {
                    return ReplayExercise(slot: ruleIndex.slots[ladder], history: shared, identity: history.slot(ladder), rung: index)
                }
                return ReplayExercise(slot: ruleIndex.slots[exercise.id], history: shared,
                                      identity: exercise.parentID == nil ? shared : history.slot(exercise.id))
            }
            names[key] = .some(found)
        }
        nameCache.insert(found, for: key)
        return found
    }

    /// The catalog id of a name as the journal wrote it, looked up once.
    mutating func exerciseID(_ name: String) -> String? {
        exercise(named: name).map { history.id(ofSlot: $0.identity) }
    }

    /// The catalog id of an exercise the replay looked up (a labelled use's own).
    func id(of exercise: ReplayExercise) -> String { history.id(ofSlot: exercise.identity) }

    mutating func record(history session: JournalSession, exercises: [ReplayExercise?]) {
        trained.note(session)
        let unit = program.snapshot.unit
        let formula = program.e1rmFormula
        let day = session.date.daysSinceEpoch
        for index in exercises.indices {
            guard let slot = exercises[index]?.history else { continue }
            history.record(session.exercises[index].sets, slot: slot, on: session.date, day: day, unit: unit, formula: formula,
                           chart: program.rpeChart)
        }
    }

    /// Runs the rules of the exercises a session placed at `placed` did.
    mutating func play(_ session: JournalSession, exercises known: [ReplayExercise?], at placed: ProgramPosition) {
        notePassedOver(to: placed, on: session.date)
        enterWeek(placed, on: session.date)
        position = placed
        coaching.enteredAhead = nil
        let calendar = order.calendar(at: placed)
        // The gap before the session, the same for each of its exercises.
        let daysOff = trained.gap(before: session.date)
        // An exercise on two lines of a session (warm-ups, then work sets) is one performance:
        // its rule runs once, on every set (docs/engine.md).
        let (performances, exercises) = Self.joiningRepeats(session.exercises, known)
        // By index: an element of the zipped pair was a copy of the performance, its name,
        // note and sets retained and released for every exercise.
        for index in performances.indices {
            guard let found = exercises[index], let slot = found.slot, halted[slot: slot] != true,
                  let ruleNumber = ruleIndex[slot: slot], let known = bound[slot: slot] else { continue }
            // By slot: the exercise's slot is that of its id (a rung's, the ladder's).
            let planned = days.sets(ofSlot: slot, at: placed)
            guard !planned.isEmpty else { continue }
            let performed = performances[index].sets
            let rule = rules[ruleNumber]
            // Read in place from the exercise's bound parts: `rule.plugin` is a copy.
            let plugin = known.plugin
            let ruleText = ruleTexts[ruleNumber]
            let loads = known.loads
            var state = states[slot: slot] ?? PluginState()
            if let rung = found.rung { onRung(rung, of: id(of: found), state: &state) }
            // Under `ask`, a deload week waits for its decision (docs/coaching.md). A rule with
            // no phrase held back runs with its own arguments, asked without a call on the
            // whole replay (a non-mutating call from here copied all of it, 1.8 kB, each time).
            let arguments = rule.calendarHeld == nil ? rule.arguments : arguments(of: rule, for: id(of: found), at: calendar)
            let input = PrescribeInput(
                shared: known.shared, planned: planned, state: state, arguments: arguments, calendar: calendar, loads: loads,
                programMax: known.programMax)
            // Sets taken of today's top set are judged against the top set logged.
            let prescribed = TodayLoads.judged(plugin.prescribe(input), performed: performed, loads: loads)
            // A session under an override or of low readiness is judged under it (docs/coaching.md).
            var judged = JudgedSession.judge(session, prescribed: prescribed, performed: performed, loads: loads,
                                             daysOff: daysOff, steps: &judgeSteps[slot])
            // A deload week is for recovery, not a test: its lighter sessions neither raise
            // the targets nor count as failures.
            guard !calendar.holdsRules else {
                keep(ExplainStep(
                    date: session.date, calendar: calendar, sets: performed, unit: program.snapshot.unit,
                    rule: ruleText, judgement: judged.judgement, targets: judged.targets,
                    changes: [StateChange("rule", from: nil, to: "holds", because: Reason(.deloadWeek))]),
                     of: slot, rule: rule)
                continue
            }
            // The prescribe input's parts move into the session's, and the judgement, the
            // session's calendar and sets, the targets and the step's changes and state into
            // the step and state kept (``Swift/Array/movedOut()``): each copied, its references
            // were retained for the copy and released with the value it came from.
            var given = SessionInput(consume input, date: session.date, prescribed: prescribed, performed: performed,
                                     judgement: judged.judgement.movedOut(), e1rmFormula: program.e1rmFormula)
            var step = plugin.advance(given)
            if halt(slot: slot, step) { continue }
            if let settled = settle(step, rule: rule, mayAsk: known.mayAsk, given: given, session: session, judged: judged) {
                step = settled
            }
            let asked = AskedReason.of(step)
            store(&step.state, slot: slot)
            keep(ExplainStep(moving: &given, unit: program.snapshot.unit, rule: ruleText, targets: judged.targets.movedOut(),
                             changes: step.changes.movedOut(), asked: asked),
                 of: slot, rule: rule)
        }
    }

    /// Keeps `state` as the rule's state of the exercise in `slot`, swapped with the one kept
    /// before, which `state` then holds: moved both ways, neither is retained for a copy.
    mutating func store(_ state: inout PluginState, slot: Int) {
        guard states[slot: slot] != nil else {
            states[slot: slot] = state
            return
        }
        // Checked above: the slot holds a state.
        swap(&states[slot: slot]!, &state)
    }

    /// Records a plugin's failure and stops its rule for the exercise; false when it answered.
    mutating func halt(slot: Int, _ step: PluginStep) -> Bool {
        // Asked first without copying the failure out: almost every step answers.
        guard step.hasFailed, let failure = step.failure else { return false }
        failures.append(failure)
        halted[slot: slot] = true
        return true
    }

    /// The id an exercise's history is kept under: its parent's for a labelled use.
    func historyID(of id: String) -> String { program.catalog.exercise(id: id)?.historyID ?? id }

    /// The max the program's percentages of an exercise are taken of, in the plan's unit.
    func programMax(_ id: String) -> Double? { Self.programMax(id, in: program) }

    static func programMax(_ id: String, in program: CompiledProgram) -> Double? {
        // A labelled use's percentages are of its parent's max.
        let maxID = program.catalog.exercise(id: id)?.historyID ?? id
        return program.maxes.percentBase(maxID).map { $0.load.value(in: program.snapshot.unit) }
    }
}
