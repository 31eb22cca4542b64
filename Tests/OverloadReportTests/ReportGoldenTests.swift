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

    /// Printed: the light palette on white whatever the system's scheme, charts kept whole and
    /// with their headings and legends, no navigation, the folded tables left folded.
    @Test func thePrintRulesExist() throws {
        let html = ReportPage(try Self.startingStrength()).html
        let print = try #require(html.range(of: "@media print{").map { String(html[$0.lowerBound...]) })
        #expect(print.hasPrefix("@media print{:root{color-scheme:light}"))
        // The dark scheme is a screen's: a page printed from a dark system is not dark.
        #expect(html.contains("@media screen and (prefers-color-scheme:dark){:root{"))
        for rule in ["background:#fff;color:#000", "nav,summary{display:none}",
                     "h2,h3{break-after:avoid}", "figure,.legend,tr{break-inside:avoid}", "svg.chart{max-height:9cm}",
                     ".wide{overflow:visible}"] {
            #expect(print.contains(rule), "\(rule)")
        }
        // A table outside a fold scrolls in its own box, which the keyboard can reach.
        #expect(html.contains("<div class=\"wide\" tabindex=\"0\" role=\"region\" aria-label=\"Records (lb)"))
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
