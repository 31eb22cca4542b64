import Overload

/// The state of one replay: the position in the program, each rule's state, the history.
///
/// A replay of years meets the same few exercises and days tens of thousands of times, so
/// each exercise is looked up once and then known by its number (its slot), and each day of
/// the plan is read once (``ReplayDay``).
struct Replay {
    let program: CompiledProgram
    let order: ProgramOrder
    let date: LocalDate
    /// Whether every step is kept or each exercise's latest.
    let keeping: StepHistory
    let unit: MassUnit
    let rules: [ResolvedRule]
    /// Each rule as written, built once.
    let ruleTexts: [String]
    /// Every (rule, exercise slot) a rule binds, in the rules' order.
    private(set) var ruleTargets: [(rule: Int, slot: Int)] = []
    /// The exercises met so far, by slot.
    var exercises: [ReplayExercise] = []
    var slotByID: [String: Int] = [:]
    /// The slot of each name as the journal wrote it; nil for a name the catalog lacks.
    var slotByName: [String: Int?] = [:]
    let days: PlanDays
    /// Each day of the plan as the replay reads it, by ``PlanDays/index(_:)``, once it has come up.
    var dayTables: [ReplayDay?]
    var position: ProgramPosition?
    var unplaced: [(date: LocalDate, reason: String)] = []
    var history = E1RMHistory()

    init(evaluator: Evaluator, date: LocalDate, keeping: StepHistory) {
        program = evaluator.program
        order = ProgramOrder(snapshot: evaluator.program.snapshot)
        self.date = date
        self.keeping = keeping
        unit = program.snapshot.unit
        days = PlanDays(order.snapshot)
        dayTables = Array(repeating: nil, count: days.count)
        rules = RuleChecker.resolve(program.progressions, registry: evaluator.registry, scripts: evaluator.scripts).rules
        ruleTexts = rules.map(\.text)
        for (number, rule) in rules.enumerated() {
            for target in rule.binding.targets {
                let slot = slot(ofID: target.exerciseID)
                ruleTargets.append((number, slot))
                // A later rule for the same exercise wins.
                exercises[slot].rule = number
            }
        }
    }

    /// The slot of a catalog id, made the first time the id is met.
    mutating func slot(ofID id: String) -> Int {
        if let slot = slotByID[id] { return slot }
        let exercise = program.catalog.exercise(id: id)
        exercises.append(ReplayExercise(
            id: id, loads: exercise.map { LoadTool(exercise: $0, rounder: program.rounder) },
            programMax: program.maxes.percentBase(id).map { $0.load.value(in: unit) }))
        slotByID[id] = exercises.count - 1
        return exercises.count - 1
    }

    /// The slot of each exercise of a session, nil where the catalog does not know the name.
    mutating func slots(of session: JournalSession) -> [Int?] {
        var slots: [Int?] = []
        slots.reserveCapacity(session.exercises.count)
        for performance in session.exercises {
            if let known = slotByName[performance.name] {
                slots.append(known)
                continue
            }
            let found = program.catalog.resolve(performance.name).exercise.map { slot(ofID: $0.id) }
            slotByName[performance.name] = .some(found)
            slots.append(found)
        }
        return slots
    }

    mutating func record(history session: JournalSession, slots: [Int?]) {
        for (performance, slot) in zip(session.exercises, slots) {
            guard let slot else { continue }
            history.record(performance.sets, of: slot, on: session.date, unit: unit, formula: program.e1rmFormula)
        }
    }

    /// Every judged session of each exercise a rule binds, by exercise id, in date order.
    var steps: [String: [ExplainStep]] {
        var steps: [String: [ExplainStep]] = [:]
        for exercise in exercises where !exercise.steps.isEmpty { steps[exercise.id] = exercise.steps }
        return steps
    }

    /// Places one session in the program and runs the rules of the exercises it did.
    mutating func play(_ session: JournalSession, slots: [Int?]) {
        guard let placed = place(session, slots: slots) else { return }
        enterWeek(placed, on: session.date)
        position = placed
        let calendar = days.calendar(at: placed)
        let day = day(at: placed)
        for (performance, slot) in zip(session.exercises, slots) {
            guard let slot, let ruleNumber = exercises[slot].rule, let loads = exercises[slot].loads,
                  let planned = day.sets(of: slot), !planned.isEmpty else { continue }
            let rule = rules[ruleNumber]
            let exercise = loads.exercise
            let state = exercises[slot].state
            let programMax = exercises[slot].programMax
            let prescribed = rule.plugin.prescribe(PrescribeInput(
                exercise: exercise, planned: planned, state: state, arguments: rule.arguments, calendar: calendar, loads: loads,
                programMax: programMax))
            let judgement = SessionJudge.judge(targets: prescribed, performed: performance.sets, loads: loads)
            let step = rule.plugin.advance(SessionInput(
                date: session.date, calendar: calendar, exercise: exercise, planned: planned, prescribed: prescribed,
                performed: performance.sets, judgement: judgement, state: state, arguments: rule.arguments, loads: loads,
                programMax: programMax, e1rmFormula: program.e1rmFormula))
            exercises[slot].state = step.state
            keep(ExplainStep(
                date: session.date, calendar: calendar, sets: performance.sets, unit: unit, rule: ruleTexts[ruleNumber],
                judgement: judgement, targets: prescribed, changes: step.changes), of: slot)
        }
    }

    /// Where a session goes: its day's first occurrence from the next day on; with no day
    /// name, the next day when they share an exercise. Nil (history only) otherwise.
    mutating func place(_ session: JournalSession, slots: [Int?]) -> ProgramPosition? {
        guard let following = order.next(after: position) else { return nil }
        if let name = session.dayName {
            if let found = days.firstDay(named: name, from: following, order: order) { return found }
            unplaced.append((session.date, "the program has no day \"\(name)\""))
            return nil
        }
        let day = day(at: following)
        if slots.contains(where: { $0.map { day.sets(of: $0) != nil } ?? false }) { return following }
        unplaced.append((session.date, "no day name, and no exercise in common with the next day, \"\(order.day(at: following).name)\""))
        return nil
    }

    /// Lets every rule act on the weeks the program moves into on the way to `target`.
    mutating func enterWeek(_ target: ProgramPosition, on date: LocalDate) {
        let from = position.map { days.calendar(at: $0) }
        let to = days.calendar(at: target)
        if let from, from.cycle == to.cycle, from.week == to.week { return }
        for (number, slot) in ruleTargets {
            guard let loads = exercises[slot].loads else { continue }
            let rule = rules[number]
            let step = rule.plugin.enterWeek(CalendarInput(
                from: from, to: to, exercise: loads.exercise, state: exercises[slot].state, arguments: rule.arguments,
                loads: loads, programMax: exercises[slot].programMax))
            exercises[slot].state = step.state
            guard !step.changes.isEmpty else { continue }
            keep(ExplainStep(
                date: date, calendar: nil, sets: [], unit: unit, rule: ruleTexts[number], judgement: nil,
                targets: [], changes: step.changes), of: slot)
        }
    }

    /// Adds a step to an exercise's, or makes it the only one when only the latest is kept.
    mutating func keep(_ step: ExplainStep, of slot: Int) {
        if keeping == .latest { exercises[slot].steps.removeAll(keepingCapacity: true) }
        exercises[slot].steps.append(step)
    }

    /// The day at `position` as the replay reads it, read from the plan the first time.
    mutating func day(at position: ProgramPosition) -> ReplayDay {
        let index = days.index(position)
        if let known = dayTables[index] { return known }
        var sets: [(slot: Int, sets: [SetPrescription])] = []
        for exercise in order.day(at: position).exercises {
            let slot = slot(ofID: exercise.exerciseID)
            guard let at = sets.firstIndex(where: { $0.slot == slot }) else {
                sets.append((slot, exercise.sets.enumerated().map { $1.withIndex($0) }))
                continue
            }
            for set in exercise.sets { sets[at].sets.append(set.withIndex(sets[at].sets.count)) }
        }
        let day = ReplayDay(sets: sets)
        dayTables[index] = day
        return day
    }

    /// The max the program's percentages of an exercise are taken of, in the plan's unit.
    func programMax(_ id: String) -> Double? {
        program.maxes.percentBase(id).map { $0.load.value(in: unit) }
    }

    /// An exercise's rule state (empty before its rule has seen a session).
    func state(_ id: String) -> PluginState {
        slotByID[id].map { exercises[$0].state } ?? PluginState()
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

/// One exercise a replay has met: looked up once, then kept with its rule's state.
struct ReplayExercise {
    let id: String
    /// Its load tool; nil when the catalog does not know the id.
    let loads: LoadTool?
    /// The max the program's percentages of it are taken of, in the plan's unit.
    let programMax: Double?
    /// The number of the rule that binds it, if one does.
    var rule: Int?
    var state = PluginState()
    var steps: [ExplainStep] = []

    init(id: String, loads: LoadTool?, programMax: Double?) {
        self.id = id
        self.loads = loads
        self.programMax = programMax
    }
}
