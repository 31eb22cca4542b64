import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

/// What the REPL has read from disk: the program's text and the journal, with when each file
/// was last changed, so a change on disk is noticed before the next input.
struct ReplFiles {
    /// The program as read; nil when it could not be read.
    var program: SourceFile?
    /// The journal as read (an empty one without `--journal` or before the first `log`).
    var journal: Journal
    /// Modification time and size of each file read, by path.
    var stamps: [String: FileStamp]

    /// When a file was last changed, and its size: a file rewritten in the same second with
    /// another length is still noticed.
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?

        init(path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            modified = attributes?[.modificationDate] as? Date
            size = (attributes?[.size] as? NSNumber)?.intValue
        }
    }

    /// Reads the program and journal of `options`; what went wrong is printed to `console`
    /// (the program's diagnostics, an unreadable file, a journal's errors).
    static func read(_ options: ReplOptions, console: inout Console) -> ReplFiles {
        var stamps = [options.program: FileStamp(path: options.program)]
        let program = SourceLoader.loadOrReport(options.program, console: &console)
        var journal = Journal()
        if let path = options.journal {
            stamps[path] = FileStamp(path: path)
            if var reading = JournalFiles.readOrReport(path, console: &console, allowMissing: true) {
                // A misspelt name is offered the program's spelling first, as `check --program` offers it.
                if let program {
                    let names = ProgramExerciseNames(ProgramCompiler.compile(Parser.parse(program)).snapshot)
                    reading.files = reading.files.map {
                        FileDiagnostics(source: $0.source, diagnostics: names.preferringProgramNames($0.diagnostics, in: $0.source))
                    }
                }
                var printer = DiagnosticPrinter(format: nil)
                _ = JournalFiles.report(reading, printer: &printer, console: &console)
                JournalFiles.warnAboutErrors(reading, path: path, console: &console)
                journal = reading.journal
            }
        }
        return ReplFiles(program: program, journal: journal, stamps: stamps)
    }

    /// True when a file read has changed on disk since.
    var changedOnDisk: Bool {
        stamps.contains { path, stamp in FileStamp(path: path) != stamp }
    }
}

/// The program the REPL works on: the file's text with the program what-ifs placed after it
/// (each replacing what it restates, see ``ReplOverrides``), loaded as `overload next` loads
/// a program, and ready for the engine when it has no errors.
struct ReplProgram {
    /// The composed text, named as the program file.
    var source: SourceFile
    /// The program loaded from it and, once an engine command asks, the journal with the
    /// what-ifs: kept between inputs, so a replay is made once until either changes.
    var engine: Workspace

    /// The program loaded from it.
    var workspace: ProgramWorkspace { engine.program }

    /// Loads the composed text; what was composed at or after `programLength` (the program
    /// file's length) replaces what the program says of the same thing.
    init(_ composition: ReplComposition, programName: String, programLength: Int, options: ReplOptions) {
        source = composition.source(named: programName)
        var parsed = Parser.parse(source)
        parsed.document = ReplOverrides.apply(to: parsed.document, from: programLength)
        let runner = Workspace.consentedRunner(programPath: options.program, allowExec: options.allowExec,
                                               environment: options.environment)
        engine = Workspace(parsedProgram: parsed, registry: CommandPlugins.registry, readFile: SourceLoader.readBytes,
                           runner: runner, date: options.today)
    }

    /// Every diagnostic of the composed program file (the program's used and included files' are left out).
    var diagnostics: [Diagnostic] {
        workspace.files.first { $0.source.name == source.name }?.diagnostics ?? []
    }
}
