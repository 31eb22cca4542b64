/// Names looked up in the built-in catalog before its names are filed in dictionaries
/// (``ExerciseNameIndex/unfiledBuiltin()``): each lookup walks the built-in exercises' keys,
/// their lengths first, a few thousand instructions, where filing all of them cost about a
/// million at every start. The answers are those of the filed tables: the same keys, the same
/// rule for a key that several exercises share (``ExerciseNameIndex/add(_:kind:to:)``),
/// generic words last; `CatalogIndexTests` compares both on every key.
enum BuiltinNameScan {
    /// Every key of the built-in exercises, in the order ``ExerciseNameIndex/keys(of:)``
    /// files them, in parallel arrays: a lookup compares lengths, and only a key of the
    /// right length as text.
    struct Keys: Sendable {
        var texts: [String] = []
        var lengths: [Int] = []
        var ordinals: [Int] = []
        var kinds: [MatchKind] = []
    }

    static let keys: Keys = {
        var keys = Keys()
        let exercises = BuiltinExercises.all
        let count = exercises.reduce(0) { $0 + 2 + $1.aliases.count }
        keys.texts.reserveCapacity(count)
        keys.lengths.reserveCapacity(count)
        keys.ordinals.reserveCapacity(count)
        keys.kinds.reserveCapacity(count)
        for ordinal in exercises.indices {
            ExerciseNameIndex.forEachKey(of: exercises[ordinal]) { key, kind in
                keys.texts.append(key)
                keys.lengths.append(key.utf8.count)
                keys.ordinals.append(ordinal)
                keys.kinds.append(kind)
            }
        }
        return keys
    }()

    /// The built-in exercises' ids by position, and their lengths.
    static let ids: (texts: [String], lengths: [Int]) = {
        let ids = BuiltinExercises.all.map(\.id)
        return (ids, ids.map(\.utf8.count))
    }()

    /// The generic words' keys and the positions of the exercises each lists, in table order.
    static let genericGroups: [(key: String, ordinals: [Int])] = BuiltinExercises.genericNames.map { group in
        (ExerciseNameNormalizer.normalize(group.name), group.ids.compactMap(BuiltinNameScan.ordinal(ofID:)))
    }

    /// The entry the filed `exact` table holds for a normalised key.
    static func entry(for key: String) -> ExerciseNameIndex.Entry? {
        let keys = self.keys
        let length = key.utf8.count
        var entry: ExerciseNameIndex.Entry?
        for index in keys.lengths.indices where keys.lengths[index] == length && keys.texts[index] == key {
            ExerciseNameIndex.add(keys.ordinals[index], kind: keys.kinds[index], to: &entry)
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
        let ids = self.ids
        let length = id.utf8.count
        for ordinal in ids.lengths.indices.reversed() where ids.lengths[ordinal] == length && ids.texts[ordinal] == id {
            return ordinal
        }
        return nil
    }
}
