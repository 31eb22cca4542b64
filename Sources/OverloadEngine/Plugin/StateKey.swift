import Overload

/// A value a rule's state can hold, typed: how it is kept as a ``PluginState/Value``.
public protocol StateValue: Sendable {
    /// The value, if the kept one is of this type.
    init?(state value: PluginState.Value)
    /// The value as the state keeps it.
    var stateValue: PluginState.Value { get }
}

/// A key of a rule's state, declared once with its type: `state[failures]` is an `Int?`,
/// `state[load] = mass` keeps a load, so a key is never written as a string in one place and
/// read as another kind elsewhere.
public struct StateKey<Value: StateValue>: Sendable, Hashable {
    /// The key, as ``PluginState`` (and `explain`, a script's `state.NAME`, an external
    /// plugin's JSON) names it.
    public let name: String
    /// The name's fingerprint (``NamePrint``), computed once here rather than at every read.
    @usableFromInline let print: UInt64

    /// A key.
    public init(_ name: String) {
        self.name = name
        print = NamePrint.of(name)
    }
}

extension PluginState {
    /// The value under a typed key; nil when absent or of another kind. Setting nil removes it.
    @inlinable public subscript<Value>(key: StateKey<Value>) -> Value? {
        get { value(print: key.print, named: key.name).flatMap(Value.init(state:)) }
        set { set(newValue?.stateValue, print: key.print, named: key.name) }
    }
}

extension Int: StateValue {
    /// A count.
    @inlinable public init?(state value: PluginState.Value) {
        guard case .count(let count) = value else { return nil }
        self = count
    }

    /// A count.
    @inlinable public var stateValue: PluginState.Value { .count(self) }
}

extension Double: StateValue {
    /// A plain number (seconds, metres, reps); a count reads as a number too.
    @inlinable public init?(state value: PluginState.Value) {
        switch value {
        case .number(let number): self = number
        case .count(let count): self = Double(count)
        default: return nil
        }
    }

    /// A plain number.
    @inlinable public var stateValue: PluginState.Value { .number(self) }
}

extension Mass: StateValue {
    /// A load, in the plan's unit.
    @inlinable public init?(state value: PluginState.Value) {
        guard case .mass(let mass) = value else { return nil }
        self = mass
    }

    /// A load.
    @inlinable public var stateValue: PluginState.Value { .mass(self) }
}

extension String: StateValue {
    /// A word.
    @inlinable public init?(state value: PluginState.Value) {
        guard case .text(let text) = value else { return nil }
        self = text
    }

    /// A word.
    @inlinable public var stateValue: PluginState.Value { .text(self) }
}

extension Bool: StateValue {
    /// True or false.
    @inlinable public init?(state value: PluginState.Value) {
        guard case .flag(let flag) = value else { return nil }
        self = flag
    }

    /// True or false.
    @inlinable public var stateValue: PluginState.Value { .flag(self) }
}
