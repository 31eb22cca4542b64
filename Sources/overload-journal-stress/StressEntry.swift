/// The entries the stress tool appends: valid journal text whose last line carries a checksum
/// of the lines before it, so an intact entry can be recognised without the journal parser.
///
/// ```
/// 2026-01-01 "stress A 17"
///   note "kxqv..."
///   # checksum A 17 9f1c2b3a4d5e6f70
/// ```
enum StressEntry {
    /// The entry numbered `number` for writer `tag`; its note length varies from 40 to 1,039
    /// bytes so writes of many sizes are exercised.
    static func make(tag: String, number: Int) -> String {
        let seed = fnv1a("\(tag)/\(number)")
        let length = 40 + Int(seed % 1000)
        var state = seed
        var payload = ""
        payload.reserveCapacity(length)
        for _ in 0..<length {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            payload.unicodeScalars.append(Unicode.Scalar(UInt8(97 + (state >> 33) % 26)))
        }
        let body = "2026-01-01 \"stress \(tag) \(number)\"\n  note \"\(payload)\""
        return body + "\n  # checksum \(tag) \(number) \(hex(fnv1a(body)))\n"
    }

    /// What one entry of a journal turned out to be.
    enum Check: Equatable {
        /// An intact entry of writer `tag`.
        case intact(tag: String, number: Int)
        /// Anything else: a torn, altered or foreign entry.
        case torn
    }

    /// Checks one entry, given without its final newline.
    static func check(_ entry: Substring) -> Check {
        let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, let last = lines.last else { return .torn }
        let words = last.split(separator: " ")
        guard words.count == 5, words[0] == "#", words[1] == "checksum", let number = Int(words[3]) else {
            return .torn
        }
        let tag = String(words[2])
        let body = lines.dropLast().joined(separator: "\n")
        guard lines[0] == "2026-01-01 \"stress \(tag) \(number)\"", hex(fnv1a(body)) == words[4] else {
            return .torn
        }
        return .intact(tag: tag, number: number)
    }

    /// Whether a tag is safe inside the entry text and the checksum line.
    static func isValidTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag.utf8.allSatisfy { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95
        }
    }

    /// FNV-1a, 64 bits: tiny and good enough to spot a torn or altered entry.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
