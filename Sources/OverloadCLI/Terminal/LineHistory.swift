/// The entries Up and Down walk through, oldest first, and where the walk is.
struct LineHistory: Sendable {
    private(set) var entries: [String]
    /// How many entries are kept.
    let capacity: Int
    /// The entry shown, or nil while editing the new line.
    private var position: Int?
    /// The new line as it was when the walk started, given back when Down passes the newest.
    private var draft = ""

    init(entries: [String] = [], capacity: Int = LineHistory.defaultCapacity) {
        self.capacity = max(1, capacity)
        self.entries = Array(entries.suffix(self.capacity))
    }

    static let defaultCapacity = 1000

    /// Adds an entry; blank ones and repeats of the newest are not kept. Returns whether it was.
    @discardableResult
    mutating func add(_ entry: String) -> Bool {
        position = nil
        guard !entry.allSatisfy(\.isWhitespace), entry != entries.last else { return false }
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return true
    }

    /// Up: the entry before the one shown, or nil at the oldest.
    mutating func previous(current: String) -> String? {
        let target: Int
        if let position {
            target = position - 1
        } else {
            draft = current
            target = entries.count - 1
        }
        guard target >= 0 else { return nil }
        position = target
        return entries[target]
    }

    /// Down: the entry after the one shown, the draft after the newest, or nil when not walking.
    mutating func next() -> String? {
        guard let position else { return nil }
        if position + 1 < entries.count {
            self.position = position + 1
            return entries[position + 1]
        }
        self.position = nil
        return draft
    }

    /// Ends the walk (an edit, a new line).
    mutating func stopWalking() { position = nil }
}
