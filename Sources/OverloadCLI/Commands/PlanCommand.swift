import Overload

/// `overload plan FILE`: the program's prescriptions with real loads.
struct PlanCommand: Command {
    static let configuration = CommandConfiguration(
        name: "plan",
        abstract: "Show a program's plan: sets, reps and loads for each week and day.",
        discussion: """
            Compiles the program and prints every day of every week (or the week and day asked for) \
            with the load to put on the bar, the percentage it came from, RPE, rest and the day's \
            estimated duration. JSON output is the whole plan snapshot, described in docs/json.md.
            """,
        options: [
            .option("week", value: "N", help: "Show only week N."),
            .option("day", value: "NAME", help: "Show only the day with this name."),
            .option("format", value: "FORMAT", choices: ["text", "json"], help: "Output format."),
            .flag("plates", help: "Show plates per side for barbell loads."),
            .option("unit", value: "UNIT", choices: ["kg", "lb"], help: "Show loads in this unit instead of the program's."),
            diagnosticsOption,
        ],
        positionals: [PositionalSpec("FILE", help: "A .lift program, or - for standard input.")],
        examples: ["overload plan examples/programs/531-bbb.lift --week 3 --plates", "overload plan program.lift --format json"]
    )

    var file: String
    var week: Int?
    var day: String?
    var json: Bool
    var plates: Bool
    var format: String?
    var unit: MassUnit?

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        unit = CalendarArguments.unit(arguments.option("unit"))
        if let text = arguments.option("week") {
            guard let number = Int(text), number >= 1 else { throw UsageError("'--week' takes a week number from 1, not '\(text)'") }
            week = number
        }
        day = arguments.option("day")
        json = arguments.option("format") == "json"
        plates = arguments.flag("plates")
        format = arguments.option("diagnostics")
        if json, week != nil || day != nil {
            throw UsageError("'--week' and '--day' select what text output shows; JSON output is always the whole plan")
        }
    }

    func run(console: inout Console) -> Int32 {
        guard let source = SourceLoader.loadOrReport(file, console: &console) else { return ExitCode.ioError }
        let parsed = Parser.parse(source)
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
        let compiled = ProgramCompiler.compile(parsed, unit: unit)
        let diagnostics = parsed.diagnostics + compiled.diagnostics
        printer.report(diagnostics, in: source, console: &console)
        printer.finish(console: &console)
        if diagnostics.hasErrors { return ExitCode.dataError }
        let snapshot = compiled.snapshot
        if let week, week > snapshot.weekCount {
            return console.reportUsageError("the program has \(plural(snapshot.weekCount, "week")); there is no week \(week)",
                                            of: Self.configuration)
        }
        if let day, !snapshot.weeks.contains(where: { $0.days.contains { $0.name.lowercased() == day.lowercased() } }) {
            let names = Array(Set(snapshot.weeks.flatMap { $0.days.map(\.name) })).sorted()
            let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
            return console.reportUsageError("no day named \"\(day)\"; the days are " + list, of: Self.configuration)
        }
        if json {
            console.print(PlanJSON.encode(snapshot), terminator: "")
        } else {
            // The id is the program's own plan, so a journal records the same plan whatever
            // unit the loads are shown in.
            let own = unit.map { _ in ProgramCompiler.compile(parsed).snapshot }
            let planID = own.flatMap { $0.unit == snapshot.unit ? nil : $0.contentID }
            console.print(PlanText(showPlates: plates).render(snapshot, weeks: week.map { [$0] }, day: day, planID: planID),
                          terminator: "")
        }
        return ExitCode.success
    }
}
