/// Trailing white space taken off a line of a table, as the regular expression `\s+$` did
/// (ICU's `\s` is Unicode's White_Space property), without building a regular expression
/// a line.
enum TrailingSpace {
    static func trim(_ line: inout String) {
        let scalars = line.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            guard isSpace(scalars[before]) else { break }
            end = before
        }
        // One cut: removing scalars one at a time from the view rebuilt the string each time.
        if end < scalars.endIndex { line.removeSubrange(end...) }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
