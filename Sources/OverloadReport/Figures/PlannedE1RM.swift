import Overload
import OverloadEngine

extension ReportFigures {
    /// The most planned sessions of a lift drawn ahead of today.
    static let plannedSessionsShown = 12

    /// The e1RM the planned targets of `history`'s exercise ask for, from the next session on
    /// through the rest of its cycle and the next, in the plan the journal leaves
    /// (`plan --journal`, whose later days the calendar rules move): the heaviest work set's
    /// load and rep target (an AMRAP's minimum) through the same formula as the points behind
    /// them. Deload weeks are left out: their light targets say nothing of strength, and the
    /// chart shades them. Dates ahead are spread at the program's pace: a week's days over seven days.
    static func plannedE1RM(
        of history: ExerciseHistory, next: NextSession, plans: [PlanSnapshot], unit: MassUnit, formula: E1RMFormula
    ) -> [(date: LocalDate, value: Double)] {
        guard let id = history.exerciseID, let first = plans.first, next.calendar.week >= 1, next.calendar.week <= first.weeks.count,
              let firstDay = first.weeks[next.calendar.week - 1].days.firstIndex(where: { $0.name == next.calendar.day })
        else { return [] }
        var points: [(date: LocalDate, value: Double)] = []
        var offset = 0.0
        for (cycleIndex, plan) in plans.enumerated() {
            for (weekIndex, week) in plan.weeks.enumerated() where cycleIndex > 0 || weekIndex >= next.calendar.week - 1 {
                let spacing = 7.0 / Double(max(1, week.days.count))
                for (dayIndex, day) in week.days.enumerated()
                where cycleIndex > 0 || weekIndex > next.calendar.week - 1 || dayIndex >= firstDay {
                    defer { offset += spacing }
                    guard week.kind != .deload,
                          let value = Self.targetE1RM(day, id: id, planUnit: plan.unit, unit: unit, formula: formula),
                          let date = next.date.adding(days: Int(offset.rounded()))
                    else { continue }
                    points.append((date, value))
                    if points.count == plannedSessionsShown { return points }
                }
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
