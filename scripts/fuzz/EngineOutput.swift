// Shared by the engine-level fuzz targets (script, engine): everything a lifter reads of an
// evaluation, rendered as `next`, `explain` and `suggest` do, in text and JSON, and each
// runtime failure as the diagnostic the CLI prints.
import Overload
import OverloadEngine
import OverloadSyntax

enum EngineOutput {
    /// Renders every output of `evaluation`; a failure that is not a diagnostic inside its
    /// own file is a broken property.
    static func render(_ evaluation: Evaluation, program: CompiledProgram, date: LocalDate) {
        let unit = program.snapshot.unit
        if let next = evaluation.next {
            _ = NextText(showPlates: true).render(next, programName: program.snapshot.programName, unit: unit)
            _ = EngineJSON.next(next)
        }
        for (id, steps) in evaluation.steps.sorted(by: { $0.key < $1.key }) {
            let rule = evaluation.rules.first { $0.binding.targets.contains { $0.exerciseID == id } }
            let next = evaluation.next?.exercises.first { $0.prescription.exerciseID == id }
            let unplaced = evaluation.unplaced.filter { $0.exerciseIDs.contains(id) }
            _ = ExplainText().render(name: id, steps: steps, rule: rule?.asWritten, next: next, unit: unit, unplaced: unplaced)
            _ = EngineJSON.explain(name: id, exerciseID: id, steps: steps, rule: rule?.asWritten, next: next, unplaced: unplaced)
        }
        _ = SuggestText().render(evaluation.coaching, date: date, programName: program.snapshot.programName, unit: unit,
                                 version: nil)
        _ = EngineJSON.suggest(evaluation.coaching, date: date, version: nil)
        for failure in evaluation.failures {
            let range = failure.diagnostic.range
            let size = failure.source.bytes.count
            guard range.start <= range.end, range.end <= size else {
                fuzzFailed("a runtime failure's range \(range) is outside its file (\(size) bytes): \(failure.diagnostic.message)")
            }
            _ = DiagnosticRenderer().render(failure.diagnostic, in: failure.source)
        }
    }
}

/// A broken property is a finding like a crash: stop with the reason, so libFuzzer saves the input.
func fuzzFailed(_ what: String) -> Never {
    fatalError("FUZZ PROPERTY FAILED: \(what)")
}
