/// A key the line editor understands, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    /// Printable text: one key press, or several characters that arrived together (typing
    /// ahead, or a paste from a terminal without bracketed paste).
    case text(String)
    /// What the terminal marked as pasted (bracketed paste): inserted as it is, never run,
    /// completed or edited by the keys it holds. Line ends are `\n`; tabs are two spaces.
    case paste(String)
    case enter, tab, backspace, delete
    case left, right, up, down, home, end
    case wordLeft, wordRight
    /// Ctrl-W and Alt-Backspace.
    case deleteWordBackward
    /// Alt-d.
    case deleteWordForward
    /// Ctrl-K.
    case killToEnd
    /// Ctrl-U.
    case killToStart
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-L.
    case clearScreen
    /// Ctrl-Z.
    case suspend
    /// A lone Escape, or a sequence the editor has no use for.
    case ignored
}

/// Turns the bytes read from a terminal into keys.
///
/// Bytes arrive in arbitrary chunks, so a sequence cut in two (an escape sequence, a
/// multi-byte UTF-8 character) is kept until the rest arrives. A lone Escape cannot be told
/// from the start of a sequence by the bytes alone: the reader calls `flush()` when no byte
/// followed within a short wait.
struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste whose end marker has not arrived yet.
    private var pasted: [UInt8]?

    /// Whether bytes are waiting for the rest of their sequence.
    var hasPending: Bool { !pending.isEmpty && pasted == nil }

    /// The marker a terminal sends before pasted text once the editor asked for bracketed paste.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    /// The marker after pasted text.
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Decodes `bytes` (after any pending ones) into keys; an unfinished sequence stays pending.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                // A paste waits for its end marker however long it is, so its text is never
                // taken for keys.
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep what could be the start of the end marker; the rest is pasted text.
                    let kept = max(index, pending.count - (Self.pasteEnd.count - 1))
                    pasted?.append(contentsOf: pending[index..<kept])
                    index = kept
                    break
                }
                let text = Self.pastedText((pasted ?? []) + pending[index..<end])
                pasted = nil
                index = end + Self.pasteEnd.count
                if !text.isEmpty { keys.append(.paste(text)) }
                continue
            }
            if pending[index...].starts(with: Self.pasteStart) {
                pasted = []
                index += Self.pasteStart.count
                continue
            }
            guard let (key, length) = Self.decodeOne(pending[index...]) else { break }
            index += length
            if case .text(let new) = key, case .text(let previous)? = keys.last {
                keys[keys.count - 1] = .text(previous + new)
            } else {
                keys.append(key)
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting: pending bytes become what they are on their own (Escape is ignored,
    /// a cut UTF-8 sequence is dropped). A paste still open is left waiting for its end.
    mutating func flush() -> [Key] {
        guard pasted == nil else { return [] }
        defer { pending = [] }
        guard let first = pending.first else { return [] }
        // Escape followed by part of a sequence: the Escape is a key of its own.
        if first == 0x1B, pending.count > 1 {
            let rest = Array(pending.dropFirst())
            pending = []
            return [.ignored] + decode(rest) + flush()
        }
        return [.ignored]
    }

    /// Where `marker` starts in `bytes` at or after `start`.
    static func find(_ marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = marker.first, bytes.count >= marker.count else { return nil }
        var index = start
        while index <= bytes.count - marker.count {
            if bytes[index] == first, bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }

    /// Pasted bytes as text for the buffer: `\r\n` and `\r` become `\n`, a tab two spaces
    /// (the language indents with spaces, and the editor's columns have no tab stops), other
    /// control characters are dropped; invalid UTF-8 becomes U+FFFD.
    static func pastedText(_ bytes: [UInt8]) -> String {
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0D:
                cleaned.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            case 0x0A: cleaned.append(0x0A)
            case 0x09: cleaned += [0x20, 0x20]
            case 0x00..<0x20, 0x7F: break
            default: cleaned.append(byte)
            }
            index += 1
        }
        return String(decoding: cleaned, as: UTF8.self)
    }

    /// The first key in `bytes` and how many bytes it took, or nil when more bytes are needed.
    static func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x00..<0x20, 0x7F: return (controlKey(first), 1)
        case 0x20..<0x80: return (.text(String(UnicodeScalar(first))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x01: return .home  // Ctrl-A
        case 0x02: return .left  // Ctrl-B
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x05: return .end  // Ctrl-E
        case 0x06: return .right  // Ctrl-F
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x0B: return .killToEnd
        case 0x0C: return .clearScreen
        case 0x0E: return .down  // Ctrl-N
        case 0x10: return .up  // Ctrl-P
        case 0x15: return .killToStart
        case 0x17: return .deleteWordBackward
        case 0x1A: return .suspend
        default: return .ignored
        }
    }

    /// A UTF-8 character; an invalid byte becomes U+FFFD so nothing typed is silently lost.
    static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.text("\u{FFFD}"), 1)
        }
        var index = bytes.startIndex + 1
        while index < bytes.startIndex + length {
            guard index < bytes.endIndex else { return nil }
            guard bytes[index] & 0xC0 == 0x80 else { return (.text("\u{FFFD}"), index - bytes.startIndex) }
            index += 1
        }
        let text = String(decoding: bytes[bytes.startIndex..<index], as: UTF8.self)
        return (.text(text), length)
    }

    /// `ESC x` (Alt-x), `ESC [ ... final` (CSI) and `ESC O x` (SS3).
    static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            // Parameters and intermediates (0x20-0x3F), then one final byte (0x40-0x7E).
            var index = start + 2
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return nil }
            let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            return (csiKey(parameters: parameters, final: bytes[index]), index - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return nil }
            return (csiKey(parameters: "", final: bytes[start + 2]), 3)
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return (.wordLeft, 2)
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return (.wordRight, 2)
        case UInt8(ascii: "d"), UInt8(ascii: "D"): return (.deleteWordForward, 2)
        case 0x7F, 0x08: return (.deleteWordBackward, 2)
        case 0x1B: return (.ignored, 1)
        default: return (.ignored, 2)
        }
    }

    /// Arrows and editing keys, with Ctrl or Alt held (`1;5C`) turning arrows into word moves.
    static func csiKey(parameters: String, final: UInt8) -> Key {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let modifier = fields.count > 1 ? Int(fields[1]) ?? 1 : 1
        // 3 = Alt, 5 = Ctrl (xterm's modifier codes, one more than the bit mask).
        let word = modifier == 3 || modifier == 5 || modifier == 7
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return word ? .wordRight : .right
        case UInt8(ascii: "D"): return word ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch fields.first.flatMap({ Int($0) }) {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            default: return .ignored
            }
        default: return .ignored
        }
    }
}
