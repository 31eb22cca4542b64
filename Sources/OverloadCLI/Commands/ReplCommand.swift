import Overload

/// `overload repl PROGRAM [--journal JOURNAL]`: plan interactively, one input at a time.
struct ReplCommand: Command {
    static let configuration = CommandConfiguration(
        name: "repl",
        abstract: "Plan interactively: try lines, ask what-if, log sessions.",
        discussion: """
            Reads one input at a time and evaluates it against the program and the journal: a line \
            of the language (bench 3x5 @ 80% shows loads and plates), a block, a script expression, \
            or a command (next, plan, explain, history, suggest, accept, log, assume, undo, :reload; \
            :help lists them). What-ifs are never written; log and accept write the journal under \
            its lock. When standard input is not a terminal it reads plain lines, without prompts. \
            See docs/repl.md.
            """,
        options: [
            .option("journal", value: "JOURNAL", help: "The training journal."),
            .option("date", value: "DATE", help: "The date to plan for and log on (default: today)."),
            EngineOptions.allowExecOption,
        ],
        positionals: [PositionalSpec("PROGRAM", help: "A .lift program.")],
        examples: [
            "overload repl examples/programs/starting-strength.lift --journal examples/journals/starting-strength.lift",
            "printf 'next\\nexplain squat\\n' | overload repl program.lift --journal journal.lift",
        ]
    )

    var program: String
    var journal: String?
    var date: LocalDate?
    var allowExec: Bool

    init(_ arguments: ParsedArguments) throws {
        program = arguments.positionals[0]
        journal = arguments.option("journal")
        date = try arguments.option("date").map { try CalendarArguments.date($0, option: "date") }
        allowExec = arguments.flag("allow-exec")
        if program == "-" || journal == "-" {
            throw UsageError("the REPL reads its input from standard input; give the program and journal as files")
        }
    }

    func run(console: inout Console) -> Int32 {
        guard let today = date ?? CalendarArguments.today() else {
            return console.reportUsageError("cannot read today's date; give one with '--date'", of: Self.configuration)
        }
        let options = ReplOptions(program: program, journal: journal, today: today, allowExec: allowExec,
                                  terminal: console.outputIsTerminal, environment: console.environment)
        let session = ReplSession(options)
        var input = Self.input(console: console, session: session)
        Self.loop(session, input: &input, console: &console)
        return ExitCode.success
    }

    /// Where lines come from: the line editor when standard input and output are a terminal,
    /// else standard input read line by line, or the console's buffer in tests.
    static func input(console: Console, session: ReplSession) -> any ReplInput {
        if console.streaming {
            if let editor = TerminalReplInput(session: session, environment: console.environment) { return editor }
            return PlainLineInput { Swift.readLine(strippingNewline: true) }
        }
        return PlainLineInput(bytes: console.readInput())
    }

    /// Reads and evaluates until the input ends or `:quit`; a line that opens a block is
    /// continued until a blank line.
    static func loop(_ session: ReplSession, input: inout any ReplInput, console: inout Console) {
        while let first = input.readInput(prompt: session.prompt) {
            var text = first
            while session.needsContinuation(text), let more = input.readInput(prompt: session.continuationPrompt) {
                if more.trimmingSpaces.isEmpty { break }
                text += "\n" + more
            }
            let reply = session.evaluate(text)
            console.print(reply.output, terminator: "")
            if reply.quit { return }
        }
    }
}
