extension LocalDate {
    /// The Monday of the week holding this day (weeks run Monday to Sunday, ISO 8601).
    public var weekStart: LocalDate {
        let days = daysSinceEpoch
        // 1970-01-01 was a Thursday: three days after a Monday.
        let fromMonday = ((days + 3) % 7 + 7) % 7
        return LocalDate(daysSinceEpoch: days - fromMonday) ?? self
    }
}
