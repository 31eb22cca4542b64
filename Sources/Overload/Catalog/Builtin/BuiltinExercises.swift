/// The built-in exercise catalog as literal tables, one file per movement family.
///
/// Each row gives the stable id, display name, pattern, equipment, primary and secondary
/// muscles and aliases; region, compound-ness and load kind follow from the pattern and
/// equipment unless a row says otherwise (see `Exercise.init(id:name:...)`).
enum BuiltinExercises {
    /// Every built-in exercise, in table order.
    static let all: [Exercise] = {
        // One array made at its size: joining the families with `+` copied the growing array
        // thirteen times at every start-up.
        let families = [
            squats, lunges, hinges, horizontalPushes, verticalPushes, horizontalPulls, verticalPulls,
            arms, shoulders, legAccessories, core, carries, olympicLifts, cardio,
        ]
        var all: [Exercise] = []
        all.reserveCapacity(families.reduce(0) { $0 + $1.count })
        for family in families { all.append(contentsOf: family) }
        return all
    }()

    /// Generic words that mean several exercises equally; resolving one lists these.
    /// Generic words lifters do mean one way ("press", "row", "curl") are aliases instead.
    static let genericNames: [(name: String, ids: [String])] = [
        ("fly", ["dumbbell-fly", "cable-fly", "pec-deck"]),
        ("chest fly", ["dumbbell-fly", "cable-fly", "pec-deck"]),
        ("raise", ["lateral-raise", "front-raise", "standing-calf-raise", "lying-leg-raise"]),
        ("extension", ["leg-extension", "overhead-triceps-extension", "skullcrusher", "back-extension"]),
        ("triceps extension", ["skullcrusher", "overhead-triceps-extension", "cable-overhead-triceps-extension"]),
        ("kickback", ["triceps-kickback", "glute-kickback"]),
        ("shrug", ["barbell-shrug", "dumbbell-shrug"]),
        ("dumbbell press", ["dumbbell-bench-press", "dumbbell-shoulder-press"]),
        ("shoulder press", ["overhead-press", "dumbbell-shoulder-press", "machine-shoulder-press"]),
        ("jerk", ["push-jerk", "split-jerk"]),
        ("carry", ["farmers-walk", "suitcase-carry", "overhead-carry"]),
    ]

    /// One row of a table: `x(id, name, pattern, equipment, primary, secondary, aka: aliases)`.
    static func x(
        _ id: String, _ name: String, _ pattern: MovementPattern, _ equipment: EquipmentKind,
        _ primary: [Muscle], _ secondary: [Muscle] = [], aka aliases: [String] = [],
        region: BodyRegion? = nil, compound: Bool? = nil, load: LoadKind? = nil
    ) -> Exercise {
        Exercise(
            id: id, name: name, aliases: aliases, primaryMuscles: primary, secondaryMuscles: secondary,
            pattern: pattern, equipment: equipment, region: region, isCompound: compound, loadKind: load)
    }
}
