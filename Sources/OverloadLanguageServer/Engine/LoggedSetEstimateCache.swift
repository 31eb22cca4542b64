import Foundation
import Overload
import OverloadSyntax

/// Each open journal's estimates, kept while its text stays the same: editors ask for inlay
/// hints on every scroll and after every keystroke, and ten years of journal is not parsed
/// and estimated for each. A text that keeps the bytes before its last session (a set typed
/// into the latest session, a session logged) is played on from there. A reference shared by
/// the server's copies, so a request that only reads can fill it.
final class LoggedSetEstimateCache: @unchecked Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var estimates: LoggedSetEstimates
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var readCount = 0
    private var resumeCount = 0

    /// How many times a whole text was parsed and estimated.
    var reads: Int {
        lock.lock()
        defer { lock.unlock() }
        return readCount
    }

    /// How many times a text was played on from its last session.
    var resumes: Int {
        lock.lock()
        defer { lock.unlock() }
        return resumeCount
    }

    /// The estimates of the text `bytes` of the document `uri`; `parsed`, the text's parse
    /// when the caller has it, is used when the text must be read whole.
    func estimates(of uri: String, bytes: [UInt8], catalog: ExerciseCatalog, parsed: Document? = nil) -> LoggedSetEstimates {
        lock.lock()
        let kept = entries[uri]
        lock.unlock()
        if let kept, kept.bytes == bytes { return kept.estimates }
        var resumed: LoggedSetEstimates?
        if let kept, let offset = kept.estimates.resumeOffset, Self.samePrefix(kept.bytes, bytes, count: offset) {
            let tail = Parser.parse(SourceFile(name: uri, bytes: Array(bytes[offset...])))
            resumed = kept.estimates.resuming(tail.document, catalog: catalog)
        }
        let made = resumed
            ?? LoggedSetEstimates(parsed ?? Parser.parse(SourceFile(name: uri, bytes: bytes)).document, catalog: catalog)
        lock.lock()
        if resumed == nil { readCount += 1 } else { resumeCount += 1 }
        entries[uri] = Entry(bytes: bytes, estimates: made)
        lock.unlock()
        return made
    }

    /// True when both texts hold at least `count` bytes and their first `count` are the same.
    static func samePrefix(_ old: [UInt8], _ new: [UInt8], count: Int) -> Bool {
        guard count <= old.count, count <= new.count else { return false }
        guard count > 0 else { return true }
        return old.withUnsafeBytes { first in
            new.withUnsafeBytes { second in
                guard let a = first.baseAddress, let b = second.baseAddress else { return false }
                return memcmp(a, b, count) == 0
            }
        }
    }

    /// Forgets a closed document's estimates.
    func forget(_ uri: String) {
        lock.lock()
        entries[uri] = nil
        lock.unlock()
    }
}
