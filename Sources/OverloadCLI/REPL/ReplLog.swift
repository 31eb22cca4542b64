import Overload
import OverloadEngine
import OverloadSyntax

/// A session typed in the REPL, read as `overload log` reads its lines.
struct ReplSessionDraft {
    /// The draft, its diagnostics moved into the typed text.
    var draft: SessionLogDraft
    var diagnostics: [Diagnostic] { draft.diagnostics }
}

extension ReplSession {
    /// `log LINE`, or a `log:` block of lines: checked against the journal as `overload log`
    /// checks a session, dated today, then appended under the journal's lock.
    func log(_ input: String, console: inout Console) {
        guard let path = options.journal else {
            console.printError("error: no journal to log to; start the REPL with '--journal JOURNAL'")
            return
        }
        let typed = SourceFile(name: "<repl>", text: input)
        guard var lines = Self.argumentRange(of: typed, after: "log"), !lines.isEmpty else {
            console.printError("error: 'log' takes a session's lines, as in 'log bench 100x5,5,5' (or a 'log:' block)")
            return
        }
        // `log --force LINE` logs a name close to a catalog name as written, as `overload log --force`.
        let force = typed.bytes[lines].starts(with: Array("--force".utf8))
        if force, let rest = Self.argumentRange(of: SourceFile(name: "<repl>", bytes: Array(typed.bytes[lines])), after: "--force") {
            lines = (lines.lowerBound + rest.lowerBound)..<(lines.lowerBound + rest.upperBound)
        }
        guard !lines.isEmpty else {
            console.printError("error: 'log --force' takes a session's lines, as in 'log --force zottman curl 10x8'")
            return
        }
        guard let session = sessionDraft(typed: typed, lines: lines, console: &console, report: false) else { return }
        do {
            let status = try LogCommand.write(session.draft, source: typed, to: path, existing: files.journal, force: force,
                                              format: nil, console: &console)
            if status == ExitCode.success {
                // Read what was written, quietly: it was checked before it was written.
                var quiet = Console()
                files = ReplFiles.read(options, console: &quiet)
            }
        } catch {
            console.printError("error: \(error.message)")
        }
    }

    /// The bytes of `typed` after its first word `word` (and a ':' right after it), without
    /// the spaces around them; nil when `typed` does not start with the word.
    static func argumentRange(of typed: SourceFile, after word: String) -> Range<Int>? {
        let bytes = typed.bytes
        var start = 0
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        let wordBytes = Array(word.utf8)
        guard bytes.count >= start + wordBytes.count, Array(bytes[start..<(start + wordBytes.count)]) == wordBytes else { return nil }
        start += wordBytes.count
        if start < bytes.count, bytes[start] == UInt8(ascii: ":") { start += 1 }
        while start < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[start]) { start += 1 }
        var end = bytes.count
        while end > start, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// The typed `lines` read as a session logged today (or as whole entries when they start
    /// with a date) and checked against the journal; its problems are printed (unless
    /// `report` is false: `log` prints them itself) pointing into the typed text.
    func sessionDraft(typed: SourceFile, lines: Range<Int>, console: inout Console, report: Bool = true) -> ReplSessionDraft? {
        let text = String(decoding: typed.bytes[lines], as: UTF8.self)
        let wholeEntries = SessionLog.holdsWholeEntries(text)
        var composition = ReplComposition(base: wholeEntries ? [] : Array((SessionLog(date: options.today).heading + "\n").utf8),
                                          typed: typed)
        composition.append(typed: lines, indent: wholeEntries ? 0 : 2, dedent: !wholeEntries, splittingAtSemicolons: true)
        let source = composition.source(named: "<repl>", firstLineNumber: 0)
        // A misspelt name is offered the program's own spelling first.
        let names = program?.workspace.compiled.map { ProgramExerciseNames($0.snapshot) }
        var draft = SessionLogDraft(source: source, joining: files.journal, unit: nil, expandRepeatedLoads: true,
                                    program: names, today: CalendarArguments.today())
        let (moved, extra) = composition.typedDiagnostics(draft.diagnostics)
        draft.diagnostics = moved + extra.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.range = SourceRange(lines.lowerBound, lines.lowerBound)
            return diagnostic
        }
        if report {
            var printer = DiagnosticPrinter(format: nil)
            printer.report(draft.diagnostics, in: typed, console: &console)
        }
        // Without `report`, `log` decides on a misspelt name itself (it knows `--force`); a
        // draft with errors is returned for its caller to show them.
        guard let refusal = draft.refusal(force: !report) else { return ReplSessionDraft(draft: draft) }
        switch refusal {
        case .errors: return ReplSessionDraft(draft: draft)
        case .misspelt: console.printError("error: \(refusal.reason)")
        case .empty: console.printError("error: no session in '\(text)'")
        }
        return nil
    }
}
