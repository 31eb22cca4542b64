/// Blocks of rounds in ``PlanDiff``: a day's blocks are paired by name (`"Cindy"`), else by
/// kind (`amrap`, `emom`, `rounds`), and occurrence, as exercises are by id; a paired block's
/// title (its kind, time or count of rounds) and its items (paired by exercise id) are compared.
extension DiffContext {
    mutating func compareBlocks(_ old: [RoundsPrescription], _ new: [RoundsPrescription], day: (name: String, occurrence: Int)) {
        for pairing in Self.pair(old, new, by: { $0.name ?? $0.format.rawValue }) {
            switch pairing {
            case .both(let before, let after, _): compareBlock(before, after, day: day)
            case .added(let block, _): record(.blockAdded(title: block.title, items: items(of: block)), day: day)
            case .removed(let block, _): record(.blockRemoved(title: block.title, items: items(of: block)), day: day)
            }
        }
    }

    private mutating func compareBlock(_ old: RoundsPrescription, _ new: RoundsPrescription, day: (name: String, occurrence: Int)) {
        if old.title != new.title { record(.blockChanged(from: old.title, to: new.title), day: day) }
        for pairing in Self.pair(old.items, new.items, by: \.exerciseID) {
            switch pairing {
            case .both(let before, let after, _):
                let from = item(before), to = item(after)
                if from != to { record(.blockItemChanged(block: new.title, from: from, to: to), day: day) }
            case .added(let exercise, _): record(.blockItemAdded(block: new.title, item: item(exercise)), day: day)
            case .removed(let exercise, _): record(.blockItemRemoved(block: new.title, item: item(exercise)), day: day)
            }
        }
    }

    private func items(of block: RoundsPrescription) -> String { block.itemsText(unit: unit) }

    private func item(_ exercise: ExercisePrescription) -> String { RoundsPrescription.itemText(exercise, unit: unit) }
}

extension RoundsPrescription {
    /// `pull-up 5, push-up 10, air squat 15`: a round's items as the plan writes them.
    func itemsText(unit: MassUnit) -> String {
        items.map { Self.itemText($0, unit: unit) }.joined(separator: ", ")
    }

    /// `run 400m`, `pull-up 5 @ +10 kg`.
    static func itemText(_ exercise: ExercisePrescription, unit: MassUnit) -> String {
        exercise.name + " " + PrescriptionText.sets(exercise, unit: unit)
    }
}
