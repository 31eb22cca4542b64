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
/// A lookup is one pass over the line, finding its end and hashing it together
/// (``find(_:from:to:bareLoadUnit:)``), then the table's (``RecentReads``); after a run of
/// lines not found, as in a journal whose loads move every session, it is made only now and
/// then (``ReadPacer``).
/// `PlainSessionScannerTests` reads sessions with one scanner as with a fresh one for each, on
/// journals that repeat their lines and on mutated ones.
struct PlainLineCache {
    /// A line read: its exercise and where its pieces are.
    struct Line {
        var performance: ExercisePerformance
        var placement: PlainLinePlacement
    }

    /// 64 sets of four slots: a week of a program's lines fits with room to spare.
    private var table = RecentReads<Line>(setBits: 6, keyWidth: 80)

    /// The line starting at `start` in `bytes` (before `end`): where it ends (its line feed,
    /// or `end`), its hash, and the line read before from the same bytes with loads without a
    /// unit in `bareLoadUnit`, if it is still kept.
    /// After 64 lines in a row not found (a week or two of a program whose loads all moved),
    /// the table is asked once in 8 lines: a line not found costs its scan, the look in the
    /// table and its keeping, on top of its reading.
    private(set) var pacer = ReadPacer(missesBeforePause: 64, interval: 8)

    /// Nil when the table is not asked this time (``ReadPacer``): the line is then read and
    /// not kept.
    mutating func find(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, bareLoadUnit: MassUnit?) -> ReadLookup? {
        guard pacer.asks() else { return nil }
        let (lineEnd, hash) = Self.scan(bytes, from: start, to: end)
        let slot = table.slot(of: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), hash: hash, bareLoadUnit: bareLoadUnit)
        pacer.note(found: slot != nil)
        return ReadLookup(end: lineEnd, hash: hash, slot: slot)
    }

    /// The line kept in `slot`, a slot ``find(_:from:to:bareLoadUnit:)`` gave.
    func line(in slot: Int) -> Line? { table.value(in: slot) }

    /// Keeps `line`, read from `bytes`, whose hash `find` gave.
    mutating func keep(_ line: consuming Line, readFrom bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, bareLoadUnit: MassUnit?) {
        table.keep(line, readFrom: bytes, hash: hash, bareLoadUnit: bareLoadUnit)
    }

    /// Where the line at `start` ends (its line feed, or `end`), and ``ReadHash/hash(_:)`` of
    /// its bytes, found in the same pass eight bytes at a time: the line's end was looked for,
    /// then its bytes read again for the hash.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (lineEnd: Int, hash: UInt64) {
        var hash = ReadHash.multiplier
        var offset = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                // A line feed is a zero byte of `flipped`; the lowest mark is always a line feed
                // (a borrow marks only bytes above a zero one), so the line ends at it.
                let flipped = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let marks = (flipped &- 0x0101_0101_0101_0101) & ~flipped & 0x8080_8080_8080_8080
                if marks != 0 {
                    let before = marks.trailingZeroBitCount / 8
                    if before > 0 { hash = ReadHash.mixing(hash, word & (UInt64.max >> UInt64(64 - 8 * before))) }
                    offset += before
                    return (offset, (hash ^ UInt64(offset - start)) &* ReadHash.multiplier)
                }
                hash = ReadHash.mixing(hash, word)
                offset += 8
            }
        }
        // Fewer than eight bytes left before `end`: gathered into one word.
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end, bytes[offset] != UInt8(ascii: "\n") {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        if shift > 0 { hash = ReadHash.mixing(hash, tail) }
        return (offset, (hash ^ UInt64(offset - start)) &* ReadHash.multiplier)
    }
}
