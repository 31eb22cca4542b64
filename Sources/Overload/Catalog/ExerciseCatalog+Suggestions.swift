extension ExerciseCatalog {
    /// Up to `limit` display names close to a name nothing matched, for "did you mean":
    /// first names and aliases within an edit distance that grows with the name's length
    /// ("bech press" -> Bench Press), then names the query contains as whole words or
    /// begins ("deficit bench press" -> Bench Press, "hammer" -> Hammer Curl).
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        let query = ExerciseNameNormalizer.normalize(name)
        guard !query.isEmpty, limit > 0 else { return [] }
        let bestDistance = closeOrdinals(to: query)
        var ranked = bestDistance.map { (ordinal: $0.key, score: $0.value) }

        // Containment ranks after every edit-distance hit; closer lengths first.
        let padded = " \(query) "
        for (ordinal, name) in index.paddedNames.enumerated() where bestDistance[ordinal] == nil {
            guard name.count > 3 else { continue }
            if padded.contains(name) || (query.count >= 3 && name.hasPrefix(" " + query)) {
                ranked.append((ordinal, 100 + abs(name.count - padded.count)))
            }
        }

        let names = ranked.sorted { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score < rhs.score }
            return index.exercises[lhs.ordinal].name < index.exercises[rhs.ordinal].name
        }
        return names.prefix(limit).map { index.exercises[$0.ordinal].name }
    }

    /// The catalog name a few typing slips away from `name` (`squat mian` is not one; `bech
    /// press` is `Bench Press`), the nearest first, or `nil` when no name is that close.
    /// Unlike `suggestions(for:)` it ignores names that merely contain the query.
    public func closeName(to name: String) -> String? {
        let query = ExerciseNameNormalizer.normalize(name)
        guard !query.isEmpty else { return nil }
        let nearest = closeOrdinals(to: query).min { lhs, rhs in
            lhs.value != rhs.value ? lhs.value < rhs.value : index.exercises[lhs.key].name < index.exercises[rhs.key].name
        }
        return nearest.map { index.exercises[$0.key].name }
    }

    /// The exercises with a name or alias within the edit threshold of a normalised query,
    /// each with its smallest distance.
    private func closeOrdinals(to query: String) -> [Int: Int] {
        let bytes = Array(query.utf8)
        let threshold = Self.suggestionThreshold(forLength: bytes.count)
        var bestDistance: [Int: Int] = [:]
        for key in index.suggestionKeys where abs(key.bytes.count - bytes.count) <= threshold {
            let distance = optimalStringAlignmentDistance(bytes, key.bytes, limit: threshold)
            if distance <= threshold { bestDistance[key.ordinal] = min(bestDistance[key.ordinal] ?? .max, distance) }
        }
        return bestDistance
    }

    /// Edits allowed for a query of `length` bytes: 1 up to 4, 2 up to 12, then 3. Three
    /// edits in a two-word name rewrite a word (`squat mian` is not a slip for `squat clean`).
    static func suggestionThreshold(forLength length: Int) -> Int {
        length <= 4 ? 1 : length <= 12 ? 2 : 3
    }
}
