
/// What a command says about itself; `--help` and usage lines are generated from it.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    /// Extra usage forms, when the generated one is not the whole story.
    public var examples: [String]

    public init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [], examples: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.examples = examples
    }

    /// `overload fmt [--write] [--check] <FILE>...`
    public var usage: String {
        var parts = ["overload", name]
        for option in options {
            parts.append(option.valueName.map { "[--\(option.name) <\($0)>]" } ?? "[--\(option.name)]")
        }
        for positional in positionals {
            var text = "<\(positional.name)>" + (positional.isRepeated ? "..." : "")
            if positional.isOptional { text = "[\(text)]" }
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    public var help: String {
        var text = "OVERVIEW: \(abstract)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for positional in positionals {
                text += pad("  <\(positional.name)>" + (positional.isRepeated ? "..." : "")) + positional.help + "\n"
            }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            var left = "  --\(option.name)"
            if let short = option.short { left = "  -\(short), --\(option.name)" }
            if let value = option.valueName { left += " <\(value)>" }
            var help = option.help
            if !option.choices.isEmpty { help += " (\(option.choices.joined(separator: ", ")))" }
            text += pad(left) + help + "\n"
        }
        text += pad("  -h, --help") + "Show help information.\n"
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n" + examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    func pad(_ text: String) -> String {
        let width = 28
        return text.count >= width ? text + "\n" + String(repeating: " ", count: width) : text + String(repeating: " ", count: width - text.count)
    }
}

/// A subcommand: declared once, validated, then run.
public protocol Command: Sendable {
    static var configuration: CommandConfiguration { get }
    init(_ arguments: ParsedArguments) throws
    /// Runs the command and returns its exit status.
    func run(console: inout Console) -> Int32
}

extension Console {
    /// Reports a usage error as every command does: `Error: MESSAGE`, then the command's
    /// `Usage:` line and where its help is. Returns the usage exit status, 64.
    mutating func reportUsageError(_ message: String, of configuration: CommandConfiguration) -> Int32 {
        printError("Error: \(message)")
        printError("Usage: \(configuration.usage)\n  See 'overload \(configuration.name) --help'.")
        return ExitCode.usage
    }
}
