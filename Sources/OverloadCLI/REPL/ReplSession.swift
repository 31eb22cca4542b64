import Overload
import OverloadEngine
import OverloadSyntax

/// A REPL session: the loaded program and journal, the what-ifs assumed on top of them, and
/// one input evaluated at a time through the same library code as the CLI commands.
///
/// A class, so the line editor holds one session and each `evaluate` changes it in place.
/// It is used from one thread.
public final class ReplSession {
    /// The options it was started with (`:load` changes the program).
    public private(set) var options: ReplOptions
    /// What was read from disk.
    var files: ReplFiles
    /// The what-ifs, oldest first.
    var whatIfs: [ReplWhatIf] = []
    /// The program with the program what-ifs; nil when it could not be read.
    var program: ReplProgram?
    /// What loading the files said (their problems), and on a terminal a line on `:help`.
    public private(set) var greeting: String
    /// How `rest` waits: at once unless the command line gives it the process's clock.
    public var restTimer = RestTimer.instant

    /// Starts a session on `options.program` and `options.journal`.
    public init(_ options: ReplOptions) {
        self.options = options
        var console = Console(terminal: options.useColor)
        files = ReplFiles.read(options, console: &console)
        greeting = ""
        rebuild(console: &console, reportProgram: true)
        greeting = Self.text(of: console)
        if options.terminal { greeting += "Overload REPL on '\(options.program)'; ':help' lists the commands.\n" }
    }

    /// The prompt for a new input.
    public var prompt: String { "overload> " }

    /// The prompt for a block's continuation lines.
    public var continuationPrompt: String { "...> " }

    /// Evaluates one input (a line, or a block of several lines) and says what to print.
    public func evaluate(_ input: String) -> ReplReply {
        var console = Console(terminal: options.useColor)
        let trimmed = input.trimmingSpaces
        let reloaded = files.changedOnDisk && trimmed != ":reload"
        if reloaded {
            console.print("(a file changed on disk: reloaded)")
            reload(console: &console)
        }
        let (word, rest) = Self.split(trimmed)
        // The numbers 'suggest' showed may name other suggestions now: ask for them again.
        if reloaded, case .decide(_, let words)? = ReplCommandLine(word: word, rest: rest), words.count == 1, Int(words[0]) != nil {
            console.printError("error: the files changed on disk; 'suggest' numbers the suggestions again")
            return ReplReply(output: Self.text(of: console), quit: false)
        }
        var quit = false
        switch word {
        case "":
            break
        case ":quit", ":q", ":exit", "quit", "exit":
            quit = true
        case ":help", ":h", "help":
            console.print(ReplHelp.text, terminator: "")
        case ":reload":
            reload(console: &console)
            console.print("reloaded the program" + (options.journal == nil ? "" : " and the journal"))
        case ":load":
            load(rest, console: &console)
        case ":report":
            report(rest, console: &console)
        case "assume":
            assume(input, console: &console)
        case "undo":
            undo(console: &console)
        case "reset":
            whatIfs = []
            rebuild(console: &console, reportProgram: false)
            console.print("every what-if dropped")
        case "log", "log:":
            log(input, console: &console)
        case "rest":
            countRest(rest, console: &console)
        default:
            if let command = ReplCommandLine(word: word, rest: rest) {
                run(command, console: &console)
            } else {
                evaluateLanguage(input, console: &console)
            }
        }
        return ReplReply(output: Self.text(of: console), quit: quit)
    }

    /// What a scratch console collected: its problems first, then its output.
    static func text(of console: Console) -> String {
        ReplWidth.fit(console.errors + console.output)
    }

    /// The first word and the rest, trimmed.
    static func split(_ text: String) -> (word: String, rest: String) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmingSpaces)
    }

    // MARK: Files and what-ifs

    /// Reads the files again and rebuilds the program with the what-ifs kept.
    func reload(console: inout Console) {
        files = ReplFiles.read(options, console: &console)
        rebuild(console: &console, reportProgram: true)
    }

    /// `:load FILE`: another program; the what-ifs go (they were about the old one).
    func load(_ path: String, console: inout Console) {
        guard !path.isEmpty else {
            console.printError("error: ':load' takes a program file, as in ':load program.lift'")
            return
        }
        options.program = path
        whatIfs = []
        reload(console: &console)
        if program != nil { console.print("loaded '\(path)'") }
    }

    /// Composes the program file with the program what-ifs and loads it; with
    /// `reportProgram`, prints the program's problems.
    func rebuild(console: inout Console, reportProgram: Bool) {
        guard let source = files.program else {
            program = nil
            return
        }
        let composition = ReplComposition(base: whatIfs.composed(after: source), typed: SourceFile(name: "<repl>", text: ""))
        let loaded = ReplProgram(composition, programName: source.name, programLength: source.bytes.count, options: options)
        if reportProgram {
            var printer = DiagnosticPrinter(format: nil)
            for file in loaded.workspace.files where !file.diagnostics.isEmpty {
                printer.report(file.diagnostics, in: file.source, console: &console)
            }
        }
        program = loaded
    }

    /// The journal with the journal what-ifs in it.
    var journal: Journal {
        var journal = files.journal
        let assumed = whatIfs.flatMap(\.entries)
        guard !assumed.isEmpty else { return journal }
        journal.entries = (journal.entries + assumed).enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
        }.map(\.element)
        return journal
    }

    /// The program and journal with the what-ifs, ready for the engine; nil after printing why not.
    /// A command gives them back with ``keep(_:)``, so what it computed serves the next.
    func inputs(console: inout Console) -> EngineInputs? {
        guard var program else {
            console.printError("error: no program is loaded; ':load FILE' loads one")
            return nil
        }
        guard let snapshot = program.engine.evaluator?.program.snapshot else {
            console.printError("error: the program" + (whatIfs.isEmpty ? "" : " with its what-ifs")
                + " has errors; fix them and ':reload'" + (whatIfs.isEmpty ? "" : ", or 'undo'"))
            return nil
        }
        let journal = journal
        if program.engine.journal != journal {
            program.engine.update(journal: journal)
            self.program = program
        }
        return EngineInputs(workspace: program.engine, date: options.today, snapshot: snapshot)
    }

    /// Keeps what a command computed on the inputs (the journal's replays) for the next input.
    func keep(_ inputs: EngineInputs) {
        program?.engine = inputs.workspace
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
