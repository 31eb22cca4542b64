/// A calendar day with no time zone: what a lifter writes at the start of a journal entry.
///
/// Only valid Gregorian dates can be built (`2026-02-30` is rejected), and dates order
/// chronologically. Encodes as the ISO text `2026-11-18`.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, 1 through the month's length.
    public let day: Int

    /// A date, or `nil` when the day does not exist (month 13, February 30, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), Lexer.isValidDate(year: year, month: month, day: day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date a journal line starts with, or `nil` when the day does not exist (the lexer
    /// has reported it).
    public init?(_ literal: DateLiteral) {
        self.init(year: literal.year, month: literal.month, day: literal.day)
    }

    /// Reads the ISO form `YYYY-MM-DD` (exactly four, two and two digits).
    @inlinable
    public init?(iso text: some StringProtocol) {
        // Byte by byte, and inlinable so that a caller's string type is known where it is
        // read: splitting the text and reading its parts through generic collection code had
        // the runtime build those types at every start-up that reads `--date` (a third of a
        // million instructions).
        var year = 0
        var month = 0
        var day = 0
        var index = 0
        for byte in text.utf8 {
            switch index {
            case 4, 7:
                guard byte == UInt8(ascii: "-") else { return nil }
            case 0..<10:
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if index < 4 {
                    year = year * 10 + digit
                } else if index < 7 {
                    month = month * 10 + digit
                } else {
                    day = day * 10 + digit
                }
            default:
                return nil
            }
            index += 1
        }
        guard index == 10 else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The ISO form, `2026-11-18`.
    public var description: String {
        LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) + "-" + LocalDate.pad(day, 2)
    }

    /// Days since 1970-01-01 (negative before), so durations between dates are easy to compute.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil: exact for every Gregorian date without a calendar object.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes the ISO text, rejecting days that do not exist.
    public init(from decoder: any Decoder) throws {
        self = try decodeText(from: decoder, as: "date", reading: LocalDate.init(iso:))
    }

    /// Encodes the canonical text form.
    public func encode(to encoder: any Encoder) throws {
        try encodeText(description, to: encoder)
    }

    static func digits(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

/// A time of day to the minute, as written after a journal date (`18:30`, `7:05`).
///
/// Encodes as `HH:MM`; orders from midnight on.
public struct LocalTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int

    /// A time, or `nil` when the hour or minute is out of range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Reads `H:MM` or `HH:MM`, and tolerates trailing seconds (`HH:MM:SS`, dropped).
    public init?(text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, (1...2).contains(parts[0].count),
            parts[1].count == 2, let hour = LocalDate.digits(parts[0]),
            let minute = LocalDate.digits(parts[1])
        else { return nil }
        if parts.count == 3 {
            guard parts[2].count == 2, let second = LocalDate.digits(parts[2]), second < 60
            else { return nil }
        }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// The canonical form, two-digit hour: `07:05`, `18:30`.
    public var description: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

    /// Whether `lhs` is earlier in the day than `rhs`.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    /// Decodes `HH:MM` text, rejecting times out of range.
    public init(from decoder: any Decoder) throws {
        self = try decodeText(from: decoder, as: "time", reading: LocalTime.init(text:))
    }

    /// Encodes the canonical text form.
    public func encode(to encoder: any Encoder) throws {
        try encodeText(description, to: encoder)
    }
}

/// A value coded as one string: the text `read` accepts, or a `dataCorrupted` error naming
/// what it should have been (`not a valid date: 2026-02-30`).
private func decodeText<Value>(from decoder: any Decoder, as kind: String, reading read: (String) -> Value?) throws -> Value {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = read(text) else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "not a valid \(kind): \(text)"))
    }
    return value
}

/// Encodes `text` as a single string value.
private func encodeText(_ text: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
}
