import Foundation
import Overload
import OverloadEngine

/// What a journal says for hover and inlay hints: the journal read with its includes, and
/// the next session it leads to in its program.
struct Training: Sendable {
    var journal: Journal
    /// The next session and the plan's unit; nil without a program, or when the program
    /// cannot be read or has errors.
    var next: (session: NextSession, unit: MassUnit)?
}

/// The journal's replay for each program and journal pair, kept while neither changes:
/// editors ask for hover and inlay hints on every scroll, and replaying years of sessions
/// each time would make the editor wait. An entry is kept for one date and the exact bytes
/// of both files, and every document notification (open, change, close, save, watched
/// files) drops them all, since an included file may be what changed. A reference shared
/// by the server's copies, so a request that only reads can fill it.
final class TrainingCache: @unchecked Sendable {
    struct Key: Equatable, Sendable {
        var program: String?
        var programBytes: [UInt8]?
        var journal: String
        var journalBytes: [UInt8]
        var date: LocalDate
    }

    private let lock = NSLock()
    private var entries: [String: (key: Key, training: Training?)] = [:]
    private var replayCount = 0

    /// How many times a journal was read and replayed rather than taken from the cache.
    var replays: Int {
        lock.lock()
        defer { lock.unlock() }
        return replayCount
    }

    /// The training for `key`: the one kept for it, else `work`'s, which is then kept.
    func training(for key: Key, _ work: () -> Training?) -> Training? {
        let slot = (key.program ?? "") + "\u{0}" + key.journal
        lock.lock()
        if let kept = entries[slot], kept.key == key {
            lock.unlock()
            return kept.training
        }
        lock.unlock()
        let training = work()
        lock.lock()
        entries[slot] = (key, training)
        replayCount += 1
        lock.unlock()
        return training
    }

    /// Forgets every replay: a file may have changed.
    func invalidate() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}
