import Overload

/// How a REPL session starts: the files it works on, the date it plans for, and where it writes.
public struct ReplOptions: Sendable {
    /// The program file.
    public var program: String
    /// The journal file; without one, `next`, `log` and the other journal commands say so.
    public var journal: String?
    /// "Today": the date the session plans for and logs on.
    public var today: LocalDate
    /// `--allow-exec`: run the program's external plugins (also `OVERLOAD_ALLOW_EXEC=1`).
    public var allowExec: Bool
    /// Whether the output goes to a terminal: colour then, unless `NO_COLOR` is set.
    public var terminal: Bool
    /// The environment variables (`NO_COLOR`, `OVERLOAD_ALLOW_EXEC`, `TERM`).
    public var environment: [String: String]

    /// Options for a session.
    public init(
        program: String, journal: String? = nil, today: LocalDate, allowExec: Bool = false, terminal: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.program = program
        self.journal = journal
        self.today = today
        self.allowExec = allowExec
        self.terminal = terminal
        self.environment = environment
    }

    /// Colour only on a terminal, never with `NO_COLOR` set or `TERM=dumb` (as the CLI's errors).
    var useColor: Bool {
        terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
