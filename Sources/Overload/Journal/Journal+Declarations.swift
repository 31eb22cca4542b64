extension Journal {
    /// Whether the journal declares `name` (`exercise "Name"`, or a variant of its own),
    /// compared as the catalog compares names: case, punctuation and spacing aside.
    public func declares(_ name: String) -> Bool {
        let wanted = ExerciseNameNormalizer.normalize(name)
        return declaredExercises.contains { ExerciseNameNormalizer.normalize($0) == wanted }
            || declaredVariants.keys.contains { ExerciseNameNormalizer.normalize($0) == wanted }
    }
}
