/// Strings met lately, found by comparing rather than hashing: each is kept in one of a few
/// slots chosen by a hint from the caller, so a lookup is one comparison.
/// A name most lines repeat (`squat`, `bench`) is a small string, compared in two words where
/// hashing it costs hundreds of instructions. The set behind it still answers for every name,
/// so this only saves work and never changes an answer.
struct RecentNames {
    private static let slotCount = 64
    private var slots = [String?](repeating: nil, count: RecentNames.slotCount)

    /// Whether `name` is kept (a name is forgotten when another takes its slot). `hint` is any
    /// number the caller finds cheaply and gives the same for the same name, such as the
    /// length and first byte of its spelling in the file: reading a string's own bytes cost
    /// more than the comparison saves.
    func contains(_ name: String, hint: Int) -> Bool {
        slots[hint & (Self.slotCount - 1)] == name
    }

    /// Keeps `name`, in place of the name in its slot.
    mutating func add(_ name: String, hint: Int) {
        slots[hint & (Self.slotCount - 1)] = name
    }
}
