import Foundation
import Overload

/// `overload log JOURNAL 'bench 100x5,5,5' ...`: checks a session and appends it.
struct LogCommand: Command {
    static let configuration = CommandConfiguration(
        name: "log",
        abstract: "Append a session to a journal.",
        discussion: """
            Each SET argument is one line of the session in the journal language: 'bench 100x5,5,5' \
            (a bare rep count repeats the load before it: three sets of 100x5), 'row 60x8x3', \
            'mood good'. With no SET arguments the session's lines (or whole entries, each starting \
            with a date) are read from standard input. The session is checked first; with errors \
            nothing is written and the exit status is 65. Loads without a unit are in the \
            journal's unit, or in --unit when given (a load in another unit than the journal's \
            is written with its suffix). An unknown exercise name a typing slip away from a \
            catalog name is refused with a did-you-mean unless --force is given. The journal is \
            written atomically under a lock (exit 74 if that fails).
            """,
        options: [
            .date("The session's date: YYYY-MM-DD, today, yesterday, -2 (days ago) or mon (default: today)."),
            .option("day", value: "NAME", help: "The program day performed, such as Press."),
            .option("time", value: "H:MM", help: "When the session started."),
            .unit("The unit of bare loads (default: the journal's); a new journal starts with it."),
            .flag("force", help: "Log an unknown exercise name even when it is close to a catalog name."),
            .option("program", value: "PROGRAM",
                    help: "Check --day against this program, write its plan id, and say where the sets differ from the day's plan."),
        ] + SharedOptions.fileAccess(exec: false),
        positionals: [
            PositionalSpec("JOURNAL", help: "The journal file (created if missing)."),
            PositionalSpec("SET", help: "A session line, such as 'bench 100x5,5,5'.", repeated: true, optional: true),
        ],
        examples: [
            "overload log training.lift 'bench 100x5,5,5' 'row 60x8x3'",
            "overload log training.lift --day Press --time 18:30 'press 60x5,5,5' 'mood good'",
            "printf 'squat 100x5x3\\neffort 8\\n' | overload log training.lift --date 2026-11-18",
        ]
    )

    var journal: String
    var lines: [String]
    var date: LocalDate?
    var day: String?
    var time: LocalTime?
    var unit: MassUnit?
    var format: String?
    var force: Bool
    var programPath: String?
    /// The program `overload.json` names, for a session logged to its journal with `--day`.
    var projectProgramPath: String?

    init(_ arguments: ParsedArguments) throws {
        journal = arguments.positionals[0]
        lines = Array(arguments.positionals.dropFirst())
        let shared = try SharedOptions(arguments)
        date = shared.date
        day = arguments.option("day")
        time = try arguments.option("time").map { try CalendarArguments.time($0, option: "time") }
        unit = shared.unit
        format = shared.diagnostics
        force = arguments.flag("force")
        if journal == "-" { throw UsageError("the journal must be a file, not standard input") }
        programPath = arguments.option("program")
        // A day named for the project's journal is checked against the project's program.
        projectProgramPath = programPath == nil && day != nil ? try Self.projectProgram(for: journal) : nil
    }

    /// The program the current folder's `overload.json` names, when it names this journal: a
    /// session logged to the project's journal under `--day` is checked against the project's
    /// program, as `--program` checks it.
    static func projectProgram(for journal: String) throws(ProjectFileProblem) -> String? {
        guard let project = try ProjectDefaults.lookup(needed: true), let program = project.file.program,
              let projectJournal = project.file.journal
        else { return nil }
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        return standardized(projectJournal) == standardized(journal) ? program : nil
    }

    func run(console: inout Console) -> Int32 {
        guard let existing = JournalFiles.readOrReport(journal, console: &console, allowMissing: true) else {
            return ExitCode.ioError
        }
        var planned: LoggedPlan?
        if let path = programPath ?? projectProgramPath {
            switch LoggedPlan.load(path, day: day, force: force, fromProject: programPath == nil, console: &console) {
            case .success(let plan): planned = plan
            case .failure: return ExitCode.dataError
            }
        }
        var source: SourceFile
        do {
            source = try sessionSource(console: console, plan: planned)
        } catch let error as UsageError {
            return console.reportUsageError(error.message, of: Self.configuration)
        } catch {
            console.printError("Error: \(error)")
            return ExitCode.software
        }
        let redraft = { (source: SourceFile) in
            SessionLogDraft(source: source, joining: existing.journal, unit: unit, expandRepeatedLoads: !lines.isEmpty,
                            today: CalendarArguments.today())
        }
        var draft = redraft(source)
        if let mended = Self.mended(source, draft: draft, redraft: redraft) {
            (source, draft) = (mended.source, mended.draft)
            for note in mended.notes { console.printError(note) }
        }
        if let planned {
            draft.diagnostics = (draft.diagnostics + planned.unmatchedRoundsScores(in: source)).sorted { $0.range.start < $1.range.start }
        }
        var journalPrinter = DiagnosticPrinter(format: format)
        JournalFiles.reportVariantWarnings(existing, loggedIn: draft.entries, printer: &journalPrinter, console: &console)
        if let planned, draft.refusal(force: force) == nil {
            for difference in planned.differences(draft) { console.printError("warning: " + difference) }
        }
        do {
            return try Self.write(draft, source: source, to: journal, existing: existing.journal, force: force, format: format,
                                  console: &console)
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Reports a checked session's problems and, when it has none (and no misspelt name
    /// unless `force`), appends it to the journal at `path` under the store's lock: what
    /// `log` and the REPL's `log` share. `source` is what the diagnostics point into.
    /// - Throws: `UsageError` when there is no session to log.
    static func write(
        _ draft: SessionLogDraft, source: SourceFile, to path: String, existing: Journal, force: Bool, format: String?,
        console: inout Console
    ) throws(UsageError) -> Int32 {
        var printer = DiagnosticPrinter(format: format)
        for (file, diagnostics) in Self.located(draft.diagnostics, in: source) where !diagnostics.isEmpty {
            printer.report(diagnostics, in: file, console: &console)
        }
        printer.finish(console: &console)
        // The library decides; this only words it for the command line.
        if let refusal = draft.refusal(force: force) {
            switch refusal {
            case .errors:
                console.printError("Error: nothing was written to '\(path)'")
            case .misspelt:
                console.printError("Error: \(refusal.reason): nothing was written to '\(path)'; "
                    + "fix the name, or give --force to log it as written")
            case .empty:
                throw UsageError("\(refusal.reason); give its lines as arguments or on standard input")
            }
            return ExitCode.dataError
        }
        let text: String
        do {
            text = try draft.append(to: path, journal: existing)
        } catch {
            console.printError("Error: \(error)")
            return ExitCode.ioError
        }
        console.print(text, terminator: "")
        return ExitCode.success
    }

    /// The files the diagnostics of `source` are shown in. A source numbered from line 0 starts
    /// with the heading the command makes from `--date`, `--time` and `--day`, so that typed
    /// line N is line N; no line typed holds that heading, so a problem on it (a date after
    /// today) is shown in `<options>`, whose line 1 is the heading as written.
    static func located(_ diagnostics: [Diagnostic], in source: SourceFile) -> [(file: SourceFile, diagnostics: [Diagnostic])] {
        guard source.firstLineNumber == 0 else { return [(source, diagnostics)] }
        let headingEnd = source.lineRange(0).end
        let heading = SourceFile(name: "<options>", bytes: Array(source.bytes[..<headingEnd]), firstLineNumber: 1)
        return [
            (heading, diagnostics.filter { $0.range.start < headingEnd }),
            (source, diagnostics.filter { $0.range.start >= headingEnd }),
        ]
    }

    /// The session as journal text: the arguments under a heading made from the options, or
    /// standard input (lines under that heading, or whole entries that start with a date).
    func sessionSource(console: Console, plan: LoggedPlan? = nil) throws -> SourceFile {
        let input: [String]
        let name: String
        if lines.isEmpty {
            let text = String(decoding: console.readInput(), as: UTF8.self)
            if SessionLog.holdsWholeEntries(text) {
                if date != nil || day != nil || time != nil {
                    throw UsageError("standard input holds whole entries with their dates; leave out '--date', '--day' and '--time'")
                }
                if plan != nil {
                    throw UsageError("standard input holds whole entries; '--program' goes with a session's lines, under '--day'")
                }
                return SourceFile(name: "<stdin>", text: text)
            }
            input = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            name = "<stdin>"
        } else {
            input = lines
            name = "<arguments>"
        }
        guard let date = date ?? CalendarArguments.today() else { throw UsageError("cannot tell today's date; give '--date'") }
        // The plan id goes after the lines typed, so that typed line N stays line N.
        let planLine = plan.map { ["plan \($0.planID)"] } ?? []
        guard input.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
              let source = SessionLog(date: date, time: time, day: plan?.day ?? day).source(lines: input + planLine, name: name)
        else {
            throw UsageError("no session to log; give its lines as arguments or on standard input")
        }
        return source
    }
}
