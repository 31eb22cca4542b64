import Overload
import OverloadSyntax

/// The edits that turn one text into another, as small as a line diff makes them: lines
/// both texts share are left alone, and within a changed run of lines the bytes both share
/// at its ends are too. Applying the edits to the old text gives the new text exactly.
enum MinimalEdits {
    /// One replacement of old bytes.
    struct Edit: Sendable, Equatable {
        var range: SourceRange
        var replacement: String
    }

    /// A diff of more lines than this (changed lines times changed lines) falls back to one
    /// edit over the changed run, to keep the work bounded.
    static let cellLimit = 4_000_000

    /// With `lineByLine`, a changed run of as many new lines as old ones is one edit a line,
    /// so an edit never reaches past the line it changes (range formatting keeps the ones
    /// inside its range).
    static func edits(from old: [UInt8], to new: [UInt8], lineByLine: Bool = false) -> [Edit] {
        let oldLines = lines(old)
        let newLines = lines(new)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix].bytes == newLines[prefix].bytes { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
              oldLines[oldLines.count - 1 - suffix].bytes == newLines[newLines.count - 1 - suffix].bytes { suffix += 1 }
        let oldMiddle = Array(oldLines[prefix..<oldLines.count - suffix])
        let newMiddle = Array(newLines[prefix..<newLines.count - suffix])
        var hunks: [(old: Range<Int>, new: Range<Int>)] = []
        if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
        if oldMiddle.count * newMiddle.count > cellLimit {
            hunks = [(0..<oldMiddle.count, 0..<newMiddle.count)]
        } else {
            hunks = diff(oldMiddle.map(\.bytes), newMiddle.map(\.bytes))
        }
        if lineByLine {
            hunks = hunks.flatMap { hunk in
                hunk.old.count == hunk.new.count
                    ? zip(hunk.old, hunk.new).map { (old: $0..<$0 + 1, new: $1..<$1 + 1) }
                    : [hunk]
            }
        }
        let base = prefix < oldLines.count ? oldLines[prefix].start : old.count
        return hunks.map { hunk in
            let start = hunk.old.isEmpty
                ? (hunk.old.lowerBound < oldMiddle.count ? oldMiddle[hunk.old.lowerBound].start : oldEnd(oldMiddle, base))
                : oldMiddle[hunk.old.lowerBound].start
            let end = hunk.old.isEmpty ? start : oldMiddle[hunk.old.upperBound - 1].end
            let replacement = hunk.new.flatMap { newMiddle[$0].bytes }
            return trimmed(Edit(range: SourceRange(start, end), replacement: ""), old: old, replacement: Array(replacement))
        }
    }

    private static func oldEnd(_ lines: [Line], _ base: Int) -> Int {
        lines.last?.end ?? base
    }

    struct Line {
        var start: Int
        var end: Int
        var bytes: ArraySlice<UInt8>
    }

    /// The lines of `bytes`, each with its line break.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(Line(start: start, end: index + 1, bytes: bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(start: start, end: bytes.count, bytes: bytes[start...])) }
        return lines
    }

    /// The runs of lines that differ, by a longest-common-subsequence table.
    static func diff(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [(old: Range<Int>, new: Range<Int>)] {
        let rows = old.count + 1
        let columns = new.count + 1
        var table = [Int32](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * columns + j] = old[i] == new[j]
                    ? table[(i + 1) * columns + j + 1] + 1
                    : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
            }
        }
        var hunks: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0
        var j = 0
        var hunkStart: (Int, Int)?
        func close() {
            if let (oldStart, newStart) = hunkStart { hunks.append((oldStart..<i, newStart..<j)) }
            hunkStart = nil
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                close()
                i += 1
                j += 1
            } else {
                if hunkStart == nil { hunkStart = (i, j) }
                if j >= new.count || (i < old.count && table[(i + 1) * columns + j] >= table[i * columns + j + 1]) {
                    i += 1
                } else {
                    j += 1
                }
            }
        }
        close()
        return hunks
    }

    /// The edit with the bytes its old text and replacement share at both ends left out,
    /// cut at whole UTF-8 scalars.
    static func trimmed(_ edit: Edit, old: [UInt8], replacement: [UInt8]) -> Edit {
        var start = edit.range.start
        var end = edit.range.end
        var newStart = 0
        var newEnd = replacement.count
        while start < end, newStart < newEnd, old[start] == replacement[newStart] { start += 1; newStart += 1 }
        while start < end, newStart < newEnd, old[end - 1] == replacement[newEnd - 1] { end -= 1; newEnd -= 1 }
        // Never cut inside a scalar: the shared bytes are the same on both sides, so moving
        // both ends out over them keeps the edit exact.
        while start > edit.range.start, start < old.count, isContinuation(old[start]) {
            start -= 1
            newStart -= 1
        }
        while end < edit.range.end, isContinuation(old[end]) {
            end += 1
            newEnd += 1
        }
        // Nor between the two bytes of a CRLF, which a position cannot name.
        if start > edit.range.start, start < old.count, old[start - 1] == 0x0D, old[start] == 0x0A {
            start -= 1
            newStart -= 1
        }
        if end < edit.range.end, end > 0, old[end - 1] == 0x0D, old[end] == 0x0A {
            end += 1
            newEnd += 1
        }
        return Edit(range: SourceRange(start, end), replacement: String(decoding: replacement[newStart..<newEnd], as: UTF8.self))
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
