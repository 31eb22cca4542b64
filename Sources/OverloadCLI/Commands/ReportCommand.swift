import Foundation
import Overload
import OverloadEngine
import OverloadReport

/// `overload report [PROGRAM] --journal JOURNAL --output report.html`: a training report as
/// one static HTML page, or its figures as JSON.
struct ReportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Write a training report: one static HTML page with charts, or its figures as JSON.",
        discussion: """
            The page holds the next session, e1RM over time per main lift with the planned targets \
            ahead, records, the plan against what was done, weekly hard sets per muscle group and \
            tonnage, effort and stalls, bodyweight, and coaching. Without PROGRAM, the parts that \
            need a plan say so. It works offline: no script, no network, inline SVG charts, each \
            with its data as a table. Figures come from the code behind 'history', 'next' and \
            'explain'; docs/report.md explains each. The same inputs and --date give the same bytes.
            """,
        options: [
            .journal(),
            .option("output", value: "FILE", help: "Where to write (default: report.html; report.json with --format json; - for standard output)."),
            .date("The report's day (default: today); later entries are left out."),
            .since("Show only entries on or after this date (the rules still read them all)."),
            .option("exercise", value: "NAME", help: "Only this exercise (may be given more than once)."),
            .unit("Show loads in this unit (default: the journal's)."),
            .format(["html", "json"], help: "Output format (default: html)."),
            .flag("open", help: "Open the page in the default browser once written."),
        ] + SharedOptions.fileAccess(exec: true),
        positionals: [PositionalSpec("PROGRAM", help: "A .lift program (optional).", optional: true)],
        examples: [
            "overload report examples/programs/starting-strength.lift --journal examples/journals/starting-strength.lift --output report.html",
            "overload report --journal journal.lift --exercise squat --exercise bench --since 2026-01-01",
            "overload report program.lift --journal journal.lift --format json --output -",
        ]
    )

    var program: String?
    var journal: String
    var output: String
    var date: LocalDate?
    var since: LocalDate?
    var exercises: [String]
    var unit: MassUnit?
    var json: Bool
    var open: Bool
    var diagnostics: String?
    var allowExec: Bool

    init(_ arguments: ParsedArguments) throws {
        program = arguments.positionals.first
        let shared = try SharedOptions(arguments, requiringJournalFor: "report")
        // Never empty: the journal is required above.
        journal = shared.journal ?? ""
        json = shared.format == "json"
        output = arguments.option("output") ?? (json ? "report.json" : "report.html")
        date = shared.date
        since = shared.since
        exercises = arguments.values("exercise")
        unit = shared.unit
        open = arguments.flag("open")
        diagnostics = shared.diagnostics
        allowExec = shared.allowExec
        if open, output == "-" { throw UsageError("'--open' needs a file to open; give '--output FILE'") }
        if program == nil, allowExec { throw UsageError("'--allow-exec' goes with a PROGRAM: only a program's plugins run") }
    }

    func run(console: inout Console) -> Int32 {
        guard let today = date ?? CalendarArguments.today() else {
            return console.reportUsageError("cannot read today's date; give one with '--date'", of: Self.configuration)
        }
        var engine: ReportEngine?
        let journalValue: Journal
        if let program {
            switch EngineInputs.load(program: program, journal: journal, on: today, since: nil, diagnostics: diagnostics,
                                     allowExec: allowExec, replaying: ReportEngine.steps(on: today),
                                     freeingSyntaxTrees: true, command: Self.configuration.name, console: &console) {
            case .success(let inputs):
                guard let loaded = inputs.workspace.journal, let answering = ReportEngine(workspace: inputs.workspace) else {
                    return ExitCode.dataError
                }
                journalValue = loaded
                engine = answering
            case .failure(let status):
                return status.code
            }
        } else {
            guard let reading = JournalFiles.readOrReport(journal, console: &console) else { return ExitCode.ioError }
            if let refusal = FileKind.journalRefusal(reading, path: journal) {
                console.printError("Error: " + refusal)
                return ExitCode.dataError
            }
            guard JournalFiles.warnAboutErrors(reading, path: journal, console: &console) else { return ExitCode.dataError }
            journalValue = reading.journal
        }
        let request = ReportRequest(today: today, since: since, exercises: exercises, unit: unit)
        let figures: ReportFigures
        do {
            figures = try ReportFigures(journal: journalValue, engine: engine, request: request)
        } catch {
            switch error {
            case .noSets(let exercise):
                let message = HistoryCommand.noSets(of: exercise, in: journalValue, path: journal, since: since)
                return console.reportUsageError(message, of: Self.configuration)
            }
        }
        let text = json ? figures.json : ReportPage(figures).html
        if output == "-" {
            console.print(text, terminator: "")
            return ExitCode.success
        }
        do {
            try ReportFile.write(text, to: output)
        } catch {
            console.printError("Error: \(error.description)")
            return ExitCode.ioError
        }
        console.printError("wrote \(output)")
        guard open else { return ExitCode.success }
        if case .failure(let failure) = PageOpener.open(output, environment: console.environment) {
            console.printError("Error: " + failure.message)
            return ExitCode.unavailable
        }
        return ExitCode.success
    }
}
