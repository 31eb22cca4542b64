import Overload
import Testing

/// `--date yesterday`, `-2`, `mon`: dates relative to today, and the day arithmetic under them.
@Suite struct RelativeDateTests {
    /// A Friday.
    let today = LocalDate(year: 2026, month: 11, day: 27)!

    @Test(arguments: [
        ("today", "2026-11-27"), ("yesterday", "2026-11-26"), ("Yesterday", "2026-11-26"),
        ("-1", "2026-11-26"), ("-0", "2026-11-27"), ("-7", "2026-11-20"), ("-30", "2026-10-28"),
        ("mon", "2026-11-23"), ("monday", "2026-11-23"), ("tue", "2026-11-24"), ("thurs", "2026-11-26"),
        ("fri", "2026-11-27"), ("sat", "2026-11-21"), ("sun", "2026-11-22"), ("2026-01-02", "2026-01-02"),
    ])
    func resolves(_ text: String, _ expected: String) {
        #expect(RelativeDate.resolve(text, today: today)?.description == expected)
    }

    @Test(arguments: ["", "tomorrow", "-", "--1", "-1.5", "+1", "-9999999", "moon", "2026-02-30"])
    func refuses(_ text: String) {
        #expect(RelativeDate.resolve(text, today: today) == nil)
    }

    /// Days since the epoch and back, across leap days, centuries and the calendar's ends.
    @Test func dayArithmeticRoundTrips() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = LocalDate(daysSinceEpoch: days)
            #expect(date?.daysSinceEpoch == days, "\(days)")
        }
        #expect(LocalDate(daysSinceEpoch: 0)?.description == "1970-01-01")
        #expect(LocalDate(year: 2024, month: 2, day: 28)?.adding(days: 1)?.description == "2024-02-29")
        #expect(LocalDate(year: 2100, month: 2, day: 28)?.adding(days: 1)?.description == "2100-03-01")
        #expect(LocalDate(year: 1, month: 1, day: 1)?.adding(days: -1) == nil)
        #expect(LocalDate(year: 9999, month: 12, day: 31)?.adding(days: 1) == nil)
        #expect(LocalDate(year: 1970, month: 1, day: 1)?.weekdayFromMonday == 3)
        #expect(today.weekdayFromMonday == 4)
    }
}
