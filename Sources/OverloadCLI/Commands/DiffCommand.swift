import Overload
import OverloadSyntax

/// `overload diff OLD NEW`: what changed in the plan between two versions of a program.
///
/// Also git's external diff driver: git calls `overload diff PATH OLD-FILE OLD-HEX OLD-MODE
/// NEW-FILE NEW-HEX NEW-MODE` (two more arguments, the new path and a rename message, for a
/// renamed file; one argument, the path, for an unmerged file), with `/dev/null` for the
/// side of an added or removed file.
struct DiffCommand: Command {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Show how the plan changed between two versions of a program.",
        discussion: """
            Compiles both programs and prints every change to the plan (loads, sets, reps, RPE, rest, \
            exercises, days, week kinds), one per line under its week and day. A changed 1rm or tm line \
            is said once under 'maxes', with how many set loads it moves; those loads are listed in the \
            first week it moves and not repeated in later weeks. Comments and formatting are not changes. /dev/null stands for a missing file: every prescription of the other side \
            is then added or removed. Exits 0 when the plans are the same, 1 when they differ, 65 when \
            a program has errors, 74 when a file cannot be read.

            Called by git as a diff driver (seven or nine arguments; see docs/git.md), it exits 0 when \
            the plans differ too, as git requires; '--exit-code' restores 1 for git's \
            diff.<driver>.trustExitCode.
            """,
        options: [
            .flag("exit-code", help: "Under git, exit 1 when the plans differ (for diff.overload.trustExitCode)."),
        ] + SharedOptions.fileAccess(exec: false),
        positionals: [
            PositionalSpec("OLD", help: "The old program, or /dev/null."),
            PositionalSpec("NEW", help: "The new program, or /dev/null.", optional: true),
            PositionalSpec("GIT-ARGUMENTS", help: "The rest of git's external diff arguments.", repeated: true, optional: true),
        ],
        examples: [
            "overload diff old.lift new.lift",
            "git config diff.overload.command 'overload diff'   # with '*.lift diff=overload' in .gitattributes",
        ]
    )

    /// What the command line asked for.
    enum Mode {
        /// Two files compared directly.
        case files(old: String, new: String)
        /// git's seven- or nine-argument form: files to read, and the paths to show.
        case git(path: String, oldFile: String, newFile: String, newPath: String)
        /// git's one-argument form for an unmerged path.
        case unmerged(path: String)
    }

    static let devNull = "/dev/null"

    var mode: Mode
    var exitCode: Bool
    var format: String?

    init(_ arguments: ParsedArguments) throws {
        let positionals = arguments.positionals
        switch positionals.count {
        case 1: mode = .unmerged(path: positionals[0])
        case 2: mode = .files(old: positionals[0], new: positionals[1])
        case 7, 9:
            mode = .git(path: positionals[0], oldFile: positionals[1], newFile: positionals[4],
                        newPath: positionals.count == 9 ? positionals[7] : positionals[0])
        default:
            throw UsageError("expected two files (OLD NEW) or git's seven external diff arguments, not \(positionals.count)")
        }
        exitCode = arguments.flag("exit-code")
        format = try SharedOptions(arguments).diagnostics
    }

    /// One side as the command line gives it: the file to read, and the name to show.
    struct Input {
        var file: String
        var name: String
        /// `a/PATH` or `b/PATH` under git, the file's own path otherwise.
        var label: String
    }

    func run(console: inout Console) -> Int32 {
        let old: Input, new: Input
        let underGit: Bool
        switch mode {
        case .unmerged(let path):
            // git passes one argument only for an unmerged path; anyone else forgot a file.
            guard console.variable("GIT_DIFF_PATH_COUNTER") != nil else {
                return console.reportUsageError("missing expected argument '<NEW>'", of: Self.configuration)
            }
            console.print("\(path): unmerged; resolve the conflict to compare plans")
            return ExitCode.success
        case .files(let oldFile, let newFile):
            old = Input(file: oldFile, name: oldFile, label: oldFile)
            new = Input(file: newFile, name: newFile, label: newFile)
            underGit = false
        case .git(let path, let oldFile, let newFile, let newPath):
            old = Input(file: oldFile, name: path, label: oldFile == Self.devNull ? oldFile : "a/" + path)
            new = Input(file: newFile, name: newPath, label: newFile == Self.devNull ? newFile : "b/" + newPath)
            underGit = true
        }
        var printer = DiagnosticPrinter(format: format)
        let before = compile(old, printer: &printer, console: &console)
        let after = compile(new, printer: &printer, console: &console)
        printer.finish(console: &console)
        let oldProgram: CompiledProgram?, newProgram: CompiledProgram?
        switch (before, after) {
        case (.failure(let status), _), (_, .failure(let status)):
            return status
        case (.noProgram, .noProgram), (.noProgram, .success(nil)), (.success(nil), .noProgram):
            // A journal: its entries are data, best compared as text.
            console.print("\(new.file == Self.devNull ? old.name : new.name): no program to compare "
                              + "(a journal diffs best as text; see docs/git.md)")
            return ExitCode.success
        case (.success(let oldCompiled), .success(let newCompiled)):
            (oldProgram, newProgram) = (oldCompiled, newCompiled)
        case (.noProgram, .success(let newCompiled)):
            (oldProgram, newProgram) = (nil, newCompiled)
        case (.success(let oldCompiled), .noProgram):
            (oldProgram, newProgram) = (oldCompiled, nil)
        }
        let report = PlanDiffReport(
            old: .init(label: old.label, program: oldProgram), new: .init(label: new.label, program: newProgram))
        let text = report.render()
        console.printReport(text, .planDiff)
        if text.isEmpty || (underGit && !exitCode) { return ExitCode.success }
        return ExitCode.failure
    }

    /// A compiled side: its program (nil for /dev/null), a file with no program in it (a
    /// journal), or the exit status of the failure.
    enum Side {
        case success(CompiledProgram?)
        case noProgram
        case failure(Int32)
    }

    /// Reads and compiles one side, reporting its diagnostics under the name the user knows.
    func compile(_ input: Input, printer: inout DiagnosticPrinter, console: inout Console) -> Side {
        if input.file == Self.devNull { return .success(nil) }
        guard let loaded = SourceLoader.loadOrReport(input.file, console: &console) else { return .failure(ExitCode.ioError) }
        let source = SourceFile(name: input.name, bytes: loaded.bytes)
        let parsed = Parser.parse(source)
        guard !parsed.diagnostics.hasErrors else {
            printer.report(parsed.diagnostics, in: source, console: &console)
            return .failure(ExitCode.dataError)
        }
        guard ProgramCompiler.hasProgramContent(parsed.document) else {
            printer.report(parsed.diagnostics, in: source, console: &console)
            return .noProgram
        }
        let compiled = ProgramCompiler.compile(parsed)
        let diagnostics = parsed.diagnostics + compiled.diagnostics
        printer.report(diagnostics, in: source, console: &console)
        return diagnostics.hasErrors ? .failure(ExitCode.dataError) : .success(compiled)
    }
}
