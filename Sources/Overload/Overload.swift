@_exported import OverloadSyntax

/// The version of the Overload language and tools.
public enum OverloadVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
