import OverloadSyntax

/// One set as written, before `LxRxS` repeats it.
struct WrittenSet {
    var kind: SetPerformance.Kind
    var load: Double?
    /// The load's unit; nil for a load written without one.
    var unit: MassUnit?
    var reps: Int?
    var seconds: Int?
    var rpe: Double?
    var count = 1
}

/// A position in a journal's bytes, read up to `end`, with the pieces of a plain line.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    var atEnd: Bool { position >= end }
    /// The byte at the position; 0 (which no plain line holds) at the end.
    var byte: UInt8 { position < end ? bytes[position] : 0 }
    func byte(at offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0 }
    /// At a line feed or the end; a carriage return is not plain (the lexer may warn of it).
    var atLineEnd: Bool { position >= end || bytes[position] == UInt8(ascii: "\n") }

    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    func isLowercase(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }

    mutating func skipSpaces() {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    mutating func passLineBreak() {
        if position < end { position += 1 }
    }

    /// `YYYY-MM-DD` that is a date, not followed by a word's byte (the lexer's rule).
    mutating func date() -> LocalDate? {
        let start = position
        guard start + 10 <= end, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else { return nil }
        // Each digit valued in place: a loop over the ten bytes with a switch for the field
        // cost about 200 instructions a date, and every session starts with one.
        func digit(_ offset: Int) -> Int { Int(bytes[start + offset] &- UInt8(ascii: "0")) }
        let digits = (digit(0), digit(1), digit(2), digit(3), digit(5), digit(6), digit(8), digit(9))
        guard digits.0 < 10, digits.1 < 10, digits.2 < 10, digits.3 < 10, digits.4 < 10, digits.5 < 10, digits.6 < 10,
              digits.7 < 10 else { return nil }
        position = start + 10
        // A space or the line's end; anything else (a word's byte, a time) is not plain.
        guard byte == UInt8(ascii: " ") || atLineEnd else { return nil }
        return LocalDate(year: digits.0 * 1000 + digits.1 * 100 + digits.2 * 10 + digits.3, month: digits.4 * 10 + digits.5,
                         day: digits.6 * 10 + digits.7)
    }

    /// A day's name in quotes: printable ASCII with no backslash; the range of its bytes.
    mutating func dayName() -> Range<Int>? {
        let start = position + 1
        var offset = start
        while offset < end, bytes[offset] != UInt8(ascii: "\"") {
            guard bytes[offset] >= 0x20, bytes[offset] < 0x7F, bytes[offset] != UInt8(ascii: "\\") else { return nil }
            offset += 1
        }
        guard offset < end else { return nil }
        position = offset + 1
        return start..<offset
    }

    /// A word of lower-case ASCII letters, with `-` between letters; its range.
    mutating func word() -> Range<Int>? {
        let start = position
        while isLowercase(byte) || (byte == UInt8(ascii: "-") && isLowercase(byte(at: position + 1)) && position > start) {
            position += 1
        }
        // A word's other bytes (digits, `_`, `'`, capitals, beyond ASCII) make it not plain.
        let next = byte
        guard position > start, next & 0x80 == 0, !isDigit(next), !isLowercase(next | 0x20),
              next != UInt8(ascii: "_"), next != UInt8(ascii: "'") else { return nil }
        return start..<position
    }

    /// The exercise's name, its words one space apart, up to the first set; and the first
    /// set's kind when one is written before it. Nil for a name the parser would read
    /// otherwise: a keyword, `amrap` or `emom` (a block of rounds), a one-letter word (`x` is
    /// the times sign).
    mutating func exerciseName() -> (SourceRange, SetPerformance.Kind?)? {
        let start = position
        var nameEnd = start
        while true {
            guard let word = word(), word.count > 1 else { return nil }
            if let keyword = Keyword(spelling: bytes, word) {
                guard nameEnd > start, let kind = Self.setKind(keyword) else { return nil }
                return skipToSet() ? (SourceRange(start, nameEnd), kind) : nil
            }
            // A name's words one space apart: the parser writes a name of wider gaps with one.
            guard nameEnd == start || word.lowerBound == nameEnd + 1, !spells(word, "amrap"), !spells(word, "emom") else {
                return nil
            }
            nameEnd = word.upperBound
            guard byte == UInt8(ascii: " ") else { return nil }
            skipSpaces()
            if isDigit(byte) { return (SourceRange(start, nameEnd), nil) }
        }
    }

    /// Past the spaces before a set, which starts with a digit.
    private mutating func skipToSet() -> Bool {
        guard byte == UInt8(ascii: " ") else { return false }
        skipSpaces()
        return isDigit(byte)
    }

    func spells(_ word: Range<Int>, _ spelling: StaticString) -> Bool {
        guard word.count == spelling.utf8CodeUnitCount else { return false }
        return zip(bytes[word], UnsafeBufferPointer(start: spelling.utf8Start, count: word.count)).allSatisfy { $0 == $1 }
    }

    /// One set, from its first byte (a digit, or its kind's word when `kind` is nil) to its
    /// last; a time's range is kept in `firstTime` when it is the line's first.
    mutating func performedSet(kind written: SetPerformance.Kind?, firstTime: inout SourceRange?) -> WrittenSet? {
        var kind = written
        if kind == nil, isLowercase(byte) {
            guard let word = word(), let keyword = Keyword(spelling: bytes, word), let setKind = Self.setKind(keyword),
                  skipToSet() else { return nil }
            kind = setKind
        }
        let start = position
        guard let first = number() else { return nil }
        var set = WrittenSet(kind: kind ?? .regular)
        if timesFollows() {
            set.load = first.value
        } else if let unit = massUnitBeforeTimes() {
            set.load = first.value
            set.unit = unit
            position += 2
        } else if byte == UInt8(ascii: "s") {
            // `45s`: whole seconds, more than none (the lexer reads `45sec` and `45sx3` otherwise,
            // which the check after the set declines).
            guard first.isWhole, first.value >= 1 else { return nil }
            position += 1
            set.seconds = Int(first.value)
            if firstTime == nil { firstTime = SourceRange(start, position) }
            return rpe(after: set)
        } else {
            // Reps alone: whole, from 1.
            guard first.isWhole, first.value >= 1, first.value <= Double(SetPerformance.maximumReps) else { return nil }
            set.reps = Int(first.value)
            return rpe(after: set)
        }
        position += 1
        guard let reps = number(), reps.isWhole, reps.value >= 1, reps.value <= Double(SetPerformance.maximumReps) else {
            return nil
        }
        set.reps = Int(reps.value)
        if timesFollows() {
            position += 1
            guard let count = number(), count.isWhole, count.value >= 1,
                  count.value <= Double(JournalFileReader.maximumSetCount) else { return nil }
            set.count = Int(count.value)
        }
        return rpe(after: set)
    }

    /// The set with its `@ rpe N` (from 1 to 10), if one follows; nil for anything else after `@`.
    private mutating func rpe(after set: WrittenSet) -> WrittenSet? {
        let setEnd = position
        skipSpaces()
        guard byte == UInt8(ascii: "@") else {
            position = setEnd
            return set
        }
        position += 1
        skipSpaces()
        guard let word = word(), spells(word, "rpe"), byte == UInt8(ascii: " ") else { return nil }
        skipSpaces()
        guard let value = number(), value.value >= 1, value.value <= 10 else { return nil }
        var set = set
        set.rpe = value.value
        return set
    }

    /// An `x` touching the number before it and the digit after it.
    private func timesFollows() -> Bool {
        byte == UInt8(ascii: "x") && isDigit(byte(at: position + 1))
    }

    /// `kg` or `lb` touching the number before it and an `x` and a digit after it.
    private func massUnitBeforeTimes() -> MassUnit? {
        guard byte(at: position + 2) == UInt8(ascii: "x"), isDigit(byte(at: position + 3)) else { return nil }
        switch (byte, byte(at: position + 1)) {
        case (UInt8(ascii: "k"), UInt8(ascii: "g")): return .kg
        case (UInt8(ascii: "l"), UInt8(ascii: "b")): return .lb
        default: return nil
        }
    }

    /// Digits, and a point and digits, valued as the parser values them; nil past seven digits
    /// before the point (the parser's limit is ten million) or six after it.
    mutating func number() -> (value: Double, isWhole: Bool)? {
        let start = position
        var integer = 0
        while isDigit(byte) {
            integer = integer &* 10 &+ Int(byte &- UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, position - start <= 7 else { return nil }
        guard byte == UInt8(ascii: ".") else { return (Double(integer), true) }
        guard isDigit(byte(at: position + 1)) else { return nil }
        position += 1
        let fractionStart = position
        var fraction = 0
        while isDigit(byte) {
            fraction = fraction &* 10 &+ Int(byte &- UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - fractionStart
        guard digits <= 6 else { return nil }
        var divisor = 1
        for _ in 0..<digits { divisor *= 10 }
        return (Double(integer) + Double(fraction) / Double(divisor), false)
    }

    /// The kind of set `keyword` names, as the reader reads it.
    static func setKind(_ keyword: Keyword) -> SetPerformance.Kind? {
        keyword.setKind.map(JournalFileReader.kind)
    }
}
