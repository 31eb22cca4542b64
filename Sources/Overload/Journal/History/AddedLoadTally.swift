/// The sets of load added to bodyweight (`dip +20kg x 8`) or taken off it by assistance
/// (`pull-up -18kg x 8`) of one exercise, gathered into records.
///
/// With a bodyweight on or before the day, a set's volume and estimated 1RM are over
/// bodyweight plus the added load (82 kg + 20 kg x 8); without one, the volume counts the
/// added load alone (none for assistance) and no estimate is made, since half the load is
/// unknown.
struct AddedLoadTally {
    /// The highest added load (the least assistance).
    var top: AddedLoadRecord?
    /// The highest added load at each rep count.
    var byReps: [Int: AddedLoadRecord] = [:]

    mutating func add(
        _ set: SetPerformance, on date: LocalDate, unit: MassUnit, formula: E1RMFormula, bodyweight: Double?,
        into summary: inout ExerciseSessionSummary, best: inout E1RMRecord?
    ) {
        guard let load = set.load, let reps = set.reps, reps >= 1, !set.isSkipped, set.kind != .warmup else { return }
        let value = load.mass.value(in: unit)
        let total = bodyweight.map { $0 + value }
        summary.volume += (total ?? max(value, 0)) * Double(reps)
        guard set.kind != .failure else { return }
        summary.topAddedLoad = max(summary.topAddedLoad ?? value, value)
        let record = AddedLoadRecord(load: value, reps: reps, date: date)
        if top.map({ value > $0.load || (value == $0.load && reps > $0.reps) }) ?? true { top = record }
        if byReps[reps].map({ value > $0.load }) ?? true { byReps[reps] = record }
        guard let total, total > 0, reps <= E1RMSets.repLimit else { return }
        let estimate = formula.estimate(load: total, reps: reps)
        summary.bestE1RM = max(summary.bestE1RM ?? estimate, estimate)
        if best.map({ estimate > $0.value }) ?? true {
            best = E1RMRecord(value: estimate, load: total, reps: reps, date: date)
        }
    }
}
