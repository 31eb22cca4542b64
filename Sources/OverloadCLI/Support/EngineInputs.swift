import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

/// The program and journal the engine commands (`next`, `explain`, `plan --journal`) read:
/// loaded, checked and reported the same way for each.
struct EngineInputs {
    var workspace: ProgramWorkspace
    var evaluator: Evaluator
    var journal: Journal
    /// The journal already replayed, as it was read: what ``evaluate(on:since:day:circumstances:steps:)``
    /// finishes when asked the question it was replayed for.
    var replayed: JournalReplay?
    /// The journal's files as read, with their diagnostics, and the paths given: what
    /// ``reportJournalWarnings(unplaced:diagnostics:console:)`` shows. Nil in the REPL,
    /// which shows a journal's diagnostics when it reads it.
    var journalReport: JournalReport?

    /// What a command will ask of the replay, so it can be played while the journal is read.
    struct ReplayRequest {
        var date: LocalDate
        var since: LocalDate?
        var steps: StepHistory
    }

    /// Loads both files and prints their problems. Returns nil with the exit status when the
    /// command cannot go on: an unreadable file (74) or a program with errors (65). A journal
    /// with errors goes on without its bad lines, with a warning.
    ///
    /// The journal is read on a second thread while the program loads, and its entries are
    /// replayed for `replay` as its parts arrive (see ``JournalPipeline``).
    /// - Parameter allowExec: whether `--allow-exec` was given; the program's external plugins
    ///   run when it was, or when `OVERLOAD_ALLOW_EXEC=1` is set.
    static func load(
        program path: String, journal journalPath: String, diagnostics format: String?, allowExec: Bool,
        replay request: ReplayRequest? = nil, command: String, console: inout Console
    ) -> Result<EngineInputs, ExitStatus> {
        guard let source = SourceLoader.loadOrReport(path, console: &console) else { return .failure(.init(ExitCode.ioError)) }
        let journalSource = Result { try SourceLoader.loadBytes(journalPath, console: console) }
        let pipeline = try? JournalPipeline.start(journalSource.get(), handingOut: request != nil)
        let workspace = ProgramWorkspace(source, registry: StandardPlugins.registry, readFile: SourceLoader.readBytes)
        if let swapped = SwappedFiles.refusal(program: workspace.loaded.root.document, programPath: path, journalPath: journalPath,
                                              command: command) {
            console.printError("Error: " + swapped)
            return .failure(.init(ExitCode.dataError))
        }
        var printer = DiagnosticPrinter(format: format)
        for file in workspace.files where !file.diagnostics.isEmpty {
            printer.report(file.diagnostics, in: file.source, console: &console)
        }
        guard let pipeline else {
            if case .failure(let error) = journalSource { console.printError("Error: \(error)") }
            printer.finish(console: &console)
            return .failure(.init(ExitCode.ioError))
        }
        printer.finish(console: &console)
        guard let evaluator = Self.evaluator(of: workspace, programPath: path, allowExec: allowExec,
                                             environment: console.environment)
        else { return .failure(.init(ExitCode.dataError)) }
        // Every engine command shows the plan's id, computed once and not needed before the
        // replay is done: compute it on the core the journal's reading leaves free.
        let snapshot = evaluator.program.snapshot
        Thread.detachNewThread { _ = snapshot.contentID }
        var replayed = request.map { evaluator.replaying(on: $0.date, since: $0.since, steps: $0.steps) }
        if replayed != nil {
            while let entries = pipeline.nextEntries() { replayed?.play(entries) }
        }
        let (reading, handedOutEntriesAreFinal) = pipeline.finish()
        if !handedOutEntriesAreFinal { replayed = nil }
        guard JournalFiles.warnAboutErrors(reading, path: journalPath, console: &console) else {
            return .failure(.init(ExitCode.dataError))
        }
        return .success(EngineInputs(workspace: workspace, evaluator: evaluator, journal: reading.journal, replayed: replayed,
                                     journalReport: JournalReport(files: reading.files, journalPath: journalPath, programPath: path)))
    }

    /// What to do next on `date`, and how each target was reached: the replay already played
    /// when it was played for this question, otherwise a replay now.
    func evaluate(on date: LocalDate, since: LocalDate?, day: String? = nil,
                  circumstances: SessionCircumstances = SessionCircumstances(), steps: StepHistory) -> Evaluation {
        if let replayed, replayed.date == date, replayed.since == since, replayed.steps == steps {
            return replayed.evaluation(of: journal, day: day, circumstances: circumstances)
        }
        return evaluator.evaluate(journal, on: date, since: since, day: day, circumstances: circumstances, steps: steps)
    }

    /// The program's snapshot.
    var snapshot: PlanSnapshot { evaluator.program.snapshot }

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

extension EngineInputs {
    /// The inputs of a loaded program and journal; nil when the program has errors. The
    /// program's external plugins run when `allowExec` or `OVERLOAD_ALLOW_EXEC=1`.
    init?(workspace: ProgramWorkspace, journal: Journal, programPath: String, allowExec: Bool, environment: [String: String]) {
        guard let evaluator = Self.evaluator(of: workspace, programPath: programPath, allowExec: allowExec,
                                             environment: environment)
        else { return nil }
        self.init(workspace: workspace, evaluator: evaluator, journal: journal)
    }

    /// The program's evaluator; nil when the program has errors.
    static func evaluator(of workspace: ProgramWorkspace, programPath: String, allowExec: Bool,
                          environment: [String: String]) -> Evaluator? {
        guard !workspace.hasErrors, var evaluator = workspace.evaluator else { return nil }
        if ExternalPlugins.allowed(flag: allowExec, environment: environment) {
            evaluator.runner = ExternalPlugins.runner(programPath: programPath)
        }
        return evaluator
    }
}

/// The options every engine command takes: the journal, the date and the program's start.
struct EngineOptions {
    var journal: String
    var date: LocalDate?
    var since: LocalDate?
    var diagnostics: String?
    /// `--allow-exec`: run the program's external plugins.
    var allowExec: Bool

    /// The `--allow-exec` option of the engine commands.
    static let allowExecOption = OptionSpec.flag(
        "allow-exec", help: "Run the external plugins the program declares (also OVERLOAD_ALLOW_EXEC=1).")

    /// Reads them; `--journal` is required.
    init(_ arguments: ParsedArguments, command: String) throws {
        guard let journal = arguments.option("journal") else { throw UsageError("'\(command)' needs '--journal JOURNAL'") }
        self.journal = journal
        date = try arguments.option("date").map { try CalendarArguments.date($0, option: "date") }
        since = try arguments.option("since").map { try CalendarArguments.date($0, option: "since") }
        diagnostics = arguments.option("diagnostics")
        allowExec = arguments.flag("allow-exec")
    }

    /// The date asked for (or today) and the loaded inputs, or the exit status to stop with.
    /// The journal is replayed as it is read, keeping `steps`, for the command's evaluation
    /// on that date (``EngineInputs/evaluate(on:since:day:circumstances:steps:)``).
    func load(program: String, configuration: CommandConfiguration, steps: StepHistory = .latest, console: inout Console)
        -> Result<(date: LocalDate, inputs: EngineInputs), ExitStatus> {
        guard let today = date ?? CalendarArguments.today() else {
            return .failure(.init(console.reportUsageError("cannot read today's date; give one with '--date'", of: configuration)))
        }
        return EngineInputs.load(program: program, journal: journal, diagnostics: diagnostics, allowExec: allowExec,
                                 replay: .init(date: today, since: since, steps: steps), command: configuration.name,
                                 console: &console)
            .map { (today, $0) }
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
