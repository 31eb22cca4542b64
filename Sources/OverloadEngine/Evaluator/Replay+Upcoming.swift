import Overload

extension NotLoggedDay {
    /// How many passed-over days a replay keeps: the latest, enough for any cycle shown.
    static let kept = 64
}

extension Replay {
    /// Notes the days between the position and `placed` that the journal went past without a
    /// session (a session that named a later day).
    mutating func notePassedOver(to placed: ProgramPosition, on date: LocalDate) {
        var day = order.next(after: position)
        while let passed = day, passed != placed {
            notLogged.append(NotLoggedDay(calendar: order.calendar(at: passed),
                                          exerciseIDs: days.day(at: passed).exercises.map(\.id), passedOn: date))
            day = order.next(after: passed)
        }
        if notLogged.count > NotLoggedDay.kept * 2 { notLogged.removeFirst(notLogged.count - NotLoggedDay.kept) }
    }

    /// Each exercise of the program the next session does not hold, with its targets on the
    /// first later day (within one pass through the program) that holds it.
    func upcoming(after next: NextSession?) -> [String: ExerciseTargets] {
        var found: [String: ExerciseTargets] = [:]
        var seen = Set(next?.exercises.map(\.prescription.exerciseID) ?? [])
        let dayCount = program.snapshot.weeks.reduce(0) { $0 + $1.days.count }
        var day = order.next(after: order.next(after: position))
        for _ in 0..<dayCount {
            guard let position = day else { break }
            let ids = days.day(at: position).exercises.map(\.id).filter { !seen.contains($0) }
            if !ids.isEmpty {
                for targets in self.targets(at: position, askExternal: false).exercises
                where ids.contains(targets.prescription.exerciseID) {
                    found[targets.prescription.exerciseID] = targets
                    seen.insert(targets.prescription.exerciseID)
                }
            }
            day = order.next(after: position)
        }
        return found
    }
}
