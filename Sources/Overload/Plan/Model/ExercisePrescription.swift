/// One exercise as a day prescribes it: which exercise, its default rules, and its sets.
///
/// The same exercise may appear twice in a day (`bench top 1x4-6`, then `bench backoff 3x6-10`);
/// each appearance is its own prescription.
public struct ExercisePrescription: Sendable, Hashable, JSONValueConvertible {
    /// The catalog id of the exercise (for example `bench-press`).
    public let exerciseID: String
    /// The name as the program wrote it (for example `bench`).
    public let name: String
    /// Muscles the exercise mainly works, as catalog strings.
    public let primaryMuscles: [String]
    /// Muscles it also works.
    public let secondaryMuscles: [String]
    /// Whether the lifter may skip it when short of time (`optional face pull 3x15`).
    public let isOptional: Bool
    /// The exercise's default rep rule.
    public let repRange: RepRangePolicy
    /// How its rest was prescribed; each set holds the resolved value.
    public let rest: RestPolicy
    /// The sets, in order.
    public let sets: [SetPrescription]
    /// The progression that changes the exercise over time, if any.
    public let progression: ProgressionReference?
    /// The ramp its warm-up sets are planned from (`warmups`), if the program plans them:
    /// `next` plans them again from the work set a rule gives.
    public let warmupRamp: WarmupRamp?

    /// Creates an exercise prescription.
    public init(
        exerciseID: String,
        name: String,
        primaryMuscles: [String] = [],
        secondaryMuscles: [String] = [],
        isOptional: Bool = false,
        repRange: RepRangePolicy = .notSet,
        rest: RestPolicy = .notSet,
        sets: [SetPrescription],
        progression: ProgressionReference? = nil,
        warmupRamp: WarmupRamp? = nil
    ) {
        self.warmupRamp = warmupRamp
        self.exerciseID = exerciseID
        self.name = name
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.isOptional = isOptional
        self.repRange = repRange
        self.rest = rest
        self.sets = sets
        self.progression = progression
    }
}

/// A progression plugin and the arguments the program gave it, kept as written
/// (`linear +2.5kg, deload 10% after 3 fails` is plugin `linear` with two arguments).
/// The plugin registry interprets them; the plan only records them.
public struct ProgressionReference: Sendable, Hashable, JSONValueConvertible {
    /// The plugin's name (`linear`, `double`, `tm`, `gzclp`, or a script plugin's name).
    public let plugin: String
    /// The arguments, in order, as text.
    public let arguments: [String]

    /// Creates a progression reference.
    public init(plugin: String, arguments: [String] = []) {
        self.plugin = plugin
        self.arguments = arguments
    }
}

extension ExercisePrescription {
    /// The same prescription under another name: a ladder's line named for its current rung.
    public func renamed(_ name: String) -> ExercisePrescription {
        ExercisePrescription(
            exerciseID: exerciseID, name: name, primaryMuscles: primaryMuscles, secondaryMuscles: secondaryMuscles,
            isOptional: isOptional, repRange: repRange, rest: rest, sets: sets, progression: progression, warmupRamp: warmupRamp)
    }
}
