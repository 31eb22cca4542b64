/// Names looked up in the built-in catalog before its names are filed in dictionaries
/// (``ExerciseNameIndex/unfiledBuiltin()``): each lookup walks the built-in exercises' keys,
/// a few thousand instructions, where filing all of them cost about a million at every
/// start. The answers are those of the filed tables: the same keys, the same rule for a key
/// that several exercises share (``ExerciseNameIndex/add(_:kind:to:)``), generic words last;
/// `BuiltinNameScanTests` compares both on every key.
enum BuiltinNameScan {
    /// Each built-in exercise's keys, by position, as ``ExerciseNameIndex/keys(of:)`` files them.
    static let keys: [[(String, MatchKind)]] = BuiltinExercises.all.map { ExerciseNameIndex.keys(of: $0).keys }

    /// The generic words' keys and the positions of the exercises each lists, in table order.
    static let genericGroups: [(key: String, ordinals: [Int])] = BuiltinExercises.genericNames.map { group in
        (ExerciseNameNormalizer.normalize(group.name), group.ids.compactMap(BuiltinNameScan.ordinal(ofID:)))
    }

    /// The entry the filed `exact` table holds for a normalised key.
    static func entry(for key: String) -> ExerciseNameIndex.Entry? {
        var entry: ExerciseNameIndex.Entry?
        let length = key.utf8.count
        for ordinal in keys.indices {
            for (candidate, kind) in keys[ordinal] where candidate.utf8.count == length && candidate == key {
                ExerciseNameIndex.add(ordinal, kind: kind, to: &entry)
            }
        }
        if entry != nil || key.isEmpty { return entry }
        // A generic word is filed after every exercise, where no exercise holds its key; the
        // first group of a key that lists any exercise.
        for group in genericGroups where !group.ordinals.isEmpty && group.key == key {
            return ExerciseNameIndex.Entry(ordinals: group.ordinals, kind: .alias, isGenericGroup: true)
        }
        return nil
    }

    /// The position of the exercise with `id`: the last one filed under it, as a dictionary
    /// written in order keeps.
    static func ordinal(ofID id: String) -> Int? {
        let exercises = BuiltinExercises.all
        let length = id.utf8.count
        for ordinal in exercises.indices.reversed() where exercises[ordinal].id.utf8.count == length && exercises[ordinal].id == id {
            return ordinal
        }
        return nil
    }
}
