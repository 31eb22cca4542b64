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
        /// Every script progression the program declares or uses, with the file that holds it.
        public var progressions: [DeclaredProgression] = []
        /// Diagnostics by file: the program first, then each included file (their syntax,
        /// `include` and `use` problems), then each used file.
        public var files: [FileDiagnostics]
    }

    /// A loader.
    public init() {}

    /// Where the reading started and what it may read.
    private struct Reading {
        var root: String
        var policy: SourcePathPolicy
    }

    /// Loads `root` and follows its `use` lines through `readFile` (given the joined path).
    public func load(
        _ root: SourceFile, policy: SourcePathPolicy = .current, readFile: (String) throws -> [UInt8]
    ) -> Loaded {
        load(parsed: Parser.parse(root), policy: policy, readFile: readFile)
    }

    /// Follows the `use` lines of a program already parsed (`overload check` parses it once),
    /// reading only the files `policy` allows.
    public func load(
        parsed: ParsedFile, policy: SourcePathPolicy = .current, readFile: (String) throws -> [UInt8]
    ) -> Loaded {
        let program = SplicedProgram(parsed, policy: policy, readFile: readFile)
        let reading = Reading(root: parsed.source.name, policy: policy)
        // `follow` collects the scripts and appends each used file to `loaded.files`.
        var loaded = Loaded(root: parsed, program: program, scripts: [], files: [])
        var visited = Set(program.parsedFiles.map { JournalIncludePath.normalized($0.source.name) })
        var files = program.files
        for (index, file) in program.parsedFiles.enumerated() {
            files[index].diagnostics += follow(
                file, into: &loaded, visited: &visited, reading: reading, readFile: readFile)
        }
        loaded.files = files + loaded.files
        return loaded
    }

    /// Collects a file's script names and loads what it uses; returns the diagnostics of its `use` lines.
    private func follow(
        _ parsed: ParsedFile, into loaded: inout Loaded, visited: inout Set<String>, reading: Reading,
        readFile: (String) throws -> [UInt8]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for statement in parsed.document.statements {
            switch statement {
            case .progression(let declaration):
                loaded.scripts.insert(declaration.name.name.lowercased())
                loaded.progressions.append(DeclaredProgression(declaration: declaration, source: parsed.source))
            case .use(let path, _):
                let joined = JournalIncludePath.resolve(path.value, from: parsed.source.name)
                guard visited.insert(JournalIncludePath.normalized(joined)).inserted else { continue }
                let used: ParsedFile
                switch reading.policy.read(
                    path.value, keyword: "use", at: path.range, target: joined, root: reading.root, readFile: readFile)
                {
                case .parsed(let parsed):
                    used = parsed
                case .refused(let diagnostic):
                    diagnostics.append(diagnostic)
                    continue
                case .unreadable:
                    diagnostics.append(.error(
                        .unreadableUse, "cannot read '\(path.value)'", at: path.range,
                        label: "looked for \(joined)",
                        help: "a 'use' path is relative to the file that holds it; check the name and that the file exists"))
                    continue
                }
                let own = follow(used, into: &loaded, visited: &visited, reading: reading, readFile: readFile)
                loaded.files.append(FileDiagnostics(source: used.source, diagnostics: used.diagnostics + own))
            default:
                continue
            }
        }
        return diagnostics
    }
}

/// A script progression as declared (`progression amrap_tm(step = 5lb):`), with the file
/// that holds it, so its diagnostics point into that file.
public struct DeclaredProgression: Sendable {
    /// The declaration.
    public var declaration: ProgressionDeclaration
    /// The file it is written in.
    public var source: SourceFile

    /// Creates one.
    public init(declaration: ProgressionDeclaration, source: SourceFile) {
        self.declaration = declaration
        self.source = source
    }
}
