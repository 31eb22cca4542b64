/// The Damerau-Levenshtein (optimal string alignment) distance between two strings,
/// compared by Unicode scalars and ignoring ASCII case. Used for every "did you mean".
public func editDistance(_ a: String, _ b: String) -> Int {
    let left = Array(a.lowercased().unicodeScalars)
    let right = Array(b.lowercased().unicodeScalars)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var beforePrevious = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var row = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
        row[0] = i
        for j in 1...right.count {
            let cost = left[i - 1] == right[j - 1] ? 0 : 1
            var value = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                value = Swift.min(value, beforePrevious[j - 2] + 1)
            }
            row[j] = value
        }
        (beforePrevious, previous, row) = (previous, row, beforePrevious)
    }
    return previous[right.count]
}
