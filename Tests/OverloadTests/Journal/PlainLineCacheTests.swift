@testable import Overload
import OverloadTestSupport
import Testing

/// The line cache finds a line's end and hashes its bytes in one pass, eight bytes at a time
/// (`PlainLineCache.scan`): the end is the first line feed, as a byte-by-byte search finds it,
/// and the hash depends on the line's bytes alone, wherever the line stands, whatever follows
/// it and wherever the bytes scanned end.
@Suite struct PlainLineCacheTests {
    /// The first line feed at or after `start`, before `end`; `end` when there is none.
    static func lineEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        bytes[start..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
    }

    @Test func theEndIsTheFirstLineFeedAndTheHashTheLinesBytes() {
        var random = SeededGenerator(seed: 8)
        // A vertical tab (0x0B) after a line feed is the byte a borrow can mark falsely.
        let alphabet = Array("sqat 1x5,.@\n\u{0B}\u{09}".utf8)
        for _ in 0..<3_000 {
            let line = (0..<Int.random(in: 0...30, using: &random)).map { _ -> UInt8 in
                let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                return byte == UInt8(ascii: "\n") ? UInt8(ascii: "x") : byte
            }
            let before = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            let after = (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            let endsWithFeed = Bool.random(using: &random)
            let bytes = before + line + (endsWithFeed ? [UInt8(ascii: "\n")] : []) + after
            // Scanned to the end of the bytes, or cut right after the line.
            let end = endsWithFeed || Bool.random(using: &random) ? bytes.count : before.count + line.count
            let alone = line.withUnsafeBufferPointer { PlainLineCache.scan($0, from: 0, to: line.count) }
            bytes.withUnsafeBufferPointer { buffer in
                let scanned = PlainLineCache.scan(buffer, from: before.count, to: end)
                let expectedEnd = Self.lineEnd(bytes, from: before.count, to: end)
                #expect(scanned.lineEnd == expectedEnd)
                if expectedEnd == before.count + line.count {
                    #expect(scanned.hash == alone.hash)
                }
            }
            #expect(alone.lineEnd == line.count)
            #expect(alone.hash == line.withUnsafeBufferPointer { ReadHash.hash($0) })
        }
    }

    /// A session's lines end at the first line that starts with a digit, or at the end
    /// (`PlainSessionCache.linesEnd`, which looks for line feeds eight bytes at a time).
    @Test func aSessionsLinesEndAtTheNextDatedLine() {
        var random = SeededGenerator(seed: 36)
        let alphabet = Array("  sqat 1x5\n\n\u{0B}2".utf8)
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            let starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            let start = starts[Int.random(in: 0..<starts.count, using: &random)]
            let end = Int.random(in: start...bytes.count, using: &random)
            let expected = starts.first { $0 >= start && $0 < end && bytes[$0] &- UInt8(ascii: "0") < 10 } ?? end
            let found = bytes.withUnsafeBufferPointer { PlainSessionCache.linesEnd($0, from: start, to: end) }
            #expect(found == expected, "\(bytes) from \(start) to \(end)")
            // By the line starts, from an index before, at or past the start's line.
            var index = Int.random(in: 0..<starts.count, using: &random)
            let byStarts = bytes.withUnsafeBufferPointer {
                PlainSessionCache.linesEnd($0, from: start, to: end, lineStarts: starts, index: &index)
            }
            #expect(byStarts == expected, "\(bytes) from \(start) to \(end) by line starts")
        }
    }

    /// A name made from bytes (`MadeNames`, the scanner's day and exercise names) is the name
    /// those bytes spell, whether kept or made anew, over more spellings than slots, some
    /// sharing a length and first and last byte, and some not UTF-8.
    @Test func madeNamesAreTheNamesOfTheirBytes() {
        var random = SeededGenerator(seed: 41)
        let spellings = (0..<80).map { index -> [UInt8] in
            let length = Int.random(in: 1...20, using: &random)
            var bytes = (0..<length).map { _ in UInt8(ascii: "a") + UInt8.random(in: 0..<26, using: &random) }
            if index % 9 == 0 { bytes[bytes.count / 2] = 0xC3 }
            if index % 7 == 0 { bytes[0] = UInt8(ascii: "s"); bytes[bytes.count - 1] = UInt8(ascii: "t") }
            return bytes
        }
        var names = MadeNames()
        for _ in 0..<2_000 {
            let bytes = spellings[Int.random(in: 0..<spellings.count, using: &random)]
            let made = bytes.withUnsafeBufferPointer { names.name($0) }
            #expect(made == String(decoding: bytes, as: UTF8.self), "\(bytes)")
        }
        #expect([UInt8]().withUnsafeBufferPointer { names.name($0) } == "")
    }

    /// Lines of different bytes, lengths or trailing zero bytes hash apart in practice; equal
    /// hashes are still compared byte by byte, so this only keeps the table useful.
    @Test func differentLinesHashApart() {
        let lines = ["squat 60x5x5", "squat 60x5x5 ", "squat 62.5x5x5", "bench 60x5x5", "squat 60x5x", "", "a", "a\u{0}"]
        let hashes = lines.map { line in Array(line.utf8).withUnsafeBufferPointer { PlainLineCache.scan($0, from: 0, to: $0.count).hash } }
        #expect(Set(hashes).count == lines.count)
    }
}
