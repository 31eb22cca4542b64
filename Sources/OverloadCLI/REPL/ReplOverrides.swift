import Overload
import OverloadSyntax

/// What a what-if line replaces in the program: a program line typed in the REPL restates
/// something the program says (`tm bench 105kg` when it has `1rm bench 100kg`), and the
/// later statement wins, as a lifter means it, instead of being a second declaration.
///
/// Replaced: a lift's max (either kind), the `unit`, `round`, `tm = ...` and `weeks` lines,
/// the `equipment` block, a day of the same name, and the exercises a `progress` rule names
/// (a rule left with none goes). Anything else is added as written.
enum ReplOverrides {
    /// `document` with every statement starting before `offset` that a statement at or
    /// after `offset` restates taken out (in part, for maxes and rules).
    static func apply(to document: Document, from offset: Int) -> Document {
        let later = document.statements.filter { $0.range.start >= offset }
        guard !later.isEmpty else { return document }
        var document = document
        var statements: [Statement] = []
        for (index, statement) in document.statements.enumerated() {
            guard statement.range.start < offset else {
                // A what-if restated by a later what-if goes too.
                let after = document.statements[(index + 1)...].filter { $0.range.start >= offset }
                if let kept = without(statement, restatedBy: Array(after)) { statements.append(kept) }
                continue
            }
            if let kept = without(statement, restatedBy: later) { statements.append(kept) }
        }
        document.statements = statements
        return document
    }

    /// `statement` with what `later` restates taken out; nil when nothing of it is left.
    static func without(_ statement: Statement, restatedBy later: [Statement]) -> Statement? {
        switch statement {
        case .maxes(var declaration):
            let restated = Set(later.flatMap(maxedExercises))
            declaration.entries.removeAll { restated.contains(key($0.exercise.text)) }
            return declaration.entries.isEmpty ? nil : .maxes(declaration)
        case .progress(var rule):
            let restated = Set(later.flatMap(ruledExercises))
            rule.exercises.removeAll { restated.contains(key($0.text)) }
            return rule.exercises.isEmpty ? nil : .progress(rule)
        case .day(let day):
            let name = day.name.value.lowercased()
            return later.contains { if case .day(let other) = $0 { other.name.value.lowercased() == name } else { false } }
                ? nil : statement
        case .unit, .round, .trainingMaxBasis, .weeks, .equipment:
            return later.contains { kind($0) == kind(statement) } ? nil : statement
        default:
            return statement
        }
    }

    /// The exercises a statement gives a max, as keys.
    private static func maxedExercises(_ statement: Statement) -> [String] {
        if case .maxes(let declaration) = statement { return declaration.entries.map { key($0.exercise.text) } }
        return []
    }

    /// The exercises a `progress` rule names, as keys.
    private static func ruledExercises(_ statement: Statement) -> [String] {
        if case .progress(let rule) = statement { return rule.exercises.map { key($0.text) } }
        return []
    }

    /// One key per exercise: the catalog's id when it knows the name, else the name lowercased.
    private static func key(_ name: String) -> String {
        ExerciseCatalog.builtin.resolve(name).exercise?.id ?? name.lowercased()
    }

    /// The kind of a single-valued setting line.
    private static func kind(_ statement: Statement) -> String? {
        switch statement {
        case .unit: "unit"
        case .round: "round"
        case .trainingMaxBasis: "tm"
        case .weeks: "weeks"
        case .equipment: "equipment"
        default: nil
        }
    }
}
