import Foundation
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
            .journal("The training journal."),
            .date("The date to plan for and log on (default: today)."),
            .allowExec,
            .allowOutsideIncludes,
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
        let shared = try SharedOptions(arguments)
        journal = shared.journal
        date = shared.date
        allowExec = shared.allowExec
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
        if console.streaming { session.restTimer = .live(terminal: console.outputIsTerminal) }
        console.print(session.greeting, terminator: "")
        // A program that cannot be read is a mistyped path: no session on nothing.
        if session.files.program == nil { return ExitCode.ioError }
        var input = Self.input(console: console, session: session)
        ReplLoop.run(session, input: &input, console: &console)
        return ExitCode.success
    }

    /// Where lines come from: the line editor when standard input and output are a terminal,
    /// else standard input read line by line (with prompts when it is a terminal), or the
    /// console's buffer in tests.
    static func input(console: Console, session: ReplSession) -> any ReplInput {
        guard console.streaming else { return PlainLineInput(bytes: console.readInput()) }
        if let editor = TerminalReplInput(session: session, environment: console.environment) { return editor }
        let prompt: ((String) -> Void)? = isatty(0) == 1
            ? { text in FileHandle.standardOutput.write(Data(text.utf8)) }
            : nil
        return PlainLineInput(nextLine: { Swift.readLine(strippingNewline: true) }, showPrompt: prompt)
    }
}
