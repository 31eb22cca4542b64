extension LocalDate {
    /// The Monday of the week holding this day (weeks run Monday to Sunday, ISO 8601).
    public var weekStart: LocalDate {
        adding(days: -weekdayFromMonday) ?? self
    }
}
