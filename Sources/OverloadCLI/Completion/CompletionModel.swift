import Overload

/// What the shell completions offer, read from the same command and option table the parser
/// uses (``CLI/commands``), so a new command or option completes without touching a script.
struct CompletionModel: Sendable {
    /// What a value on the command line completes to.
    enum Value: Sendable, Equatable {
        /// Nothing to offer (a load, a date, free text).
        case none
        /// `.lift` files (and folders to reach them).
        case liftFiles
        /// Files with this extension (`csv` for `import`).
        case files(String)
        /// One of these words.
        case words([String])
        /// Exercise names of the `.lift` files on the line (`overload __exercises`).
        case exercises
    }

    struct Option: Sendable {
        var name: String
        var short: Character?
        var help: String
        /// Nil for a flag.
        var value: Value?
    }

    struct Command: Sendable {
        var name: String
        var abstract: String
        var options: [Option]
        /// What each positional completes to, in order.
        var positionals: [Value]
        /// Whether the last positional repeats.
        var repeatsLast: Bool

        /// `--name` and `-s` of each option: what a word starting with `-` completes to.
        var optionWords: [String] { CompletionModel.optionWords(options) }

        /// The option words that take a value, so the word after one is that value, not an argument.
        var valuedOptionWords: [String] { CompletionModel.optionWords(options.filter { $0.value != nil }) }

        /// What the positional at `index` (from 0) completes to.
        func positional(_ index: Int) -> Value {
            if index < positionals.count { return positionals[index] }
            return repeatsLast ? positionals.last ?? .none : .none
        }
    }

    var commands: [Command]

    /// The model of every listed command (hidden ones are for the scripts, not the lifter).
    static var current: CompletionModel {
        CompletionModel(commands: CLI.commands.map { command(command: $0.configuration) })
    }

    static func command(command configuration: CommandConfiguration) -> Command {
        Command(
            name: configuration.name, abstract: configuration.abstract,
            options: configuration.options.map { option in
                Option(name: option.name, short: option.short, help: option.help,
                       value: option.valueName.map { value(ofOption: option, named: $0) })
            } + [Option(name: "help", short: "h", help: "Show help information.", value: nil)],
            positionals: configuration.positionals.map { value(ofPositional: $0.name, in: configuration.name) },
            repeatsLast: configuration.positionals.last?.isRepeated ?? false)
    }

    /// An option's values: its choices, or what its value's name says it is.
    static func value(ofOption option: OptionSpec, named valueName: String) -> Value {
        if !option.choices.isEmpty { return .words(option.choices) }
        switch valueName {
        case "FILE", "PROGRAM", "JOURNAL": return .liftFiles
        case "UNIT": return .words(MassUnit.allCases.map(\.rawValue))
        default: return .none
        }
    }

    /// A positional's values, by the name every command gives the same kind of argument.
    static func value(ofPositional name: String, in command: String) -> Value {
        switch (name, command) {
        case ("FILE", "import"): .files("csv")
        case ("FILE", _), ("PROGRAM", _), ("JOURNAL", _), ("OLD", _), ("NEW", _): .liftFiles
        case ("EXERCISE", _): .exercises
        case ("APP", _): .words(ImportFormat.allCases.map { $0.rawValue.lowercased() })
        case ("SHELL", _): .words(CompletionsCommand.Shell.allCases.map(\.rawValue))
        default: .none
        }
    }

    /// The `case` arms both shells' scripts share: for each option whose value completes,
    /// its `"COMMAND --NAME"` (and `"COMMAND -S"`) patterns, and what the value completes to.
    var optionArms: [(patterns: [String], value: Value)] {
        commands.flatMap { command in
            command.options.compactMap { option in
                option.value.map { value in (Self.optionWords([option]).map { "\"\(command.name) \($0)\"" }, value) }
            }
        }
    }

    /// For each positional that completes, its `"COMMAND INDEX"` pattern (`"COMMAND "*` for a
    /// repeated last one), and what it completes to.
    var positionalArms: [(pattern: String, value: Value)] {
        commands.flatMap { command in
            command.positionals.enumerated().map { index, value in
                let isRepeated = command.repeatsLast && index == command.positionals.count - 1
                return (isRepeated ? "\"\(command.name) \"*" : "\"\(command.name) \(index)\"", value)
            }
        }
    }

    /// `--name` and `-s` of each option.
    static func optionWords(_ options: [Option]) -> [String] {
        options.flatMap { option in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) }
    }

    /// The top level: commands, `help` (which takes a command) and the tool's own options.
    var topLevelWords: [String] { commands.map(\.name) + Self.toolWords }

    /// What the top level offers besides the commands: `help` and the tool's own options.
    static let toolWords = ["help", "--help", "--version"]
}
