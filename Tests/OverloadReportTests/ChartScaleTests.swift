import Testing
@testable import OverloadReport

@Suite struct ChartScaleTests {
    @Test func niceStepsAreOneTwoTwoAndAHalfOrFiveTimesAPowerOfTen() {
        #expect(NiceNumbers.step(for: 100, count: 5) == 20)
        #expect(NiceNumbers.step(for: 10, count: 4) == 2.5)
        #expect(NiceNumbers.step(for: 7, count: 5) == 2)
        #expect(NiceNumbers.step(for: 0.3, count: 3) == 0.1)
        #expect(NiceNumbers.step(for: 0, count: 5) == 1)
    }

    @Test func aScaleWidensToRoundTicksAndMapsItsEnds() {
        let scale = LinearScale(fitting: [183, 241], start: 200, end: 0, tickCount: 5)
        #expect(scale.domain == 180...260)
        #expect(scale.ticks == [180, 200, 220, 240, 260])
        #expect(scale.pixel(180) == 200)
        #expect(scale.pixel(260) == 0)
        #expect(scale.pixel(220) == 100)
    }

    @Test func aSingleValueSitsInTheMiddle() {
        let scale = LinearScale(fitting: [100], start: 0, end: 100)
        #expect(scale.pixel(100) == 50)
        let empty = LinearScale(fitting: [], start: 0, end: 10)
        #expect(empty.domain == 0...1)
    }

    @Test func barsStartAtZero() {
        let scale = LinearScale(fitting: [12, 18], start: 100, end: 0, includeZero: true)
        #expect(scale.domain.lowerBound == 0)
        #expect(scale.pixel(0) == 100)
    }
}
