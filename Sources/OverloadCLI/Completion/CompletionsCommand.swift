/// `overload completions bash|zsh|fish`: the shell's completion script, generated from the
/// command table, on standard output.
struct CompletionsCommand: Command {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options, option values, .lift files, the exercise \
            names of the files on the line (for explain and history), import apps and units. \
            scripts/install.sh installs all three; docs/cli.md says where each shell looks.
            """,
        positionals: [PositionalSpec("SHELL", help: "bash, zsh or fish.")],
        examples: [
            "overload completions bash > ~/.local/share/bash-completion/completions/overload",
            "overload completions zsh > ~/.zfunc/_overload",
            "overload completions fish > ~/.config/fish/completions/overload.fish",
        ]
    )

    var shell: Shell

    init(_ arguments: ParsedArguments) throws {
        guard let shell = Shell(rawValue: arguments.positionals[0].lowercased()) else {
            throw UsageError("'\(arguments.positionals[0])' is not a shell overload completes (choose bash, zsh, fish)")
        }
        self.shell = shell
    }

    func run(console: inout Console) -> Int32 {
        console.print(Self.script(for: shell), terminator: "")
        return ExitCode.success
    }

    static func script(for shell: Shell) -> String {
        let model = CompletionModel.current
        switch shell {
        case .bash: return BashCompletion.script(model)
        case .zsh: return ZshCompletion.script(model)
        case .fish: return FishCompletion.script(model)
        }
    }
}
