import Foundation
import Overload
import OverloadReport
import OverloadTestSupport
import Testing

/// The shipped examples' reports, byte for byte.
@Suite struct ReportGoldenTests {
    static func startingStrength() throws -> ReportFigures {
        let journal = try ReportFixtures.exampleJournal("journals/starting-strength.lift")
        let engine = try ReportFixtures.exampleEngine("programs/starting-strength.lift", journal: journal)
        #expect(engine != nil)
        return try ReportFigures(journal: journal, engine: engine, request: ReportRequest(today: ReportFixtures.date("2026-11-23")))
    }

    @Test func theStartingStrengthExampleReport() throws {
        let html = ReportPage(try Self.startingStrength()).html
        Golden.check(html, against: RepositoryPaths.fixture("report/starting-strength.html"))
    }

    @Test func theFiveThreeOneExampleReportWithBodyweightRPEAndPain() throws {
        let journal = try ReportFixtures.exampleJournal("journal.lift")
        let engine = try ReportFixtures.exampleEngine("programs/531-bbb.lift", journal: journal)
        let figures = try ReportFigures(journal: journal, engine: engine, request: ReportRequest(today: ReportFixtures.date("2026-11-24")))
        Golden.check(ReportPage(figures).html, against: RepositoryPaths.fixture("report/531-bbb.html"))
        Golden.check(figures.json, against: RepositoryPaths.fixture("report/531-bbb.json"))
    }

    @Test func theSameInputsGiveTheSameBytes() throws {
        #expect(ReportPage(try Self.startingStrength()).html == ReportPage(try Self.startingStrength()).html)
    }

    @Test func thePageNeedsNoNetworkAndNoScript() throws {
        let html = ReportPage(try Self.startingStrength()).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("@font-face") && !html.contains("@import"))
        #expect(html.contains("prefers-color-scheme:dark"))
        #expect(html.contains("@media print"))
    }

    @Test func everyChartHasATitleADescriptionAndItsDataAsATable() throws {
        let html = ReportPage(try Self.startingStrength()).html
        let charts = html.components(separatedBy: "<svg ").dropFirst()
        #expect(charts.count >= 7)
        for chart in charts {
            #expect(chart.hasPrefix("role=\"img\""))
            #expect(chart.contains("<title id=") && chart.contains("<desc id="))
            let after = chart.components(separatedBy: "</svg>").dropFirst().joined()
            let next = after.range(of: "<svg ").map { String(after[..<$0.lowerBound]) } ?? after
            #expect(next.contains("<details>") || next.contains("<table>"), "a chart without its data as a table")
        }
    }
}
