import Overload

/// A REPL session: the loaded program and journal, the what-ifs assumed on top of them, and
/// one input evaluated at a time through the same library code as the CLI commands.
///
/// A class, so the line editor holds one session and each `evaluate` changes it in place.
/// It is used from one thread.
public final class ReplSession {
    /// The options it was started with (`:load` changes the program).
    public private(set) var options: ReplOptions

    /// Starts a session on `options.program` and `options.journal`.
    public init(_ options: ReplOptions) {
        self.options = options
    }

    /// The prompt for a new input.
    public var prompt: String { "overload> " }

    /// The prompt for a block's continuation lines.
    public var continuationPrompt: String { "...> " }

    /// Evaluates one input (a line, or a block of several lines) and says what to print.
    public func evaluate(_ input: String) -> ReplReply {
        let trimmed = input.trimmingSpaces
        switch trimmed {
        case "":
            return ReplReply(output: "")
        case ":quit", ":q", ":exit":
            return ReplReply(output: "", quit: true)
        case ":help", ":h", "help":
            return ReplReply(output: ReplHelp.text)
        default:
            return ReplReply(output: "error: '\(trimmed)' is not understood yet; type :help\n")
        }
    }

    /// True when `text` (the lines typed so far) opens a block that needs an indented
    /// continuation until a blank line.
    public func needsContinuation(_ text: String) -> Bool {
        false
    }

    /// Tab completion: the candidates for the word that ends at `cursor`, a byte offset
    /// into `line`'s UTF-8.
    public func completions(line: String, cursor: Int) -> [String] {
        []
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
