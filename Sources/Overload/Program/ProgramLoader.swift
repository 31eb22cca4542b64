/// Reads a program, the files it `include`s (spliced in, see ``SplicedProgram``) and the
/// files it `use`s: each path relative to the file that holds it, followed once, through a
/// reader that is passed in (so this stays pure).
///
/// A used file holds script progressions (`progression NAME(...):`); their names are what a
/// rule may call besides the registry's plugins. A file that cannot be read is E0505 at the
/// `use` line; a used file's own syntax errors are reported in that file.
public struct ProgramLoader: Sendable {
    /// The program and what it uses.
    public struct Loaded: Sendable {
        /// The program file, parsed.
        public var root: ParsedFile
        /// The program with its included files spliced in: what the compiler compiles.
        public var program: SplicedProgram
        /// The names of every script progression the program declares or uses, lowercased.
        public var scripts: Set<String>
        /// Diagnostics by file: the program first, then each included file (their syntax,
        /// `include` and `use` problems), then each used file.
        public var files: [FileDiagnostics]
    }

    /// A loader.
    public init() {}

    /// Loads `root` and follows its `use` lines through `readFile` (given the joined path).
    public func load(_ root: SourceFile, readFile: (String) throws -> [UInt8]) -> Loaded {
        load(parsed: Parser.parse(root), readFile: readFile)
    }

    /// Follows the `use` lines of a program already parsed (`overload check` parses it once).
    public func load(parsed: ParsedFile, readFile: (String) throws -> [UInt8]) -> Loaded {
        let program = SplicedProgram(parsed, readFile: readFile)
        var scripts: Set<String> = []
        var usedFiles: [FileDiagnostics] = []
        var visited = Set(program.parsedFiles.map { JournalIncludePath.normalized($0.source.name) })
        var files = program.files
        for (index, file) in program.parsedFiles.enumerated() {
            files[index].diagnostics += follow(file, scripts: &scripts, files: &usedFiles, visited: &visited, readFile: readFile)
        }
        return Loaded(root: parsed, program: program, scripts: scripts, files: files + usedFiles)
    }

    /// Collects a file's script names and loads what it uses; returns the diagnostics of its `use` lines.
    private func follow(
        _ parsed: ParsedFile, scripts: inout Set<String>, files: inout [FileDiagnostics], visited: inout Set<String>,
        readFile: (String) throws -> [UInt8]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for statement in parsed.document.statements {
            switch statement {
            case .progression(let declaration): scripts.insert(declaration.name.name.lowercased())
            case .use(let path, _):
                let joined = JournalIncludePath.resolve(path.value, from: parsed.source.name)
                guard visited.insert(JournalIncludePath.normalized(joined)).inserted else { continue }
                let bytes: [UInt8]
                do {
                    bytes = try readFile(joined)
                } catch {
                    diagnostics.append(.error(
                        .unreadableUse, "cannot read '\(path.value)'", at: path.range,
                        label: "looked for \(joined)",
                        help: "a 'use' path is relative to the file that holds it; check the name and that the file exists"))
                    continue
                }
                let used = Parser.parse(SourceFile(name: joined, bytes: bytes))
                let own = follow(used, scripts: &scripts, files: &files, visited: &visited, readFile: readFile)
                files.append(FileDiagnostics(source: used.source, diagnostics: used.diagnostics + own))
            default:
                continue
            }
        }
        return diagnostics
    }
}
