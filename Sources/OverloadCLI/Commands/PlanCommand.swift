import Overload
import OverloadEngine
import OverloadStandardPlugins

/// `overload plan FILE`: the program's prescriptions with real loads.
struct PlanCommand: Command {
    static let configuration = CommandConfiguration(
        name: "plan",
        abstract: "Show a program's plan: sets, reps and loads for each week and day.",
        discussion: """
            Compiles the program and prints every day of every week (or the week and day asked for) \
            with the load to put on the bar, the percentage it came from, RPE, rest and the day's \
            estimated duration. JSON output is the whole plan snapshot, described in docs/json.md. \
            Rules on the program's calendar (tm +10lb every week, tm +5lb every cycle) show in later \
            weeks and cycles as the program would run if every session were made; --cycle picks the \
            cycle. With --journal, each exercise's progress rule is applied as the journal leaves it on \
            the date (today by default), and later days of the cycle as the calendar rules would move \
            them: a new version of the plan, created by the rules.
            """,
        options: [
            .option("week", value: "N", help: "Show only week N."),
            .option("cycle", value: "N", help: "Show cycle N (default: 1, or the journal's current cycle)."),
            .option("day", value: "NAME", help: "Show only the day with this name."),
            .format(),
            .flag("plates", help: "Show plates per side for barbell loads."),
            .unit("Show loads in this unit instead of the program's."),
            .journal("Apply the progress rules as this journal leaves them."),
            .date("With --journal: the date (default: today); later sessions are ignored."),
            .since("With --journal: the program's first day when it has no 'start' line."),
        ] + SharedOptions.fileAccess(exec: true),
        positionals: [PositionalSpec("FILE", help: "A .lift program, or - for standard input.")],
        examples: ["overload plan examples/programs/531-bbb.lift --week 3 --plates", "overload plan program.lift --format json"]
    )

    var file: String
    var week: Int?
    var cycle: Int?
    var day: String?
    var json: Bool
    var plates: Bool
    var format: String?
    var unit: MassUnit?
    var journal: String?
    var date: LocalDate?
    var since: LocalDate?
    var allowExec: Bool

    init(_ arguments: ParsedArguments) throws {
        let shared = try SharedOptions(arguments)
        journal = shared.journal
        date = shared.date
        since = shared.since
        allowExec = shared.allowExec
        if journal == nil, date != nil || since != nil {
            throw UsageError("'--date' and '--since' go with '--journal'")
        }
        if journal == nil, allowExec {
            throw UsageError("'--allow-exec' goes with '--journal': only the plan with the journal applied runs plugins")
        }
        file = arguments.positionals[0]
        unit = shared.unit
        if let text = arguments.option("week") {
            guard let number = Int(text), number >= 1 else { throw UsageError("'--week' takes a week number from 1, not '\(text)'") }
            week = number
        }
        if let text = arguments.option("cycle") {
            guard let number = Int(text), (1...Self.maximumCycle).contains(number) else {
                throw UsageError("'--cycle' takes a cycle number from 1 to \(Self.maximumCycle), not '\(text)'")
            }
            cycle = number
        }
        day = arguments.option("day")
        json = shared.format == "json"
        plates = arguments.flag("plates")
        format = shared.diagnostics
        if json, week != nil || day != nil {
            throw UsageError("'--week' and '--day' select what text output shows; JSON output is always the whole plan")
        }
    }

    /// The furthest cycle a plan projects: past it the answer says nothing a lifter can use.
    static let maximumCycle = 1000

    func run(console: inout Console) -> Int32 {
        if let journal {
            if unit != nil { return console.reportUsageError("'--unit' does not go with '--journal' yet", of: Self.configuration) }
            guard let today = date ?? CalendarArguments.today() else {
                return console.reportUsageError("cannot read today's date; give one with '--date'", of: Self.configuration)
            }
            var inputs: EngineInputs
            switch EngineInputs.load(program: file, journal: journal, on: today, since: since, diagnostics: format,
                                     allowExec: allowExec, replaying: .latest, command: "plan", console: &console) {
            case .success(let loaded): inputs = loaded
            case .failure(let status): return status.code
            }
            do {
                return try Self.showApplied(&inputs, cycle: cycle, week: week, day: day, plates: plates, json: json,
                                            diagnostics: format, console: &console)
            } catch {
                return console.reportUsageError(error.message, of: Self.configuration)
            }
        }
        guard let source = SourceLoader.loadOrReport(file, console: &console) else { return ExitCode.ioError }
        var workspace = Workspace(program: source, registry: CommandPlugins.registry, readFile: SourceLoader.readBytes)
        let parsed = workspace.program.loaded.root
        var printer = DiagnosticPrinter(format: format)
        guard !parsed.diagnostics.hasErrors else {
            printer.report(parsed.diagnostics, in: source, console: &console)
            printer.finish(console: &console)
            return ExitCode.dataError
        }
        if let refusal = FileKind.programRefusal(parsed.document, path: file) {
            printer.report(parsed.diagnostics, in: source, console: &console)
            printer.finish(console: &console)
            console.printError("Error: " + refusal)
            return ExitCode.dataError
        }
        // Included files are spliced in; each diagnostic is shown in the file that holds it.
        for file in workspace.compiledPlan(unit: unit).files { printer.report(file.diagnostics, in: file.source, console: &console) }
        printer.finish(console: &console)
        guard let plan = workspace.plan(cycle: cycle, unit: unit) else { return ExitCode.dataError }
        do {
            return try Self.show(plan.snapshot, week: week, day: day, plates: plates, json: json, planID: plan.planID,
                                 console: &console)
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Prints the plan with the journal's progress applied, from loaded inputs: what
    /// `plan --journal` and the REPL's `plan` share.
    /// - Throws: `UsageError` for a week or day the plan lacks.
    static func showApplied(
        _ inputs: inout EngineInputs, cycle: Int?, week: Int?, day: String?, plates: Bool, json: Bool, diagnostics: String?,
        console: inout Console
    ) throws(UsageError) -> Int32 {
        guard let applied = inputs.workspace.plan(cycle: cycle) else { return ExitCode.dataError }
        if let status = EngineInputs.reportFailures(applied.failures, diagnostics: diagnostics, console: &console) {
            return status
        }
        for warning in applied.warnings { console.printError("warning: " + warning) }
        inputs.reportJournalWarnings(unplaced: applied.unplaced, diagnostics: diagnostics, console: &console)
        return try show(applied.snapshot, week: week, day: day, plates: plates, json: json, console: &console)
    }

    /// Prints `snapshot` as asked, after checking the week and day exist.
    /// - Throws: `UsageError` for a week or day the plan lacks.
    static func show(
        _ snapshot: PlanSnapshot, week: Int?, day: String?, plates: Bool, json: Bool, planID: PlanContentID? = nil,
        console: inout Console
    ) throws(UsageError) -> Int32 {
        if let week, week > snapshot.weekCount {
            throw UsageError(PlanWeekBeyond.message(week: week, weekCount: snapshot.weekCount))
        }
        if let day, let problem = snapshot.unknownDayMessage(day) { throw UsageError(problem) }
        if json {
            console.print(PlanJSON.encode(snapshot), terminator: "")
        } else {
            console.print(PlanText(showPlates: plates).render(snapshot, weeks: week.map { [$0] }, day: day, planID: planID),
                          terminator: "")
        }
        return ExitCode.success
    }
}
