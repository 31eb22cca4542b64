/// `plugin coach exec "./coach.sh" timeout 2s`: an external progression, a program the
/// tool runs (only when the user allows it) to answer an exercise's next targets.
public struct PluginDeclaration: Sendable, Hashable {
    /// The name rules call it by (`coach`).
    public var name: Identifier
    /// The executable, relative to the file that declares it.
    public var path: StringLiteral
    /// `timeout 2s`: how long one call may take; nil for the default.
    public var timeout: Quantity?
    public var range: SourceRange

    public init(name: Identifier, path: StringLiteral, timeout: Quantity?, range: SourceRange) {
        self.name = name
        self.path = path
        self.timeout = timeout
        self.range = range
    }
}

/// `coach else` in `progress squat: coach else linear +2.5kg`: the external plugin that
/// answers first; the rule's clauses are the built-in fallback.
public struct ExternalPluginUse: Sendable, Hashable {
    /// The declared plugin's name as written.
    public var name: Identifier
    /// Where `else` is written.
    public var elseRange: SourceRange

    public init(name: Identifier, elseRange: SourceRange) {
        self.name = name
        self.elseRange = elseRange
    }
}
