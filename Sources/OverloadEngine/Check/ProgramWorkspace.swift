import Overload
import OverloadSyntax

/// A program loaded for evaluation: parsed with the files it `use`s, compiled, its rules
/// checked against a registry. The one workflow `check`, `next`, `explain`, `plan --journal`
/// (and the REPL) share; files are read only through the reader passed in.
public struct ProgramWorkspace: Sendable {
    /// The program and its used files.
    public var loaded: ProgramLoader.Loaded
    /// The compiled program (with its included files); nil when a file has syntax errors.
    public var compiled: CompiledProgram?
    /// The plugins rules may name.
    public var registry: PluginRegistry
    /// Every diagnostic by file: the program (syntax, compile, rules, `use`), then used files.
    public var files: [FileDiagnostics]

    /// Loads and checks the program in `source`.
    public init(
        _ source: SourceFile, registry: PluginRegistry, catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil,
        readFile: (String) throws -> [UInt8]
    ) {
        self.init(parsed: Parser.parse(source), registry: registry, catalog: catalog, unit: unit, readFile: readFile)
    }

    /// Loads and checks a program already parsed.
    public init(
        parsed: ParsedFile, registry: PluginRegistry, catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil,
        readFile: (String) throws -> [UInt8]
    ) {
        loaded = ProgramLoader().load(parsed: parsed, readFile: readFile)
        self.registry = registry
        files = loaded.files
        files[0].diagnostics += loaded.root.diagnostics
        let (program, found) = loaded.program.compileOnly(catalog: catalog, unit: unit) { program in
            RuleChecker.check(program.progressions, registry: registry, scripts: loaded.scripts)
        }
        compiled = program
        for (index, placed) in found.enumerated() { files[index].diagnostics += placed }
        for index in files.indices { files[index].diagnostics.sort { $0.range.start < $1.range.start } }
    }

    /// True when any file has an error.
    public var hasErrors: Bool {
        files.contains { $0.diagnostics.hasErrors }
    }

    /// The rule diagnostics of a compiled program, for `overload check` (which parses and
    /// compiles itself): the program's rules and `use` lines first, then each used file's.
    public static func ruleDiagnostics(
        _ program: CompiledProgram, parsed: ParsedFile, registry: PluginRegistry, readFile: (String) throws -> [UInt8]
    ) -> [FileDiagnostics] {
        let loaded = ProgramLoader().load(parsed: parsed, readFile: readFile)
        var files = loaded.files
        files[0].diagnostics += RuleChecker.check(program.progressions, registry: registry, scripts: loaded.scripts)
        return files
    }

    /// An evaluator for the compiled program; nil when it did not compile.
    public var evaluator: Evaluator? {
        compiled.map { Evaluator(program: $0, registry: registry, scripts: loaded.scripts) }
    }
}
