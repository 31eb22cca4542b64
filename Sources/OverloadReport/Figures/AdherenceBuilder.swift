import Overload
import OverloadEngine

/// The plan against what was done, from the engine's judged sessions (what `explain` shows):
/// each session's prescribed work sets of the exercises the rules follow and how many were
/// done, and each week's planned days the journal lacks.
struct AdherenceBuilder {
    var figures: AdherenceFigures

    init(evaluation: Evaluation, sessions: [JournalSession], plan: PlanSnapshot, today: LocalDate, since: LocalDate?) {
        let fromDay = max(since?.daysSinceEpoch ?? Int.min,
                          today.weekStart.daysSinceEpoch - 7 * (ReportFigures.weeksShown - 1))
        var byDate: [LocalDate: (prescribed: Int, done: Int)] = [:]
        var weekOfProgram: [LocalDate: Int] = [:]
        for steps in evaluation.steps.values {
            for step in steps where step.date.daysSinceEpoch >= fromDay {
                guard let judgement = step.judgement else { continue }
                let done = judgement.sets.filter { $0.performed.map { !$0.isSkipped } ?? false }.count
                byDate[step.date, default: (0, 0)].prescribed += judgement.sets.count
                byDate[step.date, default: (0, 0)].done += done
                if let week = step.calendar?.week { weekOfProgram[step.date.weekStart] = week }
            }
        }
        var days: [AdherenceFigures.Day] = []
        for date in Set(sessions.map(\.date)).sorted() where date.daysSinceEpoch >= fromDay {
            let counts = byDate[date]
            days.append(.init(date: date, kind: counts == nil ? .extra : .planned, prescribed: counts?.prescribed ?? 0,
                              done: counts?.done ?? 0))
        }
        // Weeks are counted from the first placed session: before it the program had not begun.
        let firstPlaced = days.first { $0.kind == .planned }?.date
        let usualDays = plan.weeks.first { $0.kind == .regular }?.days.count ?? plan.weeks.first?.days.count ?? 0
        let thisWeek = today.weekStart
        var weeks: [AdherenceFigures.Week] = []
        if let firstPlaced {
            var nextMonday: LocalDate? = firstPlaced.weekStart
            while let monday = nextMonday, monday <= thisWeek {
                let inWeek = days.filter { $0.date.weekStart == monday }
                let planned = inWeek.filter { $0.kind == .planned }.count
                let expected = weekOfProgram[monday].flatMap { week in
                    week >= 1 && week <= plan.weeks.count ? plan.weeks[week - 1].days.count : nil
                } ?? usualDays
                // The week in progress has days still to come: nothing in it is missed yet.
                let missed = monday == thisWeek ? 0 : max(0, expected - planned)
                weeks.append(.init(monday: monday, sessions: inWeek.count, prescribed: inWeek.reduce(0) { $0 + $1.prescribed },
                                   done: inWeek.reduce(0) { $0 + $1.done }, missed: missed))
                nextMonday = monday.adding(days: 7)
            }
        }
        figures = AdherenceFigures(days: days, weeks: weeks)
    }
}
