import Overload

/// `plan --week N` past the program's last week: the program repeats, so week N is a week of
/// a later cycle; the message says which, and the command that shows it.
enum PlanWeekBeyond {
    /// The usage error for week `week` of a program of `weekCount` weeks (`week` > `weekCount`).
    static func message(week: Int, weekCount: Int) -> String {
        let weeks = plural(weekCount, "week")
        guard weekCount > 0 else { return "the program has no weeks; there is no week \(week)" }
        let cycle = (week - 1) / weekCount + 1
        let inCycle = (week - 1) % weekCount + 1
        return "the program has \(weeks), so week \(week) is week \(inCycle) of cycle \(cycle); "
            + "to see it, give '--cycle \(cycle) --week \(inCycle)'"
    }
}
