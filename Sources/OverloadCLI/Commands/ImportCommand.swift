import Overload

/// `overload import strong|hevy|fitnotes FILE.csv`: an app's export as journal text.
struct ImportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "Import a Strong, Hevy or FitNotes CSV export into a journal.",
        discussion: """
            Reads the app's CSV export (the app is judged from the header when APP is left \
            out) and prints it as canonical journal text, or with --journal \
            appends the workouts the journal does not hold yet (importing the same file twice adds \
            nothing). Exercise names the catalog knows are written as its names (Bench Press \
            (Barbell) becomes bench press); others are kept as written and declared. A report of \
            counts and unmapped names goes to standard error.
            """,
        options: [
            .unit("Write loads in this unit; needed for Strong exports that do not say."),
            .journal("Append to this journal instead of printing."),
            .allowOutsideIncludes,
        ],
        positionals: [
            PositionalSpec("APP", help: "The app the export is from: strong, hevy or fitnotes (default: judged from the header).",
                           optional: true),
            PositionalSpec("FILE", help: "The CSV file."),
        ],
        examples: [
            "overload import strong strong.csv --unit lb > training.lift",
            "overload import hevy workouts.csv --journal training.lift",
            "overload import workouts.csv --journal training.lift",
        ]
    )

    /// Files with at least this many rows show a progress line on a terminal.
    static let progressThreshold = 1000

    /// Nil when the app is left out: the header says which.
    var format: ImportFormat?
    var file: String
    var unit: MassUnit?
    var journal: String?

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[arguments.positionals.count - 1]
        if arguments.positionals.count == 1, ImportFormat.allCases.contains(where: { $0.rawValue.lowercased() == file.lowercased() }) {
            throw UsageError("missing expected argument '<FILE>'")
        }
        if arguments.positionals.count > 1 {
            let app = arguments.positionals[0].lowercased()
            guard let format = ImportFormat.allCases.first(where: { $0.rawValue.lowercased() == app }) else {
                throw UsageError("'\(arguments.positionals[0])' is not an app Overload imports (choose strong, hevy, fitnotes)")
            }
            self.format = format
        }
        let shared = try SharedOptions(arguments)
        unit = shared.unit
        journal = shared.journal
    }

    func run(console: inout Console) -> Int32 {
        guard let data = SourceLoader.loadOrReport(file, console: &console)?.bytes else { return ExitCode.ioError }
        let csv = String(decoding: data, as: UTF8.self)
        let format: ImportFormat
        switch ImportApp.resolve(named: self.format, csv: csv, file: file) {
        case .success(let app): format = app
        case .failure(let error):
            console.printError("Error: \(file): \(error)")
            return ExitCode.dataError
        }
        var progressConsole = Console(copying: console, streaming: console.streaming)
        let showProgress = console.errorIsTerminal
        /// The export's sessions; its unit becomes the one the journal text is written in.
        func importSessions(journalUnit: MassUnit?) throws -> ImportResult {
            let options = ImportOptions.catalog(unit: unit ?? journalUnit)
            var result = try format.importer(options: options).importSessions(fromCSV: csv, into: []) { done, total in
                guard showProgress, total >= ImportCommand.progressThreshold else { return }
                progressConsole.printError("\rimporting \(file): \(done) of \(total) rows", terminator: done == total ? "\n" : "")
            }
            result.unit = options.unit ?? result.unit
            // Into a journal of the other unit, loads are written in the journal's unit as the
            // lifter would have written them there (88.185 lb is 40 kg).
            if let journalUnit, options.unit != journalUnit { result = result.converted(to: journalUnit) }
            return result
        }
        let result: ImportResult
        do {
            if let journal {
                // The journal is read once, under its lock, before the import that may need its unit.
                result = try JournalImport.append(to: journal, includes: SourceLoader.readBytes, importing: importSessions)
            } else {
                result = try importSessions(journalUnit: nil)
            }
        } catch let error as ImportError {
            console.printError("Error: \(file): \(error)" + ImportApp.otherApp(than: format, csv: csv, error: error, file: file))
            return ExitCode.dataError
        } catch {
            console.errors += progressConsole.errors
            console.printError("Error: \(error)")
            return ExitCode.ioError
        }
        console.errors += progressConsole.errors
        if journal == nil {
            console.print(result.journalText(unit: result.unit, startingJournal: true), terminator: "")
        }
        console.printError(ImportCommand.report(result, file: file, app: format, journal: journal))
        return ExitCode.success
    }

    /// Counts, unmapped names and row warnings for standard error.
    static func report(_ result: ImportResult, file: String, app: ImportFormat, journal: String?) -> String {
        let report = result.report
        var lines = ["read \(plural(report.rowsRead, "row")) of \(file): \(plural(report.sessionsFound, "workout"))"
            + (report.nonSetRows > 0 ? ", \(plural(report.nonSetRows, "row")) that are not sets" : "")
            + (report.rowsRejected > 0 ? ", \(plural(report.rowsRejected, "row")) left out" : "")]
        let destination = journal.map { " into \($0)" } ?? ""
        lines.append("imported \(plural(report.sessionsImported, "workout")) (\(plural(report.setsImported, "set")))\(destination)"
            + (report.sessionsSkipped > 0 ? "; \(report.sessionsSkipped) already there" : ""))
        var sets: [String: Int] = [:]
        for session in result.sessions {
            for exercise in session.exercises { sets[exercise.name, default: 0] += exercise.sets.count }
        }
        let unmapped = report.unmappedNames.filter { sets[$0] != nil }
        if !unmapped.isEmpty {
            lines.append("\(plural(unmapped.count, "name")) not in the exercise catalog, kept as written and declared:")
            for name in unmapped {
                lines.append("  \(SourceFormatter.quote(name)): \(plural(sets[name] ?? 0, "set"))")
            }
        }
        for merged in report.mergedNames {
            guard let name = merged.first else { continue }
            let names = merged.dropFirst().map(SourceFormatter.quote).joined(separator: ", ")
            lines.append("read as one exercise, \(name): \(names)")
        }
        lines += report.warnings.map { "warning: " + $0 }
        if report.rowsRejected > report.warnings.count {
            lines.append("(\(plural(report.rowsRejected - report.warnings.count, "more row")) left out)")
        }
        return lines.joined(separator: "\n")
    }
}
