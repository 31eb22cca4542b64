import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

extension LanguageServer {
    /// A progression rule's hover: what the rule does, and for each exercise it binds, its
    /// state after the paired journal's replay (what `overload explain` shows as the rule's
    /// state) and the next target it leads to. Without a journal, the rule has not run yet.
    func ruleHover(_ name: String, exercises: [ExerciseName], document: TextDocument, parsed: ParsedFile) -> String {
        var lines: [String]
        if let plugin = engine.registry.plugin(named: name) {
            lines = ["**\(plugin.name)** progression rule: \(plugin.summary)"]
        } else if ProgramNames(parsed.document).scripts.contains(where: { $0.lowercased() == name.lowercased() }) {
            lines = ["**\(name)**: a script progression of this program (`progression \(name)`)"]
        } else {
            return "**\(name)**: no progression rule of that name"
        }
        let catalog = engine.holdsProgram(parsed) ? engine.compiled(parsed).catalog : engine.catalog
        guard let training = trainingPair(of: document, parsed: parsed), let program = training.program,
              let date = pairing.date(beside: training.journal) ?? EngineAdapter.today(),
              let trained = engine.training(program: program, journal: training.journal, on: date) else {
            lines.append("state: no journal is paired with this program, so the rule has not run yet")
            return lines.joined(separator: "\n\n")
        }
        for exercise in exercises {
            guard let id = catalog.resolve(exercise.text).exercise?.id else { continue }
            let state = trained.states[id].map { state in
                state.isEmpty ? "nothing yet" : state.sorted.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            } ?? "not run yet"
            var text = "state of **\(exercise.text)**: \(state)"
            if let (next, unit) = trained.next, let targets = next.exercises.first(where: { $0.prescription.exerciseID == id }) {
                text += "\n\n- next (\(next.calendar.day), \(next.date)): " + PrescriptionText.sets(targets.prescription, unit: unit)
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n\n")
    }
}
