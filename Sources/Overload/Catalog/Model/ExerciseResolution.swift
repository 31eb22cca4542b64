/// Which matching rule found an exercise for a name.
public enum MatchKind: String, Codable, Hashable, Sendable {
    /// The name, normalised, is the exercise's name.
    case name
    /// The name is the exercise's id ("romanian-deadlift").
    case id
    /// The name is one of the exercise's aliases ("rdl").
    case alias
    /// The name matches after synonyms, plurals, word order and joined words
    /// ("Bicep Curls", "pullups", "Incline Dumbbell Bench Press").
    case synonym
    /// The name matches once an equipment word is removed ("Barbell Bench Press").
    case equipmentStripped
    /// An app export name with its equipment or variant in parentheses
    /// ("Bench Press (Barbell)", "Seated Cable Row - V Grip (Cable)").
    case appExport
}

/// The outcome of looking up an exercise name in a catalog.
public enum ExerciseResolution: Hashable, Sendable {
    /// The name means exactly one exercise.
    case found(Exercise, how: MatchKind)
    /// The name could mean any of these exercises (such as "fly" or "shrug").
    case ambiguous([Exercise])
    /// No exercise has that name; up to three display names that are close to it.
    case unknown(suggestions: [String])

    /// The exercise when the name was found, else nil.
    public var exercise: Exercise? {
        switch self {
        case .found(let exercise, _): return exercise
        case .ambiguous, .unknown: return nil
        }
    }
}
