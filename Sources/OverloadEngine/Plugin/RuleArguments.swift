import Overload

/// A rule's settings once matched against its plugin's ``RuleSyntax``: each named slot's
/// values (several for a repeatable phrase), typed, with where they are written.
public struct RuleArguments: Sendable, Hashable {
    /// One matched value.
    public enum Value: Sendable, Hashable {
        /// A load (a step or an amount), with its sign applied.
        case mass(Mass)
        /// A duration in seconds.
        case seconds(Double)
        /// A distance in metres.
        case metres(Double)
        /// A percentage (10 for `10%`).
        case percent(Double)
        /// A whole number.
        case count(Int)
        /// A rep range.
        case repRange(lower: Int, upper: Int)
        /// A word from a choice, lowercased.
        case word(String)
    }

    /// Values by slot name, in the order written. A plugin reads them by typed slot
    /// (``subscript(slot:)``, ``all(_:)``); the names are the engine's own.
    var values: [String: [Value]] { parts.fields.values }
    /// The spellings of the phrases that matched, for phrases without a slot (`bands`).
    var flags: Set<String> { parts.fields.flags }
    /// Where each slot's first value is written.
    var ranges: [String: SourceRange] { parts.fields.ranges }

    /// The arguments' parts, by one reference: a replay copies a rule's arguments into two
    /// plugin inputs for every session of years, and three collections copied are three
    /// references retained and released. Set whole, never written in place.
    private var parts = Parts(Fields())

    private struct Fields {
        var values: [String: [Value]] = [:]
        var flags: Set<String> = []
        var ranges: [String: SourceRange] = [:]
        /// Each slot's first value, in the order first written: what ``value(_:)`` reads. A
        /// rule has a few slots, and its plugin asks for them at every session of years:
        /// comparing a few short names costs a fraction of hashing one.
        var firsts: [(name: String, value: Value)] = []
    }

    private final class Parts: Sendable {
        let fields: Fields
        /// ``Fields/firsts``, held apart: read through ``fields``, the whole of it was copied
        /// out, each of its collections retained and released, at every question.
        let firsts: [(name: String, value: Value)]
        /// The fingerprints of ``firsts``' names, in their order (``NamePrint``).
        let prints: [UInt64]

        init(_ fields: Fields) {
            self.fields = fields
            firsts = fields.firsts
            prints = fields.firsts.map { NamePrint.of($0.name) }
        }

        /// The first value of the slot `name`, whose fingerprint is `print`, read where it is
        /// kept: the list read through a copy of it was retained and released at every
        /// question, and a rule asks a few at every session of years.
        func first(print: UInt64, named name: String) -> Value? {
            // By index: a pair copied out retains its value.
            for index in prints.indices where prints[index] == print && firsts[index].name == name {
                return firsts[index].value
            }
            return nil
        }
    }

    /// No arguments.
    public init() {}

    mutating func append(_ value: Value, named name: String, at range: SourceRange) {
        var fields = parts.fields
        fields.values[name, default: []].append(value)
        if fields.ranges[name] == nil { fields.ranges[name] = range }
        if !fields.firsts.contains(where: { $0.name == name }) { fields.firsts.append((name, value)) }
        parts = Parts(fields)
    }

    mutating func setFlag(_ spelling: String) {
        var fields = parts.fields
        fields.flags.insert(spelling)
        parts = Parts(fields)
    }

    /// The arguments without some slots' values, as if their phrases were not written.
    func without(_ names: Set<String>) -> RuleArguments {
        var fields = parts.fields
        for name in names {
            fields.values[name] = nil
            fields.ranges[name] = nil
        }
        fields.firsts.removeAll { names.contains($0.name) }
        var kept = self
        kept.parts = Parts(fields)
        return kept
    }

    /// Whether a phrase with no slot was written (`bands`).
    func has(_ spelling: String) -> Bool { flags.contains(spelling) }

    /// The first value of a slot.
    func value(_ name: String) -> Value? {
        parts.first(print: NamePrint.of(name), named: name)
    }

    /// The first value of the slot `name`, whose fingerprint is `print` (a ``Slot``'s own).
    @usableFromInline func value(print: UInt64, named name: String) -> Value? {
        parts.first(print: print, named: name)
    }

    /// The slot's load, if it holds one.
    func mass(_ name: String) -> Mass? {
        if case .mass(let mass)? = value(name) { return mass }
        return nil
    }

    /// The slot's percentage, if it holds one.
    func percent(_ name: String) -> Double? {
        if case .percent(let percent)? = value(name) { return percent }
        return nil
    }

    /// The slot's count, if it holds one.
    func count(_ name: String) -> Int? {
        if case .count(let count)? = value(name) { return count }
        return nil
    }

    /// The slot's rep range, if it holds one.
    func repRange(_ name: String) -> (lower: Int, upper: Int)? {
        if case .repRange(let lower, let upper)? = value(name) { return (lower, upper) }
        return nil
    }

    /// Every word a repeatable slot holds, in order.
    func words(_ name: String) -> [String] {
        (values[name] ?? []).compactMap { value in
            if case .word(let word) = value { return word }
            return nil
        }
    }

    // The slots' first values are read from `values`' own: equal arguments are equal
    // whatever order their slots were written in.
    public static func == (left: RuleArguments, right: RuleArguments) -> Bool {
        left.values == right.values && left.flags == right.flags && left.ranges == right.ranges
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        hasher.combine(flags)
        hasher.combine(ranges)
    }
}
