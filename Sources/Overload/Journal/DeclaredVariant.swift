import OverloadSyntax

/// `variant of squat at 90%` in an exercise declaration: the parent lift as written and the
/// share of its max (docs/language.md, "Variants").
public struct DeclaredVariant: Sendable, Hashable {
    /// The parent's name as written.
    public var parent: String
    /// The share of the parent's max, in percent (90 for 90%).
    public var percent: Double

    /// A variant of `parent` at `percent`.
    public init(parent: String, percent: Double) {
        self.parent = parent
        self.percent = percent
    }

    /// The declaration's variant, when it has a `variant` line that reads as one (the
    /// compiler reports the others).
    public init?(_ declaration: ExerciseDeclaration) {
        for case .property(let property) in declaration.properties where property.key.name.lowercased() == "variant" {
            guard let line = VariantLine(property), line.share.unit == .percent else { return nil }
            self.init(parent: line.parent.text, percent: line.share.magnitude)
            return
        }
        return nil
    }

    /// `variant of squat at 90%` as written.
    public var text: String {
        "variant of \(parent) at \(NumberFormat.canonical(percent))%"
    }
}

/// A `variant` property's parts: `of`, the parent's name (words, or one string), `at`, the share.
struct VariantLine {
    var parent: ExerciseName
    var share: Quantity

    /// Nil when the property does not read `variant of LIFT at SHARE`.
    init?(_ property: Property) {
        let atoms = property.clauses.flatMap(\.atoms)
        guard property.clauses.count == 1, atoms.count >= 4, Self.isWord(atoms[0], "of"), Self.isWord(atoms[atoms.count - 2], "at"),
              case .quantity(let share) = atoms[atoms.count - 1],
              let parent = Self.exerciseName(Array(atoms[1..<(atoms.count - 2)])) else { return nil }
        self.parent = parent
        self.share = share
    }

    /// The share as a percentage from 1 to 150 (`90%`), or nil.
    static func percent(_ share: Quantity) -> Double? {
        share.unit == .percent && share.sign == nil && (1...150).contains(share.magnitude) ? share.magnitude : nil
    }

    /// The fix for a share written without `%` (`at 90`, `at 0.9` are `90%`), or nil.
    static func percentFix(_ share: Quantity) -> String? {
        guard share.unit == nil, share.sign == nil else { return nil }
        if (1...150).contains(share.magnitude) { return NumberFormat.canonical(share.magnitude) + "%" }
        if share.magnitude > 0, share.magnitude <= 1.5 { return NumberFormat.canonical(share.magnitude * 100, maxDecimals: 2) + "%" }
        return nil
    }

    static func isWord(_ atom: Atom, _ word: String) -> Bool {
        if case .word(let identifier) = atom { return identifier.name.lowercased() == word }
        return false
    }

    /// Words (`close-grip bench`) or one string (`"Zottman Curl"`) as an exercise name.
    static func exerciseName(_ atoms: [Atom]) -> ExerciseName? {
        guard let first = atoms.first, let last = atoms.last else { return nil }
        if atoms.count == 1, case .string(let literal) = first {
            return ExerciseName(literal.value, isQuoted: true, range: literal.range)
        }
        var words: [String] = []
        for atom in atoms {
            guard case .word(let identifier) = atom else { return nil }
            words.append(identifier.name)
        }
        return ExerciseName(words.joined(separator: " "), isQuoted: false, range: first.range.union(last.range))
    }
}
