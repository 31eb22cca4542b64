import Overload

/// A place in the program's order: a cycle, and a week and day of the plan.
public struct ProgramPosition: Sendable, Hashable, Comparable {
    /// The pass through the program's weeks, from 1.
    public var cycle: Int
    /// The index of the week in the plan's weeks.
    public var weekIndex: Int
    /// The index of the day in that week's days.
    public var dayIndex: Int

    public static func < (lhs: ProgramPosition, rhs: ProgramPosition) -> Bool {
        (lhs.cycle, lhs.weekIndex, lhs.dayIndex) < (rhs.cycle, rhs.weekIndex, rhs.dayIndex)
    }
}

/// Walks the plan's days in program order: every day of week 1, then week 2, ...; after the
/// last week the next cycle starts at week 1.
struct ProgramOrder {
    let snapshot: PlanSnapshot

    /// The first day of the program, or nil when no week has a day.
    var first: ProgramPosition? {
        guard let week = snapshot.weeks.firstIndex(where: { !$0.days.isEmpty }) else { return nil }
        return ProgramPosition(cycle: 1, weekIndex: week, dayIndex: 0)
    }

    /// The day after `position` (the first day when there is none yet).
    func next(after position: ProgramPosition?) -> ProgramPosition? {
        guard var position else { return first }
        position.dayIndex += 1
        // Weeks without days are passed over; a plan with no day at all has no next day.
        for _ in 0...snapshot.weeks.count {
            if position.dayIndex < snapshot.weeks[position.weekIndex].days.count { return position }
            position.dayIndex = 0
            position.weekIndex += 1
            if position.weekIndex == snapshot.weeks.count {
                position.weekIndex = 0
                position.cycle += 1
            }
        }
        return nil
    }

    /// The first day named `name` (any case) at or after `start`, within one pass through the program.
    func firstDay(named name: String, from start: ProgramPosition) -> ProgramPosition? {
        let wanted = name.lowercased()
        var position = start
        let days = snapshot.weeks.reduce(0) { $0 + $1.days.count }
        for _ in 0..<max(days, 1) {
            if day(at: position).isNamed(lowercased: wanted) { return position }
            guard let following = next(after: position) else { return nil }
            position = following
        }
        return nil
    }

    func week(at position: ProgramPosition) -> PlannedWeek { snapshot.weeks[position.weekIndex] }

    func day(at position: ProgramPosition) -> PlannedDay { week(at: position).days[position.dayIndex] }

    func calendar(at position: ProgramPosition) -> ProgramCalendar {
        let week = week(at: position)
        return ProgramCalendar(cycle: position.cycle, week: week.number, weekKind: week.kind,
                               day: week.days[position.dayIndex].name, weekCount: snapshot.weekCount,
                               intensityPercent: week.modifiers.intensityPercent, rpeCap: week.modifiers.rpeCap,
                               dayInWeek: position.dayIndex + 1, weekInCycle: position.weekIndex + 1)
    }
}
