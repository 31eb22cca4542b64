import Overload

/// The plan's days in one flat list, for a replay: each day's name and calendar read once,
/// where a replay of years would otherwise read them (and lowercase the names) every session.
struct PlanDays {
    /// Where each week's days start in the list.
    let weekStarts: [Int]
    /// Each day's name, lowercased, for sessions that name their day.
    let lowercasedNames: [String]
    /// Each day's calendar in the first cycle.
    let calendars: [ProgramCalendar]

    init(_ snapshot: PlanSnapshot) {
        var starts: [Int] = []
        var names: [String] = []
        var calendars: [ProgramCalendar] = []
        for week in snapshot.weeks {
            starts.append(names.count)
            for day in week.days {
                names.append(day.name.lowercased())
                calendars.append(ProgramCalendar(
                    cycle: 1, week: week.number, weekKind: week.kind, day: day.name, weekCount: snapshot.weekCount))
            }
        }
        weekStarts = starts
        lowercasedNames = names
        self.calendars = calendars
    }

    /// How many days the plan has, over all its weeks.
    var count: Int { lowercasedNames.count }

    /// The place of the day at `position` in the list.
    func index(_ position: ProgramPosition) -> Int { weekStarts[position.weekIndex] + position.dayIndex }

    /// ``ProgramOrder/calendar(at:)``, from the list.
    func calendar(at position: ProgramPosition) -> ProgramCalendar {
        var calendar = calendars[index(position)]
        calendar.cycle = position.cycle
        return calendar
    }

    /// ``ProgramOrder/firstDay(named:from:)``, comparing with the names lowercased once.
    func firstDay(named name: String, from start: ProgramPosition, order: ProgramOrder) -> ProgramPosition? {
        let wanted = name.lowercased()
        var position = start
        for _ in 0..<max(count, 1) {
            if lowercasedNames[index(position)] == wanted { return position }
            guard let following = order.next(after: position) else { return nil }
            position = following
        }
        return nil
    }
}

/// One day of the plan as a replay reads it: each exercise's sets, its lines joined and
/// numbered from 0, by exercise slot, in the order the day first names them.
struct ReplayDay {
    let sets: [(slot: Int, sets: [SetPrescription])]

    /// The sets of the exercise in `slot`; nil when the day does not name it.
    func sets(of slot: Int) -> [SetPrescription]? {
        for entry in sets where entry.slot == slot { return entry.sets }
        return nil
    }
}
