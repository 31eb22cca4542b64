import Overload

/// The program run forward as if every session were made: what `overload plan` shows for
/// later weeks and cycles. Only rules that move on the calendar
/// (``ProgressionPlugin/movesOnCalendar``) are run; their own `prescribe`, `advance` and
/// `enterWeek` do the projection, given sessions that did exactly what was prescribed.
extension Replay {
    /// Runs the program from the day after the position to the end of `cycle`, and returns
    /// each day of `cycle` reached on the way as `day(replay, position)` makes it, taken just
    /// before that day's session.
    mutating func project(
        through cycle: Int, on date: LocalDate, day: (Replay, ProgramPosition) -> PlannedDay
    ) -> [ProgramPosition: PlannedDay] {
        var days: [ProgramPosition: PlannedDay] = [:]
        var next = order.next(after: position)
        while let current = next, current.cycle <= cycle {
            enterWeek(current, on: date)
            if current.cycle == cycle { days[current] = day(self, current) }
            playMade(at: current, on: date)
            position = current
            next = order.next(after: current)
        }
        return days
    }

    /// The day at `position` with each calendar rule's exercises prescribed from its state,
    /// everything else as the plan has it.
    func calendarDay(at position: ProgramPosition) -> PlannedDay {
        let calendar = order.calendar(at: position)
        let day = order.day(at: position)
        let planned = days.day(at: position).exercises
        var replaced: [String: [SetPrescription]] = [:]
        for (id, written) in planned {
            guard let exercise = program.catalog.exercise(id: id) else { continue }
            let loads = LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart)
            let sets = followingLifts(written, loads: loads)
            guard let number = ruleIndex[id], rules[number].plugin.movesOnCalendar else {
                if sets != written { replaced[id] = sets }
                continue
            }
            let rule = rules[number]
            var prescribed = rule.plugin.prescribe(PrescribeInput(
                exercise: exercise, planned: sets, state: states[id] ?? PluginState(),
                arguments: rule.arguments, calendar: calendar, loads: loads, programMax: programMax(id)))
            // Warm-ups climb with the work set the rule moved.
            if let ramp = day.exercises.first(where: { $0.exerciseID == id })?.warmupRamp {
                prescribed = ramp.replanned(prescribed, exercise: exercise, rounder: program.rounder)
            }
            replaced[id] = prescribed
        }
        guard !replaced.isEmpty else { return day }
        var kept: [String: [SetPrescription]] = [:]
        for (id, sets) in planned { kept[id] = replaced[id] ?? sets }
        return PlannedDay(name: day.name, items: Self.items(day, replacing: kept), renamedFrom: day.renamedFrom)
    }

    /// Plays the day at `position` as a session in which every calendar rule's exercise did
    /// exactly what it prescribed: each work set at its load, its minimum reps (an AMRAP's
    /// minimum), its time or distance.
    mutating func playMade(at position: ProgramPosition, on date: LocalDate) {
        let calendar = order.calendar(at: position)
        guard !calendar.holdsRules else { return }
        for (id, planned) in days.day(at: position).exercises {
            guard let number = ruleIndex[id], rules[number].plugin.movesOnCalendar,
                  let exercise = program.catalog.exercise(id: id) else { continue }
            let rule = rules[number]
            let loads = LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart)
            let state = states[id] ?? PluginState()
            let prescribed = rule.plugin.prescribe(PrescribeInput(
                exercise: exercise, planned: planned, state: state, arguments: rule.arguments, calendar: calendar, loads: loads,
                programMax: programMax(id)))
            let performed = prescribed.filter { $0.kind != .warmup }.map { Self.made($0, unit: loads.unit) }
            let judgement = SessionJudge.judge(targets: prescribed, performed: performed, loads: loads)
            states[id] = rule.plugin.advance(SessionInput(
                date: date, calendar: calendar, exercise: exercise, planned: planned, prescribed: prescribed,
                performed: performed, judgement: judgement, state: state, arguments: rule.arguments, loads: loads,
                programMax: programMax(id), e1rmFormula: program.e1rmFormula)).state
        }
    }

    /// A set done exactly as prescribed.
    static func made(_ target: SetPrescription, unit: MassUnit) -> SetPerformance {
        let kind: SetPerformance.Kind = switch target.kind {
        case .regular, .superset: .regular
        case .warmup: .warmup
        case .top: .top
        case .backoff: .backoff
        case .drop: .drop
        case .failure: .failure
        }
        var performed = SetPerformance(
            kind: kind, load: target.load.map { JournalWeight($0.loadable, unit) },
            isAddedLoad: target.load?.source == .bodyweightAdded, rpe: target.rpe)
        switch target.work {
        case .reps(let reps): performed.reps = reps.minimumReps ?? 1
        case .time(let seconds): performed.timeSeconds = seconds
        case .distance(let metres): performed.distanceMetres = metres
        }
        return performed
    }
}

extension SetPrescription {
    /// The set as the journal logs it when done exactly as prescribed, loads in `unit`.
    public func doneAsPrescribed(unit: MassUnit) -> SetPerformance { Replay.made(self, unit: unit) }
}
