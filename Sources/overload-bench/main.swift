import Foundation
import Overload

// Release-build timings of each stage on generated inputs. Run:
//   swift run -c release overload-bench [megabytes] [stage words...]
// e.g. `overload-bench 1 "program, one core"` runs only the stages whose label holds those words.
// `--json` prints the figures as JSON; `overload-bench --whole-process [OVERLOAD]` times whole
// processes (`overload next` beside its floor and ledger, WholeProcess.swift); `--report` times
// `overload report` beside `history --format json` on the ten-year journal (ReportStage.swift);
// `--lsp` times `overload lsp` on it (LanguageServerStage.swift).
// Figures are recorded in docs/performance.md.

/// A program of `days` days in the language's common shapes, repeated to size.
func generateProgram(targetBytes: Int) -> String {
    var text = "program \"Bench\"\nunit kg\nround 2.5kg\ntm = 90% of 1rm\n1rm squat 180kg, bench 120kg, deadlift 220kg, press 75kg\n\n"
    text += "wave main:\n  week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%\n  week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%\n  week 3: 5 @ 75%, 3 @ 85%, 1+ @ 95%\n  week 4 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%\n\n"
    var day = 0
    while text.utf8.count < targetBytes {
        day += 1
        text += """
            day "Day \(day)":  # a comment
              squat main
              bench top 1x4-6 @ rpe 8
              bench backoff 3x6-10 @ -10% rest 2m
              superset:
                curl 3x10-12 @ 12.5kg
                pushdown 3x10-12
              break 2m
              plank 3x45s
              optional face pull 3x15

            """
    }
    return text
}

func generateJournal(targetBytes: Int) -> String {
    var text = "unit kg\n\n"
    var day = 0
    while text.utf8.count < targetBytes {
        // Valid dates, 28 a month, from 2000 to 2099 and round again: a journal with errors
        // would time error recovery, not parsing.
        let month = day / 28 % 12 + 1
        let dayOfMonth = day % 28 + 1
        let date = "\(2000 + day / 336 % 100)-\(month < 10 ? "0" : "")\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
        text += "\(date) \"Press\" (5/3/1 BBB week 1)\n  mood good\n  press 40x5, 45x5, 50x9 @ rpe 9\n  press 35x10x5\n  chin-up 10, 10, 8, 8, 7\n  effort 7\n  note \"felt strong\"\n\n"
        day += 1
    }
    return text
}

/// `--json`: the figures as one JSON array, for tools, instead of the table.
let jsonOutput = CommandLine.arguments.contains("--json")
/// The arguments without the flags.
let plainArguments = CommandLine.arguments.filter { !$0.hasPrefix("--") }

/// Stages named after the size run alone (`overload-bench 1 parse`), for profiling one stage.
let selectedStages = Set(plainArguments.dropFirst(2))

/// Each stage's figures, printed as JSON at the end with `--json`.
nonisolated(unsafe) var stageRecords: [[String: Any]] = []

/// True when the stage `label` runs: no words were given, or one of them is in its label.
func isSelected(_ label: String) -> Bool {
    selectedStages.isEmpty || selectedStages.contains(where: { label.contains($0) })
}

/// Minor page faults so far: fresh memory the kernel had to map, a cost that instruction
/// counts do not show.
func minorPageFaults() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}

/// Times `body` and, apart, the freeing of what it returns: a parse's figure is the time to
/// build the tree; freeing it is a cost of its whole life, shown in its own column.
///
/// The first run is shown apart from the best: it is the only one to build its result in
/// memory the process has never used, which on a virtual machine costs dearly (the kernel
/// maps and zeroes each fresh page). It is fresh only for the first stage a process runs:
/// run one stage a process (`overload-bench 10 "program, in parts"`) for that figure.
func measure<Result>(_ label: String, bytes: Int, repeats: Int = 5, _ body: () -> Result) {
    guard isSelected(label) else { return }
    var runs: [(seconds: Double, faults: Int)] = []
    var bestFree = Double.infinity
    for _ in 0..<repeats {
        let faultsBefore = minorPageFaults()
        let start = DispatchTime.now().uptimeNanoseconds
        var result: Result? = body()
        runs.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, minorPageFaults() - faultsBefore))
        let freeStart = DispatchTime.now().uptimeNanoseconds
        result = nil
        bestFree = min(bestFree, Double(DispatchTime.now().uptimeNanoseconds - freeStart) / 1e9)
        _ = result
    }
    guard let first = runs.first, let best = runs.min(by: { $0.seconds < $1.seconds }) else { return }
    let megabytes = Double(bytes) / 1_000_000
    if jsonOutput {
        stageRecords.append([
            "label": label, "bytes": bytes, "runs": repeats, "firstSeconds": first.seconds, "firstFaults": first.faults,
            "bestSeconds": best.seconds, "bestFaults": best.faults, "freeSeconds": bestFree,
            "firstMegabytesPerSecond": megabytes / first.seconds, "bestMegabytesPerSecond": megabytes / best.seconds,
        ])
        return
    }
    print(label.padding(toLength: 30, withPad: " ", startingAt: 0)
        + String(format: "%6.2f MB   first %8.2f ms %6.1f MB/s %6d faults   best %8.2f ms %6.1f MB/s %6d faults   free %6.2f ms",
                 megabytes, first.seconds * 1000, megabytes / first.seconds, first.faults,
                 best.seconds * 1000, megabytes / best.seconds, best.faults, bestFree * 1000))
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-engine-inputs" {
    try writeEngineInputs(to: CommandLine.arguments[2])
    exit(0)
}
if CommandLine.arguments.contains("--report") {
    // `report` on the ten-year journal beside `history --format json` (ReportStage.swift).
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("overload").path
    try runReportStage(overload: plainArguments.dropFirst().first ?? beside, runs: 10, json: jsonOutput)
    exit(0)
}
if CommandLine.arguments.contains("--lsp") {
    // `overload lsp` on the ten-year journal (LanguageServerStage.swift).
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("overload").path
    let runs = Int(ProcessInfo.processInfo.environment["OVERLOAD_BENCH_RUNS"] ?? "") ?? 10
    try runLanguageServerStage(overload: plainArguments.dropFirst().first ?? beside, runs: runs, json: jsonOutput)
    exit(0)
}
if CommandLine.arguments.contains("--whole-process") {
    // The `overload` binary built beside this one, unless named after the flag's words.
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("overload").path
    let overload = plainArguments.dropFirst().first ?? beside
    try runWholeProcess(overload: overload, runs: 10, json: jsonOutput)
    exit(0)
}
let megabytes = plainArguments.dropFirst().first.flatMap(Double.init) ?? 10
let size = Int(megabytes * 1_000_000)
// Inputs are built only for the stages that run, so the first stage of a process is the first
// to use fresh memory.
let program = SourceFile(name: "bench.lift", text: generateProgram(targetBytes: size))
if !jsonOutput { print("overload-bench: first and best of 5 runs, release build expected") }
measure("lex program", bytes: program.bytes.count) { Lexer.lex(program) }
measure("lex + parse program, in parts", bytes: program.bytes.count) { Parser.parse(program) }
measure("lex + parse program, one core", bytes: program.bytes.count) { Parser.parse(program, inParts: false) }
if isSelected("lex + parse journal, in parts") || isSelected("lex + parse journal, one core") {
    let journal = SourceFile(name: "journal.lift", text: generateJournal(targetBytes: size))
    measure("lex + parse journal, in parts", bytes: journal.bytes.count) { Parser.parse(journal) }
    measure("lex + parse journal, one core", bytes: journal.bytes.count) { Parser.parse(journal, inParts: false) }
}
if isSelected("format program") {
    let parsedProgram = Parser.parse(program)
    measure("format program", bytes: program.bytes.count, repeats: 3) { SourceFormatter.format(parsedProgram) }
}
if isSelected("compile 20 kB program") {
    let small = SourceFile(name: "small.lift", text: generateProgram(targetBytes: 20_000))
    let parsedSmall = Parser.parse(small)
    measure("compile 20 kB program", bytes: small.bytes.count, repeats: 3) { ProgramCompiler.compile(parsedSmall) }
}
runEngineStages()
runWorkspaceStages()
if jsonOutput {
    let data = try JSONSerialization.data(withJSONObject: stageRecords, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}
