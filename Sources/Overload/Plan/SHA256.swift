/// SHA-256 (FIPS 180-4), written here because Foundation on Linux has no hashing API and the
/// package takes no dependencies. Used for plan content ids, so its output must never change.
///
/// Feed bytes with ``update(_:)`` as often as needed, then call ``finalize()``; or hash a
/// whole sequence at once with ``hash(_:)``.
public struct SHA256: Sendable {
    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    private var state = SHA256.initialState
    private var block = [UInt8](repeating: 0, count: 64)
    private var blockCount = 0
    private var messageLength: UInt64 = 0
    private var schedule = [UInt32](repeating: 0, count: 64)

    /// Starts an empty hash.
    public init() {}

    /// Hashes a whole byte sequence.
    public static func hash(_ bytes: some Sequence<UInt8>) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Hashes the UTF-8 bytes of a string.
    public static func hash(_ string: String) -> SHA256Digest {
        hash(string.utf8)
    }

    /// Appends bytes to the message.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        // Contiguous bytes (an array, a native string's UTF-8) are hashed a whole block at a
        // time, straight from their storage; others a byte at a time.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        guard done == nil else { return }
        for byte in bytes {
            block[blockCount] = byte
            blockCount += 1
            messageLength &+= 1
            if blockCount == 64 {
                block.withUnsafeBytes { Self.compress($0, into: &state, schedule: &schedule) }
                blockCount = 0
            }
        }
    }

    private mutating func update(_ buffer: UnsafeRawBufferPointer) {
        messageLength &+= UInt64(buffer.count)
        var offset = 0
        // First fill a block begun by an earlier update.
        if blockCount > 0 {
            let count = Swift.min(64 - blockCount, buffer.count)
            for index in 0..<count { block[blockCount + index] = buffer[index] }
            blockCount += count
            offset = count
            guard blockCount == 64 else { return }
            block.withUnsafeBytes { Self.compress($0, into: &state, schedule: &schedule) }
            blockCount = 0
        }
        while buffer.count - offset >= 64 {
            Self.compress(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + 64)]), into: &state, schedule: &schedule)
            offset += 64
        }
        for index in offset..<buffer.count { block[index - offset] = buffer[index] }
        blockCount = buffer.count - offset
    }

    /// Pads the message and returns its digest. The hasher is not meant to be used afterwards.
    public mutating func finalize() -> SHA256Digest {
        let bitLength = messageLength &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (119 - blockCount) % 64)
        padding += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (UInt64($0) * 8)) }
        update(padding)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in state {
            bytes.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) })
        }
        return SHA256Digest(bytes: bytes)
    }

    /// One 64-byte block of the message into the state; `schedule` is room for the message
    /// schedule, kept between blocks so no block allocates.
    private static func compress(_ block: UnsafeRawBufferPointer, into state: inout [UInt32], schedule: inout [UInt32]) {
        schedule.withUnsafeMutableBufferPointer { schedule in
            // A big-endian word in one load, not four bytes shifted together.
            for t in 0..<16 {
                schedule[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
            }
            for t in 16..<64 {
                let w15 = schedule[t - 15]
                let w2 = schedule[t - 2]
                let s0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 >> 3)
                let s1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 >> 10)
                schedule[t] = schedule[t - 16] &+ s0 &+ schedule[t - 7] &+ s1
            }
            roundConstants.withUnsafeBufferPointer { constants in
                state.withUnsafeMutableBufferPointer { state in
                    var a = state[0], b = state[1], c = state[2], d = state[3]
                    var e = state[4], f = state[5], g = state[6], h = state[7]
                    for t in 0..<64 {
                        let sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ sum1 &+ choice &+ constants[t] &+ schedule[t]
                        let sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let temp2 = sum0 &+ majority
                        h = g
                        g = f
                        f = e
                        e = d &+ temp1
                        d = c
                        c = b
                        b = a
                        a = temp1 &+ temp2
                    }
                    state[0] &+= a
                    state[1] &+= b
                    state[2] &+= c
                    state[3] &+= d
                    state[4] &+= e
                    state[5] &+= f
                    state[6] &+= g
                    state[7] &+= h
                }
            }
        }
    }

    private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}

/// A 32-byte SHA-256 digest.
public struct SHA256Digest: Sendable, Hashable, CustomStringConvertible {
    /// The 32 digest bytes, most significant first.
    public let bytes: [UInt8]

    /// Wraps digest bytes; callers outside this file parse hex with ``init(hex:)``.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses 64 hexadecimal digits (either case); `nil` for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for pair in stride(from: 0, to: 64, by: 2) {
            guard let high = Self.nibble(digits[pair]), let low = Self.nibble(digits[pair + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// The digest as 64 lowercase hexadecimal digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Same as ``hex``.
    public var description: String { hex }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
