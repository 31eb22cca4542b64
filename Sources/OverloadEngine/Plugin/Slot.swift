import Overload

/// A value a rule's slot can hold, as a plugin reads it: how it is read from a matched
/// ``RuleArguments/Value`` and the kind a slot of it accepts unless told otherwise.
public protocol SlotValue: Sendable {
    /// The value, if the matched one is of this type.
    static func read(_ value: RuleArguments.Value) -> Self?
    /// The kind a slot of this type accepts by default.
    static var defaultKind: RuleSyntax.ValueKind { get }
}

/// A named value slot of a rule, declared once with its type: the phrase holds it
/// (`.slot(every)`) and the plugin reads it (`arguments[every]`, an `Int?`), so the name is
/// written in one place and the type cannot disagree with the phrase.
///
/// ```swift
/// static let every = Slot<Int>("every")
/// RuleSyntax.Phrase([.word(["every"]), .slot(every), .word(["sessions"])], ...)
/// let n = input.arguments[Self.every] ?? 1
/// ```
public struct Slot<Value: SlotValue>: Sendable, Hashable {
    /// The slot's name, as ``RuleArguments`` keys it.
    public let name: String
    /// What the slot accepts.
    public let kind: RuleSyntax.ValueKind
    /// The name's fingerprint (``NamePrint``), computed once here rather than at every read.
    @usableFromInline let print: UInt64

    /// A slot of `Value`'s default kind (a count for `Int`, a load step for `Mass`, a
    /// percentage for `Double`, a step of load, time or distance for `RuleArguments.Value`).
    public init(_ name: String) {
        self.init(name, kind: Value.defaultKind)
    }

    /// A slot of a kind of its own (`Slot<Mass>("step", kind: .massOrPercentStep)`).
    public init(_ name: String, kind: RuleSyntax.ValueKind) {
        self.name = name
        self.kind = kind
        print = NamePrint.of(name)
    }
}

extension Slot where Value == String {
    /// A slot holding one of `words`.
    public init(_ name: String, choices words: [String]) {
        self.init(name, kind: .choice(words))
    }
}

extension RuleSyntax.Element {
    /// The element of a typed slot.
    public static func slot<Value>(_ slot: Slot<Value>) -> RuleSyntax.Element {
        .value(slot.name, slot.kind)
    }
}

extension RuleArguments {
    /// The slot's first value, typed; nil when the rule does not write it.
    @inlinable public subscript<Value>(slot: Slot<Value>) -> Value? {
        value(print: slot.print, named: slot.name).flatMap(Value.read)
    }

    /// Every value of a repeatable slot, typed, in order.
    public func all<Value>(_ slot: Slot<Value>) -> [Value] {
        (values[slot.name] ?? []).compactMap(Value.read)
    }

    /// Where the slot's first value is written.
    public func range<Value>(of slot: Slot<Value>) -> SourceRange? {
        ranges[slot.name]
    }
    /// Whether a phrase with no value was written: `Slot<Bool>("bands")` names the phrase
    /// `bands` by its spelling.
    public subscript(slot: Slot<Bool>) -> Bool {
        flags.contains(slot.name)
    }
}

extension Bool: SlotValue {
    /// Never a matched value: a phrase with no value is read by the `Slot<Bool>` subscript.
    public static func read(_ value: RuleArguments.Value) -> Bool? { nil }
    /// No value: the phrase's words are all it has.
    public static var defaultKind: RuleSyntax.ValueKind { .choice([]) }
}

extension Int: SlotValue {
    /// A count.
    @inlinable public static func read(_ value: RuleArguments.Value) -> Int? {
        if case .count(let count) = value { return count }
        return nil
    }

    /// A whole number of 1 or more.
    public static var defaultKind: RuleSyntax.ValueKind { .count }
}

extension Double: SlotValue {
    /// A percentage (10 for `10%`).
    @inlinable public static func read(_ value: RuleArguments.Value) -> Double? {
        if case .percent(let percent) = value { return percent }
        return nil
    }

    /// A percentage.
    public static var defaultKind: RuleSyntax.ValueKind { .percent }
}

extension Mass: SlotValue {
    /// A load.
    @inlinable public static func read(_ value: RuleArguments.Value) -> Mass? {
        if case .mass(let mass) = value { return mass }
        return nil
    }

    /// A load step.
    public static var defaultKind: RuleSyntax.ValueKind { .massStep }
}

extension String: SlotValue {
    /// A word of a choice, lowercased.
    @inlinable public static func read(_ value: RuleArguments.Value) -> String? {
        if case .word(let word) = value { return word }
        return nil
    }

    /// A choice; give its words with ``Slot/init(_:choices:)``.
    public static var defaultKind: RuleSyntax.ValueKind { .choice([]) }
}

extension RuleArguments.Value: SlotValue {
    /// Any value, as matched: a step of load, time or distance.
    @inlinable public static func read(_ value: RuleArguments.Value) -> RuleArguments.Value? { value }

    /// A step of load, time or distance.
    public static var defaultKind: RuleSyntax.ValueKind { .step }
}

/// A rep range, as a slot of kind ``RuleSyntax/ValueKind/repRange`` holds it.
public struct RepRange: SlotValue, Hashable {
    /// The bottom.
    public var lower: Int
    /// The top.
    public var upper: Int

    /// A range.
    public init(lower: Int, upper: Int) {
        self.lower = lower
        self.upper = upper
    }

    /// A rep range.
    @inlinable public static func read(_ value: RuleArguments.Value) -> RepRange? {
        if case .repRange(let lower, let upper) = value { return RepRange(lower: lower, upper: upper) }
        return nil
    }

    /// A rep range.
    public static var defaultKind: RuleSyntax.ValueKind { .repRange }
}
