/// The base protocol's framing: headers (`Content-Length: N`, an optional `Content-Type`),
/// an empty line, then exactly N bytes of body. Bytes arrive in any pieces: a header split
/// over two reads, two messages in one read, one byte at a time.
struct MessageFraming: Sendable {
    /// What the bytes so far make.
    enum Piece: Sendable, Equatable {
        /// One message's body.
        case body([UInt8])
        /// A header block that cannot be read; the bytes up to its end were dropped.
        case badHeader(String)
    }

    private var buffer: [UInt8] = []
    /// Where the unread bytes start in `buffer` (dropped in bulk, not byte by byte).
    private var start = 0
    /// The header block's body length once it was read.
    private var pendingLength: Int?

    /// The largest body accepted (a bigger one is refused rather than buffered).
    static let maximumBodyLength = 64 << 20

    /// Adds bytes read from the input.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// True when bytes of an unfinished message are waiting.
    var hasPartialMessage: Bool { start < buffer.count || pendingLength != nil }

    /// The next complete piece, or nil when more bytes are needed.
    mutating func next() -> Piece? {
        defer { compact() }
        if pendingLength == nil {
            if let skipped = skipToHeader() { return .badHeader(skipped) }
            guard let end = headerEnd() else { return nil }
            let header = String(decoding: buffer[start..<end.headerEnd], as: UTF8.self)
            start = end.bodyStart
            switch Self.contentLength(of: header) {
            case .success(let length): pendingLength = length
            case .failure(let problem): return .badHeader(problem.message)
            }
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        pendingLength = nil
        return .body(body)
    }

    /// Drops bytes that cannot start a header block (garbage between messages), up to the
    /// next `Content-`; nil when the unread bytes start as a header does.
    private mutating func skipToHeader() -> String? {
        let marker = Array("content-".utf8)
        func matches(at index: Int) -> Bool {
            var offset = 0
            while offset < marker.count, index + offset < buffer.count {
                if Self.lowercased(buffer[index + offset]) != marker[offset] { return false }
                offset += 1
            }
            return true
        }
        guard start < buffer.count, !matches(at: start) else { return nil }
        var index = start + 1
        while index < buffer.count, !matches(at: index) { index += 1 }
        let dropped = String(decoding: buffer[start..<index].prefix(80), as: UTF8.self)
        start = index
        return "bytes outside any message were dropped: \(dropped.debugDescription)"
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The end of the header block (before the blank line) and the body's first byte. A
    /// bare `\n\n` is taken too, since some clients write one.
    private func headerEnd() -> (headerEnd: Int, bodyStart: Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    struct HeaderProblem: Error { var message: String }

    /// The `Content-Length` of a header block; header names are compared without case.
    static func contentLength(of header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "a header line without ':': \(line.prefix(80))"))
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    return .failure(HeaderProblem(message: "Content-Length is not a byte count: \(value.prefix(40))"))
                }
                guard number <= maximumBodyLength else {
                    return .failure(HeaderProblem(message: "Content-Length \(number) is more than the \(maximumBodyLength) bytes accepted"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(message: "a message without a Content-Length header")) }
        return .success(length)
    }

    /// `body` framed for writing.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
