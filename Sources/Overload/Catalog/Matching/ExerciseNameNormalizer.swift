/// An exercise name split the way app exports write it: the base name, then the
/// variants and equipment after a spaced dash or in parentheses.
struct ExerciseNameParts: Hashable, Sendable {
    /// The normalised base name ("seated cable row").
    var base: String
    /// Normalised qualifiers in the order written ("v grip", "cable").
    var qualifiers: [String]
}

/// Turns exercise names into the form the catalog's dictionaries are keyed by.
enum ExerciseNameNormalizer {
    /// Lowercases, drops apostrophes, turns every other run of punctuation, `-`, `_` and
    /// whitespace into one space, spells `&` as "and", and trims:
    /// "  Farmer's   Walk " -> "farmers walk", "Pull-Up" -> "pull up".
    static func normalize<S: StringProtocol>(_ name: S) -> String {
        normalizeASCII(name) ?? normalizeScalars(name)
    }

    /// `normalize` for any text, scalar by scalar.
    static func normalizeScalars<S: StringProtocol>(_ name: S) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in name.lowercased().unicodeScalars {
            if isApostrophe(scalar) { continue }
            if scalar == "&" {
                if !out.isEmpty { out.append(" ") }
                out.append(contentsOf: "and".unicodeScalars)
                pendingSpace = true
            } else if isWordScalar(scalar) {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// `normalize` on bytes, for text that is all ASCII (every built-in name and nearly every
    /// name a lifter types), where lowercasing maps only `A`-`Z` and the only apostrophes are
    /// `'` and `` ` ``; nil for any other text. The same result as `normalizeScalars`, about
    /// ten times faster (the catalog normalises a thousand names at start-up).
    static func normalizeASCII<S: StringProtocol>(_ name: S) -> String? {
        // In place where the text is stored as UTF-8 (every native string): iterating a
        // string's bytes one by one, and appending them to an array, cost about 2,000
        // instructions a name.
        if let normalized = name.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            // A name already in normal form (most built-in aliases, most names typed) is the
            // answer itself: no new string to make, a third of what normalising costs.
            isNormal(bytes) ? String(name) : normalizeASCII(bytes: bytes)
        }) { return normalized }
        return Array(name.utf8).withUnsafeBufferPointer { normalizeASCII(bytes: $0) }
    }

    /// Whether `id` is the ASCII normalised name `name` with hyphens for its spaces (what
    /// `Exercise.slug(for:)` makes of it), which ``normalize(_:)`` turns back into `name`.
    static func isSlug(_ id: String, ofNormalized name: String) -> Bool {
        guard id.utf8.count == name.utf8.count else { return false }
        // The bytes in place: reading the two strings' UTF-8 views byte by byte cost more
        // than normalising the id. A string not stored as UTF-8 answers false.
        let same = name.utf8.withContiguousStorageIfAvailable { isSlug(id, ofNormalized: $0) }
        return same == true
    }

    /// ``isSlug(_:ofNormalized:)`` for a normalised name given as its bytes.
    static func isSlug(_ id: String, ofNormalized nameBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard id.utf8.count == nameBytes.count else { return false }
        let same = id.utf8.withContiguousStorageIfAvailable { idBytes in
            for index in 0..<nameBytes.count {
                let byte = nameBytes[index]
                guard byte < 0x80, idBytes[index] == (byte == UInt8(ascii: " ") ? UInt8(ascii: "-") : byte) else {
                    return false
                }
            }
            return true
        }
        return same == true
    }

    /// Whether `bytes` are what ``normalize(_:)`` makes of them: words of `a`-`z` and `0`-`9`
    /// joined by single spaces, nothing before the first or after the last.
    static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterSpace = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                afterSpace = false
            case UInt8(ascii: " "):
                if afterSpace { return false }
                afterSpace = true
            default:
                return false
            }
        }
        return !afterSpace
    }

    private static func normalizeASCII(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var ampersands = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: "&") { ampersands += 1 }
        }
        // Each `&` writes at most " and" and a space before the next word; any other byte at
        // most itself, or a space and itself when the byte before wrote nothing.
        return String(unsafeUninitializedCapacity: bytes.count + 4 * ampersands + 1) { out in
            var count = 0
            writeNormalized(asciiBytes: bytes) { byte in
                out[count] = byte
                count += 1
            }
            return count
        }
    }

    /// Appends the normal form of `name`'s bytes to `out`: ``normalize(_:)``'s bytes, without a
    /// string for each name (the built-in keys' table, ``BuiltinNameScan``, holds them all in
    /// one array).
    static func appendNormalized(_ name: String, to out: inout [UInt8]) {
        let written = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            if isNormal(bytes) {
                out.append(contentsOf: bytes)
                return true
            }
            var ampersands = 0
            for byte in bytes {
                if byte >= 0x80 { return false }
                if byte == UInt8(ascii: "&") { ampersands += 1 }
            }
            // Written on the stack and appended at once: an append a byte cost about 40
            // instructions.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 4 * ampersands + 1) { buffer in
                var count = 0
                writeNormalized(asciiBytes: bytes) { byte in
                    buffer[count] = byte
                    count += 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
            return true
        }
        if written != true { out.append(contentsOf: normalize(name).utf8) }
    }

    /// The normal form of text that is all ASCII (the caller has checked), a byte at a time.
    @inline(__always)
    private static func writeNormalized(asciiBytes bytes: UnsafeBufferPointer<UInt8>, _ write: (UInt8) -> Void) {
        var wroteAny = false
        var pendingSpace = false
        func put(_ byte: UInt8) {
            write(byte)
            wroteAny = true
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "`"): continue
            case UInt8(ascii: "&"):
                if wroteAny { put(UInt8(ascii: " ")) }
                for letter in "and".utf8 { put(letter) }
                pendingSpace = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingSpace && wroteAny { put(UInt8(ascii: " ")) }
                pendingSpace = false
                let isUpper = byte <= UInt8(ascii: "Z") && byte >= UInt8(ascii: "A")
                put(isUpper ? byte + 0x20 : byte)
            default:
                pendingSpace = true
            }
        }
    }

    /// Whether the raw name carries app-export qualifiers, which `parts(of:)` separates.
    /// Scans scalars without allocating, since every lookup asks.
    static func hasQualifiers(_ raw: String) -> Bool {
        var afterSpace = false
        var dashAfterSpace = false
        for scalar in raw.unicodeScalars {
            if scalar == "(" || scalar == "[" { return true }
            let isSpace = scalar.properties.isWhitespace
            if isSpace && dashAfterSpace { return true }
            dashAfterSpace = afterSpace && (scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}")
            afterSpace = isSpace
        }
        return false
    }

    /// Splits "Bench Press - Close Grip (Barbell)" into base "bench press" and qualifiers
    /// ["close grip", "barbell"]; "Triceps Pushdown (Cable - Straight Bar)" into
    /// "triceps pushdown" and ["cable", "straight bar"].
    static func parts(of raw: String) -> ExerciseNameParts {
        var outside: [Character] = []
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in raw {
            if character == "(" || character == "[" {
                depth += 1
                if depth == 1 { current = "" } else { current.append(character) }
            } else if (character == ")" || character == "]") && depth > 0 {
                depth -= 1
                if depth == 0 { groups.append(current) } else { current.append(character) }
            } else if depth > 0 {
                current.append(character)
            } else {
                outside.append(character)
            }
        }
        if depth > 0 { groups.append(current) }

        let dashPieces = splitOnSpacedDashes(outside)
        var qualifiers = dashPieces.dropFirst().map { normalize($0) }
        for group in groups {
            for piece in splitOnSpacedDashes(Array(group)) {
                qualifiers += piece.split(whereSeparator: { $0 == "," || $0 == "/" }).map { normalize($0) }
            }
        }
        qualifiers.removeAll { $0.isEmpty }
        var base = normalize(dashPieces.first ?? "")
        if base.isEmpty, !qualifiers.isEmpty { base = qualifiers.removeFirst() }
        return ExerciseNameParts(base: base, qualifiers: qualifiers)
    }

    private static func splitOnSpacedDashes(_ characters: [Character]) -> [String] {
        var pieces: [String] = []
        var start = 0
        for offset in spacedDashOffsets(in: characters) {
            pieces.append(String(characters[start..<offset]))
            start = offset + 1
        }
        pieces.append(String(characters[start...]))
        return pieces
    }

    /// Offsets of dashes with whitespace on both sides; a dash inside a word ("Pull-Up")
    /// is part of the name.
    private static func spacedDashOffsets(in characters: [Character]) -> [Int] {
        guard characters.count >= 3 else { return [] }
        return (1..<(characters.count - 1)).filter { offset in
            isDash(characters[offset]) && characters[offset - 1].isWhitespace && characters[offset + 1].isWhitespace
        }
    }

    private static func isDash(_ character: Character) -> Bool {
        character == "-" || character == "\u{2013}" || character == "\u{2014}"
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "`" || scalar == "\u{00B4}"
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return properties.isAlphabetic || properties.numericType != nil
        }
    }
}
