import Overload

/// `overload export JOURNAL --format json|strong-csv`: the journal for tools or for Strong.
struct ExportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "export",
        abstract: "Export a journal as JSON or as a Strong CSV file.",
        discussion: """
            json writes every entry for tools (the overload.journal/1 form in docs/json.md). \
            strong-csv writes Strong's CSV export (its 2024 comma layout; Weight Unit and Distance \
            Unit columns after it let 'overload import strong' read it back without --unit), so the sessions can go \
            back to the app; skipped sets are left out, as Strong has none. Included files are \
            read. A journal with errors is not exported (see 'overload check').
            """,
        options: [
            .format(["json", "strong-csv"], help: "Output format (default json)."),
            .unit("The unit of Strong CSV weights (default: the journal's, else kg)."),
        ] + SharedOptions.fileAccess(exec: false),
        positionals: [PositionalSpec("JOURNAL", help: "The journal file.")],
        examples: ["overload export training.lift --format json > training.json",
                   "overload export training.lift --format strong-csv > strong.csv"]
    )

    var journal: String
    var format: String
    var unit: MassUnit?
    var diagnostics: String?

    init(_ arguments: ParsedArguments) throws {
        journal = arguments.positionals[0]
        let shared = try SharedOptions(arguments)
        format = shared.format ?? "json"
        unit = shared.unit
        diagnostics = shared.diagnostics
        if unit != nil, format != "strong-csv" { throw UsageError("'--unit' is for '--format strong-csv'; JSON keeps every load's unit") }
    }

    func run(console: inout Console) -> Int32 {
        guard let reading = JournalFiles.readOrReport(journal, console: &console) else { return ExitCode.ioError }
        if let refusal = FileKind.journalRefusal(reading, path: journal) {
            console.printError("Error: " + refusal)
            return ExitCode.dataError
        }
        var printer = DiagnosticPrinter(format: diagnostics)
        let (errors, _) = JournalFiles.report(reading, printer: &printer, console: &console)
        printer.finish(console: &console)
        if errors > 0 {
            console.printError("Error: '\(journal)' has errors; it was not exported")
            return ExitCode.dataError
        }
        if format == "strong-csv" {
            let exported = StrongCSVExporter(unit: unit ?? reading.journal.unit ?? .kg).export(reading.journal)
            console.print(exported.csv, terminator: "")
            if exported.skippedSets > 0 {
                console.printError(plural(exported.skippedSets, "skipped set") + " left out (Strong has none)")
            }
            if let left = StrongCSVExporter.notInCSVLine(reading.journal) { console.printError(left) }
        } else {
            console.print(JournalJSON.encode(reading.journal), terminator: "")
        }
        return ExitCode.success
    }
}
