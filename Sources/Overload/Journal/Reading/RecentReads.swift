/// What was read lately from a journal's bytes, kept by those bytes and the unit given to
/// loads written without one: the table behind ``PlainLineCache`` (an exercise line) and
/// ``PlainSessionCache`` (a session's lines).
///
/// A value is kept in one of the four slots its bytes' hash picks: a lookup compares the whole
/// hash, the length and the unit, then the bytes, so a value is handed out only for the very
/// bytes it was read from. A value found in none of them is read by the caller and takes the
/// slot of the four used least lately. (With two slots, three of a program's sixteen lines
/// that picked the same two pushed each other out at every session.) The table is kept as
/// arrays of its columns, so a lookup copies nothing but the value it hands out.
struct RecentReads<Value> {
    /// How many bits of the hash pick a set of four slots.
    private let setBits: Int
    /// The longest run of bytes kept; a longer one is read each time.
    let keyWidth: Int

    /// Each slot's bytes, `keyWidth` apart.
    private var keys: [UInt8] = []
    /// Each slot's hash and length; a slot with length 0 holds nothing.
    private var hashes: [UInt64] = []
    private var lengths: [Int] = []
    private var units: [MassUnit?] = []
    private var values: [Value?] = []
    /// When each slot was last found or filled, by a count of lookups that found or filled one.
    private var used: [UInt32] = []
    private var uses: UInt32 = 0

    init(setBits: Int, keyWidth: Int) {
        self.setBits = setBits
        self.keyWidth = keyWidth
    }

    /// The slot of the value read before from `bytes` (whose hash is `hash`) with loads
    /// without a unit in `bareLoadUnit`, if it is still kept.
    mutating func slot(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, bareLoadUnit: MassUnit?) -> Int? {
        guard !lengths.isEmpty, !bytes.isEmpty, bytes.count <= keyWidth else { return nil }
        let first = 4 * self.set(of: hash)
        for slot in first..<(first + 4) where holds(bytes, hash: hash, bareLoadUnit: bareLoadUnit, in: slot) {
            uses &+= 1
            used[slot] = uses
            return slot
        }
        return nil
    }

    /// Whether `slot` holds the value of `bytes` (whose hash is `hash`) read with `bareLoadUnit`.
    private func holds(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, bareLoadUnit: MassUnit?, in slot: Int) -> Bool {
        guard hashes[slot] == hash, lengths[slot] == bytes.count, units[slot] == bareLoadUnit else { return false }
        return keys.withUnsafeBufferPointer { keys in
            Self.equal(UnsafeBufferPointer(rebasing: keys[(slot * keyWidth)...]), bytes)
        }
    }

    /// The value in `slot`, a slot ``slot(of:hash:bareLoadUnit:)`` gave.
    func value(in slot: Int) -> Value? { values[slot] }

    /// Keeps `value`, read from `bytes` (whose hash is `hash`), in place of the value of its
    /// set used least lately.
    mutating func keep(_ value: consuming Value, readFrom bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, bareLoadUnit: MassUnit?) {
        guard bytes.count <= keyWidth, !bytes.isEmpty else { return }
        let slotCount = 4 << setBits
        if lengths.isEmpty {
            keys = Array(repeating: 0, count: slotCount * keyWidth)
            hashes = Array(repeating: 0, count: slotCount)
            lengths = Array(repeating: 0, count: slotCount)
            units = Array(repeating: nil, count: slotCount)
            values = Array(repeating: nil, count: slotCount)
            used = Array(repeating: 0, count: slotCount)
        }
        let first = 4 * self.set(of: hash)
        var slot = first
        // The count of uses wraps after four billion lookups, when a slot used lately may look
        // old: it is then replaced sooner than it should be, which costs a read, not an answer.
        for other in (first + 1)..<(first + 4) where used[other] < used[slot] { slot = other }
        uses &+= 1
        used[slot] = uses
        keys.withUnsafeMutableBytes { keys in
            UnsafeMutableRawBufferPointer(rebasing: keys[(slot * keyWidth)...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
        }
        hashes[slot] = hash
        lengths[slot] = bytes.count
        units[slot] = bareLoadUnit
        values[slot] = value
    }

    /// The hash's top bits, which depend on every byte.
    private func set(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(64 - setBits))
    }

    /// Whether `kept` starts with the bytes of `bytes`, compared eight at a time.
    private static func equal(_ kept: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let left = UnsafeRawBufferPointer(kept)
        let right = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            guard left.loadUnaligned(fromByteOffset: index, as: UInt64.self) == right.loadUnaligned(fromByteOffset: index, as: UInt64.self) else {
                return false
            }
            index += 8
        }
        while index < bytes.count {
            guard kept[index] == bytes[index] else { return false }
            index += 1
        }
        return true
    }
}

/// Bytes looked for in a ``RecentReads``: where they end, their hash, and the slot of the value
/// kept for them, if any. It holds no value, so it is made and dropped as plain integers: a
/// lookup of a generic table holding the value was destroyed through the runtime's value
/// witnesses at every line.
struct ReadLookup {
    /// Where the bytes looked for end.
    var end: Int
    var hash: UInt64
    /// The slot of the value read before from these bytes; nil when none is kept.
    var slot: Int?
}

/// The hash ``RecentReads`` keeps its values by: a multiplicative hash over the bytes, eight at
/// a time, the last few gathered into one word, then the length.
enum ReadHash {
    /// The multiplier of ``mixing(_:_:)``.
    static var multiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// `hash` with eight more bytes (a little-endian word) mixed in.
    static func mixing(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* multiplier
        return mixed ^ (mixed >> 29)
    }

    /// The hash of `bytes`; ``PlainLineCache/scan(_:from:to:)`` gives the same for a line of
    /// these bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = multiplier
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count {
                hash = mixing(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        if shift > 0 { hash = mixing(hash, tail) }
        return (hash ^ UInt64(bytes.count)) &* multiplier
    }
}
