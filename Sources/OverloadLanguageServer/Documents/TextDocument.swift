import OverloadSyntax

/// An open document's text as UTF-8 bytes with its lines, and the conversions between byte
/// offsets (the project's truth) and LSP positions. Lines end at `\n`, `\r\n` or `\r`, as
/// the protocol says.
struct TextDocument: Sendable {
    var uri: String
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lineStarts: [Int]

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The offset where line `index`'s text ends (before its line break).
    func lineEnd(_ index: Int) -> Int {
        guard index + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[index + 1]
        if end > lineStarts[index], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[index], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The byte offset of `position`. A line past the end is the end of the text; a
    /// character past the line's end is its end; one inside a scalar is that scalar's start.
    func offset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end {
            let length = Self.scalarLength(bytes, at: offset, limit: end)
            let width = encoding.units(ofScalarStartingWith: bytes[offset], length: length)
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The position of a byte offset (clamped to the text).
    func position(of offset: Int, in encoding: PositionEncoding) -> Position {
        let clamped = min(max(0, offset), bytes.count)
        let low = line(containing: clamped)
        let target = min(clamped, lineEnd(low))
        var index = lineStarts[low]
        var units = 0
        while index < target {
            let length = Self.scalarLength(bytes, at: index, limit: lineEnd(low))
            units += encoding.units(ofScalarStartingWith: bytes[index], length: length)
            index += length
        }
        return Position(line: low, character: units)
    }

    func range(of range: SourceRange, in encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: range.start, in: encoding), end: position(of: range.end, in: encoding))
    }

    func sourceRange(of range: LSPRange, in encoding: PositionEncoding) -> SourceRange {
        let start = offset(of: range.start, in: encoding)
        return SourceRange(start, max(start, offset(of: range.end, in: encoding)))
    }

    /// Replaces the bytes in `range` with `text` (an incremental change).
    mutating func replace(_ range: SourceRange, with text: String) {
        let start = min(range.start, bytes.count)
        let end = min(max(start, range.end), bytes.count)
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Replaces the whole text (a change without a range).
    mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The length of the UTF-8 sequence at `index`: 1 for a byte that starts no valid one.
    static func scalarLength(_ bytes: [UInt8], at index: Int, limit: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : 1
        guard length > 1, index + length <= limit else { return 1 }
        for next in index + 1..<index + length where bytes[next] & 0xC0 != 0x80 { return 1 }
        return length
    }
}
