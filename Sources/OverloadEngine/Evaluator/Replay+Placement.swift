import Overload

extension Replay {
    /// Where a session goes: its day's first occurrence from the next day on; with no day
    /// name, the next day when they share an exercise. Nil (history only) otherwise.
    mutating func place(_ session: JournalSession, exercises: [ReplayExercise?]) -> ProgramPosition? {
        guard let following = order.next(after: position) else { return nil }
        // The ids are written out only when needed: most sessions name their day.
        if let name = session.dayName {
            if let found = days.firstDay(named: name, from: following, order: order) { return found }
            unplaced.append(UnplacedSession(
                date: session.date, reason: "the program has no day \"\(name)\"", exerciseIDs: ids(of: exercises),
                dayName: name))
            return nil
        }
        let planned = days.day(at: following).exercises
        let ids = ids(of: exercises)
        if ids.contains(where: { id in planned.contains { $0.id == id } }) { return following }
        unplaced.append(UnplacedSession(
            date: session.date,
            reason: "no day name, and no exercise in common with the next day, \"\(order.day(at: following).name)\"",
            exerciseIDs: ids))
        return nil
    }

    /// The catalog ids of the exercises the catalog knows, in order.
    func ids(of exercises: [ReplayExercise?]) -> [String] { exercises.compactMap { $0.map(id(of:)) } }

    /// Lets every rule act on the weeks the program moves into on the way to `target`.
    mutating func enterWeek(_ target: ProgramPosition, on date: LocalDate) {
        let entering = target
        // A decision may have entered the next session's week already (docs/coaching.md).
        let from = (coaching.enteredAhead ?? position).map { order.calendar(at: $0) }
        let to = order.calendar(at: target)
        if let from, from.cycle == to.cycle, from.week == to.week { return }
        for (number, slot) in ruleTargets where halted[slot: slot] != true {
            guard let known = bound[slot: slot] else { continue }
            // The default step leaves the state as it is (stores an empty one where there was none).
            guard entersWeeks[number] else {
                if states[slot: slot] == nil { states[slot: slot] = PluginState() }
                continue
            }
            let rule = rules[number]
            // A move the plugin leaves alone keeps the state, as its step would (and as
            // settleCalendar passes a step that changes nothing), without building its input.
            guard rule.plugin.entersWeek(from: from, to: to, arguments: rule.arguments) else {
                if states[slot: slot] == nil { states[slot: slot] = PluginState() }
                continue
            }
            let state = states[slot: slot] ?? PluginState()
            // Under `ask`, a change the calendar makes waits for a decision.
            let step = settleCalendar(rule.plugin.enterWeek(CalendarInput(
                from: from, to: to, shared: known.shared, state: state, arguments: rule.arguments,
                loads: known.loads, programMax: known.programMax, e1rmFormula: program.e1rmFormula)), rule: rule, before: state,
                entering: entering, known: known, on: date)
            if halt(slot: slot, step) { continue }
            states[slot: slot] = step.state
            guard !step.changes.isEmpty else { continue }
            keep(ExplainStep(
                date: date, calendar: nil, sets: [], unit: program.snapshot.unit, rule: ruleTexts[number], judgement: nil,
                targets: [], changes: step.changes, asked: AskedReason(step.suggestion)), of: slot, rule: rule)
        }
        suggestCalendarWeek(entering: entering, on: date)
    }

    /// Adds a judged step to the exercise's steps; with `.latest`, it replaces the ones before
    /// (all but the latest that changed something), except under a rule with an external
    /// plugin, whose request carries every session.
}
