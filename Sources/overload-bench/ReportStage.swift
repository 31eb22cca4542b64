import Foundation

/// `overload-bench --report [OVERLOAD]`: `report` on the ten-year journal, whole processes,
/// beside `history --format json` on the same journal (the report's target: within twice its
/// time). The report is asked for the journal's last week, so every weekly figure is drawn.
func runReportStage(overload: String, runs: Int, json: Bool) throws {
    let folder = NSTemporaryDirectory() + "overload-bench-report-\(getpid())"
    try writeEngineInputs(to: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = folder + "/journal-10y.lift"
    let date = ["--date", "2010-01-04"]
    let stages: [(label: String, arguments: [String])] = [
        ("history --format json, 10 y", [overload, "history", journal, "--format", "json"]),
        ("report, journal only, 10 y", [overload, "report", "--journal", journal, "--output", folder + "/journal.html"] + date),
        ("report, with program, 10 y",
         [overload, "report", folder + "/program.lift", "--journal", journal, "--output", folder + "/report.html"] + date),
        ("report --format json, 10 y",
         [overload, "report", folder + "/program.lift", "--journal", journal, "--format", "json", "--output", folder + "/report.json"] + date),
    ]
    let figures = stages.compactMap { measureProcess($0.label, $0.arguments, runs: runs) }
    let history = figures.first?.medianSeconds
    if json {
        let records: [[String: Any]] = figures.map { figure in
            var record: [String: Any] = ["label": figure.label, "medianSeconds": figure.medianSeconds, "bestSeconds": figure.bestSeconds,
                                         "peakKilobytes": figure.peakKilobytes, "runs": figure.runs]
            if let history { record["timesHistory"] = figure.medianSeconds / history }
            return record
        }
        let data = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return
    }
    print("report against history, whole process, median of \(runs) runs after one warm-up")
    for figure in figures {
        let ratio = history.map { String(format: "%5.2fx history", figure.medianSeconds / $0) } ?? ""
        print(figure.label.padding(toLength: 30, withPad: " ", startingAt: 0)
            + String(format: "median %8.2f ms  best %8.2f ms  peak %7.1f MB  ", figure.medianSeconds * 1000,
                     figure.bestSeconds * 1000, Double(figure.peakKilobytes) / 1024) + ratio)
    }
}
