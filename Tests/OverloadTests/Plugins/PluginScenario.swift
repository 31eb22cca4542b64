import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// A program and a journal written in the language, evaluated by the real `Evaluator` with
/// the standard plugins: what plugin tests assert on.
struct PluginScenario {
    let evaluation: Evaluation

    init(program: String, journal: String, on date: String, day: String? = nil) throws {
        let parsed = Parser.parse(SourceFile(name: "program.lift", text: program))
        let syntaxErrors = parsed.diagnostics.filter { $0.severity == .error }.map(\.message)
        try #require(syntaxErrors == [], "program")
        let compiled = ProgramCompiler.compile(parsed)
        let compileErrors = compiled.diagnostics.filter { $0.severity == .error }.map(\.message)
        try #require(compileErrors == [], "program")
        let rules = RuleChecker.check(compiled.progressions, registry: StandardPlugins.registry).map(\.message)
        try #require(rules == [], "rules")
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: journal))
        let journalProblems = reading.diagnostics.map(\.message)
        try #require(journalProblems == [], "journal")
        let date = try #require(LocalDate(iso: date))
        evaluation = Evaluator(program: compiled, registry: StandardPlugins.registry).evaluate(reading.journal, on: date, day: day)
    }

    /// The next session's sets of an exercise as `reps @ loadable` (`10-12 @ 30`), `rpe` and kind marked.
    func next(_ id: String) -> [String] {
        guard let targets = evaluation.next?.exercises.first(where: { $0.prescription.exerciseID == id }) else { return [] }
        return targets.prescription.sets.map(Self.text)
    }

    /// The reasons `next` gives for an exercise.
    func reasons(_ id: String) -> [String] {
        evaluation.next?.exercises.first { $0.prescription.exerciseID == id }?.reasons ?? []
    }

    /// Every step `explain` shows for an exercise: its changes as `what before -> after: reason`.
    func steps(_ id: String) -> [[String]] {
        (evaluation.steps[id] ?? []).map { step in
            step.changes.map { "\($0.what) \($0.before.map { $0 + " -> " } ?? "")\($0.after): \($0.reason)" }
        }
    }

    /// The targets each session of an exercise aimed at, as `next` writes sets.
    func aimed(_ id: String) -> [[String]] {
        (evaluation.steps[id] ?? []).filter { $0.calendar != nil }.map { $0.targets.map(Self.text) }
    }

    static func text(_ set: SetPrescription) -> String {
        var text = set.kind == .regular ? "" : set.kind.rawValue + " "
        text += set.work.description
        if let load = set.load { text += " @ " + NumberFormat.canonical(load.loadable, maxDecimals: 2) }
        if let rpe = set.rpe { text += " rpe " + NumberFormat.canonical(rpe) }
        return text
    }

    /// The messages `check` gives for the rules of `program`.
    static func ruleMessages(_ program: String) throws -> [String] {
        let parsed = Parser.parse(SourceFile(name: "program.lift", text: program))
        let syntaxErrors = parsed.diagnostics.filter { $0.severity == .error }.map(\.message)
        try #require(syntaxErrors == [], "program")
        let compiled = ProgramCompiler.compile(parsed)
        return RuleChecker.check(compiled.progressions, registry: StandardPlugins.registry).map(\.message)
    }
}
