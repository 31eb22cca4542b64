import Overload
import Testing

/// Distances in whole millimetres, times and paces: shown in their own units, summed and
/// compared exactly.
@Suite struct ExactDistanceTests {
    @Test func distancesReadInTheirOwnUnit() throws {
        #expect(try #require(ExactDistance(400, .m)).readable == "400 m")
        #expect(try #require(ExactDistance(5, .km)).readable == "5 km")
        #expect(try #require(ExactDistance(1.5, .km)).readable == "1.5 km")
        #expect(try #require(ExactDistance(3, .mi)).readable == "3 mi")
        #expect(try #require(ExactDistance(0.25, .mi)).readable == "0.25 mi")
        #expect(try #require(ExactDistance(2000, .m)).readable == "2 km")
        #expect(try #require(ExactDistance(3, .mi)).notation == "3mi")
        #expect(try #require(ExactDistance(400, .m)).notation == "400m")
    }

    @Test func aMileIsExactlyItsMillimetres() throws {
        let mile = try #require(ExactDistance(1, .mi))
        #expect(mile.millimetres == 1_609_344)
        #expect(try #require(ExactDistance(metres: 1609.344)) == mile)
        #expect(mile.number(in: .km, decimals: 3) == "1.609")
    }

    @Test func aYearOfDailyRunsSumsWithoutDrift() throws {
        var total = ExactDistance.zero
        let run = try #require(ExactDistance(3.1, .mi))
        for _ in 0..<365 {
            total += run
        }
        #expect(total.millimetres == 365 * 4_988_966)
        // 3.1 mi is 4988.9664 m, which the journal keeps to the millimetre.
        #expect(total.number(in: .mi, decimals: 2) == "1131.5")
        var miles = ExactDistance.zero
        for _ in 0..<100_000 { miles += try #require(ExactDistance(1, .mi)) }
        #expect(miles.readable(in: .mi) == "100000 mi")
    }

    @Test func timesReadWithTheirUnitsApart() {
        #expect(TimeSpan(seconds: 1200).readable == "20 min")
        #expect(TimeSpan(seconds: 3900).readable == "1 h 5 min")
        #expect(TimeSpan(seconds: 45).readable == "45 s")
        #expect(TimeSpan(seconds: 90).readable == "1 min 30 s")
        #expect(TimeSpan(seconds: 1200).notation == "20min")
        #expect(TimeSpan(seconds: 90).notation == "90s")
        #expect(TimeSpan(seconds: 1110).clock == "18:30")
        #expect(TimeSpan(seconds: 3723).clock == "1:02:03")
    }

    @Test func paceIsExactAndRoundedOnlyWhenShown() throws {
        let five = try #require(ExactDistance(5, .km))
        let pace = try #require(Pace(seconds: 1500, distance: five))
        #expect(pace.text(per: .km) == "5:00 /km")
        #expect(pace.text(per: .mi) == "8:03 /mi")
        let twoKilometres = try #require(ExactDistance(2000, .m))
        let row = try #require(Pace(seconds: 465, distance: twoKilometres))
        #expect(row.split500m == "1:56 /500m")
        // 3 km in 18:30 is 6:10 /km: slower than 5 km in 25:00.
        let threeKilometres = try #require(ExactDistance(3, .km))
        let three = try #require(Pace(seconds: 1110, distance: threeKilometres))
        #expect(pace < three)
        #expect(try #require(Pace(seconds: 300, per: .km)) == pace)
    }

    @Test func weeksStartOnMonday() throws {
        let thursday = try #require(LocalDate(iso: "1970-01-01"))
        #expect(thursday.weekStart.description == "1969-12-29")
        let sunday = try #require(LocalDate(iso: "2026-11-08"))
        #expect(sunday.weekStart.description == "2026-11-02")
        #expect(try #require(LocalDate(iso: "2026-11-02")).weekStart.description == "2026-11-02")
        let date = try #require(LocalDate(iso: "2024-02-29"))
        #expect(LocalDate(daysSinceEpoch: date.daysSinceEpoch) == date)
    }
}
