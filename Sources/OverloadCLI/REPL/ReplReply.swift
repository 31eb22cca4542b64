/// One REPL input evaluated: what to print and whether to leave.
public struct ReplReply: Sendable {
    /// The text to print, each line ending in a line break (empty when there is nothing to say).
    public var output: String
    /// True after `:quit`: the REPL ends.
    public var quit: Bool

    /// A reply.
    public init(output: String, quit: Bool = false) {
        self.output = output
        self.quit = quit
    }
}
