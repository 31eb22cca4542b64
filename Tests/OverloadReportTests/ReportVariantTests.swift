import Overload
import OverloadReport
import OverloadTestSupport
import Testing

/// A variant the journal declares is its own lift in the report, its parent named beside it.
@Suite struct ReportVariantTests {
    @Test func aVariantIsItsOwnLiftWithItsParentNamed() throws {
        let journal = ReportFixtures.journal("""
            unit kg
            exercise paused squat: variant of squat at 90%

            2026-11-02 "A"
              squat 140x5x3
              paused squat 110x3x3

            2026-11-09 "A"
              squat 142.5x5x3
              paused squat 112.5x3x3
            """)
        let figures = try ReportFigures(journal: journal, engine: nil, request: ReportRequest(today: ReportFixtures.date("2026-11-10")))
        #expect(figures.lifts.map(\.name) == ["squat", "paused squat (variant of squat at 90%)"])
    }
}
