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
                targets: [], changes: step.changes, asked: AskedReason.of(step)), of: slot, rule: rule)
        }
        suggestCalendarWeek(entering: entering, on: date)
    }

    /// Adds a judged step to the exercise's steps; with `.latest`, it replaces the ones before
    /// (all but the latest that changed something), except under a rule with an external
    /// plugin, whose request carries every session.
    mutating func keep(_ step: consuming ExplainStep, of slot: Int, rule: ResolvedRule) {
        // The rule's place, for the reasons read later (``ExplainStep/reasonedChanges``): one
        // field, not a write into every change of years of steps.
        step.ruleRange = rule.binding.range
        if step.calendar?.weekKind == .deload, deloadDates.last != step.date { deloadDates.append(step.date) }
        // Most programs have no rule that answers outside: then no step asks its plugin.
        let answersOutside = someAnswerOutside && rule.plugin.answersOutside
        let replaces = switch keeping {
        case .latest: !answersOutside
        // Before the day, as `.latest`; once a step on or after it is kept, every later one is.
        case .from(let day): !answersOutside && step.date < day && Self.keptBefore(day, steps[slot: slot])
        case .all: false
        }
        // Written through the table (``ExerciseTable/subscript(slot:)``), so the array is not
        // shared with a copy and copied when it changes.
        if replaces {
            if let marks = Self.replace(&steps[slot: slot], with: consume step) {
                judgeSteps[slot].keepSpare(marks)
            }
        } else if steps[slot: slot] == nil {
            steps[slot: slot] = [step]
        } else {
            steps[slot: slot]?.append(step)
        }
    }

    /// Whether every step kept (the latest, when any) is before `day`.
    private static func keptBefore(_ day: LocalDate, _ kept: [ExplainStep]?) -> Bool {
        guard let kept, let last = kept.indices.last else { return true }
        return kept[last].date < day
    }

    /// With `.latest`, the latest step, and before it, when that step changed nothing, the
    /// latest one that did: the reason the targets are what they are.
    ///
    /// A replay of years does this for every session of every exercise, so the usual shapes
    /// are written in place: a step that changed something replaces the one kept, and one that
    /// changed nothing replaces the one after the latest that did. ``replacedInFull(_:with:)``
    /// is the rule itself, which the rest takes and the tests hold these to.
    ///
    /// Returns the judgement marks of the step written over, when one was: no step holds them
    /// any longer, and their storage serves the exercise's next judgement
    /// (``SessionJudge/StepMemo/keepSpare(_:)``).
    @discardableResult
    static func replace(_ kept: inout [ExplainStep]?, with step: consuming ExplainStep) -> [SessionJudgement.Mark]? {
        // Taken out and put back: the array stays unshared, so it is written in place.
        guard var steps = kept.take() else {
            kept = [step]
            return nil
        }
        let changed = !step.changes.isEmpty
        let overwritten: Int
        if changed, steps.count == 1 {
            overwritten = 0
        } else if !changed, steps.count == 2, !steps[0].changes.isEmpty, steps[1].changes.isEmpty {
            overwritten = 1
        } else if !changed, steps.count == 1, !steps[0].changes.isEmpty {
            steps.append(consume step)
            kept = consume steps
            return nil
        } else {
            kept = consume steps
            replacedInFull(&kept, with: step)
            return nil
        }
        // Taken out in place before the step is written over (read, the whole step was
        // copied); the rest of the judgement is released here.
        let marks = steps[overwritten].judgement.take()?.marks
        // Moved in (`consume`), not copied: a copy retains the step's arrays and the
        // parameter's own is then released.
        steps[overwritten] = consume step
        kept = consume steps
        return marks
    }

    /// ``replace(_:with:)`` by its rule, for any steps kept.
    static func replacedInFull(_ kept: inout [ExplainStep]?, with step: consuming ExplainStep) {
        var steps = kept.take() ?? []
        let lastChanged = step.changes.isEmpty ? steps.last(where: { !$0.changes.isEmpty }) : nil
        steps.removeAll(keepingCapacity: true)
        if let lastChanged { steps.append(lastChanged) }
        steps.append(step)
        kept = steps
    }
}
