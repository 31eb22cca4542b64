/// Runs every check that needs no other file: syntax, then (for a file that holds a
/// program) the compiler. `overload check` reports what this returns.
public enum Checker {
    /// Every diagnostic for one parsed file, in source order.
    public static func check(_ parsed: ParsedFile, catalog: ExerciseCatalog = .builtin) -> [Diagnostic] {
        // Compile only a file that parsed cleanly: a half-read line would report twice.
        guard !parsed.diagnostics.hasErrors, ProgramCompiler.hasProgramContent(parsed.document) else {
            return parsed.diagnostics
        }
        let compiled = ProgramCompiler.compile(parsed, catalog: catalog)
        return (parsed.diagnostics + compiled.diagnostics).sorted { $0.range.start < $1.range.start }
    }
}
