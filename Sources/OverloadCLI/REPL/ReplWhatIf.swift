import Overload
import OverloadSyntax

/// One `assume`: a program line (replacing what the program says of the same thing) or
/// journal entries (a session's lines, logged today), held in memory and never written.
enum ReplWhatIf {
    case program(String)
    case journal([JournalEntry], text: String)

    /// The entries a journal what-if adds.
    var entries: [JournalEntry] {
        if case .journal(let entries, _) = self { return entries }
        return []
    }

    /// As typed after `assume`.
    var text: String {
        switch self {
        case .program(let text), .journal(_, let text): text
        }
    }
}

extension [ReplWhatIf] {
    /// The program's text with the program what-ifs after it, each on its own line.
    func composed(after program: SourceFile) -> [UInt8] {
        var text = program.bytes
        if let last = text.last, last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        for case .program(let line) in self { text += [UInt8]((line + "\n").utf8) }
        return text
    }
}

extension ReplSession {
    /// `assume LINE`: a program line (maxes, rules, settings, a day) is composed after the
    /// program; an exercise line, a property line (`mood good`) or whole dated entries are
    /// read as journal text, a session logged today. Checked first; with errors nothing is assumed.
    func assume(_ input: String, console: inout Console) {
        let typed = SourceFile(name: "<repl>", text: input)
        guard let argument = Self.argumentRange(of: typed, after: "assume"), !argument.isEmpty else {
            console.printError("error: 'assume' takes a program or journal line, as in 'assume tm bench 105kg'")
            return
        }
        let line = String(decoding: typed.bytes[argument], as: UTF8.self)
        if Self.isProgramLine(line) {
            assumeProgramLine(line, typed: typed, argument: argument, console: &console)
        } else {
            guard let draft = sessionDraft(typed: typed, lines: argument, console: &console) else { return }
            if draft.diagnostics.hasErrors { return }
            whatIfs.append(.journal(draft.draft.entries, text: line))
            let when = SessionLog.holdsWholeEntries(line) ? "as dated" : "logged \(options.today)"
            console.print("assumed: \(line) (\(when); 'undo' drops it)")
        }
    }

    /// Whether a what-if line says something about the program rather than what was done.
    static func isProgramLine(_ line: String) -> Bool {
        let parsed = Parser.parse(SourceFile(name: "<repl>", text: line))
        guard let first = parsed.document.statements.first else { return false }
        switch first {
        case .exercise, .property, .performance, .session, .datedEntry, .error: return false
        default: return true
        }
    }

    private func assumeProgramLine(_ line: String, typed: SourceFile, argument: Range<Int>, console: inout Console) {
        guard let source = files.program else {
            console.printError("error: no program is loaded; ':load FILE' loads one")
            return
        }
        var composition = ReplComposition(base: whatIfs.composed(after: source), typed: typed)
        composition.append(typed: argument)
        let candidate = ReplProgram(composition, programName: source.name, programLength: source.bytes.count, options: options)
        if report(candidate.diagnostics, of: composition, console: &console) { return }
        whatIfs.append(.program(line))
        program = candidate
        console.print("assumed: \(line) ('undo' drops it)")
    }

    /// `undo`: drops the last what-if.
    func undo(console: inout Console) {
        guard let last = whatIfs.popLast() else {
            console.printError("error: there is no what-if to undo")
            return
        }
        rebuild(console: &console, reportProgram: false)
        console.print("dropped: \(last.text)" + (whatIfs.isEmpty ? "" : " (\(plural(whatIfs.count, "what-if")) left)"))
    }

    /// Prints the diagnostics that point into what was typed; true when there was an error
    /// (also one in lines the REPL composed around it, shown by its message).
    @discardableResult
    func report(_ diagnostics: [Diagnostic], of composition: ReplComposition, console: inout Console) -> Bool {
        let (typed, extra) = composition.typedDiagnostics(diagnostics)
        var printer = DiagnosticPrinter(format: nil)
        printer.report(typed, in: composition.typed, console: &console)
        for diagnostic in extra where diagnostic.severity == .error { console.printError("error: \(diagnostic.message)") }
        return typed.hasErrors || extra.hasErrors
    }
}
