import Foundation

/// Roundings a ``LoadRounder`` has already worked out: solving plates is the costly part of
/// rounding, and a replay rounds the same few loads thousands of times. Shared by every copy
/// of the rounder (one per compiled program), behind a lock so the rounder stays `Sendable`.
final class RoundingMemo: @unchecked Sendable {
    struct Key: Hashable {
        var exactBits: UInt64
        var kind: LoadKind
        var piece: String?
    }

    struct StepKey: Hashable {
        var loadableBits: UInt64
        var kind: LoadKind
        var piece: String?
    }

    struct PieceKey: Hashable {
        var exerciseID: String
        var kind: LoadKind
    }

    private struct Tables {
        var rounded: [Key: LoadRounder.Rounded] = [:]
        var steps: [StepKey: Double?] = [:]
        var pieces: [PieceKey: String?] = [:]
    }

    // Guarded by `lock`: every read and write of `tables` goes through `locked`.
    private var tables = Tables()
    private let lock = NSLock()

    private func locked<Value>(_ body: (inout Tables) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(&tables)
    }

    func rounded(_ key: Key, compute: () -> LoadRounder.Rounded) -> LoadRounder.Rounded {
        if let known = locked({ $0.rounded[key] }) { return known }
        let value = compute()
        locked { $0.rounded[key] = value }
        return value
    }

    func step(_ key: StepKey, compute: () -> Double?) -> Double? {
        if let known = locked({ $0.steps[key] }) { return known }
        let value = compute()
        locked { $0.steps[key] = .some(value) }
        return value
    }

    func piece(_ key: PieceKey, compute: () -> String?) -> String? {
        if let known = locked({ $0.pieces[key] }) { return known }
        let value = compute()
        locked { $0.pieces[key] = .some(value) }
        return value
    }
}
