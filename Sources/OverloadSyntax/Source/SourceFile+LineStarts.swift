extension SourceFile {
    /// The offset of each line's first byte: 0, and one past every line feed.
    ///
    /// Eight bytes are tested for a line feed at once, and only the bytes a word's test marks
    /// are looked at: a journal has a line feed every 30 bytes or so, and a byte-at-a-time
    /// loop with its bounds checks cost 8 instructions a byte of every file read.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            let raw = UnsafeRawPointer(base)
            var index = 0
            while index + 8 <= count {
                // A line feed is a zero byte of `word`; `found` is nonzero when `word` has a
                // zero byte (the classic test: a byte's borrow sets its top bit only from zero).
                // Read as little-endian so that a mark's bit position gives its byte on any machine.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    ^ 0x0A0A_0A0A_0A0A_0A0A
                var found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                // Each marked byte in turn, lowest first; a mark is checked, since a borrow from
                // a line feed can also mark the byte after it (a vertical tab, 0x0B).
                while found != 0 {
                    let offset = index + found.trailingZeroBitCount / 8
                    if base[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
                    found &= found &- 1
                }
                index += 8
            }
            while index < count {
                if base[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
                index += 1
            }
        }
        return starts
    }
}
