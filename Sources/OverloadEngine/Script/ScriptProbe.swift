import Overload
import OverloadSyntax

/// One script expression evaluated for one exercise, outside any rule: the REPL's
/// `bench: tm * 85%`. It runs in the sandbox a rule's script runs in, as a week begins:
/// `tm` and `weight` are what the exercise's rule keeps after the journal (its state), else
/// the training max from the program (nothing when it has none); loads are in the program's
/// unit and round to its equipment, `last` is nothing, and no parameters exist.
public enum ScriptProbe {
    /// What an expression came to.
    public enum Outcome: Sendable {
        /// Its value as a person reads it.
        case value(String)
        /// Why it has none.
        case failure(Diagnostic)
    }

    /// The value of `expression` (parsed from `source`) for the exercise `name` of `program`,
    /// as a person reads it (`93.5 kg`, `10%`); or the diagnostic that stopped it (an unknown
    /// exercise, an unknown name, a unit mismatch), pointing into `source`.
    /// - Parameters:
    ///   - states: each exercise's rule state after the journal, by exercise id (``Evaluation/states``).
    ///   - calendar: where the lifter is (the next session's week); week 1 of cycle 1 when nil.
    public static func evaluate(
        _ expression: ScriptExpression, source: SourceFile, exercise name: ExerciseName, program: CompiledProgram,
        states: [String: PluginState] = [:], calendar: ProgramCalendar? = nil
    ) -> Outcome {
        let resolution = program.catalog.resolve(name.text)
        guard let exercise = resolution.exercise else {
            var label: String?
            if case .unknown(let suggestions) = resolution { label = suggestions.first.map { "did you mean '\($0.lowercased())'?" } }
            return .failure(Diagnostic.error(.unknownExercise, "unknown exercise '\(name.text)'", at: name.range, label: label,
                                   help: "name an exercise of the program or the catalog, as in 'bench: tm * 85%'"))
        }
        let unit = program.snapshot.unit
        let calendar = calendar ?? ProgramCalendar(cycle: 1, week: 1, weekKind: .regular, day: "", weekCount: program.snapshot.weekCount)
        var state = states[exercise.id] ?? PluginState()
        // The built-in rules keep the working load as `load`; a script names it `weight`.
        if state["weight"] == nil, let load = state["load"] { state["weight"] = load }
        let input = CalendarInput(
            from: nil, to: calendar, exercise: exercise, state: state, arguments: RuleArguments(),
            loads: LoadTool(exercise: exercise, rounder: program.rounder, rpeChart: program.rpeChart), programMax: Replay.programMax(exercise.id, in: program),
            e1rmFormula: program.e1rmFormula)
        let interpreter = ScriptInterpreter(source: source, parameters: [:], environment: ScriptEnvironment(calendar: input))
        do throws(ScriptFailure) {
            return .value(try interpreter.evaluate(expression).text(unit: unit))
        } catch {
            return .failure(error.diagnostic)
        }
    }
}
