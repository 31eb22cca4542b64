/// How many terminal columns text takes: 0 for combining marks and other zero-width
/// scalars, 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise.
///
/// A small table of our own (no packages): the wide ranges of Unicode's EastAsianWidth.txt
/// (W and F) outside the emoji, merged where they touch; emoji are wide when Unicode gives
/// them emoji presentation by default (the standard library's `isEmojiPresentation`), which
/// is how EastAsianWidth.txt itself marks them W since Unicode 9.
enum CharacterWidth {
    /// The columns one user-perceived character takes.
    ///
    /// A grapheme cluster is as wide as its first visible scalar; a variation selector 16
    /// (emoji presentation) or a regional-indicator pair (a flag) makes it 2.
    static func of(_ character: Character) -> Int {
        var width = 0
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
            if width == 0 { width = of(scalar) }
        }
        return regionalIndicators >= 2 ? 2 : width
    }

    /// The columns one scalar takes on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The columns `text` takes, skipping ANSI escape sequences (a coloured prompt).
    static func of(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        var afterEscape = false
        for character in text {
            if inEscape {
                // CSI ends at a final byte (a letter, `@` to `~`).
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), !(afterEscape && ascii == UInt8(ascii: "[")) {
                    inEscape = false
                }
                afterEscape = false
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                afterEscape = true
                continue
            }
            width += of(character)
        }
        return width
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        return (0x1160...0x11FF).contains(scalar.value) || (0xFE00...0xFE0F).contains(scalar.value)
    }

    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, sorted.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement, Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,  // enclosed ideographs
        0x1F260...0x1F265,
        0x20000...0x2FFFD,  // CJK Extensions B-F, compatibility supplement
        0x30000...0x3FFFD,  // CJK Extension G and later
    ]
}
