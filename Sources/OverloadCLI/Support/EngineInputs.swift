import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

/// The program and journal the engine commands (`next`, `explain`, `plan --journal`,
/// `suggest`, the decisions and the REPL's) read: a ``Workspace``, loaded and reported the
/// same way for each, which answers them.
struct EngineInputs {
    /// The program and journal, loaded, with their caches: each command asks it its question.
    var workspace: Workspace
    /// The date the command answers for.
    var date: LocalDate
    /// The program's own plan.
    var snapshot: PlanSnapshot
    /// The journal's files as read, with their diagnostics, and the paths given: what
    /// ``reportJournalWarnings(unplaced:diagnostics:console:)`` shows. Nil in the REPL,
    /// which shows a journal's diagnostics when it reads it.
    var journalReport: JournalReport?

    /// Loads both files and prints their problems. Returns nil with the exit status when the
    /// command cannot go on: an unreadable file (74) or a program with errors (65). A journal
    /// with errors goes on without its bad lines, with a warning.
    ///
    /// The journal is read on a second thread while the program loads, and its entries are
    /// given to the workspace's replay keeping `steps` as its parts arrive (see
    /// ``JournalPipeline``): the command's question is then answered from that replay.
    /// - Parameters:
    ///   - allowExec: whether `--allow-exec` was given; the program's external plugins
    ///     run when it was, or when `OVERLOAD_ALLOW_EXEC=1` is set.
    ///   - freeingSyntaxTrees: whether the journal's syntax trees are freed as each part is
    ///     read, for a command whose work after the reading needs the memory (the report);
    ///     otherwise a command that answers once leaves them to the exit, which is quicker.
    static func load(
        program path: String, journal journalPath: String, on date: LocalDate, since: LocalDate?, diagnostics format: String?,
        allowExec: Bool, replaying steps: StepHistory, freeingSyntaxTrees: Bool = false, command: String, console: inout Console
    ) -> Result<EngineInputs, ExitStatus> {
        guard let source = SourceLoader.loadOrReport(path, console: &console) else { return .failure(.init(ExitCode.ioError)) }
        let journalSource = Result { try SourceLoader.loadBytes(journalPath, console: console) }
        // A command answers once and exits: the journal's trees are left to the exit.
        let pipeline = try? JournalPipeline.start(journalSource.get(), handingOut: true,
                                                  keepingUntilExit: console.streaming && !freeingSyntaxTrees)
        let runner = Workspace.consentedRunner(programPath: path, allowExec: allowExec,
                                                 allowVariable: console.variable(ExternalPlugins.allowVariable))
        var workspace = Workspace(program: source, registry: CommandPlugins.registry, readFile: SourceLoader.readBytes,
                                  runner: runner, date: date, since: since)
        if let swapped = SwappedFiles.refusal(program: workspace.program.loaded.root.document, programPath: path,
                                              journalPath: journalPath, command: command) {
            console.printError("Error: " + swapped)
            return .failure(.init(ExitCode.dataError))
        }
        var printer = DiagnosticPrinter(format: format)
        for file in workspace.diagnostics where !file.diagnostics.isEmpty {
            printer.report(file.diagnostics, in: file.source, console: &console)
        }
        guard let pipeline else {
            if case .failure(let error) = journalSource { console.printError("Error: \(error)") }
            printer.finish(console: &console)
            return .failure(.init(ExitCode.ioError))
        }
        printer.finish(console: &console)
        guard let snapshot = workspace.evaluator?.program.snapshot else { return .failure(.init(ExitCode.dataError)) }
        // Every engine command shows the plan's id, computed once and not needed before the
        // replay is done: compute it on the core the journal's reading leaves free.
        Thread.detachNewThread { _ = snapshot.contentID }
        workspace.beginJournalParts(keeping: steps)
        while let entries = pipeline.nextEntries() {
            workspace.playJournalPart(entries)
            // A part's entries are the journal's too: releasing each part here walked every
            // entry of ten years (0.9 M instructions) for what the exit does anyway. The
            // report, which frees what it can as it reads, lets them go.
            if !freeingSyntaxTrees { console.keepUntilExit(entries) }
        }
        let (reading, handedOutEntriesAreFinal) = pipeline.finish()
        workspace.finishJournal(reading, partsWereFinal: handedOutEntriesAreFinal)
        guard JournalFiles.warnAboutErrors(reading, path: journalPath, console: &console) else {
            return .failure(.init(ExitCode.dataError))
        }
        return .success(EngineInputs(workspace: workspace, date: date, snapshot: snapshot,
                                     journalReport: JournalReport(files: reading.files, journalPath: journalPath, programPath: path)))
    }

    /// Prints the rules that stopped with an error (a script's runtime error) as diagnostics
    /// in their files; the exit status (65) when there were any, nil otherwise.
    static func reportFailures(_ failures: [PluginFailure], diagnostics format: String?, console: inout Console) -> Int32? {
        guard !failures.isEmpty else { return nil }
        var printer = DiagnosticPrinter(format: format)
        for failure in failures { printer.report([failure.diagnostic], in: failure.source, console: &console) }
        printer.finish(console: &console)
        return ExitCode.dataError
    }
}

extension Workspace {
    /// The runner of the program's external plugins when `allowExec` or
    /// `OVERLOAD_ALLOW_EXEC=1` gives the lifter's consent; nil otherwise.
    static func consentedRunner(programPath: String, allowExec: Bool, environment: [String: String]) -> ExternalRunner? {
        consentedRunner(programPath: programPath, allowExec: allowExec, allowVariable: environment[ExternalPlugins.allowVariable])
    }

    /// The same, given the value of `OVERLOAD_ALLOW_EXEC` alone.
    static func consentedRunner(programPath: String, allowExec: Bool, allowVariable: String?) -> ExternalRunner? {
        ExternalPlugins.allowed(flag: allowExec, variable: allowVariable) ? ExternalPlugins.runner(programPath: programPath) : nil
    }
}

/// The shared options an engine command reads (``SharedOptions``), with the journal required.
struct EngineOptions {
    var journal: String
    var date: LocalDate?
    var since: LocalDate?
    var diagnostics: String?
    /// `--allow-exec`: run the program's external plugins.
    var allowExec: Bool
    /// `--format`, for the commands that take it.
    var format: String?

    /// The current folder's project file, read when the program or `--journal` is not given.
    var project: ProjectDefaults?

    /// Reads them; `--journal` is required, unless the current folder's project file names the journal.
    init(_ arguments: ParsedArguments, command: String) throws {
        try self.init(arguments, command: command, project: Self.project(for: arguments))
    }

    /// Reads them with the project file already looked up.
    init(_ arguments: ParsedArguments, command: String, project: ProjectDefaults?) throws {
        self.project = project
        let shared = try SharedOptions(arguments, requiringJournalFor: project?.file.journal == nil ? command : nil)
        guard let journal = shared.journal ?? project?.file.journal else {
            throw UsageError("'\(command)' needs '--journal JOURNAL'")
        }
        self.journal = journal
        date = shared.date ?? project?.file.date
        since = shared.since
        diagnostics = shared.diagnostics
        allowExec = shared.allowExec
        format = shared.format
    }

    /// The current folder's project file when the command lacks its program or `--journal`.
    static func project(for arguments: ParsedArguments) throws(ProjectFileProblem) -> ProjectDefaults? {
        try ProjectDefaults.lookup(needed: arguments.option("journal") == nil || arguments.positionals.isEmpty)
    }

    /// The loaded inputs for the date asked for (or today), or the exit status to stop with.
    /// The journal is replayed as it is read, keeping `steps`, for the command's question.
    func load(program: String, configuration: CommandConfiguration, steps: StepHistory = .latest, console: inout Console)
        -> Result<EngineInputs, ExitStatus> {
        project?.reportWarnings(console: &console)
        guard let today = date ?? CalendarArguments.today() else {
            return .failure(.init(console.reportUsageError("cannot read today's date; give one with '--date'", of: configuration)))
        }
        return EngineInputs.load(program: program, journal: journal, on: today, since: since, diagnostics: diagnostics,
                                 allowExec: allowExec, replaying: steps, command: configuration.name,
                                 console: &console)
    }
}

/// An exit status carried as an error.
struct ExitStatus: Error {
    var code: Int32
    init(_ code: Int32) { self.code = code }
}

extension PlanSnapshot {
    /// `--day NAME` for a day the plan lacks (names compared without case): the message that
    /// lists the days there are; nil when the plan has the day.
    func unknownDayMessage(_ day: String) -> String? {
        let wanted = day.lowercased()
        guard !weeks.contains(where: { $0.days.contains { $0.name.lowercased() == wanted } }) else { return nil }
        let names = Array(Set(weeks.flatMap { $0.days.map(\.name) })).sorted()
        return "no day named \"\(day)\"; the days are " + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
