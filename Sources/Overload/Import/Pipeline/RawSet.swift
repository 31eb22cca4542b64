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
    /// - Throws: `RowProblem` for a weight with no known unit, a weight or distance larger than
    ///   a journal holds, an RPE outside 1 to 10, or a weight with nothing done against it.
    func performance(in unit: MassUnit?) throws -> SetPerformance? {
        var load: JournalWeight?
        if let weight, weight != 0 {
            guard let source = weightUnit ?? unit else {
                throw RowProblem(message: "the weight \(JournalLexicon.number(weight)) has no unit")
            }
            let target = unit ?? source
            load = LifterRounding.journalWeight(weight, from: source, to: target)
        }
        if let value = load?.value, abs(value) > ImportValues.largestNumber {
            throw RowProblem(message: "the weight \(JournalLexicon.number(weight ?? value)) is more than a journal can hold")
        }
        if let rpe, rpe > 0, !(1...10).contains(rpe) {
            throw RowProblem(message: "RPE \(JournalLexicon.number(rpe)) is not from 1 to 10")
        }
        if let metres, metres > ImportValues.largestNumber {
            throw RowProblem(message: "\(JournalLexicon.number(metres)) m is more than a journal can hold")
        }
        let distance = metres.map(LifterRounding.thousandths).flatMap { $0 > 0 ? $0 : nil }
        let time = seconds.flatMap { $0 > 0 ? $0 : nil }
        if let reps, reps > Double(SetPerformance.maximumReps) {
            throw RowProblem(message: "\(JournalLexicon.number(reps)) reps is more than a set can hold")
        }
        // Negative reps are none; checked before the conversion, which traps below Int.min
        // (`-2e38` reps, found by the import fuzz target in run 10).
        var count = reps.flatMap { $0.rounded() >= 0 ? Int($0.rounded()) : nil }
        // Zero reps with a load is a failed attempt; zero reps on timed or distance work means
        // the app had nothing to put there; zero reps and nothing else is a set ticked but not
        // done (Strong writes those), recorded as `skip` so the journal passes `check`.
        if count == 0 && load == nil && time == nil && distance == nil { return .skipped(note: note) }
        if count == 0 && (load == nil || time != nil || distance != nil) { count = nil }
        guard load != nil || count != nil || time != nil || distance != nil else { return nil }
        // A weight with nothing done against it: a failed set is the failed attempt it says it
        // is; any other is no set the journal can hold, and guessing its reps would invent work.
        if load != nil && count == nil && time == nil && distance == nil {
            guard kind == .failure else { throw RowProblem(message: "a weight with no reps, time or distance") }
            count = 0
        }
        // The journal accepts zero reps only on a failed set (`failure 100x0`).
        let kind = count == 0 ? .failure : kind
        return SetPerformance(
            kind: kind, load: load, reps: count, rpe: rpe.flatMap { $0 > 0 ? $0 : nil },
            timeSeconds: time, distanceMetres: distance, note: note)
    }
}
