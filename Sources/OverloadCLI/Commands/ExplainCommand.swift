import Overload
import OverloadEngine

/// `overload explain PROGRAM --journal JOURNAL EXERCISE`: how an exercise's target was reached.
struct ExplainCommand: Command {
    static let configuration = CommandConfiguration(
        name: "explain",
        abstract: "Explain how an exercise's next target was reached, session by session.",
        discussion: """
            Replays the journal as 'next' does and shows, for one exercise, every session its rule \
            judged: the date and day, the target, what was done, the judgement, and each change with \
            its reason (before -> after). Then the next target.
            """,
        options: [
            .option("journal", value: "JOURNAL", help: "The training journal (required)."),
            .option("date", value: "DATE", help: "The date to plan for (default: today); later sessions are ignored."),
            .option("since", value: "DATE", help: "The program's first day when it has no 'start' line."),
            .option("format", value: "FORMAT", choices: ["text", "json"], help: "Output format."),
            diagnosticsOption,
            EngineOptions.allowExecOption,
        ],
        positionals: [
            PositionalSpec("PROGRAM", help: "A .lift program."),
            PositionalSpec("EXERCISE", help: "The exercise, as the program or journal names it."),
        ],
        examples: ["overload explain examples/programs/starting-strength.lift --journal examples/journals/starting-strength.lift squat"]
    )

    var program: String
    var exercise: String
    var options: EngineOptions
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        program = arguments.positionals[0]
        exercise = arguments.positionals[1]
        options = try EngineOptions(arguments, command: "explain")
        json = arguments.option("format") == "json"
    }

    func run(console: inout Console) -> Int32 {
        let (today, inputs): (LocalDate, EngineInputs)
        switch options.load(program: program, configuration: Self.configuration, steps: .all, console: &console) {
        case .success(let loaded): (today, inputs) = loaded
        case .failure(let status): return status.code
        }
        do {
            return try Self.show(exercise, inputs: inputs, on: today, since: options.since, json: json,
                                 diagnostics: options.diagnostics, console: &console)
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Prints how `exercise`'s target was reached, from loaded inputs: what `explain` and the
    /// REPL's `explain` share.
    /// - Throws: `UsageError` when the program does not prescribe the exercise (with a did-you-mean).
    static func show(
        _ exercise: String, inputs: EngineInputs, on today: LocalDate, since: LocalDate?, json: Bool, diagnostics: String?,
        console: inout Console
    ) throws(UsageError) -> Int32 {
        let program = inputs.evaluator.program
        let prescribed = Self.prescribedExercises(program.snapshot)
        guard let found = program.catalog.resolve(exercise).exercise, prescribed[found.id] != nil else {
            let names = prescribed.values.sorted()
            let suggestion = closestMatch(to: exercise, in: names)
            throw UsageError(
                "the program does not prescribe '\(exercise)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
                    + "; it has " + names.joined(separator: ", "))
        }
        let evaluation = inputs.evaluate(on: today, since: since, steps: .all)
        if let status = EngineInputs.reportFailures(evaluation.failures, diagnostics: diagnostics, console: &console) {
            return status
        }
        inputs.reportJournalWarnings(unplaced: evaluation.unplaced, diagnostics: diagnostics, console: &console)
        let steps = evaluation.steps[found.id] ?? []
        let rule = evaluation.rules.first { $0.binding.targets.contains { $0.exerciseID == found.id } }
        let ruleText = rule?.asWritten
        let next = evaluation.nextTargets(of: found.id)
        let name = prescribed[found.id] ?? exercise
        let unplaced = evaluation.unplaced.filter { $0.exerciseIDs.contains(found.id) }
        if json {
            console.print(EngineJSON.explain(name: name, exerciseID: found.id, steps: steps, rule: ruleText, next: next,
                                             unplaced: unplaced), terminator: "")
        } else {
            console.print(ExplainText().render(name: name, steps: steps, rule: ruleText, next: next, unit: program.snapshot.unit,
                                               unplaced: unplaced, notLogged: evaluation.notLogged.filter {
                                                   $0.exerciseIDs.contains(found.id) }), terminator: "")
        }
        return ExitCode.success
    }

    /// Each exercise the plan prescribes, by id, with the name the program first wrote for it.
    static func prescribedExercises(_ snapshot: PlanSnapshot) -> [String: String] {
        var names: [String: String] = [:]
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises where names[exercise.exerciseID] == nil { names[exercise.exerciseID] = exercise.name }
            }
        }
        return names
    }
}
