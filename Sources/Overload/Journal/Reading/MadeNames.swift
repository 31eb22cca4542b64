/// Names made lately from a journal's bytes, kept by those bytes (``RecentReads``), so the same
/// bytes give the same `String` again without validating them as UTF-8 and copying them (about
/// 150 instructions a name). A name is made anew when its bytes are not kept or longer than
/// the table's keys: a kept name only saves work, never changes one.
struct MadeNames {
    /// Eight sets of four slots: a journal names a few days and a few dozen lifts.
    private var table = RecentReads<String>(setBits: 3, keyWidth: 32)

    /// The name spelled by `bytes`: the one made before from the same bytes, if kept.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let hash = ReadHash.hash(bytes)
        if let slot = table.slot(of: bytes, hash: hash, bareLoadUnit: nil), let name = table.value(in: slot) { return name }
        let name = String(decoding: bytes, as: UTF8.self)
        table.keep(name, readFrom: bytes, hash: hash, bareLoadUnit: nil)
        return name
    }
}
