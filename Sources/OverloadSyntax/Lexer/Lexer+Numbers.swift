extension Lexer {
    /// A number (`3`, `2.5`, `.5`), a number with a unit (`100kg`, `60%`, `1rm`), a date
    /// (`2026-11-18`), or, right after a date, a time of day (`7:30`).
    mutating func lexNumberOrDate() {
        let start = position
        if tokens.last?.kind == .date, lexTime() { return }
        // Read into locals: the loops then keep the offset in a register.
        let bytes = self.bytes
        let count = bytes.count
        var end = start
        // The digits' value is gathered as they are scanned (wrapping past a few digits,
        // where it is not used): the short way below gives it to the parser.
        var value = 0
        while end < count, Lexer.isDigit(bytes[end]) {
            value = value &* 10 &+ Int(bytes[end] &- UInt8(ascii: "0"))
            end += 1
        }
        // Most numbers are whole and end at a space, a comma or the line's end (`5`, `140`), or
        // at a times sign before a digit (`120x5`): those tokens are made at once, as the
        // checks below would make them, without trying a date, a fraction, a unit or a suffix.
        if takesShortNumbers, end < count {
            let next = bytes[end]
            if next == UInt8(ascii: " ") || next == UInt8(ascii: ",") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
                position = end
                tokens.append(Token(number: SourceRange(start, end), wholeValue: end - start <= 4 ? value : -1))
                return
            }
            if next | 0x20 == UInt8(ascii: "x"), end + 1 < count, Lexer.isDigit(bytes[end + 1]) {
                position = end + 1
                tokens.append(Token(number: SourceRange(start, end), wholeValue: end - start <= 4 ? value : -1))
                tokens.append(Token(.times, SourceRange(end, end + 1)))
                return
            }
        }
        // Only four digits and a dash can begin a date, so most numbers skip the check.
        if end - start == 4, end < count, bytes[end] == UInt8(ascii: "-"), lexDate(from: start) { return }
        if end + 1 < count, bytes[end] == UInt8(ascii: "."), Lexer.isDigit(bytes[end + 1]) {
            end += 2
            while end < count, Lexer.isDigit(bytes[end]) { end += 1 }
        }
        let suffixStart = end
        if end < count, bytes[end] == UInt8(ascii: "%") {
            end += 1
        } else {
            while end < count, Lexer.isLetter(bytes[end]) {
                // `3x5`, `85x5`, `100kgx5`, `3xmax`: the `x` is the times sign, not a unit. Right
                // after the digits, `x` and a word is too (`3xreps`, a template parameter): no unit
                // starts with `x`.
                if bytes[end] | 0x20 == UInt8(ascii: "x"),
                   Lexer.startsTimesOperand(bytes, at: end + 1) || (end == suffixStart && end + 1 < count && Lexer.isLetter(bytes[end + 1])) {
                    break
                }
                end += 1
            }
        }
        position = end
        tokens.append(Token(.number, SourceRange(start, end), suffixStart: suffixStart))
        if end < count, bytes[end] | 0x20 == UInt8(ascii: "x"),
           Lexer.startsTimesOperand(bytes, at: end + 1) || (end == suffixStart && end + 1 < count && Lexer.isLetter(bytes[end + 1])) {
            tokens.append(Token(.times, SourceRange(end, end + 1)))
            position = end + 1
        }
    }

    /// True when the bytes at `index` can follow a glued times sign: a digit or `max`.
    /// A bare trailing `x` (`3x @ 60%`) is a times sign too, so the parser can say reps are missing.
    static func startsTimesOperand(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        if Lexer.isDigit(bytes[index]) || !Lexer.isWordByte(bytes[index]) && bytes[index] < 0x80 { return true }
        guard index + 3 <= bytes.count else { return false }
        let isMax = bytes[index] | 0x20 == UInt8(ascii: "m") && bytes[index + 1] | 0x20 == UInt8(ascii: "a")
            && bytes[index + 2] | 0x20 == UInt8(ascii: "x")
        return isMax && (index + 3 == bytes.count || !Lexer.isWordByte(bytes[index + 3]))
    }

    /// `YYYY-MM-DD` not followed by a word byte. Reports impossible dates but keeps the token.
    mutating func lexDate(from start: Int) -> Bool {
        guard start + 10 <= bytes.count else { return false }
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-") else { return false }
        for offset in 0..<10 where offset != 4 && offset != 7 {
            if !Lexer.isDigit(bytes[start + offset]) { return false }
        }
        if start + 10 < bytes.count, Lexer.isWordByte(bytes[start + 10]) { return false }
        position = start + 10
        let range = SourceRange(start, position)
        tokens.append(Token(.date, range))
        let year = Lexer.digits(bytes, start, 4), month = Lexer.digits(bytes, start + 5, 2)
        let day = Lexer.digits(bytes, start + 8, 2)
        if !Lexer.isValidDate(year: year, month: month, day: day) {
            diagnostics.append(.error(
                .invalidDate, "invalid date", at: range,
                label: "there is no day \(day) in month \(month) of \(year)", help: "write dates as YYYY-MM-DD"))
        }
        return true
    }

    /// `H:MM` or `HH:MM`, only right after a date.
    mutating func lexTime() -> Bool {
        let start = position
        var index = start
        while index < bytes.count, index - start < 2, Lexer.isDigit(bytes[index]) { index += 1 }
        guard index > start, index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"),
              Lexer.isDigit(bytes[index + 1]), Lexer.isDigit(bytes[index + 2]) else { return false }
        let end = index + 3
        if end < bytes.count, Lexer.isWordByte(bytes[end]) { return false }
        position = end
        tokens.append(Token(.time, SourceRange(start, end)))
        return true
    }

    /// The value of `count` ASCII digits at `start` (the lexer has checked they are digits).
    static func digits<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int, _ count: Int) -> Int where Bytes.Index == Int {
        var value = 0
        for index in start..<(start + count) { value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        return value
    }

    /// True for a real Gregorian calendar date.
    public static func isValidDate(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return day <= (leap ? 29 : 28)
        case 4, 6, 9, 11: return day <= 30
        default: return day <= 31
        }
    }
}
