import Foundation

// The language server on ten years of journal (the workspace stages' 2,080 sessions, 52,000
// sets): `overload lsp` as a child process over pipes, as an editor runs it, timed from the
// message written to the answer read. Hover and inlay hints after an edit to the program (at
// once, and a moment after its diagnostics),
// diagnostics after an edit (every open file checked again, the journal against the
// program), an appended session, the journal's e1RM inlay hints on its last 60 lines (cold,
// after a session appended, after a set typed into the latest session), and the server's
// peak resident memory (VmHWM).
// `overload-bench --lsp [OVERLOAD]`.

/// A JSON-RPC client of a child `overload lsp`.
final class LanguageClient {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(overload: String) throws {
        process.executableURL = URL(fileURLWithPath: overload)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ message: [String: Any]) throws {
        var full = message
        full["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: full)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request; returns its id.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]) throws -> Int {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return id
    }

    /// The next message from the server (blocking).
    func read() -> [String: Any]? {
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length"
                        ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length {
                    let bodyEnd = buffer.index(end.upperBound, offsetBy: length)
                    let body = buffer[end.upperBound..<bodyEnd]
                    buffer = Data(buffer[bodyEnd...])
                    let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
                    if message?["method"] as? String == "textDocument/publishDiagnostics",
                       let uri = (message?["params"] as? [String: Any])?["uri"] as? String {
                        published.insert(uri)
                    }
                    return message
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }

    /// Reads until the answer to request `id`.
    func response(to id: Int) -> [String: Any]? {
        while let message = read() {
            if (message["id"] as? Int) == id, message["method"] == nil { return message }
        }
        return nil
    }

    /// The documents diagnostics were published for since the last ``diagnostics(for:)``.
    private var published: Set<String> = []

    /// Reads until diagnostics were published for every one of `uris` (counting those read
    /// while waiting for a response), then forgets them.
    func diagnostics(for uris: Set<String>) {
        while !uris.isSubset(of: published), read() != nil {}
        published = []
    }

    /// The server's peak resident memory in kilobytes (VmHWM of /proc/PID/status).
    var peakKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

let languageServerProgram = """
    program "Bench linear"
    unit kg
    round 2.5kg

    day "A":
      squat 5x5 @ 80%
      bench 5x5 @ 80%
      row 5x5 @ 80%
      press 5x5 @ 80%
      deadlift 5x5 @ 80%

    progress squat, bench, row, press, deadlift: linear +2.5kg

    """

/// A line on standard error, so a slow run shows where it is.
func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

func runLanguageServerStage(overload: String, runs: Int, json: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-bench-lsp-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var sessions = generateLinearSessions(count: 2_080 + runs)
    let extra = Array(sessions.suffix(runs))
    sessions.removeLast(runs)
    let programURL = folder.appendingPathComponent("program.lift")
    let journalURL = folder.appendingPathComponent("journal.lift")
    var journal = "unit kg\n\n" + sessions.joined()
    try languageServerProgram.write(to: programURL, atomically: true, encoding: .utf8)
    try journal.write(to: journalURL, atomically: true, encoding: .utf8)
    let programURI = programURL.absoluteString
    let journalURI = journalURL.absoluteString

    let client = try LanguageClient(overload: overload)
    let start = DispatchTime.now().uptimeNanoseconds
    func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
    let initialize = try client.request("initialize", [
        "processId": getpid(), "rootUri": folder.absoluteString,
        "capabilities": ["general": ["positionEncodings": ["utf-8"]]],
        "initializationOptions": ["date": "2100-01-01"],
    ])
    _ = client.response(to: initialize)
    try client.notify("initialized", [:])
    try client.notify("textDocument/didOpen", ["textDocument": [
        "uri": programURI, "languageId": "overload", "version": 1, "text": languageServerProgram]])
    try client.notify("textDocument/didOpen", ["textDocument": [
        "uri": journalURI, "languageId": "overload", "version": 1, "text": journal]])
    client.diagnostics(for: [programURI, journalURI])
    let opened = milliseconds(since: start)
    progress(String(format: "opened in %.0f ms", opened))
    // The journal's e1RM hints on its last 60 lines, as an editor showing its end asks.
    func journalHints() throws -> Double {
        let lines = journal.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let hintStart = DispatchTime.now().uptimeNanoseconds
        _ = client.response(to: try client.request("textDocument/inlayHint", ["textDocument": ["uri": journalURI],
            "range": ["start": ["line": max(0, lines - 60), "character": 0], "end": ["line": lines, "character": 0]]]))
        return milliseconds(since: hintStart)
    }
    let coldJournalHints = try journalHints()
    let hoverParams: [String: Any] = ["textDocument": ["uri": programURI], "position": ["line": 5, "character": 14]]
    var firstHover = DispatchTime.now().uptimeNanoseconds
    _ = client.response(to: try client.request("textDocument/hover", hoverParams))
    let coldHover = milliseconds(since: firstHover)

    var hovers: [Double] = []
    var hoversAlone: [Double] = []
    var hoversLater: [Double] = []
    var hints: [Double] = []
    var checks: [Double] = []
    var appends: [Double] = []
    var appendedHints: [Double] = []
    var typedHints: [Double] = []
    var version = 1
    for run in 0..<runs {
        progress("run \(run + 1) of \(runs)")
        // An edit to the program (a load changed and changed back), then hover at once.
        version += 1
        let edited = languageServerProgram.replacingOccurrences(of: "bench 5x5 @ 80%", with: run % 2 == 0 ? "bench 5x5 @ 82.5%" : "bench 5x5 @ 80%")
        let change: [String: Any] = ["textDocument": ["uri": programURI, "version": version], "contentChanges": [["text": edited]]]
        firstHover = DispatchTime.now().uptimeNanoseconds
        try client.notify("textDocument/didChange", change)
        _ = client.response(to: try client.request("textDocument/hover", hoverParams))
        hovers.append(milliseconds(since: firstHover))
        client.diagnostics(for: [programURI, journalURI])
        // The same after the edit's diagnostics are out: the hover request alone.
        version += 1
        try client.notify("textDocument/didChange", ["textDocument": ["uri": programURI, "version": version],
                                                      "contentChanges": [["text": languageServerProgram]]])
        client.diagnostics(for: [programURI, journalURI])
        let aloneStart = DispatchTime.now().uptimeNanoseconds
        _ = client.response(to: try client.request("textDocument/hover", hoverParams))
        hoversAlone.append(milliseconds(since: aloneStart))
        let hintStart = DispatchTime.now().uptimeNanoseconds
        _ = client.response(to: try client.request("textDocument/inlayHint", ["textDocument": ["uri": programURI],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 12, "character": 0]]]))
        hints.append(milliseconds(since: hintStart))
        // An edit to the program, its diagnostics, then a hover a moment later (the lifter
        // reading): the server replays the journal on the new plan once the diagnostics are out.
        version += 1
        let row = languageServerProgram.replacingOccurrences(of: "row 5x5 @ 80%", with: "row 5x5 @ 7\(run % 10)%")
        try client.notify("textDocument/didChange", ["textDocument": ["uri": programURI, "version": version],
                                                      "contentChanges": [["text": row]]])
        client.diagnostics(for: [programURI, journalURI])
        usleep(300_000)
        let laterStart = DispatchTime.now().uptimeNanoseconds
        _ = client.response(to: try client.request("textDocument/hover", hoverParams))
        hoversLater.append(milliseconds(since: laterStart))
        version += 1
        try client.notify("textDocument/didChange", ["textDocument": ["uri": programURI, "version": version],
                                                      "contentChanges": [["text": languageServerProgram]]])
        client.diagnostics(for: [programURI, journalURI])
        _ = client.response(to: try client.request("textDocument/hover", hoverParams))
        // Diagnostics alone after an edit: both files checked and published.
        version += 1
        let checkStart = DispatchTime.now().uptimeNanoseconds
        try client.notify("textDocument/didChange", ["textDocument": ["uri": programURI, "version": version],
                                                      "contentChanges": [["text": languageServerProgram]]])
        client.diagnostics(for: [programURI, journalURI])
        checks.append(milliseconds(since: checkStart))
        // A session appended at the journal's end, then hover on the program.
        let lines = journal.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        journal += extra[run]
        version += 1
        let appendStart = DispatchTime.now().uptimeNanoseconds
        try client.notify("textDocument/didChange", ["textDocument": ["uri": journalURI, "version": version], "contentChanges": [[
            "range": ["start": ["line": lines, "character": 0], "end": ["line": lines, "character": 0]], "text": extra[run]]]])
        client.diagnostics(for: [programURI, journalURI])
        _ = client.response(to: try client.request("textDocument/hover", hoverParams))
        appends.append(milliseconds(since: appendStart))
        appendedHints.append(try journalHints())
        // A set typed into the latest session (a line before its last); its hints once the
        // edit's diagnostics are out.
        let lastLift = journal.split(separator: "\n", omittingEmptySubsequences: false).count - 3
        if let at = journal.range(of: "\n  deadlift ", options: .backwards) {
            journal.replaceSubrange(at, with: "\n  curl 20x10\n  deadlift ")
        }
        version += 1
        try client.notify("textDocument/didChange", ["textDocument": ["uri": journalURI, "version": version], "contentChanges": [[
            "range": ["start": ["line": lastLift, "character": 2], "end": ["line": lastLift, "character": 2]],
            "text": "curl 20x10\n  "]]])
        client.diagnostics(for: [programURI, journalURI])
        typedHints.append(try journalHints())
    }
    let peak = client.peakKilobytes
    _ = client.response(to: try client.request("shutdown", [:]))
    try client.notify("exit", [:])
    client.process.waitUntilExit()

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let figures: [(String, Double)] = [
        ("open both files, diagnostics published", opened),
        ("first hover after opening", coldHover),
        ("edit to the program, hover at once (median)", median(hovers)),
        ("hover after a program edit, alone (median)", median(hoversAlone)),
        ("inlay hints after that hover (median)", median(hints)),
        ("hover 300 ms after an edit's diagnostics (median)", median(hoversLater)),
        ("diagnostics after an edit, both files (median)", median(checks)),
        ("session appended: diagnostics, then hover (median)", median(appends)),
        ("e1RM hints, journal's last 60 lines, cold", coldJournalHints),
        ("e1RM hints after a session appended (median)", median(appendedHints)),
        ("e1RM hints after a set typed, alone (median)", median(typedHints)),
    ]
    if json {
        var records: [[String: Any]] = figures.map { ["label": $0.0, "milliseconds": $0.1] }
        records.append(["label": "peak resident memory (VmHWM)", "kilobytes": peak])
        let data = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
        return
    }
    print("overload lsp, 2,080 sessions (52,000 sets), \(runs) runs")
    for (label, value) in figures {
        print(label.padding(toLength: 50, withPad: " ", startingAt: 0) + String(format: "%9.1f ms", value))
    }
    print("peak resident memory (VmHWM)".padding(toLength: 50, withPad: " ", startingAt: 0)
        + String(format: "%9.1f MB", Double(peak) / 1024))
}
