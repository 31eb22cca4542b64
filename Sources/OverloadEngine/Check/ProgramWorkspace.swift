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
        self.init(loaded: ProgramLoader().load(parsed: parsed, readFile: readFile), registry: registry, catalog: catalog, unit: unit)
    }

    /// Checks and compiles a program already loaded (its `use` lines followed, its includes spliced).
    init(loaded: ProgramLoader.Loaded, registry: PluginRegistry, catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil) {
        self.loaded = loaded
        files = loaded.files
        files[0].diagnostics += loaded.root.diagnostics
        let registry = Self.registering(loaded, in: registry, files: &files)
        self.registry = registry
        // The compiler's diagnostics and the rules' are placed apart: `plan` without a journal
        // shows only the compiler's (``compilerFiles``), every other command both.
        let (program, found) = loaded.program.compileOnly(catalog: catalog, unit: unit)
        var placed = found
        if let program {
            let resolved = RuleChecker.resolve(program.progressions, registry: registry, scripts: loaded.scripts)
            rules = resolved.rules
            let problems = resolved.diagnostics + RuleWorkCheck.check(resolved.rules, program: program)
            for (index, diagnostics) in loaded.program.place(problems).enumerated() { placed[index] += diagnostics }
        }
        compiled = program
        var compilerFiles = loaded.program.files
        compilerFiles[0].diagnostics += loaded.program.parsedFiles[0].diagnostics
        for (index, diagnostics) in found.enumerated() { compilerFiles[index].diagnostics += diagnostics }
        for index in compilerFiles.indices { compilerFiles[index].diagnostics.sort { $0.range.start < $1.range.start } }
        self.compilerFiles = compilerFiles
        for (index, diagnostics) in placed.enumerated() { files[index].diagnostics += diagnostics }
        for index in files.indices { files[index].diagnostics.sort { $0.range.start < $1.range.start } }
    }

    /// The rules that can run, resolved once when the program was checked: every replay of
    /// the workspace's evaluator uses them instead of resolving them again.
    var rules: [ResolvedRule] = []

    /// The program and its included files with the compiler's diagnostics alone (syntax,
    /// `include` problems, compile errors), as ``SplicedProgram/compile(catalog:unit:more:)``
    /// gives them: what `plan` without a journal shows.
    public private(set) var compilerFiles: [FileDiagnostics] = []

    /// True when any file has an error.
    public var hasErrors: Bool {
        files.contains { $0.diagnostics.hasErrors }
    }

    /// Every diagnostic `overload check` reports for one file, by file: the file, then (for a
    /// program) each file it includes and each file it uses. One path for every file: the
    /// checker (``Checker/check(spliced:catalog:program:programChecks:)``) on the program
    /// with its included files spliced in, its rules checked against `registry` and the
    /// scripts it declares or uses. A file with syntax errors is still compiled as far as it
    /// parsed. In a file that also holds sessions, `include` lines name journal files, which
    /// are not spliced into its program; a journal without a program is read with the files
    /// it includes, each checked in its own place. With `program` (`check --program`), the file's
    /// sessions are checked against that program.
    public static func check(
        _ parsed: ParsedFile, against program: (compiled: CompiledProgram, name: String)? = nil,
        registry: PluginRegistry, catalog: ExerciseCatalog = .builtin, readFile: (String) throws -> [UInt8]
    ) -> [FileDiagnostics] {
        guard ProgramCompiler.hasProgramContent(parsed.document) else {
            // A journal split into files is checked whole: every file it includes, each
            // file's problems in that file.
            if Checker.hasIncludes(parsed.document) {
                return Checker.checkJournal(parsed, includes: readFile, catalog: catalog, program: program)
            }
            let diagnostics = Checker.check(parsed, catalog: catalog, program: program)
            return [FileDiagnostics(source: parsed.source, diagnostics: diagnostics)]
        }
        let loaded = ProgramLoader().load(parsed: parsed, readFile: readFile)
        var files = loaded.files
        let registry = registering(loaded, in: registry, files: &files)
        let spliced = Checker.hasJournalContent(parsed.document) ? SplicedProgram(unspliced: parsed) : loaded.program
        let found = Checker.check(spliced: spliced, catalog: catalog, program: program) { compiled in
            RuleChecker.check(compiled, registry: registry, scripts: loaded.scripts)
        }
        for (index, diagnostics) in found.enumerated() { files[index].diagnostics += diagnostics }
        for index in files.indices { files[index].diagnostics.sort { $0.range.start < $1.range.start } }
        return files
    }

    /// `registry` with the script progressions a parsed program declares or `use`s, those
    /// that check clean: for `plan` without a journal, which compiles the program itself.
    public static func registry(for parsed: ParsedFile, adding registry: PluginRegistry,
                                readFile: (String) throws -> [UInt8]) -> PluginRegistry {
        let loaded = ProgramLoader().load(parsed: parsed, readFile: readFile)
        var files = loaded.files
        return registering(loaded, in: registry, files: &files)
    }

    /// `registry` with the program's script progressions (declared in it or in a file it
    /// `use`s) added, each checked first: a script's problems go to its own file, and a script
    /// with an error (or in a file with syntax errors) is not registered, so no rule runs it.
    static func registering(_ loaded: ProgramLoader.Loaded, in registry: PluginRegistry, files: inout [FileDiagnostics]) -> PluginRegistry {
        var registry = registry
        let syntaxCodes = Set(DiagnosticCodeInfo.syntax.map(\.code))
        for declared in loaded.progressions {
            // A file with syntax errors has been reported by the parser; its scripts are neither
            // checked further nor run.
            let isRoot = declared.source.name == loaded.root.source.name
            let own = isRoot ? loaded.root.diagnostics : files.first { $0.source.name == declared.source.name }?.diagnostics ?? []
            guard !own.contains(where: { $0.severity == .error && syntaxCodes.contains($0.code) }) else { continue }
            var problems = ScriptChecker.check(declared.declaration, source: declared.source)
            let name = declared.declaration.name
            if let builtIn = registry.plugin(named: name.name), builtIn.origin == .registry {
                problems.append(.warning(
                    .scriptShadowsBuiltIn, "the script '\(name.name)' takes the place of the built-in progression '\(builtIn.name)'",
                    at: name.range, label: "rules naming '\(builtIn.name)' run this script",
                    help: "give the script a name of its own, as in 'progression my_\(name.name)(...)', to keep the built-in"))
            }
            if !problems.isEmpty, let index = files.firstIndex(where: { $0.source.name == declared.source.name }) {
                files[index].diagnostics += problems
                files[index].diagnostics.sort { $0.range.start < $1.range.start }
            }
            if !problems.hasErrors { registry.register(ScriptProgression(declared)) }
        }
        return registry
    }

    /// An evaluator for the compiled program; nil when it did not compile.
    public var evaluator: Evaluator? {
        compiled.map {
            var evaluator = Evaluator(program: $0, registry: registry, scripts: loaded.scripts)
            evaluator.resolvedRules = rules
            return evaluator
        }
    }
}
