import Overload
import OverloadEngine

/// `overload next PROGRAM --journal JOURNAL`: the next session's targets.
struct NextCommand: Command {
    static let configuration = CommandConfiguration(
        name: "next",
        abstract: "Show the next session's targets, worked out from the program and the journal.",
        discussion: """
            Replays the journal over the program's plan: places each session on its day, judges it \
            against its targets and runs each exercise's progress rule. Then shows the next day with \
            loads rounded to the equipment, and why each target is what it is. See docs/engine.md. \
            Readiness, time and overrides not given as options are read from the journal's check-in \
            on the date, a session with no sets (docs/coaching.md).
            """,
        options: [
            .journal("The training journal (required unless overload.json names it)."),
            .date("The date to plan for (default: today); later sessions are ignored."),
            .since(),
            .option("day", value: "NAME", help: "Plan this day instead of the next one in order."),
            .option("energy", value: "LEVEL", choices: ["low", "ok", "high"], help: "Energy before the session (readiness)."),
            .option("soreness", value: "LEVEL", choices: ["none", "mild", "high"], help: "Soreness before the session (readiness)."),
            .option("available", value: "TIME", help: "Time available, such as 45m or 1h: optional exercises, then sets, go."),
            .option("override", value: "CHANGE", help: "A one-time change: '-10% weight', '-30% volume' or 'skip curl'."),
            .flag("plates", help: "Show plates per side for barbell loads."),
            .format(),
        ] + SharedOptions.fileAccess(exec: true),
        positionals: [PositionalSpec("PROGRAM", help: "A .lift program (default: the one overload.json names).", optional: true)],
        examples: [
            "overload next examples/programs/starting-strength.lift --journal examples/journals/starting-strength.lift",
            "overload next program.lift --journal journal.lift --date 2026-11-24 --format json",
            "overload next program.lift --journal journal.lift --energy low --soreness high --available 45m",
        ]
    )

    var program: String
    var options: EngineOptions
    var day: String?
    var plates: Bool
    var json: Bool
    var circumstances: SessionCircumstances

    init(_ arguments: ParsedArguments) throws {
        let project = try EngineOptions.project(for: arguments)
        guard let program = arguments.positionals.first ?? project?.file.program else {
            throw UsageError("missing expected argument '<PROGRAM>'")
        }
        self.program = program
        options = try EngineOptions(arguments, command: "next", project: project)
        day = arguments.option("day")
        plates = arguments.flag("plates")
        json = options.format == "json"
        circumstances = try CircumstanceArguments.read(arguments)
    }

    func run(console: inout Console) -> Int32 {
        var inputs: EngineInputs
        switch options.load(program: program, configuration: Self.configuration, console: &console) {
        case .success(let loaded): inputs = loaded
        case .failure(let status): return status.code
        }
        do {
            let status = try Self.show(&inputs, day: day, circumstances: circumstances, plates: plates, json: json,
                                       diagnostics: options.diagnostics, console: &console)
            // Freeing ten years of journal took 7 M instructions after the output was written.
            console.keepUntilExit(inputs)
            return status
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Prints the next session's targets from loaded inputs: what `next` and the REPL's `next` share.
    /// - Throws: `UsageError` for a day the plan lacks.
    static func show(
        _ inputs: inout EngineInputs, day: String?, circumstances: SessionCircumstances = .init(), plates: Bool, json: Bool,
        diagnostics: String?, console: inout Console
    ) throws(UsageError) -> Int32 {
        if let day, let problem = inputs.snapshot.unknownDayMessage(day) { throw UsageError(problem) }
        guard let evaluation = inputs.workspace.next(day: day, circumstances: circumstances) else { return ExitCode.dataError }
        if let status = EngineInputs.reportFailures(evaluation.failures, diagnostics: diagnostics, console: &console) {
            return status
        }
        inputs.reportJournalWarnings(unplaced: evaluation.unplaced, diagnostics: diagnostics, console: &console)
        guard let next = evaluation.next else {
            console.printError("error: the program has no day to plan")
            return ExitCode.dataError
        }
        if json {
            let workspace = inputs.workspace
            console.print(EngineJSON.next(next, ruleLines: { workspace.ruleLine($0) }), terminator: "")
        } else {
            console.print(NextText(showPlates: plates).render(next, programName: inputs.snapshot.programName,
                                                               unit: inputs.snapshot.unit)
                          + RoundsHistory.toBeatText(next.day, journal: inputs.workspace.journal), terminator: "")
        }
        return ExitCode.success
    }
}
