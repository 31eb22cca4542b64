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
        options: SharedOptions.engineInputs(date: "The date to plan for (default: today); later sessions are ignored.")
            + [.format()] + SharedOptions.fileAccess(exec: true),
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
        json = options.format == "json"
    }

    func run(console: inout Console) -> Int32 {
        var inputs: EngineInputs
        switch options.load(program: program, configuration: Self.configuration, steps: .all, console: &console) {
        case .success(let loaded): inputs = loaded
        case .failure(let status): return status.code
        }
        do {
            return try Self.show(exercise, inputs: &inputs, json: json, diagnostics: options.diagnostics, console: &console)
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Prints how an exercise's next target was reached, from loaded inputs: what `explain`
    /// and the REPL's `explain` share.
    /// - Throws: `UsageError` for an exercise the program does not prescribe.
    static func show(
        _ exercise: String, inputs: inout EngineInputs, json: Bool, diagnostics: String?, console: inout Console
    ) throws(UsageError) -> Int32 {
        let explanation: Explanation
        switch inputs.workspace.explain(exercise) {
        case .success(let found): explanation = found
        case .failure(let problem): throw UsageError(problem.message)
        }
        if let status = EngineInputs.reportFailures(explanation.evaluation.failures, diagnostics: diagnostics, console: &console) {
            return status
        }
        inputs.reportJournalWarnings(unplaced: explanation.evaluation.unplaced, diagnostics: diagnostics, console: &console)
        if json {
            console.print(EngineJSON.explain(name: explanation.name, exerciseID: explanation.exerciseID, steps: explanation.steps,
                                             rule: explanation.rule, next: explanation.next, unplaced: explanation.unplaced,
                                             notLogged: explanation.notLogged,
                                             ruleLines: { [workspace = inputs.workspace] in workspace.ruleLine($0) }),
                          terminator: "")
        } else {
            console.print(ExplainText().render(name: explanation.name, steps: explanation.steps, rule: explanation.rule,
                                               next: explanation.next, unit: inputs.snapshot.unit, unplaced: explanation.unplaced,
                                               notLogged: explanation.notLogged), terminator: "")
        }
        return ExitCode.success
    }

    /// Every exercise the plan prescribes, by catalog id, named as the plan first names it
    /// (``PlanSnapshot/prescribedExercises``).
    static func prescribedExercises(_ snapshot: PlanSnapshot) -> [String: String] { snapshot.prescribedExercises }
}
