extension PlanBuilder {
    /// A block of rounds as the plan holds it: its format and time or count, and each item as
    /// an exercise with one set. The items are built as a superset's members are (no warm-ups,
    /// no rest of their own: the block's clock is the rest), and are done as written every
    /// week: a deload's modifiers are for the lifts a rule moves.
    mutating func roundsPrescription(_ block: RoundsBlock, context: inout DayContext) -> RoundsPrescription? {
        let outer = (context.inSuperset, context.defaultRest)
        context.inSuperset = true
        context.defaultRest = nil
        defer { (context.inSuperset, context.defaultRest) = outer }
        let items = block.items.compactMap { line -> ExercisePrescription? in
            guard let resolved = declarations.resolve(line.name) else { return nil }
            let exercise = Self.distanceWorkExercise(line, resolved: resolved, catalog: declarations.catalog)
            return prescription(line, groups: line.sets, exercise: exercise, context: &context, modifiersApply: false)
        }
        guard !items.isEmpty, items.count == block.items.count else { return nil }
        // The parser reported a time or count it could not read; such a block is left out.
        guard let (seconds, rounds) = RoundsMeasure.measure(block.format, time: block.time, count: block.count) else { return nil }
        if block.format == .emom, let seconds, let time = block.time, (seconds / 60) % items.count != 0 {
            let minutes = seconds / 60
            let even = max(items.count, minutes / items.count * items.count)
            declarations.warning(.unevenEMOM, "\(minutes) minutes do not share out evenly among \(items.count) items",
                                 at: time.range, label: "one item a minute in turn",
                                 fixIts: [FixIt(replace: time.range, with: "\(even)min")],
                                 help: "each item of an EMOM takes its minute in turn; give it a multiple of \(items.count) minutes, as in 'emom \(even)min:'")
        }
        return RoundsPrescription(format: block.format, name: block.name?.value, seconds: seconds, rounds: rounds, items: items)
    }
}
