import Overload

/// The options several commands take (`--journal`, `--date`, `--since`, `--unit`, `--format`,
/// `--diagnostics`, `--allow-outside-includes`, `--allow-exec`), declared once here and read
/// once into a ``SharedOptions`` value.
///
/// A command lists the specs it takes among its own, in the order its help shows them
/// (`.journal()`, `.date("The report's day ...")`, ``engineInputs(date:)``,
/// ``fileAccess(exec:)``); the help line may say what the option means for that command, the
/// name, value name, choices and the reading of the value (a date, a unit) are the same for
/// all. A new shared option, or a default for one from elsewhere (a project file), is added
/// here: a case in the specs below and a field read in ``init(_:)``.
struct SharedOptions: Sendable {
    /// `--journal JOURNAL`.
    var journal: String?
    /// `--date DATE`: a date, or one relative to today (`yesterday`, `-2`, `mon`).
    var date: LocalDate?
    /// `--since DATE`.
    var since: LocalDate?
    /// `--unit kg|lb`.
    var unit: MassUnit?
    /// `--format FORMAT`, one of the command's choices.
    var format: String?
    /// `--diagnostics text|json`.
    var diagnostics: String?
    /// `--allow-exec`: run the program's external plugins.
    var allowExec: Bool
    /// `--allow-outside-includes`.
    var allowOutsideIncludes: Bool

    /// Reads the shared options of a parsed command line (those the command does not take
    /// are absent from it).
    /// - Parameter command: the command's name when it cannot go without `--journal`.
    /// - Throws: `UsageError` for a missing required journal (said first), then for a date
    ///   that is not one.
    init(_ arguments: ParsedArguments, requiringJournalFor command: String? = nil) throws {
        journal = arguments.option("journal")
        if let command, journal == nil { throw UsageError("'\(command)' needs '--journal JOURNAL'") }
        date = try arguments.option("date").map { try CalendarArguments.date($0, option: "date") }
        since = try arguments.option("since").map { try CalendarArguments.date($0, option: "since") }
        unit = CalendarArguments.unit(arguments.option("unit"))
        format = arguments.option("format")
        diagnostics = arguments.option("diagnostics")
        allowExec = arguments.flag("allow-exec")
        allowOutsideIncludes = arguments.flag("allow-outside-includes")
    }

    /// `--journal`, `--date` and `--since` as the engine commands (`next`, `explain`,
    /// `suggest`, `accept` ...) give them: the journal required, the date the answer is for.
    static func engineInputs(date help: String) -> [OptionSpec] {
        [.journal(), .date(help), .since()]
    }

    /// `--diagnostics`, `--allow-outside-includes` and, for a command that may run the
    /// program's external plugins, `--allow-exec`: what the commands that read programs end with.
    static func fileAccess(exec: Bool) -> [OptionSpec] {
        [.diagnostics, .allowOutsideIncludes] + (exec ? [.allowExec] : [])
    }
}

extension OptionSpec {
    /// `--journal JOURNAL`.
    static func journal(_ help: String = "The training journal (required).") -> OptionSpec {
        .option("journal", value: "JOURNAL", help: help)
    }

    /// `--date DATE`.
    static func date(_ help: String) -> OptionSpec {
        .option("date", value: "DATE", help: help)
    }

    /// `--since DATE`.
    static func since(_ help: String = "The program's first day when it has no 'start' line.") -> OptionSpec {
        .option("since", value: "DATE", help: help)
    }

    /// `--unit kg|lb`.
    static func unit(_ help: String) -> OptionSpec {
        .option("unit", value: "UNIT", choices: ["kg", "lb"], help: help)
    }

    /// `--format FORMAT` among `choices`.
    static func format(_ choices: [String] = ["text", "json"], help: String = "Output format.") -> OptionSpec {
        .option("format", value: "FORMAT", choices: choices, help: help)
    }

    /// `--diagnostics text|json`.
    static let diagnostics = OptionSpec.option(
        "diagnostics", value: "FORMAT", choices: ["text", "json"], help: "How to print problems: text for people, json for tools.")

    /// `--allow-outside-includes`: what `include` and `use` lines may read (``sourcePathPolicy(for:)``).
    static let allowOutsideIncludes = OptionSpec.flag(
        "allow-outside-includes",
        help: "Let include and use lines read .lift files outside the folder of the file given (refused by default).")

    /// `--allow-exec`: the lifter's consent to run the program's external plugins.
    static let allowExec = OptionSpec.flag(
        "allow-exec", help: "Run the external plugins the program declares (also OVERLOAD_ALLOW_EXEC=1).")
}
