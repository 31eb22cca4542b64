import Testing
import Overload

@Suite struct TimeSpanTests {
    @Test(arguments: [
        (45, "45s"), (120, "2m"), (90, "1m30s"), (3900, "1h5m"), (3600, "1h"),
        (3630, "1h30s"), (3661, "1h1m1s"), (0, "0s"), (-90, "-1m30s"),
    ])
    func formatsCompactly(seconds: Int, text: String) {
        #expect(TimeSpan(seconds: seconds).description == text)
    }

    @Test func arithmeticAndOrder() {
        #expect(TimeSpan.minutes(2) + TimeSpan(seconds: 30) == TimeSpan(seconds: 150))
        #expect(TimeSpan.hours(1) - TimeSpan.minutes(55) == TimeSpan.minutes(5))
        #expect(TimeSpan(seconds: 45) * 3 == TimeSpan(seconds: 135))
        #expect(TimeSpan(seconds: 59) < TimeSpan.minutes(1))
        #expect(TimeSpan.zero.seconds == 0)
    }
}
