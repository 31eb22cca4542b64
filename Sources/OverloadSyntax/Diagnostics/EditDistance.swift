/// The edit distance between two strings: the fewest single-character insertions,
/// deletions, substitutions and swaps of two adjacent characters that turn `a` into `b`
/// (the optimal string alignment form of Damerau-Levenshtein).
///
/// Compares `Character`s, so "é" counts as one character however it is encoded.
/// Used for "did you mean" suggestions: `editDistance("squatt", "squat") == 1`,
/// `editDistance("deadlfit", "deadlift") == 1`.
public func editDistance(_ a: String, _ b: String) -> Int {
    optimalStringAlignmentDistance(Array(a), Array(b), limit: Int.max)
}

/// Optimal string alignment distance between two sequences, giving up early once every
/// alignment costs more than `limit` (the result is then some value above `limit`).
public func optimalStringAlignmentDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > limit { return abs(a.count - b.count) }

    // Three rows suffice: the transposition step looks two rows back.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, twoBack[j - 2] + 1)
            }
            current[j] = best
            rowMinimum = min(rowMinimum, best)
        }
        if rowMinimum > limit { return rowMinimum }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}

/// The candidate closest to `word` for a "did you mean", or nil when none is close: the
/// distance allowed grows with the word (1 edit up to 3 characters, 2 up to 6, then 3).
/// Case is ignored. The one rule every "did you mean" in Overload uses.
public func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased())
    let limit = lowered.count <= 3 ? 1 : (lowered.count <= 6 ? 2 : 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = optimalStringAlignmentDistance(lowered, Array(candidate.lowercased()), limit: limit)
        // Replacing every letter of a word is not a slip: day "Z" is not a typo of day "A".
        if distance <= limit, distance < max(lowered.count, candidate.count), distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}
