import Overload
import OverloadSyntax

/// What a progression remembers between sessions of one exercise: named values (the working
/// load, a training max, a stage, a count of failures), derived by replaying the journal.
///
/// It is plain data so that `explain` can show it, script plugins can read `state.NAME` and an
/// external plugin can receive it as JSON. Keys are the plugin's own.
public struct PluginState: Sendable, Hashable {
    /// One remembered value.
    public enum Value: Sendable, Hashable {
        /// A load, in the plan's unit.
        case mass(Mass)
        /// A count (failures, sessions, a stage number).
        case count(Int)
        /// A plain number (seconds, metres, reps).
        case number(Double)
        /// A word (a stage's name).
        case text(String)
        /// A percentage: `10%` is 10.
        case percent(Double)
        /// A time, in seconds.
        case seconds(Double)
        /// True or false.
        case flag(Bool)
    }

    /// The values by key.
    public var values: [String: Value] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) })
    }

    /// The values sorted by key. A rule keeps a handful, and a replay of years reads and
    /// writes them for every session: a short array is scanned faster than a dictionary
    /// hashes a key, and copied (a rule's step starts from the state before) without
    /// rehashing. Sorted, so equal states are equal arrays. One array, so that a copy of the
    /// state (several a session) retains one reference.
    private var entries: [Entry] = []

    private struct Entry: Sendable, Hashable {
        /// The key's fingerprint (``NamePrint``): a key is found by comparing integers, and
        /// its name is compared only where they agree.
        var print: UInt64
        var key: String
        var value: Value
    }

    /// An empty state: a rule that has not seen a session yet.
    public init(_ values: [String: Value] = [:]) {
        entries = values.map { Entry(print: NamePrint.of($0.key), key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
    }

    /// True before the rule has remembered anything.
    public var isEmpty: Bool { entries.isEmpty }

    /// The value under `key`; setting nil removes it.
    public subscript(key: String) -> Value? {
        get { value(print: NamePrint.of(key), named: key) }
        set { set(newValue, print: NamePrint.of(key), named: key) }
    }

    /// The value under the key `name`, whose fingerprint is `print` (a ``StateKey``'s own).
    @usableFromInline func value(print: UInt64, named name: String) -> Value? {
        // By index: an entry copied out of the array retains its value.
        for index in entries.indices where entries[index].print == print && entries[index].key == name {
            return entries[index].value
        }
        return nil
    }

    /// Sets the value under the key `name`, whose fingerprint is `print`; nil removes it.
    @usableFromInline mutating func set(_ newValue: Value?, print: UInt64, named name: String) {
        for index in entries.indices where entries[index].print == print && entries[index].key == name {
            if let newValue {
                entries[index].value = newValue
            } else {
                entries.remove(at: index)
            }
            return
        }
        guard let newValue else { return }
        let index = entries.firstIndex { name < $0.key } ?? entries.count
        entries.insert(Entry(print: print, key: name, value: newValue), at: index)
    }

    /// The load under `key`, if it is one.
    public func mass(_ key: String) -> Mass? {
        if case .mass(let mass)? = self[key] { return mass }
        return nil
    }

    /// The count under `key`, or 0.
    public func count(_ key: String) -> Int {
        if case .count(let count)? = self[key] { return count }
        return 0
    }

    /// The number under `key`, if it is one (a count reads as a number too).
    public func number(_ key: String) -> Double? {
        switch self[key] {
        case .number(let number)?: number
        case .count(let count)?: Double(count)
        default: nil
        }
    }

    /// The word under `key`, if it is one.
    public func text(_ key: String) -> String? {
        if case .text(let text)? = self[key] { return text }
        return nil
    }

    /// Every value, sorted by key, so a rendering does not depend on hashing.
    public var sorted: [(key: String, value: Value)] {
        entries.map { ($0.key, $0.value) }
    }
}

extension PluginState.Value: CustomStringConvertible {
    /// The value as `explain` shows it: `102.5 kg`, `3`, `t1`, `10%`, `90s`, `true`.
    public var description: String {
        switch self {
        case .mass(let mass): mass.description
        case .count(let count): String(count)
        case .number(let number): NumberFormat.canonical(number, maxDecimals: 3)
        case .text(let text): text
        case .percent(let percent): NumberFormat.canonical(percent, maxDecimals: 3) + "%"
        case .seconds(let seconds): NumberFormat.canonical(seconds, maxDecimals: 3) + "s"
        case .flag(let flag): flag ? "true" : "false"
        }
    }
}
