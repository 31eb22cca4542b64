/// The measures of one exported set, before they become a `SetPerformance`.
struct RawSet {
    var kind: SetPerformance.Kind = .regular
    /// The weight as exported, in `weightUnit`; zero or `nil` means bodyweight.
    var weight: Double?
    var weightUnit: MassUnit?
    var reps: Double?
    var rpe: Double?
    var seconds: Int?
    var metres: Double?
    var note: String?

    /// The set with its load in `unit` (or the export's unit when `nil`), or `nil` when the row
    /// records nothing at all.
    /// - Throws: `RowProblem` for a weight with no known unit.
    func performance(in unit: MassUnit?) throws -> SetPerformance? {
        var load: JournalWeight?
        if let weight, weight != 0 {
            guard let source = weightUnit ?? unit else {
                throw RowProblem(message: "the weight \(JournalLexicon.number(weight)) has no unit")
            }
            let target = unit ?? source
            load = JournalWeight(LifterRounding.load(weight, from: source, to: target), target)
        }
        let distance = metres.map(LifterRounding.thousandths).flatMap { $0 > 0 ? $0 : nil }
        let time = seconds.flatMap { $0 > 0 ? $0 : nil }
        if let reps, reps > Double(SetPerformance.maximumReps) {
            throw RowProblem(message: "\(JournalLexicon.number(reps)) reps is more than a set can hold")
        }
        var count = reps.map { Int($0.rounded()) }.flatMap { $0 >= 0 ? $0 : nil }
        // Zero reps with a load is a failed attempt; zero reps on timed or distance work means
        // the app had nothing to put there; zero reps and nothing else is a set ticked but not
        // done (Strong writes those), recorded as `skip` so the journal passes `check`.
        if count == 0 && load == nil && time == nil && distance == nil { return .skipped(note: note) }
        if count == 0 && (load == nil || time != nil || distance != nil) { count = nil }
        guard load != nil || count != nil || time != nil || distance != nil else { return nil }
        // The journal accepts zero reps only on a failed set (`failure 100x0`).
        let kind = count == 0 ? .failure : kind
        return SetPerformance(
            kind: kind, load: load, reps: count, rpe: rpe.flatMap { $0 > 0 ? $0 : nil },
            timeSeconds: time, distanceMetres: distance, note: note)
    }
}
