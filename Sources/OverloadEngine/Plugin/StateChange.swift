import Overload

/// One change a plugin made, as `explain` shows it: `load 100 kg -> 102.5 kg: every set made`.
public struct StateChange: Sendable, Hashable {
    /// What changed (`load`, `training max`, `stage`, `failures`).
    public var what: String
    /// The value before, as text (nil when it was first set).
    public var before: String? {
        get { values.was?.text }
        set { values.was = newValue.map(Value.written) }
    }
    /// The value after, as text.
    public var after: String {
        get { values.now.text }
        set { values.now = .written(newValue) }
    }
    /// Why, as a value: its cause and consequence with their figures, the session and the rule.
    public var why: Reason
    /// Why, in words a lifter reads (``Reason/text``).
    public var reason: String {
        get { why.text }
        set { why = Reason(.text(newValue), session: why.session, rule: why.rule) }
    }

    /// The value before as a mass or a time, when it is one (nil when it is text or absent).
    public var beforeQuantity: Quantity? { values.was?.quantity }
    /// The value after as a mass or a time, when it is one.
    public var afterQuantity: Quantity? { values.now.quantity }

    /// A value a change moves, kept as a quantity for JSON.
    public enum Quantity: Sendable, Hashable {
        /// A mass.
        case mass(Mass)
        /// A time.
        case time(TimeSpan)
    }

    /// The values, or the masses, times and counts whose text they are: a replay of years
    /// makes a change for most sessions and reads a few, and a mass's text (`102.5 kg`) costs
    /// more to write than the rest of the change. Held together in one field: with the two
    /// beside the name and the reason, every initializer built the change and then copied it
    /// out whole, reason and all (and destroyed the first), where now it is built in place.
    private var values: Values

    private struct Values: Sendable {
        var was: Value?
        var now: Value
    }

    private enum Value: Sendable {
        case written(String)
        case mass(Mass)
        case time(TimeSpan)
        case count(Int)

        var text: String {
            switch self {
            case .written(let text): text
            case .mass(let mass): mass.description
            case .time(let time): time.readable
            case .count(let count): String(count)
            }
        }

        var quantity: Quantity? {
            switch self {
            case .written, .count: nil
            case .mass(let mass): .mass(mass)
            case .time(let time): .time(time)
            }
        }
    }

    // Every initializer sets the fields itself: one that delegates built the change and then
    // copied it out whole, reason and all, and a replay of years makes one for most sessions.

    /// Creates a change whose reason is words of its own.
    public init(_ what: String, from before: String?, to after: String, because reason: String) {
        self.what = what
        values = Values(was: before.map(Value.written), now: .written(after))
        why = .text(reason)
    }

    /// Creates a change.
    public init(_ what: String, from before: String?, to after: String, because reason: Reason) {
        self.what = what
        values = Values(was: before.map(Value.written), now: .written(after))
        why = reason
    }

    /// Creates a change of a mass, its values written as `description` writes them when read.
    public init(_ what: String, from before: Mass?, to after: Mass, because reason: Reason) {
        self.what = what
        values = Values(was: before.map(Value.mass), now: .mass(after))
        why = reason
    }

    /// Creates a change of a mass whose reason is words of its own.
    public init(_ what: String, from before: Mass?, to after: Mass, because reason: String) {
        self.init(what, from: before, to: after, because: .text(reason))
    }

    /// Creates a change of a time, its values written as `readable` writes them when read.
    public init(_ what: String, from before: TimeSpan?, to after: TimeSpan, because reason: Reason) {
        self.what = what
        values = Values(was: before.map(Value.time), now: .time(after))
        why = reason
    }

    /// Creates a change of a count (`failures 1 -> 2`), its values written as `String(_:)`
    /// writes them when read.
    public init(_ what: String, from before: Int?, to after: Int, because reason: Reason) {
        self.what = what
        values = Values(was: before.map(Value.count), now: .count(after))
        why = reason
    }

    /// Creates a change of a time whose reason is words of its own.
    public init(_ what: String, from before: TimeSpan?, to after: TimeSpan, because reason: String) {
        self.init(what, from: before, to: after, because: .text(reason))
    }

    public static func == (left: StateChange, right: StateChange) -> Bool {
        left.what == right.what && left.before == right.before && left.after == right.after && left.reason == right.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(what)
        hasher.combine(before)
        hasher.combine(after)
        hasher.combine(reason)
    }
}
