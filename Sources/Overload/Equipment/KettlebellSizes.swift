/// Kettlebells come in fixed sizes, not in plate steps: a program's `kettlebell swing @ 24kg`
/// is a 24 kg bell, not 25 kg by the program's `round 2.5kg`. A program whose `equipment:`
/// block lists the lifter's kettlebells plans on those; otherwise on the sizes kettlebells
/// are commonly made in.
enum KettlebellSizes {
    /// 4 to 28 kg by 2 kg, then 32 to 48 kg by 4 kg: the competition and cast-iron ranges.
    static let kilograms = ladder([4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 32, 36, 40, 44, 48], .kg)
    /// 5 to 50 lb by 5 lb, then 60 to 100 lb by 10 lb: the sizes of pound-marked bells.
    static let pounds = ladder([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100], .lb)

    /// The common sizes marked in `unit`.
    static func standard(in unit: MassUnit) -> WeightLadder {
        switch unit {
        case .kg: kilograms
        case .lb: pounds
        }
    }

    private static func ladder(_ sizes: [Int64], _ unit: MassUnit) -> WeightLadder {
        WeightLadder(unit: unit, rungs: .list(sizes.map { $0 * MilliMass.perUnit }))
    }
}

extension Equipment {
    /// The kettlebells a kettlebell exercise's loads go to: the block's `kettlebells` line,
    /// else the common sizes marked in the unit of the program's `round` step (or `unit`
    /// without one), taking that line's direction (`round 2.5kg down` picks the lighter bell).
    func kettlebellLadder(in unit: MassUnit) -> WeightLadder {
        if let kettlebells { return kettlebells }
        var standard = KettlebellSizes.standard(in: rounding?.step.unit ?? unit)
        standard.direction = rounding?.direction ?? .nearest
        return standard
    }
}
