import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// Runs the real pipeline on a program and a journal written in the language: parse,
/// compile, read the journal, evaluate with the standard plugins.
struct EngineHarness {
    let program: CompiledProgram
    let journal: Journal

    init(program text: String, journal journalText: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let parsed = Parser.parse(SourceFile(name: "program.lift", text: text))
        let compiled = ProgramCompiler.compile(parsed)
        let errors = (parsed.diagnostics + compiled.diagnostics).filter { $0.severity == .error }
        #expect(errors.isEmpty, "program errors: \(errors.map(\.message))", sourceLocation: sourceLocation)
        program = compiled
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: journalText))
        let journalErrors = reading.diagnostics.filter { $0.severity == .error }
        #expect(journalErrors.isEmpty, "journal errors: \(journalErrors.map(\.message))", sourceLocation: sourceLocation)
        journal = reading.journal
    }

    func evaluate(on date: String, day: String? = nil, since: String? = nil) -> Evaluation {
        let evaluator = Evaluator(program: program, registry: StandardPlugins.registry)
        return evaluator.evaluate(journal, on: LocalDate(iso: date)!, since: since.flatMap { LocalDate(iso: $0) }, day: day)
    }

    /// The next session's sets of one exercise as `count × work @ load`, warm-ups left out.
    func targets(_ exerciseID: String, on date: String, day: String? = nil) -> String {
        let next = evaluate(on: date, day: day).next
        let sets = next?.exercises.first { $0.prescription.exerciseID == exerciseID }?.prescription.sets ?? []
        return ExplainText.targets(sets, unit: program.snapshot.unit)
    }
}
