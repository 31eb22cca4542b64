import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

/// The one place the language server calls the project's library: checking, formatting,
/// compiling and replaying go through the same functions `overload check`, `fmt` and `next`
/// call, so an editor shows what the command line prints. Files are read from the open
/// documents first, then from disk. External plugins are never run: no runner is given to
/// the evaluator, so an external rule answers with its fallback and says it did not run.
struct EngineAdapter: Sendable {
    /// The text of open documents by path: what the editor holds, saved or not.
    var openFiles: [String: [UInt8]] = [:]
    /// The progressions a program's rules may name: the registry `overload` was started with.
    let registry: PluginRegistry
    /// The journal replays kept while the files stay the same.
    let trainingCache: TrainingCache
    /// What each `.lift` file holds and the project files, kept while the files stay the same.
    let fileSummaries = FileSummaries()
    /// Each open journal's logged sets' e1RM, kept while its text stays the same.
    let setEstimates = LoggedSetEstimateCache()

    /// An adapter whose rules run with `registry`'s plugins.
    init(registry: PluginRegistry) {
        self.registry = registry
        trainingCache = TrainingCache(registry: registry)
    }

    /// The bytes of the file at `path`: the open document's, else the file on disk.
    func readFile(_ path: String) throws -> [UInt8] {
        if let open = openFiles[path] { return open }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CocoaError(.fileNoSuchFile)
        }
        return Array(try Data(contentsOf: url))
    }

    func parse(_ source: SourceFile) -> ParsedFile {
        Parser.parse(source)
    }

    /// Every diagnostic `overload check` gives the file parsed (named by its path), and
    /// with `program`, what `overload check FILE --program PROGRAM` adds; by file, the file
    /// first, then each file it includes or uses.
    func diagnostics(of parsed: ParsedFile, against program: CheckedProgram?) -> [FileDiagnostics] {
        ProgramWorkspace.checkFile(
            parsed, against: program?.program, registry: registry, readFile: readFile,
            pluginFileStatus: ExternalPluginFiles.fileSystemStatus(programPath: parsed.source.name))
    }

    /// The program a journal is checked against, read from `path`; nil when it cannot be read.
    func checkedProgram(at path: String) -> CheckedProgram? {
        guard let bytes = try? readFile(path) else { return nil }
        let (program, _) = ProgramWorkspace.programForJournalCheck(
            SourceFile(name: path, bytes: bytes), path: path, readFile: readFile)
        return CheckedProgram(path: path, program: program)
    }

    /// The file in canonical form, as `overload fmt` prints it; nil when it has syntax errors.
    func formatted(_ source: SourceFile) -> String? {
        let parsed = Parser.parse(source)
        guard !parsed.diagnostics.hasErrors else { return nil }
        return SourceFormatter.format(parsed)
    }

    /// The next session's day as the journal at `journalPath` leads to it in the program at
    /// `programPath`, for the loads a program alone cannot work out.
    func nextDay(program programPath: String, journal journalPath: String, on date: LocalDate) -> PlanLoads.NextDay? {
        guard let next = training(program: programPath, journal: journalPath, on: date)?.next?.session else { return nil }
        return PlanLoads.NextDay(day: next.day, week: next.calendar.week, date: next.date)
    }

    /// The journal at `journalPath` and, with `programPath`, the next session it leads to on
    /// `date`, as `overload next PROGRAM --journal JOURNAL --date DATE` works it out, through
    /// the engine's workspace kept for the pair (a session appended is played on, not the
    /// ten years before it). Nil when the journal cannot be read.
    func training(program programPath: String?, journal journalPath: String, on date: LocalDate) -> Training? {
        guard let journalBytes = try? readKeptFile(journalPath) else { return nil }
        let key = TrainingCache.Key(
            program: programPath, programBytes: programPath.flatMap { try? readKeptFile($0) },
            journal: journalPath, journalBytes: journalBytes, date: date)
        let adapter = self
        return trainingCache.training(for: key) { try adapter.readFile($0) }
    }

    /// The history of one exercise in a journal, as `overload history` works it out.
    func history(of exercise: String, in journal: Journal) -> ExerciseHistory? {
        TrainingHistory(journal, exercise: exercise).exercises.first
    }

    /// The exercise catalog names resolve against.
    var catalog: ExerciseCatalog { .builtin }

    /// The compiled program of a parsed file, as far as it compiles.
    func compiled(_ parsed: ParsedFile) -> CompiledProgram {
        ProgramCompiler.compile(parsed)
    }

    /// True when the file holds a program (days, weeks or exercises).
    func holdsProgram(_ parsed: ParsedFile) -> Bool {
        ProgramCompiler.hasProgramContent(parsed.document)
    }

    /// True when the file holds journal entries.
    func holdsJournal(_ parsed: ParsedFile) -> Bool {
        Checker.hasJournalContent(parsed.document)
    }

    /// Today in the local time zone: the language server's one read of the clock.
    static func today() -> LocalDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }
}

/// A program compiled for checking a journal against it.
struct CheckedProgram: Sendable {
    var path: String
    var program: (compiled: CompiledProgram, name: String)
}
