/// Whether a memo of one latest answer goes on keeping its answers: while they are found
/// again, and not after a run of answers never asked for again.
///
/// A replay's memos (an exercise's latest judgement set by set, a slot's latest sets
/// recorded) pay for each answer they keep: its arrays retained, the one before released, and
/// storage held that the next answer could have reused. A failure prescribed again is found
/// session after session; a 5/3/1 wave's misses (the targets climb while the logged sets stay)
/// and a lifter's journal that never logs a line twice are not, and keeping them is work thrown
/// away. So after ``missesBeforeStopping`` answers in a row not found, the memo keeps only one
/// answer in ``keptWhileStopped``, enough to find again a pattern that comes back.
struct KeptWhileFound: Sendable {
    /// The answers asked for in a row and not found, up to ``missesBeforeStopping``.
    private var missesInARow: UInt8 = 0
    /// The answers not kept since the last one kept while stopped.
    private var sinceKept: UInt8 = 0
    static let missesBeforeStopping: UInt8 = 4
    static let keptWhileStopped: UInt8 = 16

    /// Whether it still keeps every answer.
    var keepsEvery: Bool { missesInARow < Self.missesBeforeStopping }

    /// The answer kept was asked for again: the memo keeps every answer (again).
    mutating func found() { missesInARow = 0 }

    /// The answer kept was not what was asked for.
    mutating func missed() {
        if missesInARow < Self.missesBeforeStopping { missesInARow += 1 }
    }

    /// Whether the answer just worked out is to be kept.
    mutating func keeps() -> Bool {
        guard !keepsEvery else { return true }
        sinceKept &+= 1
        guard sinceKept >= Self.keptWhileStopped else { return false }
        sinceKept = 0
        return true
    }
}
