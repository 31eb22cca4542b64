import Foundation
import Overload
import OverloadSyntax

/// What pairing needs of a `.lift` file (what it holds, the files it includes) and the
/// project files read, kept while each file stays the same: a file on disk by its size and
/// modification time, an open one by its text. Watched-file notifications and saves drop
/// them all. A reference shared by the server's copies, so a request that only reads can
/// fill it.
final class FileSummaries: @unchecked Sendable {
    struct Summary: Sendable {
        var kind: DocumentPairing.Kind
        var includes: [String]

        /// What a file holds when `added` is appended to it.
        func adding(_ added: Summary) -> Summary {
            let program = [.program, .both].contains(kind) || [.program, .both].contains(added.kind)
            let journal = [.journal, .both].contains(kind) || [.journal, .both].contains(added.kind)
            let merged: DocumentPairing.Kind = program ? (journal ? .both : .program) : (journal ? .journal : .neither)
            return Summary(kind: merged, includes: includes + added.includes)
        }
    }

    /// A file's identity for the cache: its text when open, else its size and modification time.
    enum Stamp: Equatable, Sendable {
        case text([UInt8])
        case disk(size: Int, modified: Double)
        case missing
    }

    /// A value kept for a file while its stamp stays the same.
    private struct Kept<Value> {
        var stamp: Stamp
        var value: Value
    }

    typealias ProjectRead = (file: ProjectFile?, diagnostics: [Diagnostic], bytes: [UInt8])

    private let lock = NSLock()
    private var summaries: [String: Kept<Summary?>] = [:]
    private var projects: [String: Kept<ProjectRead?>] = [:]
    private var contents: [String: Kept<[UInt8]>] = [:]
    private var parseCount = 0

    /// How many files were parsed for their summary rather than taken from the cache.
    var parses: Int {
        lock.lock()
        defer { lock.unlock() }
        return parseCount
    }

    static func stamp(of path: String, open: [String: [UInt8]]) -> Stamp {
        if let bytes = open[path] { return .text(bytes) }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) != .typeDirectory else { return .missing }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return .disk(size: size, modified: modified)
    }

    func summary(_ path: String, stamp: Stamp, _ work: () -> Summary?) -> Summary? {
        var parsed = false
        let summary = kept(\.summaries, path, stamp) {
            parsed = true
            return work()
        }
        if parsed {
            lock.lock()
            parseCount += 1
            lock.unlock()
        }
        return summary
    }

    func project(_ path: String, stamp: Stamp, _ work: () -> ProjectRead?) -> ProjectRead? {
        kept(\.projects, path, stamp, work)
    }

    /// The summary kept for `path` whatever its stamp, for a file that grew.
    func previous(_ path: String) -> (stamp: Stamp, summary: Summary?)? {
        lock.lock()
        defer { lock.unlock() }
        return summaries[path].map { ($0.stamp, $0.value) }
    }

    /// The bytes of a file on disk, read again only when its size or modification time changed.
    func contents(_ path: String, stamp: Stamp, _ read: () throws -> [UInt8]) throws -> [UInt8] {
        try kept(\.contents, path, stamp, read)
    }

    /// The value kept in `table` for `path` while its stamp is `stamp`, else `work`'s, kept.
    /// The work runs outside the lock: it reads and parses.
    private func kept<Value>(
        _ table: ReferenceWritableKeyPath<FileSummaries, [String: Kept<Value>]>, _ path: String, _ stamp: Stamp,
        _ work: () throws -> Value
    ) rethrows -> Value {
        lock.lock()
        if let kept = self[keyPath: table][path], kept.stamp == stamp {
            lock.unlock()
            return kept.value
        }
        lock.unlock()
        let value = try work()
        lock.lock()
        self[keyPath: table][path] = Kept(stamp: stamp, value: value)
        lock.unlock()
        return value
    }

    /// Forgets every summary: files on disk may have changed.
    func invalidate() {
        lock.lock()
        summaries.removeAll()
        projects.removeAll()
        contents.removeAll()
        lock.unlock()
    }
}

extension EngineAdapter {
    /// The bytes of the file at `path` like ``readFile(_:)``, but a file on disk is read
    /// again only when its size or modification time changed: hover compares the journal's
    /// text on every request, and ten years of journal is not read for each.
    func readKeptFile(_ path: String) throws -> [UInt8] {
        if let open = openFiles[path] { return open }
        let stamp = FileSummaries.stamp(of: path, open: openFiles)
        guard stamp != .missing else { return try readFile(path) }
        return try fileSummaries.contents(path, stamp: stamp) { try readFile(path) }
    }

    /// What pairing needs of the `.lift` file at `path`; nil when it cannot be read.
    func fileSummary(_ path: String, kind: (ParsedFile) -> DocumentPairing.Kind) -> FileSummaries.Summary? {
        let stamp = FileSummaries.stamp(of: path, open: openFiles)
        if stamp == .missing { return nil }
        // An open journal grown at its end (a session logged): only the new text is read,
        // and what it holds is added to what the text before it held.
        let kept = fileSummaries.previous(path)
        return fileSummaries.summary(path, stamp: stamp) {
            guard let bytes = try? readFile(path) else { return nil }
            if case .text(let old)? = kept?.stamp, let before = kept?.summary, bytes.count > old.count, bytes.starts(with: old),
               old.last == UInt8(ascii: "\n") {
                let added = Self.summary(parse(SourceFile(name: path, bytes: Array(bytes[old.count...]))), kind: kind)
                return before.adding(added)
            }
            return Self.summary(parse(SourceFile(name: path, bytes: bytes)), kind: kind)
        }
    }

    private static func summary(_ parsed: ParsedFile, kind: (ParsedFile) -> DocumentPairing.Kind) -> FileSummaries.Summary {
        var includes: [String] = []
        for case .include(let included, _) in parsed.document.statements { includes.append(included.value) }
        return FileSummaries.Summary(kind: kind(parsed), includes: includes)
    }

    /// The project file of `folder` as read (the file when it has no error, its
    /// diagnostics, its text); nil when the folder has none.
    func projectFile(in folder: String) -> FileSummaries.ProjectRead? {
        let path = (folder as NSString).appendingPathComponent(ProjectFile.name)
        let stamp = FileSummaries.stamp(of: path, open: openFiles)
        if stamp == .missing { return nil }
        return fileSummaries.project(path, stamp: stamp) {
            guard let bytes = try? readFile(path) else { return nil }
            let read = ProjectFile.read(SourceFile(name: path, bytes: bytes))
            return (read.file, read.diagnostics, bytes)
        }
    }
}
