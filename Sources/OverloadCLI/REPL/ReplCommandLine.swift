import Overload
import OverloadEngine

/// A REPL command that reads the program and journal (with the what-ifs) or decides a
/// suggestion, as typed: `plan week 2 day A`, `explain squat`, `accept 1`.
enum ReplCommandLine {
    case next(day: String?)
    case plan(week: Int?, day: String?)
    case explain(String)
    case history(String?)
    case suggest
    case decide(JournalDecision.Verdict, words: [String])
    /// A command typed wrong: the message.
    case mistaken(String)

    /// The command `word` names with its arguments `rest`; nil when `word` is no such command.
    init?(word: String, rest: String) {
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        switch word {
        case "next":
            if words.isEmpty {
                self = .next(day: nil)
            } else if words.first == "day", words.count > 1 {
                self = .next(day: Self.unquoted(words.dropFirst().joined(separator: " ")))
            } else {
                self = .mistaken("'next' takes no arguments, or 'day NAME'")
            }
        case "plan":
            self = Self.plan(words)
        case "explain":
            self = words.isEmpty ? .mistaken("'explain' takes an exercise, as in 'explain squat'") : .explain(rest)
        case "history":
            self = .history(words.isEmpty ? nil : rest)
        case "suggest":
            self = words.isEmpty ? .suggest : .mistaken("'suggest' takes no arguments")
        case "accept", "reject", "defer":
            guard let verdict = JournalDecision.Verdict(rawValue: word) else { return nil }
            self = words.isEmpty || (words.count == 1 && Int(words[0]) == nil)
                ? .mistaken("'\(word)' takes a suggestion's number in 'suggest', or EXERCISE CHANGE such as 'bench +5lb'")
                : .decide(verdict, words: words)
        default:
            return nil
        }
    }

    /// `plan [week N] [day NAME]`.
    private static func plan(_ words: [String]) -> ReplCommandLine {
        var week: Int?
        var day: String?
        var index = 0
        while index < words.count {
            switch words[index] {
            case "week" where index + 1 < words.count:
                guard let number = Int(words[index + 1]), number >= 1 else {
                    return .mistaken("'plan week' takes a week number from 1, not '\(words[index + 1])'")
                }
                week = number
                index += 2
            case "day" where index + 1 < words.count:
                let name = words[(index + 1)...].prefix { $0 != "week" }
                day = unquoted(name.joined(separator: " "))
                index += 1 + name.count
            default:
                return .mistaken("'plan' takes 'week N' and 'day NAME', as in 'plan week 2 day A'")
            }
        }
        return .plan(week: week, day: day)
    }

    /// A day name without the quotes it may be typed in.
    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}

extension ReplSession {
    /// Runs a command through the function its CLI command runs.
    func run(_ command: ReplCommandLine, console: inout Console) {
        if case .mistaken(let message) = command {
            console.printError("error: " + message)
            return
        }
        if case .history(let exercise) = command {
            history(exercise, console: &console)
            return
        }
        guard var inputs = inputs(console: &console) else { return }
        defer { keep(inputs) }
        do {
            switch command {
            case .next(let day):
                _ = try NextCommand.show(&inputs, day: day, plates: true, json: false, diagnostics: nil, console: &console)
            case .plan(let week, let day):
                _ = try PlanCommand.showApplied(&inputs, cycle: nil, week: week, day: day, plates: true, json: false,
                                                diagnostics: nil, console: &console)
            case .explain(let exercise):
                _ = try ExplainCommand.show(exercise, inputs: &inputs, json: false, diagnostics: nil, console: &console)
            case .suggest:
                _ = SuggestCommand.show(&inputs, json: false, text: SuggestText(decideWith: "accept|reject|defer N (or EXERCISE CHANGE)"),
                                        console: &console)
            case .decide(let verdict, let words):
                decide(verdict, words: words, inputs: &inputs, console: &console)
            case .history, .mistaken:
                break
            }
        } catch {
            console.printError("error: " + error.message)
        }
    }

    /// `accept N` and the others: written to the journal, so only on the journal as it is.
    private func decide(_ verdict: JournalDecision.Verdict, words: [String], inputs: inout EngineInputs, console: inout Console) {
        guard let path = options.journal else {
            console.printError("error: no journal to write the decision to; start the REPL with '--journal JOURNAL'")
            return
        }
        guard whatIfs.isEmpty else {
            console.printError("error: a decision is written to the journal, and what-ifs stand; 'reset' first, "
                + "so it is made on the program and journal as they are")
            return
        }
        let status = DecisionCommand.decide(verdict, words: words, reason: nil, inputs: &inputs, journalPath: path, console: &console)
        if status == ExitCode.success {
            var quiet = Console()
            files = ReplFiles.read(options, console: &quiet)
        }
    }

    /// `history [EXERCISE]`: the journal's (with the what-ifs).
    private func history(_ exercise: String?, console: inout Console) {
        guard let path = options.journal else {
            console.printError("error: no journal; start the REPL with '--journal JOURNAL'")
            return
        }
        do {
            _ = try HistoryCommand.show(journal, path: path, exercise: exercise, console: &console)
        } catch {
            console.printError("error: " + error.message)
        }
    }
}
