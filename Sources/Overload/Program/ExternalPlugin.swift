/// A `plugin` line, compiled: an executable that answers a rule's next targets over the JSON
/// protocol of docs/plugins.md. Only the CLI runs it, and only when the user allows it.
public struct ExternalPlugin: Sendable, Hashable {
    /// How long one call may take when the line gives no `timeout`.
    public static let defaultTimeoutSeconds = 5.0
    /// The shortest and longest `timeout` a line may give, in seconds.
    public static let timeoutLimits: ClosedRange<Double> = 0.1...60

    /// The name rules call it by, as declared.
    public var name: String
    /// The executable as written, relative to the program file's folder.
    public var path: String
    /// The longest one call may take, in seconds.
    public var timeoutSeconds: Double
    /// Where the `plugin` line is.
    public var range: SourceRange
    /// Where its name is written.
    public var nameRange: SourceRange

    /// Creates a declaration.
    public init(
        name: String, path: String, timeoutSeconds: Double = defaultTimeoutSeconds, range: SourceRange, nameRange: SourceRange
    ) {
        self.name = name
        self.path = path
        self.timeoutSeconds = timeoutSeconds
        self.range = range
        self.nameRange = nameRange
    }
}
