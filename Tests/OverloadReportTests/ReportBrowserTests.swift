import Foundation
import OverloadReport
import OverloadTestSupport
import Testing

/// The report in a real browser: headless Chromium driven by Selenium, checked by axe-core
/// (scripts/report-browser-check.py). Without the browser the test is skipped with how to
/// install it, except on CI (CI=true), where it fails instead.
@Suite struct ReportBrowserTests {
    static let environment = ProcessInfo.processInfo.environment
    static let onCI = environment["CI"] == "true"
    static let missing: [String] = {
        var missing: [String] = []
        if BuiltProducts.onPath("chromium", environment: environment) == nil
            && BuiltProducts.onPath("chromium-browser", environment: environment) == nil
            && BuiltProducts.onPath("google-chrome", environment: environment) == nil { missing.append("chromium") }
        if BuiltProducts.onPath("chromedriver", environment: environment) == nil { missing.append("chromium-driver") }
        if BuiltProducts.onPath("python3", environment: environment) == nil { missing.append("python3-venv") }
        return missing
    }()
    static let available = missing.isEmpty

    @Test(.enabled(if: available || onCI,
                   "needs a browser: apt-get install chromium chromium-driver python3-venv (Selenium and axe-core are installed under .build/)"))
    func thePageRendersWithoutErrorsAndPassesAxe() throws {
        guard Self.available else {
            let missing = Self.missing.joined(separator: ", ")
            Issue.record(Comment(rawValue: "CI=true and the browser check cannot run: missing \(missing); add them to the apt-get install step of .ci/run"))
            return
        }
        let journal = try ReportFixtures.exampleJournal("journal.lift")
        let engine = try ReportFixtures.exampleEngine("programs/531-bbb.lift", journal: journal)
        let figures = try ReportFigures(journal: journal, engine: engine, request: ReportRequest(today: ReportFixtures.date("2026-11-24")))
        let folder = RepositoryPaths.root.appendingPathComponent(".build/report-browser", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        let screenshot = folder.appendingPathComponent("report.png")
        try? FileManager.default.removeItem(at: screenshot)
        try ReportFile.write(ReportPage(figures).html, to: page.path)

        let process = Process()
        process.executableURL = RepositoryPaths.root.appendingPathComponent("scripts/report-browser-check.sh")
        process.arguments = [page.path, screenshot.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("0 problems"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }
}
