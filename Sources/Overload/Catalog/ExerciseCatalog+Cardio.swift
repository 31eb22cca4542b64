extension ExerciseCatalog {
    /// The exercise a name means on a line of distance or timed work only: `row 2000m` is the
    /// rowing machine, though `row 5x5` is the barbell row.
    ///
    /// The exercise `resolve(_:)` finds when it is cardio; otherwise the one cardio exercise
    /// with a name or alias holding each of the name's words, as a word or the start of one
    /// (`row` starts `rowing`); otherwise what `resolve(_:)` finds.
    public func resolveForDistanceWork(_ name: String) -> Exercise? {
        let found = resolve(name).exercise
        if found?.pattern == .cardio { return found }
        let words = ExerciseNameNormalizer.normalize(name).split(separator: " ")
        guard !words.isEmpty else { return found }
        let cardio = index.exercises.filter { exercise in
            exercise.pattern == .cardio && ([exercise.name] + exercise.aliases).contains { alias in
                let aliasWords = ExerciseNameNormalizer.normalize(alias).split(separator: " ")
                return words.allSatisfy { word in aliasWords.contains { $0.hasPrefix(word) } }
            }
        }
        return cardio.count == 1 ? cardio[0] : found
    }
}
