/// Where the REPL's typed lines come from: plain lines from standard input, or a line editor
/// on a terminal.
public protocol ReplInput {
    /// The next line typed (without its line break) after showing `prompt` where the reader
    /// shows prompts; nil at the end of input (EOF, or Ctrl-D on an empty line).
    mutating func readInput(prompt: String) -> String?
}

/// Plain lines, for standard input that is not a terminal (scripts, pipes, tests): no prompt,
/// no editing, each line as read with its line break (and a carriage return before it) dropped.
public struct PlainLineInput: ReplInput {
    private let nextLine: () -> String?
    private let showPrompt: ((String) -> Void)?

    /// Lines read one at a time through `nextLine` (the process's standard input reads
    /// `Swift.readLine`); `showPrompt`, when given, shows each prompt first (a terminal
    /// without the line editor).
    public init(nextLine: @escaping () -> String?, showPrompt: ((String) -> Void)? = nil) {
        self.nextLine = nextLine
        self.showPrompt = showPrompt
    }

    /// The lines of `bytes`, for a console whose input is a buffer.
    public init(bytes: [UInt8]) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        // Text ending in a line break has no line after it.
        if lines.last == "" { lines.removeLast() }
        var index = 0
        self.init(nextLine: {
            guard index < lines.count else { return nil }
            defer { index += 1 }
            return lines[index]
        })
    }

    public mutating func readInput(prompt: String) -> String? {
        showPrompt?(prompt)
        guard var line = nextLine() else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
