import Foundation

/// A snapshot's content id, worked out on first read and kept: shared by the snapshot's
/// copies, behind a lock so the snapshot stays `Sendable`.
final class LazyContentID: @unchecked Sendable {
    // Guarded by `lock`.
    private var computed: PlanContentID?
    private let lock = NSLock()

    /// The id, computed by `compute` the first time.
    func value(_ compute: () -> PlanContentID) -> PlanContentID {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let id = compute()
        computed = id
        return id
    }
}
