import Overload

/// `overload import strong|hevy|fitnotes FILE.csv`: an app's export as journal text.
struct ImportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "import",
        abstract: "Import a Strong, Hevy or FitNotes CSV export into a journal.",
        discussion: """
            Reads the app's CSV export and prints it as canonical journal text, or with --journal \
            appends the workouts the journal does not hold yet (importing the same file twice adds \
            nothing). Exercise names the catalog knows are written as its names (Bench Press \
            (Barbell) becomes bench press); others are kept as written and declared. A report of \
            counts and unmapped names goes to standard error.
            """,
        options: [
            .option("unit", value: "UNIT", choices: ["kg", "lb"],
                    help: "Write loads in this unit; needed for Strong exports that do not say."),
            .option("journal", value: "JOURNAL", help: "Append to this journal instead of printing."),
        ],
        positionals: [
            PositionalSpec("APP", help: "The app the export is from: strong, hevy or fitnotes."),
            PositionalSpec("FILE", help: "The CSV file."),
        ],
        examples: [
            "overload import strong strong.csv --unit lb > training.lift",
            "overload import hevy workouts.csv --journal training.lift",
        ]
    )

    /// Files with at least this many rows show a progress line on a terminal.
    static let progressThreshold = 1000

    var format: ImportFormat
    var file: String
    var unit: MassUnit?
    var journal: String?

    init(_ arguments: ParsedArguments) throws {
        let app = arguments.positionals[0].lowercased()
        guard let format = ImportFormat.allCases.first(where: { $0.rawValue.lowercased() == app }) else {
            throw UsageError("'\(arguments.positionals[0])' is not an app Overload imports (choose strong, hevy, fitnotes)")
        }
        self.format = format
        file = arguments.positionals[1]
        unit = CalendarArguments.unit(arguments.option("unit"))
        journal = arguments.option("journal")
    }

    func run(console: inout Console) -> Int32 {
        guard let data = SourceLoader.loadOrReport(file, console: &console)?.bytes else { return ExitCode.ioError }
        var existingUnit: MassUnit?
        if let journal {
            guard let existing = JournalFiles.readOrReport(journal, console: &console, allowMissing: true) else {
                return ExitCode.ioError
            }
            existingUnit = existing.journal.unit
        }
        let options = ImportOptions(unit: unit ?? existingUnit, exerciseName: ImportCommand.catalogName)
        let importer = format.importer(options: options)
        var result: ImportResult
        var progressConsole = Console(copying: console, streaming: console.streaming)
        let showProgress = console.errorIsTerminal
        do {
            result = try importer.importSessions(fromCSV: String(decoding: data, as: UTF8.self), into: []) { done, total in
                guard showProgress, total >= ImportCommand.progressThreshold else { return }
                progressConsole.printError("\rimporting \(file): \(done) of \(total) rows", terminator: done == total ? "\n" : "")
            }
        } catch {
            console.printError("Error: \(file): \(error)")
            return ExitCode.dataError
        }
        console.errors += progressConsole.errors
        let outputUnit = options.unit ?? result.unit
        if let journal {
            do {
                try append(&result, to: journal, unit: outputUnit)
            } catch {
                console.printError("Error: \(error)")
                return ExitCode.ioError
            }
        } else {
            console.print(result.journalText(unit: outputUnit, startingJournal: true), terminator: "")
        }
        console.printError(ImportCommand.report(result, file: file, app: format, journal: journal))
        return ExitCode.success
    }

    /// The catalog's name for an app's exercise name, in lowercase, when the catalog knows it.
    @Sendable static func catalogName(_ appName: String) -> String? {
        ExerciseCatalog.builtin.resolve(appName).exercise?.name.lowercased()
    }

    /// Appends the sessions the journal does not hold yet; the journal is read under the
    /// store's lock, so two imports at once cannot both add a workout.
    private func append(_ result: inout ImportResult, to journal: String, unit: MassUnit?) throws {
        let found = result
        try JournalStore().append(to: journal) { current in
            let known = JournalReader().read(SourceFile(name: journal, text: current), includes: SourceLoader.readBytes).journal
            result = found.excluding(known)
            guard !result.sessions.isEmpty else { return "" }
            let isNew = current.allSatisfy(\.isWhitespace)
            return result.journalText(
                unit: isNew ? unit : known.unit, startingJournal: isNew, declaredInJournal: known.declaredExercises)
        }
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
                lines.append("  \(Formatter.quote(name)): \(plural(sets[name] ?? 0, "set"))")
            }
        }
        lines += report.warnings.map { "warning: " + $0 }
        if report.rowsRejected > report.warnings.count {
            lines.append("(\(plural(report.rowsRejected - report.warnings.count, "more row")) left out)")
        }
        return lines.joined(separator: "\n")
    }
}
