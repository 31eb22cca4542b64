import Overload

/// The coaching loop on the program's calendar: a rule with `ask` whose state moves when the
/// program enters a week (`tm +5lb every cycle`, `nsuns`, `block`) suggests the change
/// instead of making it, as a session's step does (docs/coaching.md).
extension Replay {
    /// A rule's step on entering the week of `target`, as the coaching loop lets it act:
    /// unchanged when neither the rule (`ask`) nor the step (a script's `suggest`) asks, or
    /// when the step moves no target; otherwise the targets stay, counts still run, and the
    /// held values wait in suggestions, dated `date`.
    mutating func settleCalendar(
        _ step: PluginStep, rule: ResolvedRule, before state: PluginState, entering target: ProgramPosition,
        known: BoundExercise, on date: LocalDate
    ) -> PluginStep {
        let id = known.exercise.id
        guard rule.asks || step.asks, !step.hasFailed, step.state != state, let (position, planned) = firstSets(of: id, inWeekOf: target)
        else { return step }
        let calendar = order.calendar(at: position)
        func prescribe(_ state: PluginState) -> [SetPrescription] {
            rule.plugin.prescribe(PrescribeInput(
                exercise: known.exercise, planned: planned, state: state, arguments: arguments(of: rule, for: id, at: calendar),
                calendar: calendar, loads: known.loads, programMax: known.programMax))
        }
        let before = prescribe(state)
        let proposed = prescribe(step.state)
        let changes = TargetDiff.changes(from: before, to: proposed, loads: known.loads)
        guard !changes.isEmpty else { return step }
        let (held, pending) = Self.hold(step.state, back: state, keeping: before, prescribe: prescribe)
        let entered = order.calendar(at: target)
        record(changes, of: known.exercise, rule: rule, prescribed: before, proposed: proposed, pending: pending,
               why: step.suggestion ?? step.changes.last?.why ?? .text("the rule's step on the calendar"),
               grounds: .calendar(date: date, week: entered.week, cycle: entered.cycle))
        return PluginStep(state: held, changes: Self.markSuggested(step.changes, changes), suggestion: step.suggestion)
    }

    /// The first day of `target`'s week, from `target` on (then from the week's start), that
    /// prescribes the exercise, with its sets.
    func firstSets(of id: String, inWeekOf target: ProgramPosition) -> (ProgramPosition, [SetPrescription])? {
        let count = order.week(at: target).days.count
        for offset in 0..<count {
            var position = target
            position.dayIndex = (target.dayIndex + offset) % count
            let sets = days.sets(of: id, at: position)
            if !sets.isEmpty { return (position, sets) }
        }
        return nil
    }

    /// Before a decision that answers no open suggestion: enters the week of the next session
    /// when it is a new one, so that the changes the calendar suggests there (a new cycle's
    /// training max) can be decided before that session, as `next` shows them. True when it did.
    mutating func enterNextWeekAhead(on date: LocalDate) -> Bool {
        guard coaching.enteredAhead == nil, let next = order.next(after: position) else { return false }
        if let position, order.calendar(at: position).absoluteWeek == order.calendar(at: next).absoluteWeek { return false }
        enterWeek(next, on: date)
        coaching.enteredAhead = next
        return true
    }

    /// The arguments a rule runs with for an exercise in a week: under `ask`, a phrase that
    /// acts on the calendar (`deload every 8 weeks`) is left out of a week whose change was not accepted.
    /// The session loop reads `rule.arguments` itself for a rule with nothing held back, as
    /// this guard's first test does, to spare the call (`Replay.play`).
    func arguments(of rule: ResolvedRule, for id: String, at calendar: ProgramCalendar) -> RuleArguments {
        guard let held = rule.calendarHeld, coaching.calendarAccepted[id]?.contains(calendar.absoluteWeek) != true else {
            return rule.arguments
        }
        return held
    }

    /// On entering the week of `target`: each rule with `ask` whose phrase acting on the
    /// calendar changes that week's targets (an automatic deload week) suggests the change,
    /// which waits for a decision. An undecided one of a week gone by lapses (kept as `replaced`).
    mutating func suggestCalendarWeek(entering target: ProgramPosition, on date: LocalDate) {
        let entered = order.calendar(at: target)
        for index in coaching.report.suggestions.indices {
            guard let week = coaching.report.suggestions[index].calendarWeek, week < entered.absoluteWeek,
                  coaching.report.suggestions[index].status.isOpen else { continue }
            coaching.report.suggestions[index].status = .replaced
        }
        for rule in rules where rule.asks {
            guard let held = rule.calendarHeld else { continue }
            for bound in rule.binding.targets {
                let id = bound.exerciseID
                guard let slot = ruleIndex.slots[id], halted[slot: slot] != true, let known = self.bound[slot: slot],
                      let (position, planned) = firstSets(of: id, inWeekOf: target)
                else { continue }
                let calendar = order.calendar(at: position)
                func prescribe(_ arguments: RuleArguments) -> [SetPrescription] {
                    rule.plugin.prescribe(PrescribeInput(
                        exercise: known.exercise, planned: planned, state: states[slot: slot] ?? PluginState(), arguments: arguments,
                        calendar: calendar, loads: known.loads, programMax: known.programMax))
                }
                let before = prescribe(held)
                let after = prescribe(rule.arguments)
                let changes = TargetDiff.changes(from: before, to: after, loads: known.loads)
                guard !changes.isEmpty else { continue }
                let by = rule.calendarClauses
                record(changes, of: known.exercise, rule: rule, prescribed: before, proposed: after, pending: [:],
                       why: Reason(.calendarChange(week: entered.absoluteWeek, by: by)),
                       grounds: .calendar(date: date, week: entered.week, cycle: entered.cycle))
                let count = coaching.report.suggestions.count
                for index in (count - changes.count)..<count { coaching.report.suggestions[index].calendarWeek = entered.absoluteWeek }
                let asked = changes.map(\.text).joined(separator: ", ")
                keep(ExplainStep(
                    date: date, calendar: nil, sets: [], unit: program.snapshot.unit, rule: rule.text, judgement: nil, targets: [],
                    changes: [StateChange("week \(entered.absoluteWeek)", from: nil, to: "as planned",
                                          because: Reason(.calendarWouldChange(by: by), .waitsForDecision(changes: asked, calibrated: false)))]),
                     of: slot, rule: rule)
            }
        }
    }
}
