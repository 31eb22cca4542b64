import Overload
import OverloadEngine

extension ReportFigures {
    /// The most planned sessions of a lift drawn ahead of today.
    static let plannedSessionsShown = 12

    /// The e1RM the planned targets of `history`'s exercise ask for, from the next session to
    /// the end of the cycle in the plan the journal leaves (`plan --journal`): the heaviest
    /// work set's load and rep target through the same formula as the points behind them.
    /// Dates ahead are spread at the program's pace: a week's days over seven days.
    static func plannedE1RM(
        of history: ExerciseHistory, next: NextSession, plan: PlanSnapshot, unit: MassUnit, formula: E1RMFormula
    ) -> [(date: LocalDate, value: Double)] {
        guard let id = history.exerciseID, next.calendar.week >= 1, next.calendar.week <= plan.weeks.count else { return [] }
        let firstWeek = next.calendar.week - 1
        guard let firstDay = plan.weeks[firstWeek].days.firstIndex(where: { $0.name == next.calendar.day }) else { return [] }
        var points: [(date: LocalDate, value: Double)] = []
        var offset = 0.0
        let start = next.date.daysSinceEpoch
        for weekIndex in firstWeek..<plan.weeks.count {
            let days = plan.weeks[weekIndex].days
            let spacing = 7.0 / Double(max(1, days.count))
            for dayIndex in days.indices where weekIndex > firstWeek || dayIndex >= firstDay {
                defer { offset += spacing }
                guard let value = Self.targetE1RM(days[dayIndex], id: id, planUnit: plan.unit, unit: unit, formula: formula),
                      let date = CalendarDays.date(start + Int(offset.rounded()))
                else { continue }
                points.append((date, value))
                if points.count == plannedSessionsShown { return points }
            }
        }
        return points
    }

    /// The best estimate a day's work targets of exercise `id` ask for, in `unit`.
    static func targetE1RM(_ day: PlannedDay, id: String, planUnit: MassUnit, unit: MassUnit, formula: E1RMFormula) -> Double? {
        var best: Double?
        for exercise in day.exercises where exercise.exerciseID == id {
            for set in exercise.sets where set.kind != .warmup {
                guard let load = set.load, load.source != .bodyweightAdded, load.loadable > 0,
                      let reps = set.reps?.minimumReps, reps >= 1, reps <= E1RMSets.repLimit else { continue }
                let value = formula.estimate(load: Mass(load.loadable, planUnit).value(in: unit), reps: reps)
                best = max(best ?? value, value)
            }
        }
        return best
    }
}
