/// Answers kept by a load's bits (`Double.bitPattern`), each in the one slot its bits pick:
/// an answer for another load that picks the same slot takes its place, so the table never
/// grows and never needs clearing, and a lookup is a multiplication and a comparison where
/// the standard dictionary's seeded hashing cost more than the rest of the question. A rule's
/// load moves among a few dozen values, so a place taken is rare and costs only the answer
/// worked out again.
struct LoadSlots<Answer: Sendable>: Sendable {
    /// Empty until the first answer: a tool made and never asked allocates nothing.
    private var slots: [(key: UInt64, answer: Answer)?] = []

    /// 256 slots.
    private static var bits: Int { 8 }

    /// An empty table.
    init() {}

    /// The answer kept for `key`, if its slot holds it.
    func find(_ key: UInt64) -> Answer? {
        guard !slots.isEmpty else { return nil }
        // Read in place: a slot copied out whole would be checked, then copied again.
        let slot = Self.slot(key)
        guard slots[slot]?.key == key else { return nil }
        return slots[slot]?.answer
    }

    /// Keeps `answer` for `key`, in place of whatever its slot held.
    mutating func keep(_ answer: Answer, for key: UInt64) {
        if slots.isEmpty { slots = Array(repeating: nil, count: 1 << Self.bits) }
        slots[Self.slot(key)] = (key, answer)
    }

    private static func slot(_ key: UInt64) -> Int {
        // Fibonacci hashing: the product's high bits, as many as there are slots.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }
}
