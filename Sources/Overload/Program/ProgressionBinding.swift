/// One `progress` rule as the engine receives it: the plugin it names, its arguments as
/// typed values with their units and source ranges, and the exercises it binds.
///
/// ```
/// progress squat, power clean: linear +5lb, deload 10% after 3 fails
/// ```
/// binds `squat` and `power-clean` to plugin `linear` with the atoms `+5lb`, then (a new
/// clause) `deload`, `10%`, `after`, `3`, `fails`. The engine's plugin registry reads them
/// against the plugin's declared syntax; the compiler only types them.
public struct ProgressionBinding: Sendable, Hashable {
    /// An exercise the rule applies to.
    public struct Target: Sendable, Hashable {
        /// The catalog id (`bench-press`).
        public var exerciseID: String
        /// The name as the rule wrote it.
        public var name: String
        /// Where the name is written.
        public var range: SourceRange

        /// Creates a target.
        public init(exerciseID: String, name: String, range: SourceRange) {
            self.exerciseID = exerciseID
            self.name = name
            self.range = range
        }
    }

    /// The plugin's name as written (`linear`, `gzclp`, `amrap_tm`).
    public var plugin: String
    /// Where the plugin's name is written.
    public var pluginRange: SourceRange
    /// Arguments in parentheses (`amrap_tm(step = 10lb)`), kept as expressions for script plugins.
    public var callArguments: [Argument]
    /// Everything after the plugin's name, in order, typed.
    public var atoms: [RuleAtom]
    /// The exercises the rule binds, each resolved in the catalog.
    public var targets: [Target]
    /// The whole `progress` line.
    public var range: SourceRange
    /// `coach else`: the declared external plugin asked first; the rest of the binding is
    /// its built-in fallback. Nil for a rule without one.
    public var external: ExternalPlugin?

    /// Creates a binding.
    public init(
        plugin: String, pluginRange: SourceRange, callArguments: [Argument] = [], atoms: [RuleAtom],
        targets: [Target], range: SourceRange, external: ExternalPlugin? = nil
    ) {
        self.external = external
        self.plugin = plugin
        self.pluginRange = pluginRange
        self.callArguments = callArguments
        self.atoms = atoms
        self.targets = targets
        self.range = range
    }

    /// The rule's text after the plugin's name, clauses joined by commas, for explanations.
    public var argumentText: String {
        var text = ""
        for (index, atom) in atoms.enumerated() {
            // `3x8` (a set count and its goal) stays glued, as the formatter writes it.
            let glued = index > 0 && (Self.isSetCount(atoms, at: index) || Self.isSetCount(atoms, at: index - 1))
            if !text.isEmpty && !glued { text += atom.startsClause ? ", " : " " }
            text += atom.text
        }
        return text
    }

    /// Whether the atom at `index` is the `x` between a set count and its goal (`3x8`, `3x60s`).
    static func isSetCount(_ atoms: [RuleAtom], at index: Int) -> Bool {
        guard index > 0, index + 1 < atoms.count, atoms[index].value == .word("x"), !atoms[index + 1].startsClause,
              case .number = atoms[index - 1].value, !atoms[index - 1].isSigned, !atoms[index + 1].isSigned else { return false }
        switch atoms[index + 1].value {
        case .number, .seconds: return true
        default: return false
        }
    }
}

/// One typed word or value of a rule: `+2.5kg`, `10%`, `3`, `8-12`, `fails`.
public struct RuleAtom: Sendable, Hashable {
    /// What the atom says, with its unit resolved.
    public enum Value: Sendable, Hashable {
        /// A word (`deload`, `after`, `every`, `t1`), lowercased.
        case word(String)
        /// A mass (`+2.5kg`; a bare number is not a mass).
        case mass(Mass)
        /// A percentage (`10%` is 10).
        case percent(Double)
        /// A number without a unit (`3`).
        case number(Double)
        /// A duration in seconds (`+5s`, `+1min`).
        case seconds(Double)
        /// A distance in metres (`+100m`, `+1km`).
        case metres(Double)
        /// A range of numbers (`8-12`).
        case range(lower: Double, upper: Double)
        /// A quoted string.
        case string(String)
        /// Anything else the line allows (a date, a call): kept as its text.
        case other(String)
    }

    /// The typed value; a signed quantity keeps its sign in the value (`-10%` is -10).
    public var value: Value
    /// Whether the value was written with a sign (`+5lb`, `-10%`).
    public var isSigned: Bool
    /// True for the first atom of a comma-separated clause after the first.
    public var startsClause: Bool
    /// The atom as written, for messages.
    public var text: String
    /// Where it is written.
    public var range: SourceRange

    /// Creates an atom.
    public init(value: Value, isSigned: Bool = false, startsClause: Bool = false, text: String, range: SourceRange) {
        self.value = value
        self.isSigned = isSigned
        self.startsClause = startsClause
        self.text = text
        self.range = range
    }

    /// The atom of a parsed clause item; bare numbers are numbers, `m` is metres (a rule
    /// has no rest in it, so `+100m` is a distance).
    public init(_ atom: Atom, startsClause: Bool) {
        let text = SourceFormatter.atomText(atom)
        let value: Value
        var signed = false
        switch atom {
        case .word(let word): value = .word(word.name.lowercased())
        case .quantity(let quantity):
            signed = quantity.sign != nil
            let number = quantity.value
            value = switch quantity.unit {
            case nil: .number(number)
            case .kg?: .mass(Mass(number, .kg))
            case .lb?: .mass(Mass(number, .lb))
            case .percent?: .percent(number)
            case .s?: .seconds(number)
            case .min?: .seconds(number * 60)
            case .h?: .seconds(number * 3600)
            case .m?: .metres(number)
            case .km?: .metres(number * 1000)
            case .mi?: .metres(number * 1609.344)
            case .rm?: .other(text)
            }
        case .range(let range): value = .range(lower: range.lower.value, upper: range.upper.value)
        case .string(let string): value = .string(string.value)
        case .date, .call: value = .other(text)
        }
        self.init(value: value, isSigned: signed, startsClause: startsClause, text: text, range: atom.range)
    }
}
