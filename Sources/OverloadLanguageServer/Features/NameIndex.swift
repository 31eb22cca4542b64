import Overload
import OverloadSyntax

/// Every place a file names an exercise, a day, a template or a wave: where it is declared
/// and where it is used. Definition, references, rename and workspace symbols read it.
/// Names compare without letter case, as the language resolves them.
struct NameIndex: Sendable {
    enum Kind: String, Sendable, Hashable {
        case exercise
        case day
        case template
        case wave

        /// The LSP symbol kind shown for it.
        var symbolKind: Int {
            switch self {
            case .exercise: 8 // field, as in the outline
            case .day: 3 // namespace
            case .template, .wave: 12 // function
            }
        }
    }

    struct Occurrence: Sendable, Hashable {
        var kind: Kind
        /// The name as written (a string's value, without its quotes).
        var name: String
        /// The bytes a rename replaces: the name, inside the quotes of a quoted one.
        var range: SourceRange
        var isQuoted: Bool
        var isDeclaration: Bool

        var key: Key { Key(kind: kind, name: name.lowercased()) }
    }

    struct Key: Sendable, Hashable {
        var kind: Kind
        var name: String
    }

    private(set) var occurrences: [Occurrence] = []

    init(_ parsed: ParsedFile) {
        var schemes: [String: Kind] = [:]
        collectSchemes(parsed.document.statements, into: &schemes)
        visit(parsed.document.statements, schemes: schemes)
    }

    /// The occurrence at byte `offset` (its ends included).
    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.range.start <= offset && offset <= $0.range.end }
    }

    func occurrences(of key: Key) -> [Occurrence] {
        occurrences.filter { $0.key == key }
    }

    private func collectSchemes(_ statements: [Statement], into schemes: inout [String: Kind]) {
        for statement in statements {
            switch statement {
            case .template(let template): schemes[template.name.name.lowercased()] = .template
            case .wave(let wave): schemes[wave.name.name.lowercased()] = .wave
            default: continue
            }
        }
    }

    private mutating func add(_ kind: Kind, _ name: ExerciseName, declaration: Bool = false) {
        let range = name.isQuoted ? SourceRange(name.range.start + 1, max(name.range.start + 1, name.range.end - 1)) : name.range
        occurrences.append(Occurrence(kind: kind, name: name.text, range: range, isQuoted: name.isQuoted, isDeclaration: declaration))
    }

    private mutating func add(_ kind: Kind, _ string: StringLiteral, declaration: Bool) {
        let range = SourceRange(string.range.start + 1, max(string.range.start + 1, string.range.end - 1))
        occurrences.append(Occurrence(kind: kind, name: string.value, range: range, isQuoted: true, isDeclaration: declaration))
    }

    private mutating func add(_ kind: Kind, _ identifier: Identifier, declaration: Bool) {
        occurrences.append(Occurrence(kind: kind, name: identifier.name, range: identifier.range, isQuoted: false,
                                      isDeclaration: declaration))
    }

    private mutating func visit(_ statements: [Statement], schemes: [String: Kind]) {
        for statement in statements {
            switch statement {
            case .exercise(let line):
                add(.exercise, line.name)
                for group in line.sets {
                    if case .exercise(let name) = group.load?.reference { add(.exercise, name) }
                }
                if let scheme = line.scheme {
                    add(schemes[scheme.name.name.lowercased()] ?? .wave, scheme.name, declaration: false)
                }
            case .performance(let line): add(.exercise, line.name)
            case .progress(let rule): rule.exercises.forEach { add(.exercise, $0) }
            case .exerciseDeclaration(let declaration): add(.exercise, declaration.name, declaration: true)
            case .ladder(let ladder):
                add(.exercise, ladder.name, declaration: true)
                ladder.rungs.forEach { add(.exercise, $0) }
            case .maxes(let maxes): maxes.entries.forEach { add(.exercise, $0.exercise) }
            case .without(let name, _): add(.exercise, name)
            case .day(let day):
                add(.day, day.name, declaration: true)
                if let base = day.base { add(.day, base, declaration: false) }
                visit(day.body, schemes: schemes)
            case .session(let session):
                if let day = session.day { add(.day, day, declaration: false) }
                visit(session.body, schemes: schemes)
            case .template(let template):
                add(.template, template.name, declaration: true)
                visit(template.body, schemes: schemes)
            case .wave(let wave): add(.wave, wave.name, declaration: true)
            case .week(let week): visit(week.body, schemes: schemes)
            case .superset(let block): visit(block.body, schemes: schemes)
            case .rounds(let block): visit(block.items.map(Statement.exercise), schemes: schemes)
            case .roundsScore: continue
            case .program, .unit, .round, .trainingMaxBasis, .weeks, .equipment, .breakTime, .rest, .use, .include,
                 .progression, .plugin, .datedEntry, .property, .error:
                continue
            }
        }
    }
}
