/// A file that is not text (a binary, a compressed journal, a file in another encoding) is
/// one diagnostic, not one per byte: its first NUL byte or invalid UTF-8 sequence, located
/// as line:column, and nothing of it is parsed.
extension Parser {
    /// The error for a file that is not UTF-8 text; nil for a text file.
    public static func notTextDiagnostic(_ source: SourceFile) -> Diagnostic? {
        guard let offset = firstNonTextByte(source.bytes) else { return nil }
        let location = source.location(of: offset)
        let byte = source.bytes[offset]
        let (code, what, label): (DiagnosticCode, String, String) = byte == 0
            ? (.nulByte, "a NUL byte", "byte \(offset) is NUL")
            : (.invalidUTF8, "bytes that are not UTF-8", "byte \(offset), 0x\(Lexer.hex(byte)), does not start a valid character")
        return .error(
            code, "not a text file: \(what) at \(location); nothing in it is read", at: SourceRange(offset, offset + 1),
            label: label,
            help: "Overload reads UTF-8 text: is this a binary or compressed file (gunzip a .gz first), "
                + "or a file saved in another encoding (save it as UTF-8)?")
    }

    /// The offset of the first NUL byte or invalid UTF-8 sequence, or nil.
    static func firstNonTextByte(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                // Thirty-two ASCII bytes without a NUL at a time, tested together: the whole of
                // most files (eight at a time, the test cost 15 instructions a word).
                if index + 32 <= count, isPlainASCII(UnsafeRawBufferPointer(buffer), at: index) {
                    index += 32
                    continue
                }
                // Eight ASCII bytes without a NUL at a time.
                if index + 8 <= count {
                    let word = UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    if word & 0x8080_8080_8080_8080 == 0, hasZero == 0 {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte == 0 { return index }
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length = Lexer.utf8SequenceLength(buffer, at: index)
                if length == 0 { return index }
                index += length
            }
            return nil
        }
    }

    /// Whether the 32 bytes at `offset` are ASCII with no NUL: no byte with its top bit set and
    /// none zero (the classic test, which marks no byte of a word without a zero byte).
    private static func isPlainASCII(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        let a = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let b = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
        let c = bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
        let d = bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let zero = ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
        return (a | b | c | d | zero) & 0x8080_8080_8080_8080 == 0
    }
}
