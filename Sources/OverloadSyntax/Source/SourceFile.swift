/// A half-open range of UTF-8 byte offsets into one source file.
///
/// Byte offsets are the truth; lines and columns are computed only when rendering. Offsets
/// are stored in 32 bits (every AST node carries ranges, so their size is the tree's size);
/// an offset past 4 GiB is clamped, which no real program or journal comes near.
public struct SourceRange: Hashable, Sendable, Comparable {
    private var storedStart: UInt32
    private var storedEnd: UInt32

    /// Offset of the first byte.
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    /// Offset one past the last byte.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    /// Creates a range from `start` up to, not including, `end`.
    public init(_ start: Int, _ end: Int) {
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: Swift.max(start, end))
    }

    /// An empty range at `offset`, for things that are missing.
    public static func empty(at offset: Int) -> SourceRange { SourceRange(offset, offset) }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(Swift.min(start, other.start), Swift.max(end, other.end))
    }

    /// Number of bytes covered.
    public var length: Int { Int(storedEnd - storedStart) }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.storedStart, lhs.storedEnd) < (rhs.storedStart, rhs.storedEnd)
    }
}

/// A one-based line and column. Columns count Unicode scalars, so a caret lines up
/// under non-ASCII names.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// One-based line number.
    public var line: Int
    /// One-based column, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// The text of one file (or of standard input, or of a REPL line) as UTF-8 bytes.
public struct SourceFile: Sendable {
    /// The name shown in diagnostics, usually the path as the user typed it.
    public let name: String
    /// The raw bytes, exactly as read.
    public let bytes: [UInt8]
    /// Offset of the first byte of each line.
    public let lineStarts: [Int]
    /// The number diagnostics give the first line: 1, or 0 for text that puts a line of its
    /// own before what the user wrote (`overload log` adds the session's heading), so the
    /// user's first line is line 1.
    public let firstLineNumber: Int

    /// Creates a source file from raw bytes, its first line numbered `firstLineNumber`.
    public init(name: String, bytes: [UInt8], firstLineNumber: Int = 1) {
        self.name = name
        self.firstLineNumber = firstLineNumber
        self.bytes = bytes
        lineStarts = SourceFile.lineStarts(of: bytes)
    }

    /// Creates a source file from a string, its first line numbered `firstLineNumber`.
    public init(name: String, text: String, firstLineNumber: Int = 1) {
        self.init(name: name, bytes: Array(text.utf8), firstLineNumber: firstLineNumber)
    }

    /// The zero-based line index holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        lineStarts.lastIndex(by: { $0 }, atMost: offset)
    }

    /// The line and column of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = Swift.min(Swift.max(0, offset), bytes.count)
        let index = lineIndex(of: clamped)
        var column = 1
        var position = lineStarts[index]
        while position < clamped {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        // A position inside a multi-byte scalar counts as that scalar.
        if clamped < bytes.count, clamped > lineStarts[index], bytes[clamped] & 0xC0 == 0x80, isInsideScalar(clamped) {
            column -= 1
        }
        return SourceLocation(line: index + firstLineNumber, column: column)
    }

    /// True when the continuation byte at `offset` belongs to a valid sequence that starts
    /// before it; a stray continuation byte is a column of its own.
    func isInsideScalar(_ offset: Int) -> Bool {
        var lead = offset - 1
        while lead >= 0, offset - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0, bytes[lead] & 0xC0 != 0x80 else { return false }
        return lead + Lexer.utf8SequenceLength(bytes, at: lead) > offset
    }

    /// The byte range of a zero-based line, without its line break.
    public func lineRange(_ index: Int) -> SourceRange {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > start, end - 1 < bytes.count, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return SourceRange(start, Swift.max(start, end))
    }

    /// The text covered by a range, with invalid UTF-8 repaired.
    public func text(_ range: SourceRange) -> String {
        let start = Swift.min(Swift.max(0, range.start), bytes.count)
        let end = Swift.min(Swift.max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
