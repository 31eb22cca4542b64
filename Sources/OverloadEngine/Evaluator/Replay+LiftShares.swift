import Overload

/// Shares of another lift's max (`pendlay row 3x5 @ 65% of barbell row`) move with that
/// lift's max as its rule moves it (docs/language.md, "Loads that refer to other loads").
extension Replay {
    /// A lift's max as its rule has moved it, in the plan's unit: the training max or max the
    /// rule keeps, else the max its one load stands for (the load over the share of the max
    /// it was taken at), else the program's.
    func progressedMax(_ id: String) -> Double? {
        let unit = program.snapshot.unit
        if let state = states[id] {
            if let max = state.mass("tm") ?? state.mass("max") { return max.value(in: unit) }
            if let load = state.mass("load"), let share = state.number(RuleLoad.referenceKey("load")), share > 0 {
                return load.value(in: unit) * 100 / share
            }
        }
        return programMax(id)
    }

    /// `sets` with each share of another lift's max taken of that lift's max as moved: a
    /// computed load scaled by how far the max moved, a pending one computed once there is one.
    func followingLifts(_ sets: [SetPrescription], loads: LoadTool) -> [SetPrescription] {
        guard sets.contains(where: { Self.liftShare($0.load?.source ?? $0.pendingLoad) != nil }) else { return sets }
        return sets.map { set in
            let source = set.load?.source ?? set.pendingLoad
            guard let share = Self.liftShare(source), let lift = program.catalog.resolve(share.lift).exercise,
                  let moved = progressedMax(lift.id) else { return set }
            let original = programMax(lift.id)
            if let exact = set.load?.exact, let original, original > 0 {
                guard moved != original else { return set }
                return loads.set(set, exact: (exact - share.amount) * moved / original + share.amount)
            }
            guard set.load == nil else { return set }
            return loads.set(set, exact: moved * share.percent / 100 + share.amount, source: source)
        }
    }

    /// The percentage, lift and amount added of a share of another lift's max.
    static func liftShare(_ source: LoadSource?) -> (percent: Double, lift: String, amount: Double)? {
        switch source {
        case .percentOfLift(let percent, let lift, _)?: (percent, lift, 0)
        case .plus(.percentOfLift(let percent, let lift, _), let amount)?: (percent, lift, amount)
        default: nil
        }
    }
}
