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
            diagnosticsOption,
            allowOutsideIncludesOption,
            .option("program", value: "PROGRAM",
                    help: "Also warn about sessions naming a day this program lacks, and exercises it never prescribes."),
        ],
        positionals: [PositionalSpec("FILE", help: "A .lift file, or - for standard input.", repeated: true)],
        examples: ["overload check examples/programs/531-bbb.lift", "overload check --diagnostics json program.lift",
                   "overload check journal.lift --program examples/programs/531-bbb.lift"]
    )

    var files: [String]
    var format: String?
    var programPath: String?

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionals
        format = arguments.option("diagnostics")
        programPath = arguments.option("program")
    }

    func run(console: inout Console) -> Int32 {
        var printer = DiagnosticPrinter(format: format)
        var errors = 0
        var warnings = 0
        var ioFailed = false
        var program: (compiled: CompiledProgram, name: String)?
        if let programPath {
            guard let source = SourceLoader.loadOrReport(programPath, console: &console) else { return ExitCode.ioError }
            let spliced = SplicedProgram(Parser.parse(source), readFile: SourceLoader.readBytes)
            let (ownProgram, files) = spliced.compile()
            // The program's own errors are shown, since the journal's check is only as good as it.
            for file in files {
                let problems = file.diagnostics.filter { $0.severity == .error }
                errors += problems.count
                if !problems.isEmpty { printer.report(problems, in: file.source, console: &console) }
            }
            // A program with syntax errors is compiled as far as it parsed, as `check` does.
            let compiled = ownProgram ?? ProgramCompiler.compile(spliced.parsed)
            let name = compiled.snapshot.programName.isEmpty ? programPath : SourceFormatter.quote(compiled.snapshot.programName)
            program = (compiled, name)
        }
        for path in files {
            guard let source = SourceLoader.loadOrReport(path, console: &console) else {
                ioFailed = true
                continue
            }
            // Rules are checked against the plugins, and the files a program `use`s are read.
            let parsed = Parser.parse(source)
            var files = checked(parsed, program: program)
            // The plugins' files are looked at, never run (W0531).
            files[0].diagnostics += ExternalPluginFiles.diagnostics(
                in: parsed.document, status: ExternalPlugins.fileStatus(programPath: path))
            files[0].diagnostics.sort { $0.range.start < $1.range.start }
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
        if ioFailed { return ExitCode.ioError }
        return errors > 0 ? ExitCode.dataError : ExitCode.success
    }

    /// Every diagnostic of one file, then of the files it includes or uses: one path for
    /// programs with and without `include` lines (``ProgramWorkspace/check(_:against:registry:catalog:readFile:)``).
    func checked(_ parsed: ParsedFile, program: (compiled: CompiledProgram, name: String)?) -> [FileDiagnostics] {
        ProgramWorkspace.check(parsed, against: program, registry: StandardPlugins.registry, readFile: SourceLoader.readBytes)
    }
}
