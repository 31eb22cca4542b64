/// One exercise of the catalog: its names and what it trains.
///
/// The `id` is a stable lowercase slug (`bench-press`); programs and journals may
/// rename an exercise's display name without breaking history keyed by id.
public struct Exercise: Codable, Hashable, Sendable, Identifiable {
    /// Stable lowercase slug, such as `romanian-deadlift`.
    public var id: String
    /// The display name, such as "Romanian Deadlift".
    public var name: String
    /// Other names lifters use for it ("rdl"), matched like the name.
    public var aliases: [String]
    /// Muscles that do most of the work; never empty in the built-in catalog.
    public var primaryMuscles: [Muscle]
    /// Muscles that assist or stabilise.
    public var secondaryMuscles: [Muscle]
    /// The movement pattern it trains.
    public var pattern: MovementPattern
    /// The main equipment it is done with.
    public var equipment: EquipmentKind
    /// The body region it mainly trains.
    public var region: BodyRegion
    /// Whether it is a multi-joint lift.
    public var isCompound: Bool
    /// How its load is written, which picks the rounding ladder.
    public var loadKind: LoadKind
    /// For a labelled use of an exercise (`overhead press (volume)`), the id of the exercise
    /// it is a use of: the two share a history and a one-rep max. Nil for an exercise itself.
    public var parentID: String?
    /// The label of a labelled use (`volume`), nil for an exercise itself.
    public var role: String?

    /// The id its history and one-rep max are kept under: the parent's for a labelled use.
    public var historyID: String { parentID ?? id }

    /// Creates an exercise with every property given.
    public init(
        id: String, name: String, aliases: [String], primaryMuscles: [Muscle], secondaryMuscles: [Muscle],
        pattern: MovementPattern, equipment: EquipmentKind, region: BodyRegion, isCompound: Bool, loadKind: LoadKind
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.pattern = pattern
        self.equipment = equipment
        self.region = region
        self.isCompound = isCompound
        self.loadKind = loadKind
    }

    /// Creates an exercise, deriving what is left out: the id from the name
    /// (`Exercise.slug(for:)`), the region from the pattern or the first primary muscle,
    /// compound-ness from the pattern, and the load kind from the equipment (none for cardio).
    public init(
        id: String? = nil, name: String, aliases: [String] = [], primaryMuscles: [Muscle],
        secondaryMuscles: [Muscle] = [], pattern: MovementPattern, equipment: EquipmentKind,
        region: BodyRegion? = nil, isCompound: Bool? = nil, loadKind: LoadKind? = nil
    ) {
        let derivedRegion = pattern.defaultRegion ?? primaryMuscles.first?.region ?? .fullBody
        let derivedLoad: LoadKind = pattern == .cardio ? .none : equipment.defaultLoadKind
        self.init(
            id: id ?? Exercise.slug(for: name), name: name, aliases: aliases,
            primaryMuscles: primaryMuscles, secondaryMuscles: secondaryMuscles,
            pattern: pattern, equipment: equipment, region: region ?? derivedRegion,
            isCompound: isCompound ?? pattern.isCompoundByDefault, loadKind: loadKind ?? derivedLoad)
    }

    /// Every muscle it trains, primary first.
    public var allMuscles: [Muscle] { primaryMuscles + secondaryMuscles.filter { !primaryMuscles.contains($0) } }

    /// The slug for a name: normalised as for matching, words joined by hyphens
    /// ("Farmer's Walk" -> `farmers-walk`, "Pull-Up" -> `pull-up`).
    public static func slug(for name: String) -> String {
        ExerciseNameNormalizer.normalize(name).replacingSpaces(with: "-")
    }
}

extension String {
    fileprivate func replacingSpaces(with separator: Character) -> String {
        String(map { $0 == " " ? separator : $0 })
    }
}
