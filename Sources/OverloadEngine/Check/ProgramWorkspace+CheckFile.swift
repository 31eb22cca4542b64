import Overload
import OverloadSyntax

extension ProgramWorkspace {
    /// What `overload check FILE` reports, by file: ``check(_:against:registry:catalog:readFile:)``
    /// and the look at the files the program's `plugin` lines name (W0531), which are never
    /// run. `pluginFileStatus` answers for a plugin's path as written. The command line and
    /// the language server both call this, so an editor shows what the command prints.
    public static func checkFile(
        _ parsed: ParsedFile, against program: (compiled: CompiledProgram, name: String)? = nil,
        registry: PluginRegistry, readFile: (String) throws -> [UInt8],
        pluginFileStatus: (String) -> ExternalPluginFiles.Status
    ) -> [FileDiagnostics] {
        var files = check(parsed, against: program, registry: registry, readFile: readFile)
        files[0].diagnostics += ExternalPluginFiles.diagnostics(in: parsed.document, status: pluginFileStatus)
        files[0].diagnostics.sort { $0.range.start < $1.range.start }
        return files
    }

    /// The program a journal is checked against (`overload check JOURNAL --program PROGRAM`):
    /// spliced with its included files and compiled as far as it parsed, named by its
    /// `program` line or else by `path`, with its files' diagnostics (the journal's check is
    /// only as good as the program; `check` shows its errors, `log --program` its warnings too).
    public static func programForJournalCheck(
        _ source: SourceFile, path: String, readFile: (String) throws -> [UInt8]
    ) -> (program: (compiled: CompiledProgram, name: String), diagnostics: [FileDiagnostics]) {
        let spliced = SplicedProgram(Parser.parse(source), readFile: readFile)
        let (ownProgram, files) = spliced.compile()
        let diagnostics = files.map { FileDiagnostics(source: $0.source, diagnostics: $0.diagnostics) }
        let compiled = ownProgram ?? ProgramCompiler.compile(spliced.parsed)
        let name = compiled.snapshot.programName.isEmpty ? path : SourceFormatter.quote(compiled.snapshot.programName)
        return ((compiled, name), diagnostics)
    }
}
