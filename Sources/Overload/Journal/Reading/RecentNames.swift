/// Strings met lately, found by comparing rather than hashing: each is kept in one of a few
/// slots chosen by its length and its first and last bytes, so a lookup is one comparison.
/// A name most lines repeat (`squat`, `bench`) is a small string, compared in two words where
/// hashing it costs hundreds of instructions. The set behind it still answers for every name,
/// so this only saves work and never changes an answer.
struct RecentNames {
    private static let slotCount = 64
    private var slots = [String?](repeating: nil, count: RecentNames.slotCount)

    /// Whether `name` is kept (a name is forgotten when another takes its slot).
    func contains(_ name: String) -> Bool {
        slots[Self.slot(name)] == name
    }

    /// Keeps `name`, in place of the name in its slot.
    mutating func add(_ name: String) {
        slots[Self.slot(name)] = name
    }

    private static func slot(_ name: String) -> Int {
        let utf8 = name.utf8
        let first = Int(utf8.first ?? 0), last = Int(utf8.last ?? 0)
        return (utf8.count &* 7 &+ first &* 5 &+ last) & (slotCount - 1)
    }
}
