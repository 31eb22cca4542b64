import Overload
import OverloadSyntax

/// What the cursor is on, for hover: an exercise's name (alone, or an item of a block of
/// rounds), a load, a progression rule, a rule (or plugin declaration) that names an external
/// plugin, or the program's `rpe chart` line.
enum HoverTarget: Sendable, Equatable {
    case exercise(ExerciseName)
    case load(LoadSpec)
    case externalRule(name: String, range: SourceRange)
    /// A `progress` line naming a built-in rule or a script progression.
    case rule(name: String, exercises: [ExerciseName], range: SourceRange)
    /// An item of a block of rounds (`5 pull-up` in `amrap 20min "Cindy": ...`), with its block.
    case roundsItem(ExerciseName, block: RoundsBlock)
    /// A `variant of LIFT at SHARE` line, for the exercise its block declares.
    case variantLine(ExerciseName, range: SourceRange)
    /// `rpe chart brzycki`: the chart's name as written (nil when none is), and the line.
    case rpeChart(name: String?, range: SourceRange)

    /// The innermost target at `offset` in `statements`.
    static func find(at offset: Int, in statements: [Statement]) -> HoverTarget? {
        func covers(_ range: SourceRange) -> Bool { range.start <= offset && offset <= range.end }
        func inName(_ name: ExerciseName) -> HoverTarget? { covers(name.range) ? .exercise(name) : nil }
        for statement in statements where covers(statement.range) {
            switch statement {
            case .exercise(let line):
                if let found = inName(line.name) { return found }
                for group in line.sets { if let load = group.load, covers(load.range) { return .load(load) } }
            case .performance(let line):
                if let found = inName(line.name) { return found }
            case .progress(let rule):
                for name in rule.exercises { if let found = inName(name) { return found } }
                if let external = rule.external { return .externalRule(name: external.name.name, range: rule.range) }
                if case .word(let word)? = rule.clauses.first?.firstAtom {
                    return .rule(name: word.name, exercises: rule.exercises, range: rule.range)
                }
            case .plugin(let declaration):
                return .externalRule(name: declaration.name.name, range: declaration.range)
            case .exerciseDeclaration(let declaration):
                if let found = inName(declaration.name) { return found }
                // `variant of squat at 90%` in its block: the declared exercise, with its parent and share.
                for case .property(let property) in declaration.properties
                    where property.key.name.lowercased() == "variant" && covers(property.range) {
                    return .variantLine(declaration.name, range: property.range)
                }
            case .maxes(let maxes):
                for entry in maxes.entries { if let found = inName(entry.exercise) { return found } }
            case .day(let day):
                if let found = find(at: offset, in: day.body) { return found }
            case .week(let week):
                if let found = find(at: offset, in: week.body) { return found }
            case .superset(let block):
                if let found = find(at: offset, in: block.body) { return found }
            case .rounds(let block):
                for item in block.items {
                    if covers(item.name.range) { return .roundsItem(item.name, block: block) }
                    for group in item.sets { if let load = group.load, covers(load.range) { return .load(load) } }
                }
            case .ladder(let ladder):
                if let found = inName(ladder.name) { return found }
                for rung in ladder.rungs { if let found = inName(rung) { return found } }
            case .property(let property) where property.key.name.lowercased() == "rpe":
                let atoms = property.clauses.first?.atoms ?? []
                guard case .word(let chart)? = atoms.first, chart.name.lowercased() == "chart" else { continue }
                if atoms.count == 2, case .word(let name) = atoms[1] { return .rpeChart(name: name.name, range: property.range) }
                return .rpeChart(name: nil, range: property.range)
            case .template(let template):
                if let found = find(at: offset, in: template.body) { return found }
            case .session(let session):
                if let found = find(at: offset, in: session.body) { return found }
            default:
                continue
            }
        }
        return nil
    }

    var range: SourceRange {
        switch self {
        case .exercise(let name), .roundsItem(let name, _): name.range
        case .rpeChart(_, let range), .variantLine(_, let range): range
        case .load(let load): load.range
        case .externalRule(_, let range), .rule(_, _, let range): range
        }
    }
}
