import Overload

/// The coaching loop's part of a replay: what it remembers besides the rules' states.
struct CoachingLedger {
    /// Suggestions, versions, calibration: what the replay reports.
    var report = CoachingReport()
    /// Whether a session was played since the current version was made: accepts of one
    /// day with no session between them make one version, as VillainArc's bundle does.
    var playedSinceVersion = true
    /// The next session's position, when a decision entered its week before it was played
    /// (``Replay/enterNextWeekAhead(on:)``): that week is not entered again.
    var enteredAhead: ProgramPosition?
    /// The weeks of the program (``ProgramCalendar/absoluteWeek``) whose calendar change (a
    /// deload week) the lifter accepted, by exercise id.
    var calendarAccepted: [String: Set<Int>] = [:]
}

extension Replay {
    /// A rule's step after one session, as the coaching loop lets it act. A rule without
    /// `ask` acts at once. A rule with `ask`, or a step that asks (a script's `suggest`), whose
    /// step would change the targets suggests the changes instead: the targets stay, counts
    /// the targets do not show (failures in a row) still run, and the held values wait in the
    /// suggestions for a decision. Nil when the step acts as it is (most steps): returned, it
    /// was a copy of the step, retaining its state and changes, that the caller then freed.
    /// `given` is what the rule's ``ProgressionPlugin/advance(_:)`` was given, and holds the
    /// session's judgement, which `judged` may no longer. `mayAsk` is whether the rule asks
    /// or its plugin may (``BoundExercise/mayAsk``), worked out once for the replay.
    mutating func settle(
        _ step: PluginStep, rule: ResolvedRule, mayAsk: Bool, given: SessionInput, session: JournalSession, judged: JudgedSession
    ) -> PluginStep? {
        coaching.playedSinceVersion = true
        // Most steps: no `ask`, no suggestion, an ordinary session. Asked first, before any
        // reason is copied out of the step.
        guard mayAsk || step.asks || !judged.excuses.isEmpty else { return nil }
        // The replay moved the judgement into `given` (``Replay/play(_:exercises:at:)``): put
        // back for the rarer steps that read it.
        var judged = judged
        judged.judgement = given.judgement
        let input = given.prescribing
        let prescribed = given.prescribed
        let performed = given.performed
        let asks = rule.asks || step.asks
        let outcomes = rule.asks || rule.plugin.mayAsk
            ? judgeOutcomes(input, calibrating: rule.calibration, session: session, judged: judged, performed: performed)
            : []
        if !judged.excuses.isEmpty {
            // Judged against the adjusted targets, the session neither fails nor passes the plan's own.
            let verdict: Reason.Cause? = judged.judgement.isSuccess ? nil : (judged.judgement.firstMiss ?? .missed)
            let excuse: Reason.Excuse = judged.overridden ? .override : judged.isReturn ? .layoffReturn : .lowReadiness
            return PluginStep(state: input.state, changes: outcomes + [StateChange(
                "targets", from: nil, to: "kept",
                because: Reason(.underCircumstances(verdict, circumstances: judged.circumstances(of: session)), .doesNotCount(excuse)))])
        }
        guard asks else { return nil }
        let id = input.exercise.id
        func prescribe(_ state: PluginState) -> [SetPrescription] {
            var probe = input
            probe.state = state
            return rule.plugin.prescribe(probe)
        }
        var proposed = prescribe(step.state)
        var changes = TargetDiff.changes(from: prescribed, to: proposed, loads: input.loads)
        guard !changes.isEmpty else { return PluginStep(state: step.state, changes: outcomes + step.changes, suggestion: step.suggestion) }
        var (held, pending) = Self.hold(step.state, back: input.state, keeping: prescribed, prescribe: prescribe)
        let why = step.suggestion ?? step.changes.last?.why ?? .text("the rule's step")
        var calibrationUsed: SuggestionCalibration?
        if let raise = changes.first(where: { $0.kind == .increaseWeight }), let delta = raise.delta,
           let adjusted = calibrated(pending, held: held, delta: delta, id: id, loads: input.loads),
           let calibration = coaching.report.calibration[id] {
            pending = adjusted
            var state = held
            for (key, value) in pending { state[key] = value }
            proposed = prescribe(state)
            changes = TargetDiff.changes(from: prescribed, to: proposed, loads: input.loads)
            calibrationUsed = .calibrated(step: input.loads.mass(calibration.step), calibration.why)
        } else if changes.contains(where: { $0.kind == .increaseWeight }), let calibration = coaching.report.calibration[id],
                  calibration.cannotMake {
            // A cut the equipment cannot make leaves the rule's step: why it was not cut is said.
            calibrationUsed = .cannotMake(calibration.why)
        }
        record(changes, of: input.exercise, rule: rule, prescribed: prescribed, proposed: proposed, pending: pending,
               why: why, calibration: calibrationUsed, grounds: .session(date: session.date, sets: performed))
        let isCalibrated = if case .calibrated? = calibrationUsed { true } else { false }
        return PluginStep(state: held, changes: outcomes + Self.markSuggested(step.changes, changes, calibrated: isCalibrated),
                          suggestion: step.suggestion)
    }

    /// A rule's changes as `explain` shows them once suggested: the ones that move a value (a
    /// value first set, the plan's load, is not held) say what was suggested and that it waits:
    /// the rule's reason is kept as it is, inside the suggestion's.
    static func markSuggested(_ stateChanges: [StateChange], _ changes: [TargetDiff.Change], calibrated: Bool = false) -> [StateChange] {
        let asked = changes.map(\.text).joined(separator: ", ")
        let moved = stateChanges.indices.filter { index in
            stateChanges[index].before.map { $0 != stateChanges[index].after } ?? false
        }
        let marked = Set(moved.isEmpty ? [stateChanges.count - 1] : moved)
        return stateChanges.enumerated().map { index, change in
            guard marked.contains(index) else { return change }
            var marked = change
            marked.why = Reason(.suggested(change.why), .waitsForDecision(changes: asked, calibrated: calibrated))
            return marked
        }
    }

    /// Adds one suggestion per change, each replacing the open one of its exercise and kind.
    mutating func record(
        _ changes: [TargetDiff.Change], of exercise: Exercise, rule: ResolvedRule, prescribed: [SetPrescription],
        proposed: [SetPrescription], pending: [String: PluginState.Value?], why: Reason, calibration: SuggestionCalibration? = nil,
        grounds: SuggestionEvidence
    ) {
        let id = exercise.id
        let date = grounds.date
        var why = why
        // The session and the rule, as a change's reason carries them once read (``ExplainStep/reasonedChanges``).
        if case .session = grounds { why.session = date }
        why.rule = rule.binding.range
        let source = SuggestionRule(text: rule.text, range: rule.binding.range)
        let name = plannedName(id) ?? exercise.name.lowercased()
        let step = coaching.report.suggestions.count
        for change in changes {
            for index in coaching.report.suggestions.indices {
                let old = coaching.report.suggestions[index]
                if old.exerciseID == id, old.kind == change.kind, old.status.isOpen {
                    coaching.report.suggestions[index].status = .replaced
                }
            }
            coaching.report.suggestions.append(SuggestedChange(
                date: date, exerciseID: id, exercise: name, kind: change.kind, delta: change.delta, unit: program.snapshot.unit,
                targetsBefore: prescribed, targetsAfter: proposed, grounds: grounds, why: why, calibration: calibration,
                rule: source, status: .open, pending: pending,
                measure: change.measure, step: step))
        }
    }

    /// The name the plan first gives an exercise.
    func plannedName(_ id: String) -> String? {
        for week in program.snapshot.weeks {
            for day in week.days {
                if let found = day.exercises.first(where: { $0.exerciseID == id }) { return found.name }
            }
        }
        return nil
    }

    /// `after` with the values that change the targets put back as in `before`: first every
    /// value that is not a count, then counts too if the targets still differ. Returns the
    /// held state and the values put back (what accepting applies).
    static func hold(
        _ after: PluginState, back before: PluginState, keeping targets: [SetPrescription],
        prescribe: (PluginState) -> [SetPrescription]
    ) -> (PluginState, [String: PluginState.Value?]) {
        var held = after
        var pending: [String: PluginState.Value?] = [:]
        let keys = Set(after.values.keys).union(before.values.keys).sorted()
        // A count reset (a count removed, as a new cycle clears the training max's) runs as counts do.
        func isCount(_ value: PluginState.Value?) -> Bool {
            switch value {
            case .count?, nil: true
            default: false
            }
        }
        for key in keys where after[key] != before[key] && !(isCount(after[key]) && isCount(before[key])) {
            pending[key] = .some(after[key])
            held[key] = before[key]
        }
        if prescribe(held) != targets {
            for key in keys where after[key] != before[key] && pending[key] == nil {
                pending[key] = .some(after[key])
                held[key] = before[key]
            }
        }
        return (held, pending)
    }

    /// A decision line: answers the latest open suggestion of its exercise and kind made on or
    /// before its date, with the other changes of its step (the same session's for the
    /// exercise, which go together). Accepting applies the held values and makes a plan version.
    mutating func decide(_ decision: JournalDecision) {
        guard let id = exerciseID(decision.exercise) else {
            coaching.report.unmatched.append((decision, "'\(decision.exercise)' is not an exercise the program knows"))
            return
        }
        guard let change = ChangeText(decision.change) else {
            coaching.report.unmatched.append((decision, "'\(decision.change)' is not a change (+5lb, -1 rep, +30s rest, +1 set, set 3 backoff)"))
            return
        }
        func answered() -> Int? {
            coaching.report.suggestions.lastIndex {
                $0.exerciseID == id && $0.kind == change.kind && $0.status.isOpen && $0.date <= decision.date
            }
        }
        // Only a rule that asks can have a suggestion waiting in the next week: a stray
        // decision about any other exercise must not move the program's calendar.
        let mayAsk = ruleIndex[id].map { rules[$0].asks || rules[$0].plugin.mayAsk } ?? false
        guard let index = answered() ?? (mayAsk && enterNextWeekAhead(on: decision.date) ? answered() : nil) else {
            // The other half of a step already decided as one (a GZCLP stage's `+1 set` after
            // its `-1 rep`) is answered by that decision when it says the same.
            switch coaching.report.answeredWithItsStep(decision, exerciseID: id, kind: change.kind) {
            case .same?: return
            case .other(let why)?:
                coaching.report.unmatched.append((decision, why))
                return
            case nil: break
            }
            coaching.report.unmatched.append((decision, "no open suggestion of \(decision.exercise) \(decision.change)"))
            return
        }
        let suggestion = coaching.report.suggestions[index]
        switch decision.verdict {
        case .reject, .defer:
            // The changes of one step are decided as one.
            for other in coaching.report.stepIndices(of: index) {
                coaching.report.suggestions[other].status = decision.verdict == .reject ? .rejected : .deferred
                coaching.report.suggestions[other].decidedOn = decision.date
                coaching.report.suggestions[other].decisionReason = other == index
                    ? decision.reason : "\(decision.verdict == .reject ? "rejected" : "deferred") with \(suggestion.text)"
                coaching.report.suggestions[other].decidedWith = other == index ? nil : suggestion.text
            }
        case .accept:
            var state = states[id] ?? PluginState()
            for (key, value) in suggestion.pending { state[key] = value }
            states[id] = state
            if let week = suggestion.calendarWeek { coaching.calendarAccepted[id, default: []].insert(week) }
            let version = nextVersion(on: decision.date, creator: suggestion.source)
            var notes: [String] = []
            for other in coaching.report.stepIndices(of: index) {
                let sibling = coaching.report.suggestions[other]
                coaching.report.suggestions[other].status = .accepted
                coaching.report.suggestions[other].decidedOn = decision.date
                coaching.report.suggestions[other].decisionReason = other == index ? decision.reason : "applied with \(suggestion.text)"
                coaching.report.suggestions[other].decidedWith = other == index ? nil : suggestion.text
                coaching.report.suggestions[other].appliedInVersion = version
                notes.append("\(sibling.exercise) \(sibling.text)")
            }
            recordVersion(version, on: decision.date, plugin: rules[ruleIndex[id] ?? 0].plugin.name, notes: notes)
        }
    }

    /// The number of the version an accept on `date` goes into: the current one when it was
    /// made that day with no session since, else the next.
    func nextVersion(on date: LocalDate, creator: String) -> Int {
        let current = coaching.report.versions.last
        if let current, current.date == date, !coaching.playedSinceVersion { return current.number }
        return (current?.number ?? program.snapshot.version) + 1
    }

    /// The program's own version: the first of the lineage.
    var programVersion: PlanVersion {
        PlanVersion(number: program.snapshot.version, contentID: program.snapshot.contentID,
                    sourceVersion: program.snapshot.sourceVersion, createdBy: program.snapshot.createdBy, date: nil, notes: [])
    }

    /// What the replay reports, the program's own version first.
    func coachingReport() -> CoachingReport {
        var report = coaching.report
        if report.versions.isEmpty { report.versions = [programVersion] }
        return report
    }

    /// Records (or extends) a version with the targets as they are now.
    mutating func recordVersion(_ number: Int, on date: LocalDate, plugin: String, notes: [String]) {
        if coaching.report.versions.isEmpty { coaching.report.versions.append(programVersion) }
        let contentID = program.snapshot.successor(createdBy: .plugin(name: plugin), weeks: appliedWeeks()).contentID
        if let last = coaching.report.versions.last, last.number == number {
            coaching.report.versions[coaching.report.versions.count - 1].contentID = contentID
            coaching.report.versions[coaching.report.versions.count - 1].notes += notes
        } else {
            let source = coaching.report.versions.last?.contentID
            coaching.report.versions.append(PlanVersion(
                number: number, contentID: contentID, sourceVersion: source, createdBy: .plugin(name: plugin), date: date, notes: notes))
        }
        coaching.playedSinceVersion = false
    }

    /// Every week and day of the cycle the lifter is in, with the rules' current targets.
    func appliedWeeks() -> [PlannedWeek] {
        // A week a decision entered ahead is the lifter's now (docs/coaching.md).
        let cycle = (coaching.enteredAhead ?? position)?.cycle ?? 1
        return program.snapshot.weeks.enumerated().map { weekIndex, week in
            let days = week.days.indices.map { dayIndex in
                targets(at: ProgramPosition(cycle: cycle, weekIndex: weekIndex, dayIndex: dayIndex), askExternal: false).day
            }
            return PlannedWeek(number: week.number, kind: week.kind, modifiers: week.modifiers, days: days)
        }
    }
}
