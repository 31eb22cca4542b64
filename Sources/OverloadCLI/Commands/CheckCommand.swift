import Overload
import OverloadEngine
import OverloadStandardPlugins

/// `overload check FILE...`: reports every problem in each file.
struct CheckCommand: Command {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check programs and journals for errors.",
        discussion: "Reports every error and warning in each file. Exits 0 when there are no errors, 65 when there are.",
        options: [
            .diagnostics,
            .allowOutsideIncludes,
            .option("program", value: "PROGRAM",
                    help: "Also warn about sessions naming a day this program lacks, and exercises it never prescribes."),
            SafeFixes.fixOption, SafeFixes.forceOption,
        ],
        positionals: [PositionalSpec("FILE", help: "A .lift file, or - for standard input.", repeated: true)],
        examples: ["overload check examples/programs/531-bbb.lift", "overload check --diagnostics json program.lift",
                   "overload check journal.lift --program examples/programs/531-bbb.lift"]
    )

    var files: [String]
    var format: String?
    var programPath: String?
    var fix: Bool
    var force: Bool

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionals
        format = try SharedOptions(arguments).diagnostics
        programPath = arguments.option("program")
        (fix, force) = try SafeFixes.flags(arguments, files: files)
    }

    func run(console: inout Console) -> Int32 {
        var printer = DiagnosticPrinter(format: format)
        var errors = 0
        var warnings = 0
        var ioFailed = false
        var program: (compiled: CompiledProgram, name: String)?
        if let programPath {
            guard let source = SourceLoader.loadOrReport(programPath, console: &console) else { return ExitCode.ioError }
            let (ownProgram, files) = ProgramWorkspace.programForJournalCheck(source, path: programPath, readFile: SourceLoader.readBytes)
            // The program's own errors are shown, since the journal's check is only as good as it.
            for file in files where file.diagnostics.hasErrors {
                let programErrors = file.diagnostics.filter { $0.severity == .error }
                errors += programErrors.count
                printer.report(programErrors, in: file.source, console: &console)
            }
            program = ownProgram
        }
        let fixStatus = fix ? SafeFixes.fix(files, force: force, console: &console) { bytes, path in
            ProgramWorkspace.checkFile(
                Parser.parse(SourceFile(name: path, bytes: bytes)), against: program, registry: CommandPlugins.registry,
                readFile: SourceLoader.readBytes, pluginFileStatus: ExternalPlugins.fileStatus(programPath: path)
            ).first?.diagnostics ?? []
        } : ExitCode.success
        for path in files {
            guard let source = SourceLoader.loadOrReport(path, console: &console) else {
                ioFailed = true
                continue
            }
            // Rules are checked against the plugins, and the files a program `use`s are read.
            // The plugins' files are looked at, never run (W0531).
            let files = ProgramWorkspace.checkFile(
                Parser.parse(source), against: program, registry: CommandPlugins.registry, readFile: SourceLoader.readBytes,
                pluginFileStatus: ExternalPlugins.fileStatus(programPath: path))
            for file in files {
                errors += file.diagnostics.count(of: .error)
                warnings += file.diagnostics.count(of: .warning)
                printer.report(file.diagnostics, in: file.source, console: &console)
            }
        }
        printer.finish(console: &console)
        if format != "json", errors + warnings > 0 {
            console.printError(summary(errors: errors, warnings: warnings))
        }
        if ioFailed || fixStatus == ExitCode.ioError { return ExitCode.ioError }
        return errors > 0 ? ExitCode.dataError : ExitCode.success
    }
}
