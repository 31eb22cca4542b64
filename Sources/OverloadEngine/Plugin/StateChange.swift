import Overload

/// One change a plugin made, as `explain` shows it: `load 100 kg -> 102.5 kg: every set made`.
public struct StateChange: Sendable, Hashable {
    /// What changed (`load`, `training max`, `stage`, `failures`).
    public var what: String
    /// The value before, as text (nil when it was first set).
    public var before: String? {
        get { was?.text }
        set { was = newValue.map(Value.written) }
    }
    /// The value after, as text.
    public var after: String {
        get { now.text }
        set { now = .written(newValue) }
    }
    /// Why, in words a lifter reads.
    public var reason: String {
        get {
            switch why {
            case .written(let text): text
            case .deferred(let write): write()
            }
        }
        set { why = .written(newValue) }
    }

    /// The values, or the masses whose text they are: a replay of years makes a change for
    /// most sessions and reads a few, and a mass's text (`102.5 kg`) costs more to write than
    /// the rest of the change.
    private var was: Value?
    private var now: Value

    /// The reason, or how to write it when it is read: a replay of years makes a change for
    /// most sessions (a training max held writes the session's first shortfall) and reads
    /// the reasons of a few.
    private var why: Reason

    private enum Value: Sendable {
        case written(String)
        case mass(Mass)
        case time(TimeSpan)

        var text: String {
            switch self {
            case .written(let text): text
            case .mass(let mass): mass.description
            case .time(let time): time.readable
            }
        }
    }

    private enum Reason: Sendable {
        case written(String)
        case deferred(@Sendable () -> String)
    }

    private init(_ what: String, was: Value?, now: Value, why: Reason) {
        self.what = what
        self.was = was
        self.now = now
        self.why = why
    }

    /// Creates a change.
    public init(_ what: String, from before: String?, to after: String, because reason: String) {
        self.init(what, was: before.map(Value.written), now: .written(after), why: .written(reason))
    }

    /// Creates a change whose reason is written only when it is read; `reason` must give the
    /// same text each time.
    public init(_ what: String, from before: String?, to after: String, becauseOf reason: @escaping @Sendable () -> String) {
        self.init(what, was: before.map(Value.written), now: .written(after), why: .deferred(reason))
    }

    /// Creates a change of a mass, its values written as `description` writes them when read.
    public init(_ what: String, from before: Mass?, to after: Mass, because reason: String) {
        self.init(what, was: before.map(Value.mass), now: .mass(after), why: .written(reason))
    }

    /// A change of a mass whose reason is written only when it is read; `reason` must give
    /// the same text each time.
    public init(_ what: String, from before: Mass?, to after: Mass, becauseOf reason: @escaping @Sendable () -> String) {
        self.init(what, was: before.map(Value.mass), now: .mass(after), why: .deferred(reason))
    }

    /// Creates a change of a time, its values written as `description` writes them when read.
    public init(_ what: String, from before: TimeSpan?, to after: TimeSpan, because reason: String) {
        self.init(what, was: before.map(Value.time), now: .time(after), why: .written(reason))
    }

    /// A change of a time whose reason is written only when it is read; `reason` must give
    /// the same text each time.
    public init(_ what: String, from before: TimeSpan?, to after: TimeSpan, becauseOf reason: @escaping @Sendable () -> String) {
        self.init(what, was: before.map(Value.time), now: .time(after), why: .deferred(reason))
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
