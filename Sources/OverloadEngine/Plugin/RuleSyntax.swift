import Overload

/// The phrases a progression's rule may contain, declared once by the plugin: what the
/// registry matches a `progress` line against, what `check` reports misuse with, and what
/// docs/plugins.md lists.
///
/// `linear +5lb every 2 sessions, deload 10% after 3 fails` is matched by the phrases
/// `+STEP`, `every N sessions` and `deload P% after N fails`, in any order, each at most
/// once unless repeatable.
public struct RuleSyntax: Sendable {
    /// What one slot of a phrase accepts.
    public enum ValueKind: Sendable, Hashable {
        /// A load, time or distance step: `+2.5kg`, `+5s`, `+100m`.
        case step
        /// A load step only: `+5lb`.
        case massStep
        /// A load step, or a signed share of the value it moves: `+5lb`, `+2.5%`.
        case massOrPercentStep
        /// A percentage from more than 0 to less than 100: `10%`.
        case percent
        /// A whole number of 1 or more: `3`.
        case count
        /// A rep range `8-12` of whole numbers, the lower below the upper.
        case repRange
        /// One of these words: `t1`.
        case choice([String])
    }

    /// One element of a phrase: a fixed word or a slot for a value.
    public enum Element: Sendable, Hashable {
        /// One of these words (the first is the spelling shown), compared lowercased.
        case word([String])
        /// A named value of a kind.
        case value(String, ValueKind)
    }

    /// A run of elements that means one setting.
    public struct Phrase: Sendable, Hashable {
        /// The elements, in order.
        public var elements: [Element]
        /// How the phrase is written in help text: `deload P% after N fails`.
        public var spelling: String
        /// What the phrase does, for docs and `explain`.
        public var meaning: String
        /// Whether a rule must have it.
        public var isRequired: Bool
        /// Whether it may appear more than once (`gzclp t1, t2`).
        public var isRepeatable: Bool
        /// Whether it changes the targets of some weeks by the calendar alone (`deload every
        /// N weeks`): under `ask`, each such week's change is suggested and waits for a decision.
        public var actsOnCalendar: Bool

        /// Creates a phrase.
        public init(
            _ elements: [Element], spelling: String, meaning: String, isRequired: Bool = false, isRepeatable: Bool = false,
            actsOnCalendar: Bool = false
        ) {
            self.elements = elements
            self.spelling = spelling
            self.meaning = meaning
            self.isRequired = isRequired
            self.isRepeatable = isRepeatable
            self.actsOnCalendar = actsOnCalendar
        }
    }

    /// The phrases, in the order help lists them.
    public var phrases: [Phrase]

    /// A syntax of these phrases.
    public init(_ phrases: [Phrase]) {
        self.phrases = phrases
    }

    /// The whole rule as help writes it: `linear [+STEP] [every N sessions] [...]`.
    public func usage(plugin: String) -> String {
        ([plugin] + phrases.map { $0.isRequired ? $0.spelling : "[" + $0.spelling + "]" }).joined(separator: " ")
    }
}
