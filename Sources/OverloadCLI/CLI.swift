import Overload

/// The `overload` command line: routes to a subcommand, prints usage errors, returns the
/// exit status. It holds no domain logic.
public enum CLI {
    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [any Command.Type] = [
        CheckCommand.self, FormatCommand.self, ParseCommand.self, PlanCommand.self, NextCommand.self, ExplainCommand.self,
        DiffCommand.self, LogCommand.self, SuggestCommand.self, AcceptCommand.self, RejectCommand.self, DeferCommand.self,
        HistoryCommand.self, ImportCommand.self, ExportCommand.self, ReplCommand.self, ReportCommand.self,
        PlatesCommand.self,
        LanguageServerCommand.self,
        CompletionsCommand.self,
        ManCommand.self,
    ]

    /// Commands the shell completions and packaging call, left out of `--help`.
    static let hiddenCommands: [any Command.Type] = [
        ExerciseNamesCommand.self,
    ]

    /// Runs a command line (without the program name).
    public static func run(_ arguments: [String], console: inout Console) -> Int32 {
        guard let first = arguments.first else {
            console.printError(help)
            return ExitCode.usage
        }
        switch first {
        case "--help", "-h", "help":
            guard arguments.count > 1 else {
                console.print(help, terminator: "")
                return ExitCode.success
            }
            guard let command = command(named: arguments[1]) else { return unknownCommand(arguments[1], console: &console) }
            console.print(command.configuration.help, terminator: "")
            return ExitCode.success
        case "--version":
            console.print("overload \(OverloadVersion.current)")
            return ExitCode.success
        default:
            break
        }
        guard let commandType = command(named: first) else { return unknownCommand(first, console: &console) }
        let rest = Array(arguments.dropFirst())
        let configuration = commandType.configuration
        if rest.contains("--help") || rest.contains("-h") {
            console.print(configuration.help, terminator: "")
            return ExitCode.success
        }
        do {
            let parsed = try ParsedArguments.parse(rest, options: configuration.options, positionals: configuration.positionals)
            let command = try commandType.init(parsed)
            return SourcePathPolicy.$current.withValue(sourcePathPolicy(for: parsed)) {
                if ReportStyle.coloredCommands.contains(configuration.name), console.useColorOnOutput, parsed.option("format") != "json" {
                    return runColored(command, console: &console)
                }
                return command.run(console: &console)
            }
        } catch let error as UsageError {
            return console.reportUsageError(error.message, of: configuration)
        } catch let problem as ProjectFileProblem {
            return problem.report(console: &console)
        } catch {
            console.printError("Error: \(error)")
            return ExitCode.software
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        (commands + hiddenCommands).first { $0.configuration.name == name }
    }

    /// `Error: unknown command 'NAME' (did you mean ...)`, the usage line, exit 64.
    static func unknownCommand(_ name: String, console: inout Console) -> Int32 {
        let suggestion = closestMatch(to: name, in: commands.map { $0.configuration.name })
        let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        console.printError("Error: unknown command '\(name)'\(hint)")
        console.printError("Usage: overload <COMMAND> [OPTIONS]\n  See 'overload --help'.")
        return ExitCode.usage
    }

    /// `overload --help`.
    public static var help: String {
        var text = """
            OVERVIEW: Overload, a language for strength-training programs and logs.

            USAGE: overload <COMMAND> [OPTIONS]

            COMMANDS:

            """
        for command in commands {
            let configuration = command.configuration
            text += "  " + configuration.name.padding(12) + configuration.abstract + "\n"
        }
        text += """

            OPTIONS:
              --version       Show the version.
              -h, --help      Show help information.

            See 'overload <COMMAND> --help' for a command's options.

            """
        return text
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
