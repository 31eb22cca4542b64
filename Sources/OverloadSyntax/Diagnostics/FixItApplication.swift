/// Applies fix-its to a file's bytes.
public enum FixItApplication {
    /// `bytes` with the safe fix-its of `diagnostics` applied (``FixIt/isSafe``), and how many
    /// were. Fix-its are byte ranges of the text they were made for; one that overlaps another
    /// already taken, or lies outside the text, is left out.
    public static func applySafe(_ diagnostics: [Diagnostic], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let fixes = diagnostics.flatMap(\.fixIts).filter(\.isSafe).sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        var applied = 0
        var lastInsertion: Int?
        for fix in fixes where fix.range.start >= position && fix.range.start <= fix.range.end && fix.range.end <= bytes.count {
            let isInsertion = fix.range.start == fix.range.end
            // Two insertions at one place would go in an arbitrary order: only the first is made.
            if isInsertion, lastInsertion == fix.range.start { continue }
            if isInsertion { lastInsertion = fix.range.start }
            result += bytes[position..<fix.range.start]
            result += Array(fix.replacement.utf8)
            position = fix.range.end
            applied += 1
        }
        result += bytes[position...]
        return (result, applied)
    }
}
