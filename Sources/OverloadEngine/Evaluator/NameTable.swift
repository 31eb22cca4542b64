/// A value for each name as a journal writes it, found by the name's bytes: a cache in front of
/// a `Dictionary` keyed by `String`.
///
/// A replay of years looks up every exercise line's name, ten thousand times for a handful of
/// distinct names. A `Dictionary` keyed by `String` hashes each name with the seeded SipHash
/// (about 330 instructions a lookup); this table hashes the name's UTF-8 bytes with FNV-1a and
/// compares one candidate, which for the same small string is a comparison of two words.
/// Open addressing with linear probing, kept at most half full.
///
/// Strings are equal when canonically equivalent ("é" as one scalar or two), which bytes do
/// not see: two such names may each get an entry here. Give them the same value (what the
/// dictionary behind the table holds for either) and a lookup may find either.
struct NameTable<Value> {
    private var names: [String] = []
    private var values: [Value] = []
    /// One past the index into `names` of the name in each bucket; 0 for an empty bucket.
    private var buckets = [Int32](repeating: 0, count: 16)

    /// The value stored for `name`, nil when none is.
    func value(for name: String) -> Value? {
        let mask = buckets.count - 1
        var bucket = Self.hash(name) & mask
        while true {
            let entry = Int(buckets[bucket])
            if entry == 0 { return nil }
            if names[entry - 1] == name { return values[entry - 1] }
            bucket = (bucket + 1) & mask
        }
    }

    /// Stores `value` for `name`, which ``value(for:)`` does not find.
    mutating func insert(_ value: Value, for name: String) {
        names.append(name)
        values.append(value)
        if names.count * 2 > buckets.count {
            buckets = [Int32](repeating: 0, count: buckets.count * 2)
            for index in names.indices { place(index) }
        } else {
            place(names.count - 1)
        }
    }

    /// How many names the table holds.
    var count: Int { names.count }

    private mutating func place(_ index: Int) {
        let mask = buckets.count - 1
        var bucket = Self.hash(names[index]) & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(index + 1)
    }

    /// FNV-1a of the name's UTF-8 bytes, read in place where the string is stored as UTF-8
    /// (every native string, small ones from a copy on the stack).
    static func hash(_ name: String) -> Int {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ fnv($0) }) { return hash }
        return fnv(name.utf8)
    }

    private static func fnv(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        // The low bits pick the bucket: fold the high ones in.
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}

/// A table of Sendable values is Sendable: it is plain arrays.
extension NameTable: Sendable where Value: Sendable {}
