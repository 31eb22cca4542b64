import Synchronization

/// Roundings a ``LoadRounder`` has already worked out: solving plates is the costly part of
/// rounding, and a replay rounds the same few loads thousands of times. Shared by every copy
/// of the rounder (one per compiled program), behind a lock so the rounder stays `Sendable`
/// (a `Mutex`: an uncontended lock and unlock are a few instructions inline, where a
/// Foundation lock is two calls into the C library).
///
/// A replay of years asks it hundreds of thousands of times, so a lookup hashes no string:
/// the bar or stack and the load kind pick a table once per call (a short list), and the
/// table is keyed by the load's bits alone (``LoadBitsTable``).
final class RoundingMemo: @unchecked Sendable {
    /// Where a load goes: its kind and the named bar or stack, if any.
    private struct Placement: Equatable {
        var kind: LoadKind
        var piece: String?
    }

    /// An exercise's bar or stack for a load kind, once worked out (a program names a few
    /// exercises; a rounding asks by the piece it is given, not by exercise).
    struct PieceKey {
        var exerciseID: String
        var kind: LoadKind
    }

    private struct Tables {
        var placements: [Placement] = []
        var rounded: [LoadBitsTable<LoadRounder.Rounded>] = []
        var targets: [LoadBitsTable<LoadRounder.Placed>] = []
        var steps: [LoadBitsTable<Double?>] = []
        /// Searched in order: a program names a few dozen exercises, asked at each load
        /// rounded (compiling a plan, warm-up ramps, the replay's new loads), and comparing
        /// that many short ids costs less than a dictionary keyed by ``PieceKey`` did at its
        /// first use, when the runtime looked for its `Hashable` conformance through every
        /// conformance in the binary (0.3 M instructions) at every start.
        var pieces: [(key: PieceKey, piece: String?)] = []

        func piece(_ key: PieceKey) -> String?? {
            for entry in pieces where entry.key.kind == key.kind && entry.key.exerciseID == key.exerciseID {
                return .some(entry.piece)
            }
            return nil
        }

        /// The number of the tables for a placement, made on first use.
        mutating func table(_ kind: LoadKind, _ piece: String?) -> Int {
            // Compared field by field in place: a placement built to compare retains its name.
            for index in placements.indices where placements[index].kind == kind && placements[index].piece == piece {
                return index
            }
            placements.append(Placement(kind: kind, piece: piece))
            rounded.append(LoadBitsTable())
            targets.append(LoadBitsTable())
            steps.append(LoadBitsTable())
            return placements.count - 1
        }
    }

    /// The plate solver's tables, kept across roundings (their own lock).
    let plates = PlateTables()

    private let tables = Mutex(Tables())

    func rounded(_ exact: Double, kind: LoadKind, piece: String?, compute: () -> LoadRounder.Rounded) -> LoadRounder.Rounded {
        let bits = exact.bitPattern
        let (table, known) = tables.withLock { tables in
            let table = tables.table(kind, piece)
            return (table, tables.rounded[table].find(bits))
        }
        if let known { return known }
        let value = compute()
        tables.withLock { $0.rounded[table][bits] = value }
        return value
    }

    /// ``rounded(_:kind:piece:compute:)`` as a load target reads it: copied out of the table
    /// with one reference (its plates) rather than a rounding's dozen.
    func placed(_ exact: Double, kind: LoadKind, piece: String?, compute: () -> LoadRounder.Placed) -> LoadRounder.Placed {
        let bits = exact.bitPattern
        let (table, known) = tables.withLock { tables in
            let table = tables.table(kind, piece)
            return (table, tables.targets[table].find(bits))
        }
        if let known { return known }
        let value = compute()
        tables.withLock { $0.targets[table][bits] = value }
        return value
    }

    func step(above loadable: Double, kind: LoadKind, piece: String?, compute: () -> Double?) -> Double? {
        let bits = loadable.bitPattern
        let (table, known) = tables.withLock { tables in
            let table = tables.table(kind, piece)
            return (table, tables.steps[table].find(bits))
        }
        if let known { return known }
        let value = compute()
        tables.withLock { $0.steps[table][bits] = .some(value) }
        return value
    }

    func piece(_ key: PieceKey, compute: () -> String?) -> String? {
        if let known = tables.withLock({ $0.piece(key) }) { return known }
        let value = compute()
        tables.withLock { tables in
            if tables.piece(key) == nil { tables.pieces.append((key, value)) }
        }
        return value
    }
}

/// A hash table keyed by a load's bits (`Double.bitPattern`), open addressed with a cheap
/// multiplicative hash: the standard dictionary's seeded hashing costs more than the rest of
/// a memo lookup together.
struct LoadBitsTable<Value> {
    private var keys: [UInt64] = []
    private var values: [Value?] = []
    private var count = 0

    /// The value stored under `key`; setting nil is not supported (a memo only adds).
    subscript(key: UInt64) -> Value? {
        get {
            guard !keys.isEmpty else { return nil }
            var slot = index(key)
            while let value = values[slot] {
                if keys[slot] == key { return value }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = index(key)
            while values[slot] != nil {
                if keys[slot] == key {
                    values[slot] = newValue
                    return
                }
                slot = (slot + 1) & (keys.count - 1)
            }
            keys[slot] = key
            values[slot] = newValue
            count += 1
        }
    }

    /// The value stored under `key`, looked up where the table is stored: through a mutating
    /// call on an array's element the table is not copied out (and its two arrays retained) first.
    mutating func find(_ key: UInt64) -> Value? { self[key] }

    private func index(_ key: UInt64) -> Int {
        // Fibonacci hashing: the high bits of the product, as many as the table needs.
        let shift = UInt64(64 - keys.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = Swift.max(16, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) {
            if let value { self[key] = value }
        }
    }
}

extension LoadBitsTable: Sendable where Value: Sendable {}
