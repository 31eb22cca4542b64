import Overload

/// What running an external plugin gave: its standard output read as JSON, or why it could
/// not answer (it hung, failed, crashed or printed something else), in words for a warning.
public enum ExternalAnswer: Sendable, Hashable {
    /// The plugin exited 0 and printed one JSON value; `said` quotes what it wrote on
    /// standard error, if anything, for the warning when the answer does not pass the checks.
    case answered(JSONValue, said: String? = nil)
    /// The plugin did not answer; the reason quotes its standard error when it wrote any.
    case failed(String)
}

/// Runs external plugins for the engine. The engine stays pure: it builds the request and
/// checks the answer, and the one impure step, starting a process, is this function, which
/// the CLI supplies only when the user allows it (`--allow-exec`). Tests pass a closure.
public struct ExternalRunner: Sendable {
    /// Runs `plugin` with the request on its standard input.
    public var run: @Sendable (_ plugin: ExternalPlugin, _ request: JSONValue) -> ExternalAnswer

    /// A runner.
    public init(run: @escaping @Sendable (_ plugin: ExternalPlugin, _ request: JSONValue) -> ExternalAnswer) {
        self.run = run
    }
}
