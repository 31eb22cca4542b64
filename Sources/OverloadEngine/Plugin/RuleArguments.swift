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

    /// Values by slot name, in the order written.
    public private(set) var values: [String: [Value]] = [:]
    /// The spellings of the phrases that matched, for phrases without a slot (`bands`).
    public private(set) var flags: Set<String> = []
    /// Where each slot's first value is written.
    public private(set) var ranges: [String: SourceRange] = [:]
    /// Each slot's first value, in the order first written: what ``value(_:)`` reads. A rule
    /// has a few slots, and its plugin asks for them at every session of years: comparing a
    /// few short names costs a fraction of hashing one.
    private var firsts: [(name: String, value: Value)] = []

    /// No arguments.
    public init() {}

    mutating func append(_ value: Value, named name: String, at range: SourceRange) {
        values[name, default: []].append(value)
        if ranges[name] == nil { ranges[name] = range }
        if !firsts.contains(where: { $0.name == name }) { firsts.append((name, value)) }
    }

    mutating func setFlag(_ spelling: String) {
        flags.insert(spelling)
    }

    /// The arguments without some slots' values, as if their phrases were not written.
    public func without(_ names: Set<String>) -> RuleArguments {
        var kept = self
        for name in names {
            kept.values[name] = nil
            kept.ranges[name] = nil
        }
        kept.firsts.removeAll { names.contains($0.name) }
        return kept
    }

    /// Whether a phrase with no slot was written (`bands`).
    public func has(_ spelling: String) -> Bool { flags.contains(spelling) }

    /// The first value of a slot.
    public func value(_ name: String) -> Value? {
        for first in firsts where first.name == name { return first.value }
        return nil
    }

    /// The slot's load, if it holds one.
    public func mass(_ name: String) -> Mass? {
        if case .mass(let mass)? = value(name) { return mass }
        return nil
    }

    /// The slot's percentage, if it holds one.
    public func percent(_ name: String) -> Double? {
        if case .percent(let percent)? = value(name) { return percent }
        return nil
    }

    /// The slot's count, if it holds one.
    public func count(_ name: String) -> Int? {
        if case .count(let count)? = value(name) { return count }
        return nil
    }

    /// The slot's rep range, if it holds one.
    public func repRange(_ name: String) -> (lower: Int, upper: Int)? {
        if case .repRange(let lower, let upper)? = value(name) { return (lower, upper) }
        return nil
    }

    /// Every word a repeatable slot holds, in order.
    public func words(_ name: String) -> [String] {
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
