import OverloadSyntax

/// `overload __exercises FILE...`: the exercise names the files write, one a line, for the
/// shell completions of `explain` and `history`. Hidden from `--help`. Only parses: a
/// completion waits on it, and a file that cannot be read or parsed gives what it can, silently.
struct ExerciseNamesCommand: Command {
    static let configuration = CommandConfiguration(
        name: "__exercises",
        abstract: "List the exercise names .lift files write, one a line (for shell completion).",
        positionals: [PositionalSpec("FILE", help: "A .lift program or journal.", repeated: true, optional: true)]
    )

    var files: [String]

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionals
    }

    func run(console: inout Console) -> Int32 {
        var seen: Set<String> = []
        var names: [String] = []
        for path in files where path != "-" {
            guard let bytes = try? SourceLoader.readBytes(path) else { continue }
            let document = Parser.parse(SourceFile(name: path, bytes: bytes)).document
            for name in Self.names(in: document.statements) where seen.insert(name.lowercased()).inserted {
                names.append(name)
            }
        }
        for name in names.sorted() { console.print(name) }
        return ExitCode.success
    }

    /// The names in `statements` and the blocks inside them, as written.
    static func names(in statements: [Statement]) -> [String] {
        statements.flatMap { statement -> [String] in
            switch statement {
            case .exercise(let line): [line.name.text]
            case .performance(let line): [line.name.text]
            case .maxes(let maxes): maxes.entries.map(\.exercise.text)
            case .exerciseDeclaration(let declaration): [declaration.name.text]
            case .day(let day): names(in: day.body)
            case .week(let week): names(in: week.body)
            case .template(let template): names(in: template.body)
            case .superset(let superset): names(in: superset.body)
            case .session(let session): names(in: session.body)
            default: []
            }
        }
    }
}
