/// The sessions read lately, by the bytes of their exercise lines.
///
/// Reading a session's lines, from after its header's line feed to the next line that starts
/// with a digit, is a pure function of their bytes and of the unit given to loads written
/// without one, as reading a line is (``PlainLineCache``): the lines end where the next dated
/// line starts, whatever follows. A session whose lines are byte for byte those of a session
/// read lately (a lifter repeating a workout: a stalled or held load, a deload week, the same
/// accessory day) is handed that session's exercises, shared, and its lines' places moved to
/// where it stands, instead of each line being looked up and the list made again. A session
/// of other lines costs one pass over its bytes more (finding where they end and hashing them)
/// and its keeping before its lines are read one by one, so after a run of such sessions the
/// table is asked only now and then (``ReadPacer``).
///
/// `PlainSessionScannerTests` reads every session with one scanner as with a fresh one for
/// each, on journals that repeat whole sessions (the bench's) and on mutated ones.
struct PlainSessionCache {
    /// A session's lines as read.
    struct Body {
        var exercises: [ExercisePerformance]
        /// Each exercise line's name and first time, counted from the lines' first byte.
        var lines: [PlainLine]
        /// Where the last set ends, counted from the lines' first byte; nil for no lines.
        var lastSetEnd: Int?
        /// Whether a load is written without a unit.
        var usesBareUnit: Bool
    }

    /// 16 sets of four slots for sessions of up to 512 bytes of lines: a program's weeks of days.
    private var table = RecentReads<Body>(setBits: 4, keyWidth: 512)
    /// After 16 sessions in a row not found, the table is asked once in 16 sessions: a journal
    /// whose sessions never repeat pays for the look-up and the keeping about once a month.
    private(set) var pacer = ReadPacer(missesBeforePause: 16, interval: 16)

    /// The lines from `start` (a line's first byte) to the next line that starts with a digit,
    /// or `end`: where they end, their hash, and the slot of the lines read before from the
    /// same bytes with loads without a unit in `bareLoadUnit`, if they are still kept. Nil when
    /// the table is not asked this time (``ReadPacer``): the session is then read line by line
    /// and not kept.
    mutating func find(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, bareLoadUnit: MassUnit?) -> ReadLookup? {
        guard pacer.asks() else { return nil }
        let linesEnd = lineStarts.isEmpty ? Self.linesEnd(bytes, from: start, to: end)
            : Self.linesEnd(bytes, from: start, to: end, lineStarts: lineStarts, index: &lineIndex)
        let lines = UnsafeBufferPointer(rebasing: bytes[start..<linesEnd])
        guard lines.count <= table.keyWidth else {
            pacer.note(found: false)
            return ReadLookup(end: linesEnd, hash: 0, slot: nil)
        }
        let hash = ReadHash.hash(lines)
        let slot = table.slot(of: lines, hash: hash, bareLoadUnit: bareLoadUnit)
        pacer.note(found: slot != nil)
        return ReadLookup(end: linesEnd, hash: hash, slot: slot)
    }

    /// The lines kept in `slot`, a slot ``find(_:from:to:bareLoadUnit:)`` gave.
    func body(in slot: Int) -> Body? { table.value(in: slot) }

    /// Keeps `body`, read from `bytes`, whose hash `find` gave.
    mutating func keep(_ body: Body, readFrom bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, bareLoadUnit: MassUnit?) {
        table.keep(body, readFrom: bytes, hash: hash, bareLoadUnit: bareLoadUnit)
    }

    /// The file's line starts (``SourceFile/lineStarts``), when the bytes looked up are the
    /// file's: a session's lines then end at the first of them that starts with a digit, found
    /// without looking for line feeds again. Empty otherwise.
    var lineStarts: [Int] = []
    /// The index in ``lineStarts`` where the last look for a session's end stopped: sessions
    /// are looked up in the file's order, so the next look starts a few lines on.
    private var lineIndex = 0

    /// ``linesEnd(_:from:to:)`` by the file's line starts, `start` being one of them; `index`
    /// is where to start looking (moved back by a binary search when past `start`), and is
    /// left where the look stopped. `PlainLineCacheTests.aSessionsLinesEndAtTheNextDatedLine`
    /// holds it to the byte scan.
    static func linesEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                         lineStarts: [Int], index: inout Int) -> Int {
        if index >= lineStarts.count || lineStarts[index] > start { index = lineStarts.lastIndex(by: { $0 }, atMost: start) }
        while index < lineStarts.count, lineStarts[index] < start { index += 1 }
        while index < lineStarts.count {
            let lineStart = lineStarts[index]
            guard lineStart < end else { return end }
            if bytes[lineStart] &- UInt8(ascii: "0") < 10 { return lineStart }
            index += 1
        }
        return end
    }

    /// The start of the first line at or after `start` (a line's first byte), before `end`,
    /// that starts with a digit; `end` when there is none. Each line's feed is looked for
    /// eight bytes at a time.
    static func linesEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return end }
        let raw = UnsafeRawPointer(base)
        var lineStart = start
        while lineStart < end {
            if bytes[lineStart] &- UInt8(ascii: "0") < 10 { return lineStart }
            var offset = lineStart
            while offset + 8 <= end {
                let flipped = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A
                let marks = (flipped &- 0x0101_0101_0101_0101) & ~flipped & 0x8080_8080_8080_8080
                // The lowest mark is always a line feed (a borrow marks only bytes above a zero one).
                if marks != 0 {
                    offset += marks.trailingZeroBitCount / 8
                    break
                }
                offset += 8
            }
            while offset < end, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            lineStart = offset + 1
        }
        return end
    }
}
