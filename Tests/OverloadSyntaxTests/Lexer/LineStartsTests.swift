import OverloadSyntax
import OverloadTestSupport
import Testing

/// The line index, found eight bytes at a time, against a byte-by-byte reading.
@Suite struct LineStartsTests {
    /// Offsets after each line feed, one byte at a time: the reading the word test must equal.
    static func plainLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    @Test func randomTextHasTheSameLineStarts() {
        // Bytes near the line feed's value too (0x09, 0x0B, 0x8A), which a wrong word test
        // would mistake for one; every length from 0 covers the tail after the last word.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x09, 0x0B, 0x0D, 0x20, 0x61, 0x8A, 0x00, 0xFF, 0x01, 0x7F]
        for seed in 0..<400 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let length = seed < 40 ? seed : Int.random(in: 0...300, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            let source = SourceFile(name: "random", bytes: bytes)
            #expect(source.lineStarts == Self.plainLineStarts(bytes), "seed \(seed)")
        }
    }

    @Test func lineFeedsAtEveryPositionOfAWord() {
        for length in 0..<24 {
            for position in 0..<max(length, 1) {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if position < length { bytes[position] = UInt8(ascii: "\n") }
                #expect(SourceFile(name: "one", bytes: bytes).lineStarts == Self.plainLineStarts(bytes))
            }
        }
    }
}
