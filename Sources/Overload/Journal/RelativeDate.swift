extension LocalDate {
    /// The date `days` after 1970-01-01 (before it when negative): the inverse of
    /// ``daysSinceEpoch`` (Howard Hinnant's civil_from_days); nil outside years 1 to 9999.
    public init?(daysSinceEpoch days: Int) {
        guard abs(days) < 4_000_000 else { return nil }
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` later (earlier when negative); nil outside years 1 to 9999.
    public func adding(days: Int) -> LocalDate? {
        LocalDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// The day of the week, 0 for Monday to 6 for Sunday.
    public var weekdayFromMonday: Int {
        // 1970-01-01 was a Thursday (3 from Monday).
        ((daysSinceEpoch + 3) % 7 + 7) % 7
    }
}

/// A date as a lifter says it on the command line, relative to today: `today`, `yesterday`,
/// `-3` (three days ago), a weekday (`mon`, `monday`: the latest one on or before today), or
/// an ISO date.
public enum RelativeDate {
    static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let fullWeekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The date `text` names, or nil when it names none.
    public static func resolve(_ text: String, today: LocalDate) -> LocalDate? {
        let word = text.lowercased()
        if let date = LocalDate(iso: word) { return date }
        switch word {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if word.hasPrefix("-"), word.count > 1, word.count <= 6, let days = Int(word.dropFirst()), days >= 0 {
            return today.adding(days: -days)
        }
        let weekday = weekdays.firstIndex(of: word) ?? fullWeekdays.firstIndex(of: word)
            ?? (word == "tues" ? 1 : word == "thur" || word == "thurs" ? 3 : nil)
        if let weekday {
            return today.adding(days: -((today.weekdayFromMonday - weekday + 7) % 7))
        }
        return nil
    }
}
