import Foundation

/// `overload-bench --report [OVERLOAD]`: `report` on the ten-year journal, whole processes,
/// beside `history --format json` on the same journal (the report's target: within twice its
/// time), then on the fifty-year journal (its targets: a peak under 100 MB, a page under
/// 3 MB). The report is asked for the journal's last week, so every weekly figure is drawn.
/// Each written page's size is printed with its run.
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
        ("history --format json, 50 y", [overload, "history", folder + "/journal-50y.lift", "--format", "json"]),
        ("report, with program, 50 y",
         [overload, "report", folder + "/program.lift", "--journal", folder + "/journal-50y.lift", "--output", folder + "/report-50y.html",
          "--date", "2049-11-01"]),
    ]
    // The generated texts are freed; give their pages back, so children's peaks start low.
    _ = trimMallocHeap(0)
    let figures = stages.compactMap { measureProcess($0.label, $0.arguments, runs: $0.label.hasSuffix("50 y") ? max(3, runs / 2) : runs) }
    let pageBytes = Dictionary(uniqueKeysWithValues: stages.compactMap { stage -> (String, Int)? in
        guard let index = stage.arguments.firstIndex(of: "--output"), index + 1 < stage.arguments.count,
              let size = (try? FileManager.default.attributesOfItem(atPath: stage.arguments[index + 1]))?[.size] as? Int else { return nil }
        return (stage.label, size)
    })
    let history = figures.first?.medianSeconds
    if json {
        let records: [[String: Any]] = figures.map { figure in
            var record: [String: Any] = ["label": figure.label, "medianSeconds": figure.medianSeconds, "bestSeconds": figure.bestSeconds,
                                         "peakKilobytes": figure.peakKilobytes, "runs": figure.runs]
            if let history, figure.label.hasSuffix("10 y") { record["timesHistory"] = figure.medianSeconds / history }
            if let bytes = pageBytes[figure.label] { record["pageBytes"] = bytes }
            return record
        }
        let data = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return
    }
    print("report against history, whole process, median of \(runs) runs after one warm-up (50 years: \(max(3, runs / 2)))")
    for figure in figures {
        let ratio = figure.label.hasSuffix("10 y") ? history.map { String(format: "%5.2fx history", figure.medianSeconds / $0) } ?? "" : ""
        let page = pageBytes[figure.label].map { String(format: "page %7.1f kB  ", Double($0) / 1000) } ?? ""
        print(figure.label.padding(toLength: 30, withPad: " ", startingAt: 0)
            + String(format: "median %8.2f ms  best %8.2f ms  peak %7.1f MB  ", figure.medianSeconds * 1000,
                     figure.bestSeconds * 1000, Double(figure.peakKilobytes) / 1024) + page + ratio)
    }
}
