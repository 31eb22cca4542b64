import Overload
import Testing
@testable import OverloadReport

@Suite struct ChartGeometryTests {
    let day = ReportFixtures.date("2026-11-02").daysSinceEpoch  // a Monday

    @Test func daysFindTheirMonthStartAndReadAsShortDates() {
        #expect(CalendarDays.monthStart(of: day + 20) == day - 1)
        #expect(CalendarDays.monthStart(of: day - 1) == day - 1)
        #expect(CalendarDays.shortLabel(day) == "2 Nov")
        #expect(CalendarDays.shortLabel(ReportFixtures.date("2024-02-29").daysSinceEpoch) == "29 Feb")
    }

    @Test func aDayScaleTicksMondaysOverWeeksMonthsOverAYearAndYearsBeyond() {
        let weeks = DayScale(days: [day, day + 20], start: 0, end: 100)
        #expect(weeks.ticks().map(\.label) == ["2 Nov", "9 Nov", "16 Nov"])
        let year = DayScale(days: [day, day + 300], start: 0, end: 100)
        #expect(year.ticks().first?.label == "Dec 2026")
        #expect(year.ticks().count <= 10)
        let decade = DayScale(days: [day, day + 3650], start: 0, end: 100)
        #expect(decade.ticks().first?.label == "2027")
        #expect(decade.ticks().count <= 10)
        #expect(weeks.pixel(weeks.first) == 0 && weeks.pixel(weeks.last) == 100)
    }

    @Test func aSingleDayIsShownAWeekEitherSide() {
        let scale = DayScale(days: [day], start: 0, end: 140)
        #expect(scale.first == day - 7 && scale.last == day + 7)
        #expect(scale.pixel(day) == 70)
    }

    @Test func thinningKeepsEachBucketsBest() {
        let points = [(day: day, value: 100.0), (day: day + 2, value: 105), (day: day + 7, value: 103), (day: day + 40, value: 90)]
        let weekly = SeriesThinning.thin(points, by: .week)
        #expect(weekly.map(\.value) == [105, 103, 90])
        #expect(weekly.map(\.day) == [day + 2, day + 7, day + 40])
        let monthly = SeriesThinning.thin(points, by: .month)
        #expect(monthly.map(\.value) == [105, 90])
        #expect(SeriesThinning.thin(points, by: .none).count == 4)
        #expect(SeriesThinning.thin(points, by: .week, keep: .last).map(\.value) == [105, 103, 90])
        #expect(SeriesThinning.thin([(day, 100), (day + 1, 90)], by: .week, keep: .last).map(\.value) == [90])
    }

    @Test func longSeriesAreThinnedToTheFinestBucketThatFits() {
        let short = (0..<300).map { (day: day + $0, value: Double($0)) }
        #expect(SeriesThinning.thin(short).bucket == .none)
        let daily = (0..<1000).map { (day: day + $0, value: Double($0)) }
        let weekly = SeriesThinning.thin(daily)
        #expect(weekly.bucket == .week && weekly.points.count == 143)
        let weeklyForTenYears = (0..<520).map { (day: day + 7 * $0, value: Double($0)) }
        let monthly = SeriesThinning.thin(weeklyForTenYears)
        #expect(monthly.bucket == .month && monthly.points.count <= 120)
        #expect(monthly.points.last?.value == 519)
        // Fifty years of weekly sessions are 600 months: by quarter, 200 points.
        let weeklyForFiftyYears = (0..<2600).map { (day: day + 7 * $0, value: Double($0)) }
        let quarterly = SeriesThinning.thin(weeklyForFiftyYears)
        #expect(quarterly.bucket == .quarter && quarterly.points.count <= 201 && quarterly.points.count >= 199)
        #expect(quarterly.points.last?.value == 2599)
        let weeklyForCenturies = (0..<16_000).map { (day: day + 7 * $0, value: Double($0)) }
        #expect(SeriesThinning.thin(weeklyForCenturies).bucket == .year)
    }

    /// Six lifts in one chart (tonnage, RPE) each have their own mark, so colour is not the only difference.
    @Test func sixSeriesHaveSixMarks() {
        let distinct = LineChart.Marker.distinct
        #expect(distinct.count == 6)
        let drawn = distinct.map { LineChart.marker($0.marker, record: false, x: 10, y: 10) }
        #expect(Set(drawn).count == 6 && !drawn.contains(""))
        #expect(Set(distinct.map(\.glyph)).count == 6)
        #expect(drawn[4].hasPrefix("<polygon points=\"10,5.5 14.5,10 10,14.5 5.5,10\""))
        #expect(drawn[5] == "<path class=\"cross\" d=\"M6 10H14M10 6V14\"/>")
    }

    @Test func quartersAndYearsStartInJanuary() throws {
        let may = try #require(LocalDate(iso: "2026-05-17")).daysSinceEpoch
        #expect(CalendarDays.monthStart(of: may, months: 3) == LocalDate(iso: "2026-04-01")?.daysSinceEpoch)
        #expect(CalendarDays.monthStart(of: may, months: 12) == LocalDate(iso: "2026-01-01")?.daysSinceEpoch)
        #expect(CalendarDays.monthStart(of: may) == LocalDate(iso: "2026-05-01")?.daysSinceEpoch)
    }

    @Test func numbersAreWrittenTheSameEverywhere() {
        #expect(Markup.number(182.5) == "182.5")
        #expect(Markup.number(180) == "180")
        #expect(Markup.number(0.05, decimals: 2) == "0.05")
        #expect(Markup.number(-2.25, decimals: 2) == "-2.25")
        #expect(Markup.number(256.666) == "256.7")
        #expect(Markup.number(.nan) == "0")
        #expect(Markup.number(1e20) == "1e+20")
        #expect(Markup.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    @Test func heatMapLevelsStepByTheShareDone() {
        #expect(HeatMap.level(done: 0, prescribed: 6) == 0)
        #expect(HeatMap.level(done: 2, prescribed: 6) == 1)
        #expect(HeatMap.level(done: 3, prescribed: 6) == 2)
        #expect(HeatMap.level(done: 6, prescribed: 6) == 3)
        #expect(HeatMap.level(done: 0, prescribed: 0) == 0)
    }

    @Test func aLineChartPutsItsPointsInsideThePlot() {
        let chart = LineChart(id: "c", title: "t", description: "d", unit: "kg",
                              series: [.init(name: "squat", points: [(day, 100), (day + 14, 120)], slot: 0)])
        let (x, y) = chart.scales
        #expect(x.pixel(day) == chart.frame.plotLeft)
        #expect(y.pixel(100) <= chart.frame.plotBottom && y.pixel(120) >= chart.frame.plotTop)
        #expect(y.ticks.first == 100 && y.ticks.last == 120)
        #expect(chart.svg.contains("<path d=\"M56 "))
    }

    @Test func aDeloadWeekIsABandOnWeeksAndAMarkOnYears() {
        func chart(span days: Int) -> String {
            LineChart(id: "c", title: "t", description: "d", unit: "kg",
                      series: [.init(name: "squat", points: [(day, 100), (day + days, 120)], slot: 0)],
                      spans: [(from: day + 7, to: day + 14, label: "deload")]).svg
        }
        let weeks = chart(span: 28)
        #expect(weeks.contains("<g class=\"span\"><rect x=") && weeks.contains(">deload</text>"))
        let years = chart(span: 3650)
        #expect(years.contains("<rect class=\"rug\""))
        #expect(!years.contains(">deload</text>"))
    }
}
