extension LocalDate {
    /// The day `days` after 1970-01-01 (Howard Hinnant's civil_from_days, exact for every
    /// Gregorian date): the inverse of ``daysSinceEpoch``; nil outside years 1 to 9999.
    public init?(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard let date = LocalDate(year: year, month: month, day: day) else { return nil }
        self = date
    }

    /// The Monday of the week holding this day (weeks run Monday to Sunday, ISO 8601).
    public var weekStart: LocalDate {
        let days = daysSinceEpoch
        // 1970-01-01 was a Thursday: three days after a Monday.
        let fromMonday = ((days + 3) % 7 + 7) % 7
        return LocalDate(daysSinceEpoch: days - fromMonday) ?? self
    }
}
