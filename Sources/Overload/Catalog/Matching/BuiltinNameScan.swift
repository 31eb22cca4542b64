/// Names looked up in the built-in catalog before its names are filed in dictionaries
/// (``ExerciseNameIndex/unfiledBuiltin()``): each lookup walks the built-in exercises' keys,
/// their lengths first, a few thousand instructions, where filing all of them cost about a
/// million at every start. The answers are those of the filed tables: the same keys, the same
/// rule for a key that several exercises share (``ExerciseNameIndex/add(_:kind:to:)``),
/// generic words last; `CatalogIndexTests` compares both on every key.
enum BuiltinNameScan {
    /// Every key of the built-in exercises, in the order ``ExerciseNameIndex/keys(of:)``
    /// files them, in parallel arrays: a lookup compares lengths, and only a key of the
    /// right length byte by byte. The keys' bytes are written one after another into one
    /// array, not a string each: normalising the 868 keys into strings cost 0.6 M
    /// instructions at every start.
    struct Keys: Sendable {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        var ordinals: [Int] = []
        var kinds: [MatchKind] = []

        /// Files the key written from `start` to the end of `bytes` (none when it is empty,
        /// as ``ExerciseNameIndex/forEachKey(of:_:)`` files none).
        mutating func fileKey(from start: Int, ordinal: Int, kind: MatchKind) {
            let length = bytes.count - start
            guard length > 0 else { return }
            starts.append(start)
            lengths.append(length)
            ordinals.append(ordinal)
            kinds.append(kind)
        }
    }

    static let keys: Keys = {
        var keys = Keys()
        let exercises = BuiltinExercises.all
        let count = exercises.reduce(0) { $0 + 2 + $1.aliases.count }
        keys.bytes.reserveCapacity(count * 16)
        keys.starts.reserveCapacity(count)
        keys.lengths.reserveCapacity(count)
        keys.ordinals.reserveCapacity(count)
        keys.kinds.reserveCapacity(count)
        for ordinal in exercises.indices {
            // The keys of `ExerciseNameIndex.forEachKey(of:)`, in its order: the name, the id
            // (the name's key again when the id is its slug), the aliases.
            let nameStart = keys.bytes.count
            ExerciseNameNormalizer.appendNormalized(exercises[ordinal].name, to: &keys.bytes)
            let nameEnd = keys.bytes.count
            keys.fileKey(from: nameStart, ordinal: ordinal, kind: .name)
            let id = exercises[ordinal].id
            let isSlug = keys.bytes.withUnsafeBufferPointer { bytes in
                ExerciseNameNormalizer.isSlug(id, ofNormalized: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]))
            }
            if isSlug {
                guard nameEnd > nameStart else { continue }
                keys.starts.append(nameStart)
                keys.lengths.append(nameEnd - nameStart)
                keys.ordinals.append(ordinal)
                keys.kinds.append(.id)
            } else {
                let idStart = keys.bytes.count
                ExerciseNameNormalizer.appendNormalized(id, to: &keys.bytes)
                keys.fileKey(from: idStart, ordinal: ordinal, kind: .id)
            }
            for alias in exercises[ordinal].aliases {
                let aliasStart = keys.bytes.count
                ExerciseNameNormalizer.appendNormalized(alias, to: &keys.bytes)
                keys.fileKey(from: aliasStart, ordinal: ordinal, kind: .alias)
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
        var wanted = key
        let length = wanted.utf8.count
        var entry: ExerciseNameIndex.Entry?
        wanted.withUTF8 { wanted in
            keys.bytes.withUnsafeBufferPointer { bytes in
                for index in keys.lengths.indices where keys.lengths[index] == length {
                    let start = keys.starts[index]
                    // Bytes equal are strings equal; a key with other bytes could equal one
                    // only as Unicode text, so text that is not all ASCII is compared so.
                    var same = true
                    for offset in 0..<length where bytes[start + offset] != wanted[offset] {
                        same = false
                        break
                    }
                    if !same, wanted.contains(where: { $0 >= 0x80 }) {
                        same = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self) == key
                    }
                    if same { ExerciseNameIndex.add(keys.ordinals[index], kind: keys.kinds[index], to: &entry) }
                }
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
        let ids = self.ids
        let length = id.utf8.count
        for ordinal in ids.lengths.indices.reversed() where ids.lengths[ordinal] == length && ids.texts[ordinal] == id {
            return ordinal
        }
        return nil
    }
}
