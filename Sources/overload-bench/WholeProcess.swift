import Foundation

// Whole-process timings: `overload next` from start to exit on the generated 1-, 10- and
// 50-year journals and the linear ten-year one, and `history` as text and as JSON on ten
// years, beside the floor (`overload --version`, `wc -l` on the same journal) and ledger (a
// reference only, when installed) on a ledger journal of the ten-year shape, all in one run
// so the ratios share the machine's load. `overload-bench --whole-process [--json]`.

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
func trimMallocHeap(_ pad: Int) -> Int32

/// The bench's own resident memory now, in kilobytes (from /proc/self/statm).
func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// One child process: wall time from spawn to exit, and its peak resident memory. Linux
/// counts a child's peak from the memory of the process that spawned it (the child shares it
/// until it runs its program), so a peak below the bench's own (printed) says only "at most".
struct ProcessRun {
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32
}

/// Runs `arguments` (the first found on the PATH) with its output thrown away.
func runProcess(_ arguments: [String]) -> ProcessRun? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return ProcessRun(seconds: seconds, peakKilobytes: usage.ru_maxrss, status: status)
}

/// The median time and the largest peak memory of `runs` runs of `arguments`.
struct ProcessFigure {
    var label: String
    var command: String
    var medianSeconds: Double
    var bestSeconds: Double
    var peakKilobytes: Int
    var runs: Int
}

func measureProcess(_ label: String, _ arguments: [String], runs: Int) -> ProcessFigure? {
    var times: [Double] = []
    var peak = 0
    _ = runProcess(arguments)  // a warm-up: the binary and the input in the page cache
    for _ in 0..<runs {
        guard let run = runProcess(arguments), run.status == 0 else { return nil }
        times.append(run.seconds)
        peak = max(peak, run.peakKilobytes)
    }
    times.sort()
    return ProcessFigure(label: label, command: arguments.joined(separator: " "), medianSeconds: times[times.count / 2],
                         bestSeconds: times[0], peakKilobytes: peak, runs: runs)
}

/// A ledger journal shaped like the ten-year training journal: 2,080 dated entries of six
/// postings each, 583 kB, for `ledger bal`.
func generateLedgerJournal(entries: Int = 2080) -> String {
    var text = ""
    for entry in 0..<entries {
        let day = entry % 28 + 1
        let month = entry / 28 % 12 + 1
        let year = 2000 + entry / 336
        text += "\(year)/\(month < 10 ? "0" : "")\(month)/\(day < 10 ? "0" : "")\(day) Gym session \(entry)\n"
        for account in ["Squat", "Bench", "Deadlift", "Press", "Accessories"] {
            text += "    Training:\(account)                     \(entry % 50 + 10) KG\n"
        }
        text += "    Budget:Energy\n\n"
    }
    return text
}

/// Measures every command and prints the table (or JSON), ratios against `--version`.
func runWholeProcess(overload: String, runs: Int, json: Bool) throws {
    let folder = NSTemporaryDirectory() + "overload-bench-\(getpid())"
    try writeEngineInputs(to: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let ledgerFile = folder + "/ten-years.ledger"
    // The generated texts are freed; give their pages back, so children's peaks start low.
    _ = trimMallocHeap(0)
    let own = residentKilobytes()
    let next = [overload, "next", folder + "/program.lift", "--date", "2100-01-01", "--journal"]
    var figures: [ProcessFigure] = []
    func add(_ label: String, _ arguments: [String], runs: Int) {
        if let figure = measureProcess(label, arguments, runs: runs) { figures.append(figure) }
    }
    add("overload --version", [overload, "--version"], runs: runs)
    add("wc -l, 10-year journal", ["wc", "-l", folder + "/journal-10y.lift"], runs: runs)
    add("wc -l, 50-year journal", ["wc", "-l", folder + "/journal-50y.lift"], runs: runs)
    add("ledger bal, 10-year shape", ["ledger", "-f", ledgerFile, "bal"], runs: runs)
    add("next, 1-year journal", next + [folder + "/journal-1y.lift"], runs: runs)
    add("next, 10-year journal", next + [folder + "/journal-10y.lift"], runs: runs)
    add("next, 50-year journal", next + [folder + "/journal-50y.lift"], runs: max(3, runs / 2))
    add("next, linear 10-year journal",
        [overload, "next", folder + "/program-linear.lift", "--date", "2100-01-01", "--journal", folder + "/journal-linear-10y.lift"],
        runs: runs)
    add("history, 10-year journal", [overload, "history", folder + "/journal-10y.lift"], runs: runs)
    add("history --format json, 10 y", [overload, "history", folder + "/journal-10y.lift", "--format", "json"], runs: runs)
    let floor = figures.first { $0.label == "overload --version" }?.medianSeconds
    if json {
        let records: [[String: Any]] = figures.map { figure in
            var record: [String: Any] = [
                "label": figure.label, "command": figure.command, "medianSeconds": figure.medianSeconds,
                "bestSeconds": figure.bestSeconds, "peakKilobytes": figure.peakKilobytes, "runs": figure.runs,
            ]
            if let floor { record["timesVersion"] = figure.medianSeconds / floor }
            return record
        }
        let output: [String: Any] = ["benchResidentKilobytes": own, "processes": records]
        let data = try JSONSerialization.data(withJSONObject: output, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return
    }
    print("whole process, median of \(runs) runs after one warm-up (50 years: \(max(3, runs / 2))); "
        + String(format: "a peak under the bench's own %.1f MB means at most that", Double(own) / 1024))
    for figure in figures {
        let ratio = floor.map { String(format: "%6.2fx --version", figure.medianSeconds / $0) } ?? ""
        print(figure.label.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "median %8.2f ms  best %8.2f ms  peak %7.1f MB  ", figure.medianSeconds * 1000,
                     figure.bestSeconds * 1000, Double(figure.peakKilobytes) / 1024) + ratio)
    }
}
