extension ExerciseCatalog {
    /// Grip, attachment and stance words that make a different lift of the same name
    /// (`Lat Pulldown - Underhand`, `Triceps Pushdown - Rope`).
    static let variantWords: Set<Substring> = [
        "underhand", "reverse", "supinated", "pronated", "rope", "neutral", "close", "wide",
        "single", "one", "incline", "decline", "sumo", "deficit", "front",
    ]

    /// The exercise an app's exercise name is imported as: the one `resolve(_:)` finds, unless
    /// the app's name carries a grip, attachment or stance word (`underhand`, `rope`,
    /// `close`...) that neither the exercise's name nor its aliases have. Such a name is a
    /// different lift from the one found (an underhand pulldown is not a lat pulldown), so it
    /// is kept as the app wrote it rather than merged into another lift's history.
    /// When the first exercise found lacks the variant, the qualifier that names it is tried
    /// alone (`Triceps Pushdown (Cable - Rope)` is the rope pushdown, not the bar one).
    ///
    /// An assisted name (`Chin Up (Assisted)`) is the bodyweight exercise without the word,
    /// when the catalog has it: the weight is then written as assistance on that exercise
    /// (`chin-up -20kg x 8`), as the journal writes it.
    public func importName(for appName: String) -> Exercise? {
        if let unassisted = unassistedExercise(appName) { return unassisted }
        let words = ExerciseNameNormalizer.normalize(appName).split(separator: " ")
        let variants = words.filter { Self.variantWords.contains($0) }
        let found = resolve(appName).exercise
        guard !variants.isEmpty else { return found }
        if let found, Self.names(found, all: variants) { return found }
        let parts = ExerciseNameNormalizer.parts(of: appName)
        for qualifier in parts.qualifiers where qualifier.split(separator: " ").contains(where: Self.variantWords.contains) {
            for candidate in ["\(qualifier) \(parts.base)", "\(parts.base) \(qualifier)"] {
                if let exercise = resolve(candidate).exercise, Self.names(exercise, all: variants) { return exercise }
            }
        }
        return nil
    }

    /// The bodyweight exercise an assisted name means once `assisted` is taken out of it.
    private func unassistedExercise(_ appName: String) -> Exercise? {
        let assisted: Set<Substring> = ["assisted", "assistance"]
        let parts = ExerciseNameNormalizer.parts(of: appName)
        let baseWords = parts.base.split(separator: " ")
        let qualifiers = parts.qualifiers.filter { !assisted.contains(Substring($0)) }
        let base = baseWords.filter { !assisted.contains($0) }.joined(separator: " ")
        guard qualifiers.count < parts.qualifiers.count || base.count < parts.base.count, !base.isEmpty else { return nil }
        let name = base + qualifiers.map { " (\($0))" }.joined()
        guard let exercise = importName(for: name), exercise.loadKind == .bodyweight else { return nil }
        return exercise
    }

    /// Whether the exercise's name, id or aliases have every one of `words`.
    private static func names(_ exercise: Exercise, all words: [Substring]) -> Bool {
        let known = Set(([exercise.name, exercise.id] + exercise.aliases).flatMap {
            ExerciseNameNormalizer.normalize($0).split(separator: " ")
        })
        return words.allSatisfy(known.contains)
    }
}
