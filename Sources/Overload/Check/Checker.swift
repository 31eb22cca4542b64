/// Runs every check that needs no other file: syntax now, and the later stages
/// (compiler, journal) as they are added. `overload check` reports what this returns.
public enum Checker {
    /// Every diagnostic for one parsed file, in source order.
    public static func check(_ parsed: ParsedFile) -> [Diagnostic] {
        parsed.diagnostics
    }
}
