import Overload
import OverloadEngine

/// `overload accept PROGRAM --journal JOURNAL N|EXERCISE CHANGE`.
struct AcceptCommand: Command {
    static let configuration = DecisionCommand.configuration(.accept, abstract: "Accept a suggested change: the next plan version applies it.")
    let decision: DecisionCommand
    init(_ arguments: ParsedArguments) throws { decision = try DecisionCommand(arguments, verdict: .accept, configuration: Self.configuration) }
    func run(console: inout Console) -> Int32 { decision.run(console: &console) }
}

/// `overload reject PROGRAM --journal JOURNAL N|EXERCISE CHANGE`.
struct RejectCommand: Command {
    static let configuration = DecisionCommand.configuration(.reject, abstract: "Reject a suggested change: the plan keeps its target.")
    let decision: DecisionCommand
    init(_ arguments: ParsedArguments) throws { decision = try DecisionCommand(arguments, verdict: .reject, configuration: Self.configuration) }
    func run(console: inout Console) -> Int32 { decision.run(console: &console) }
}

/// `overload defer PROGRAM --journal JOURNAL N|EXERCISE CHANGE`.
struct DeferCommand: Command {
    static let configuration = DecisionCommand.configuration(.defer, abstract: "Defer a suggested change: it is asked again before the next session.")
    let decision: DecisionCommand
    init(_ arguments: ParsedArguments) throws { decision = try DecisionCommand(arguments, verdict: .defer, configuration: Self.configuration) }
    func run(console: inout Console) -> Int32 { decision.run(console: &console) }
}

/// What `accept`, `reject` and `defer` share: find the open suggestion (by its number in
/// `suggest`'s list, or by exercise and change), then append the decision line under the
/// journal's lock.
struct DecisionCommand: Sendable {
    static func configuration(_ verdict: JournalDecision.Verdict, abstract: String) -> CommandConfiguration {
        let name = verdict.rawValue
        return CommandConfiguration(
            name: name,
            abstract: abstract,
            discussion: """
                Names an open suggestion by its number in 'overload suggest', or by exercise and \
                change ('bench +5lb'), checks that it is open on the date, and appends \
                '\(name) EXERCISE CHANGE ["reason"]' to the journal, atomically under a lock \
                (exit 74 if that fails). A suggestion that does not exist is refused (exit 65). \
                See docs/coaching.md.
                """,
            options: SharedOptions.engineInputs(date: "The decision's date (default: today).")
                + [.option("reason", value: "TEXT", help: "Why, kept with the decision.")] + SharedOptions.fileAccess(exec: false),
            positionals: [
                PositionalSpec("PROGRAM", help: "A .lift program."),
                PositionalSpec("SUGGESTION", help: "Its number in 'overload suggest', or EXERCISE CHANGE such as 'bench +5lb'.",
                               repeated: true),
            ],
            examples: [
                "overload \(name) program.lift --journal journal.lift 1",
                "overload \(name) program.lift --journal journal.lift bench +5lb --reason \"felt easy\"",
            ]
        )
    }

    var program: String
    var options: EngineOptions
    var verdict: JournalDecision.Verdict
    var words: [String]
    var reason: String?
    var configuration: CommandConfiguration

    init(_ arguments: ParsedArguments, verdict: JournalDecision.Verdict, configuration: CommandConfiguration) throws {
        program = arguments.positionals[0]
        words = Array(arguments.positionals.dropFirst())
        options = try EngineOptions(arguments, command: verdict.rawValue)
        reason = arguments.option("reason")
        self.verdict = verdict
        self.configuration = configuration
        if options.journal == "-" { throw UsageError("the journal must be a file, not standard input") }
        if words.count == 1, Int(words[0]) == nil {
            throw UsageError("name the suggestion by its number in 'overload suggest', or as EXERCISE CHANGE such as 'bench +5lb'")
        }
    }

    func run(console: inout Console) -> Int32 {
        var inputs: EngineInputs
        switch options.load(program: program, configuration: configuration, console: &console) {
        case .success(let loaded): inputs = loaded
        case .failure(let status): return status.code
        }
        return Self.decide(verdict, words: words, reason: reason, inputs: &inputs, journalPath: options.journal, console: &console)
    }

    /// Finds the suggestion `words` name among the open ones on the inputs' date and
    /// appends the decision to the journal: what the decision commands and the REPL's share.
    static func decide(
        _ verdict: JournalDecision.Verdict, words: [String], reason: String?, inputs: inout EngineInputs, journalPath: String,
        console: inout Console
    ) -> Int32 {
        guard let report = inputs.workspace.suggestions()?.coaching, let catalog = inputs.workspace.evaluator?.program.catalog
        else { return ExitCode.dataError }
        let today = inputs.date
        let found: SuggestedChange
        switch Self.find(words, in: report, catalog: catalog) {
        case .success(let suggestion): found = suggestion
        case .failure(let problem):
            // The other half of a step already decided as one: nothing to write, and no error
            // when the lifter asks for what was decided.
            if let decided = problem.decidedWithItsStep, decided.status == verdict.decidedStatus {
                console.printError("\(problem.message); nothing was written to '\(journalPath)'")
                return ExitCode.success
            }
            console.printError("Error: \(problem.message); nothing was written to '\(journalPath)'")
            return ExitCode.dataError
        }
        let decision = JournalDecision(date: today, verdict: verdict, exercise: found.exercise, change: found.text, reason: reason)
        // The store puts the line one blank line after the journal's last entry.
        let text = (inputs.workspace.journal ?? Journal()).renderer.render([.decision(decision)])
        do {
            try JournalStore().append(text, to: journalPath)
        } catch {
            console.printError("Error: \(error)")
            return ExitCode.ioError
        }
        console.print(text, terminator: "")
        return ExitCode.success
    }

    /// Why a suggestion was not found.
    struct NotFound: Error {
        var message: String
        /// The change named, when it was decided with another change of its step.
        var decidedWithItsStep: SuggestedChange?
    }

    /// The open suggestion `words` name: `N`, or `EXERCISE CHANGE` (the change's kind must
    /// match, and its amount, when it differs, is refused with the one suggested).
    static func find(_ words: [String], in report: CoachingReport, catalog: ExerciseCatalog) -> Result<SuggestedChange, NotFound> {
        let open = report.open
        if words.count == 1, let number = Int(words[0]) {
            // A number names the changes of one step; the decision line names the first, and
            // the engine decides them as one.
            guard let first = report.openStep(number).first else {
                return .failure(NotFound(message: open.isEmpty
                    ? "no suggestion waits for a decision"
                    : "there is no suggestion \(number); 'overload suggest' lists 1 to \(report.openStepCount)"))
            }
            return .success(first)
        }
        // The change is the last word, or the last two or three (`+1 rep`, `+30s rest`, `set 3 backoff`).
        for size in [1, 2, 3] where words.count > size {
            let changeText = words.suffix(size).joined(separator: " ")
            guard let change = ChangeText(changeText) else { continue }
            let name = words.dropLast(size).joined(separator: " ")
            guard let id = catalog.resolve(name).exercise?.id else {
                return .failure(NotFound(message: "'\(name)' is not an exercise Overload knows"))
            }
            guard let suggestion = open.last(where: { $0.exerciseID == id && $0.kind == change.kind }) else {
                if let (decided, with) = report.decidedWithItsStep(id, kind: change.kind) {
                    return .failure(NotFound(
                        message: "\(name) \(decided.text) was \(decided.status.rawValue) with \(with)"
                            + (decided.decidedOn.map { " on \($0)" } ?? ""),
                        decidedWithItsStep: decided))
                }
                let others = open.filter { $0.exerciseID == id }.map(\.text)
                return .failure(NotFound(message: "no open suggestion of \(name) \(changeText)"
                    + (others.isEmpty ? "" : "; it has " + others.joined(separator: ", "))))
            }
            if let wanted = ChangeText(suggestion.text), wanted.amount != change.amount || wanted.set?.number != change.set?.number
                || wanted.set?.kind != change.set?.kind {
                return .failure(NotFound(message: "the open suggestion of \(name) is \(suggestion.text), not \(changeText)"))
            }
            return .success(suggestion)
        }
        return .failure(NotFound(message: "'\(words.joined(separator: " "))' names no suggestion: give its number in "
            + "'overload suggest', or EXERCISE CHANGE such as 'bench +5lb'"))
    }
}
