import Overload

/// A map from days to pixels for a time axis, with ticks on the first of a month (or of a
/// year, or on Mondays) so the labels read as dates a lifter knows.
public struct DayScale: Sendable, Hashable {
    /// The first day shown, as days since 1970-01-01.
    public var first: Int
    /// The last day shown, as days since 1970-01-01.
    public var last: Int
    /// The pixel of ``first``.
    public var start: Double
    /// The pixel of ``last``.
    public var end: Double

    /// A scale over the days of `days` (days since the epoch) onto `start...end`; a single day
    /// is shown a week either side.
    public init(days: [Int], start: Double, end: Double) {
        var low = days.min() ?? 0
        var high = days.max() ?? 0
        if high - low < 14 {
            low -= 7
            high += 7
        }
        first = low
        last = high
        self.start = start
        self.end = end
    }

    /// The pixel of a day.
    public func pixel(_ day: Int) -> Double {
        start + Double(day - first) / Double(max(1, last - first)) * (end - start)
    }

    /// The tick days and their labels: Mondays for spans up to ten weeks, month starts up to
    /// two years, year starts beyond; at most about `maximum` ticks.
    public func ticks(maximum: Int = 8) -> [(day: Int, label: String)] {
        let span = last - first
        var ticks: [(Int, String)] = []
        if span <= 70 {
            var day = first + ((7 - (LocalDate(daysSinceEpoch: first)?.weekdayFromMonday ?? 0)) % 7)
            let every = span > 35 ? 14 : 7
            while day <= last {
                ticks.append((day, CalendarDays.shortLabel(day)))
                day += every
            }
        } else if span <= 730 {
            let every = max(1, Int((Double(span) / 30.4 / Double(maximum)).rounded(.up)))
            var month = LocalDate(daysSinceEpoch: first).map { ($0.year, $0.month) } ?? (1970, 1)
            var count = 0
            while true {
                month = month.1 == 12 ? (month.0 + 1, 1) : (month.0, month.1 + 1)
                guard let date = LocalDate(year: month.0, month: month.1, day: 1) else { break }
                let day = date.daysSinceEpoch
                if day > last { break }
                if count % every == 0 { ticks.append((day, CalendarDays.monthLabel(date))) }
                count += 1
            }
        } else {
            let firstYear = LocalDate(daysSinceEpoch: first)?.year ?? 1970
            let lastYear = LocalDate(daysSinceEpoch: last)?.year ?? firstYear
            let every = max(1, Int((Double(lastYear - firstYear + 1) / Double(maximum)).rounded(.up)))
            var year = firstYear + 1
            while year <= lastYear {
                if let date = LocalDate(year: year, month: 1, day: 1) { ticks.append((date.daysSinceEpoch, String(year))) }
                year += every
            }
        }
        return ticks
    }
}

/// Month starts and axis labels on days since 1970-01-01, which the journal's dates convert to
/// (`LocalDate(daysSinceEpoch:)` and `daysSinceEpoch`; weeks through `LocalDate.weekStart`).
public enum CalendarDays {
    /// The first day of the month of `day`; with `months` (3 or 12), of the period of that
    /// many months from January that holds it: its quarter or its year.
    public static func monthStart(of day: Int, months: Int = 1) -> Int {
        guard let date = LocalDate(daysSinceEpoch: day),
              let first = LocalDate(year: date.year, month: (date.month - 1) / months * months + 1, day: 1) else { return day }
        return first.daysSinceEpoch
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Nov 2026`.
    static func monthLabel(_ date: LocalDate) -> String { monthNames[date.month - 1] + " " + String(date.year) }

    /// `9 Nov`.
    static func shortLabel(_ day: Int) -> String {
        guard let date = LocalDate(daysSinceEpoch: day) else { return String(day) }
        return String(date.day) + " " + monthNames[date.month - 1]
    }
}
