/// Where the pieces of an exercise line read by ``PlainSessionScanner`` are, counted from the
/// line's first byte (after its indentation), so the same bytes read elsewhere give the same
/// line moved there.
struct PlainLinePlacement {
    /// Where the name ends; it starts at the line's first byte.
    var nameEnd: Int
    /// The line's first time (for W0207), if it has one.
    var firstTime: Range<Int>?
    /// Where the last set ends.
    var end: Int
    /// Whether a load is written without a unit.
    var usesBareUnit: Bool
}

/// The exercise lines read lately, by their bytes.
///
/// A journal repeats itself: the same accessory line every week, the same working sets until
/// the lifter moves up, every lift of a session at the same load. Reading a line is a pure
/// function of its bytes (from after its indentation to its line feed) and of the unit given
/// to loads written without one: nothing before or after the line changes how it reads. So a
/// line whose bytes are those of a line read before is that line again, and its name and sets
/// are shared with it (arrays are copied on write) instead of read, valued and allocated
/// once more.
///
/// The lines are kept in a small table, in one of the two slots their bytes hash to: a lookup
/// is one hash and at most two comparisons of bytes, and a line found in neither is read in
/// full and takes the slot of the two used less lately (with one slot, two of a program's
/// lines that hashed alike pushed each other out at every session). The table is kept as
/// arrays of its columns, so a lookup copies nothing but the exercise it hands out.
/// `PlainSessionScannerTests` reads sessions with one scanner as with a fresh one for each, on
/// journals that repeat their lines and on mutated ones.
struct PlainLineCache {
    /// Pairs of slots, a power of two: a week of a program's lines fits with room to spare.
    private static let pairBits = 7
    private static let slotCount = 2 << pairBits
    /// The longest line kept; a longer one is read in full each time.
    private static let keyWidth = 80

    /// Each slot's bytes, `keyWidth` apart; a slot with length 0 holds no line.
    private var keys: [UInt8] = []
    private var lengths: [Int] = []
    private var units: [MassUnit?] = []
    private var performances: [ExercisePerformance] = []
    private var placements: [PlainLinePlacement] = []
    /// For each pair, the slot (0 or 1) found or filled last.
    private var lastUsed: [UInt8] = []

    /// The slot of the line read before from these bytes with loads without a unit in
    /// `bareLoadUnit`, if it is still kept.
    mutating func slot(of bytes: UnsafeBufferPointer<UInt8>, bareLoadUnit: MassUnit?) -> Int? {
        guard !lengths.isEmpty, !bytes.isEmpty, bytes.count <= Self.keyWidth else { return nil }
        let pair = Self.pair(hashing: bytes)
        for slot in (2 * pair)...(2 * pair + 1) where holds(bytes, bareLoadUnit: bareLoadUnit, in: slot) {
            lastUsed[pair] = UInt8(truncatingIfNeeded: slot & 1)
            return slot
        }
        return nil
    }

    private func holds(_ bytes: UnsafeBufferPointer<UInt8>, bareLoadUnit: MassUnit?, in slot: Int) -> Bool {
        guard lengths[slot] == bytes.count, units[slot] == bareLoadUnit else { return false }
        return keys.withUnsafeBufferPointer { keys in
            Self.equal(UnsafeBufferPointer(rebasing: keys[(slot * Self.keyWidth)...]), bytes)
        }
    }

    /// The exercise of the line in `slot`.
    func performance(in slot: Int) -> ExercisePerformance { performances[slot] }

    /// Where the pieces of the line in `slot` are.
    func placement(in slot: Int) -> PlainLinePlacement { placements[slot] }

    /// Keeps the line read from `bytes`, in place of the line in its slot.
    mutating func keep(_ performance: ExercisePerformance, _ placement: PlainLinePlacement, readFrom bytes: UnsafeBufferPointer<UInt8>,
                       bareLoadUnit: MassUnit?) {
        guard bytes.count <= Self.keyWidth, !bytes.isEmpty else { return }
        if lengths.isEmpty {
            keys = Array(repeating: 0, count: Self.slotCount * Self.keyWidth)
            lengths = Array(repeating: 0, count: Self.slotCount)
            units = Array(repeating: nil, count: Self.slotCount)
            performances = Array(repeating: ExercisePerformance(name: "", sets: []), count: Self.slotCount)
            placements = Array(repeating: PlainLinePlacement(nameEnd: 0, end: 0, usesBareUnit: false), count: Self.slotCount)
            lastUsed = Array(repeating: 1, count: Self.slotCount / 2)
        }
        let pair = Self.pair(hashing: bytes)
        let way = 1 - lastUsed[pair]
        lastUsed[pair] = way
        let slot = 2 * pair + Int(way)
        keys.withUnsafeMutableBufferPointer { keys in
            for (offset, byte) in bytes.enumerated() { keys[slot * Self.keyWidth + offset] = byte }
        }
        lengths[slot] = bytes.count
        units[slot] = bareLoadUnit
        performances[slot] = performance
        placements[slot] = placement
    }

    /// A multiplicative hash over the bytes, eight at a time; the pair is its top bits, which
    /// depend on every byte.
    private static func pair(hashing bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x9E37_79B9_7F4A_7C15
            index += 1
        }
        return Int(truncatingIfNeeded: hash >> UInt64(64 - pairBits))
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
