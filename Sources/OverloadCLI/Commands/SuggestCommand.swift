import Overload
import OverloadEngine

/// `overload suggest PROGRAM --journal JOURNAL`: the suggested changes waiting for a decision.
struct SuggestCommand: Command {
    static let configuration = CommandConfiguration(
        name: "suggest",
        abstract: "List the suggested changes waiting for a decision, numbered.",
        discussion: """
            A progress rule ending in 'ask' suggests its changes instead of making them. This lists \
            the open ones (new and deferred), numbered for 'overload accept|reject|defer', each with \
            the target before and after, the sets that prompted it, the reason and the rule; then \
            the decided ones with their outcomes. See docs/coaching.md.
            """,
        options: SharedOptions.engineInputs(date: "The date to look from (default: today); later entries are ignored.")
            + [.format()] + SharedOptions.fileAccess(exec: false),
        positionals: [PositionalSpec("PROGRAM", help: "A .lift program.")],
        examples: [
            "overload suggest program.lift --journal journal.lift",
            "overload suggest program.lift --journal journal.lift --format json",
        ]
    )

    var program: String
    var options: EngineOptions
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        program = arguments.positionals[0]
        options = try EngineOptions(arguments, command: "suggest")
        json = options.format == "json"
    }

    func run(console: inout Console) -> Int32 {
        var inputs: EngineInputs
        switch options.load(program: program, configuration: Self.configuration, console: &console) {
        case .success(let loaded): inputs = loaded
        case .failure(let status): return status.code
        }
        return Self.show(&inputs, json: json, diagnostics: options.diagnostics, console: &console)
    }

    /// Prints the suggestions from loaded inputs: what `suggest` and the REPL's `suggest` share.
    static func show(
        _ inputs: inout EngineInputs, json: Bool, text: SuggestText = SuggestText(), diagnostics: String? = nil,
        console: inout Console
    ) -> Int32 {
        guard let evaluation = inputs.workspace.suggestions() else { return ExitCode.dataError }
        inputs.reportJournalWarnings(unplaced: evaluation.unplaced, diagnostics: diagnostics, console: &console)
        let report = evaluation.coaching
        let version = report.current
        let today = inputs.date
        if json {
            let workspace = inputs.workspace
            console.print(EngineJSON.suggest(report, date: today, version: version, ruleLines: { workspace.ruleLine($0) }),
                          terminator: "")
        } else {
            console.print(text.render(report, date: today, programName: inputs.snapshot.programName,
                                      unit: inputs.snapshot.unit, version: version),
                          terminator: "")
        }
        return ExitCode.success
    }
}
