import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one component that writes a journal file.
///
/// Every append takes an exclusive `flock` on a sibling lock file (`.<name>.lock`), reads the
/// journal, writes the old text plus the new entry to a temporary file in the same folder,
/// flushes it, renames it over the journal, flushes the folder, and removes the lock file
/// while still holding it, so the folder keeps only the journal. A writer that was waiting on
/// the removed file sees, once it holds it, that the path no longer names that file and locks
/// the path again, so two writers never hold two different lock files at once. A reader therefore sees the old file or the new one, never
/// a torn entry, and a writer killed at any moment leaves one of the two behind. Temporary
/// files of killed writers are removed by the next append.
public struct JournalStore: Sendable {
    /// For tests: fail at this step as if the system call had failed with `EIO`.
    var injectedFailure: JournalWriteError.Step?

    /// A store.
    public init() {}

    /// Appends `text` to the journal at `path`, creating the journal if needed.
    ///
    /// The text is separated from the existing entries by one blank line and ends with one
    /// newline. Text that is only whitespace changes nothing.
    /// - Throws: `JournalWriteError`; the journal is then unchanged unless `journalChanged`.
    public func append(_ text: String, to path: String) throws {
        try update(path) { _ in text }
    }

    /// Appends the text `addition` returns for the journal's current text (empty for a new
    /// journal), which is read under the lock: an addition that depends on what the journal
    /// holds (an import leaving out sessions already there) cannot race another writer.
    /// Returning only whitespace changes nothing.
    /// - Throws: `JournalWriteError`, or what `addition` throws; the journal is then unchanged.
    public func append(to path: String, building addition: (String) throws -> String) throws {
        try update(path) { current in try addition(String(decoding: current, as: UTF8.self)) }
    }

    /// The lock file guarding the journal at `path`: `.<name>.lock` in the same folder.
    public static func lockPath(for path: String) -> String {
        let (folder, name) = split(path)
        return folder + "/." + name + ".lock"
    }

    /// Appends what `addition` returns for the current bytes, as ``append(_:to:)`` describes.
    private func update(_ path: String, addition: ([UInt8]) throws -> String) throws {
        try rewrite(path) { current in
            let newText = JournalStore.normalized(try addition(current))
            guard !newText.isEmpty else { return nil }
            return current + JournalStore.separator(after: current) + Array(newText.utf8)
        }
    }

    /// Replaces the whole file at `path` with what `contents` returns for its current bytes
    /// (empty for a missing file), read under the lock; nil leaves the file as it is. The
    /// same locked read-modify-replace cycle as every append (`check --fix` and `fmt --fix`
    /// rewrite programs and journals through it).
    /// - Throws: `JournalWriteError`, or what `contents` throws; the file is then unchanged.
    public func rewrite(_ path: String, contents: ([UInt8]) throws -> [UInt8]?) throws {
        func fail(_ step: JournalWriteError.Step, _ file: String, _ code: Int32) -> JournalWriteError {
            JournalWriteError(path: path, step: step, file: file, systemError: code)
        }
        func attempt<T>(_ step: JournalWriteError.Step, _ file: String, _ body: () throws -> T) throws -> T {
            if injectedFailure == step { throw fail(step, file, EIO) }
            do { return try body() } catch let error as SystemCallError { throw fail(step, file, error.code) }
        }

        // Resolve a symbolic link so the rename replaces its target, not the link.
        let target = try attempt(.resolve, path) {
            POSIXFile.isSymbolicLink(path) ? try POSIXFile.realPath(path) : path
        }
        let (folder, name) = JournalStore.split(target)
        let lockFile = JournalStore.lockPath(for: target)
        let lock = try attempt(.lock, lockFile) { try JournalStore.lockHeld(lockFile) }
        // The lock file goes while it is held; closing the descriptor releases the lock, also
        // when this process is killed (its lock file then stays until the next writer's end).
        defer {
            _ = unlink(lockFile)
            POSIXFile.closeQuietly(lock)
        }

        let temporaryPrefix = "." + name + ".tmp."
        removeStaleTemporaries(in: folder, prefix: temporaryPrefix)
        let (current, permissions) = try attempt(.read, target) { try readJournal(target) }
        guard let combined = try contents(current) else { return }

        let temporary = folder + "/" + temporaryPrefix + "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        do {
            try writeTemporary(temporary, combined, permissions: permissions, attempt: attempt)
            try attempt(.replace, temporary) {
                guard rename(temporary, target) == 0 else { throw SystemCallError.last() }
            }
        } catch {
            _ = unlink(temporary)
            throw error
        }
        try attempt(.syncDirectory, folder) {
            let descriptor = try POSIXFile.openFile(folder, O_RDONLY | O_DIRECTORY)
            defer { POSIXFile.closeQuietly(descriptor) }
            try POSIXFile.sync(descriptor)
        }
    }

    /// A descriptor holding the exclusive lock on the file now at `path`. A file locked after
    /// its holder removed it (or another took its place) no longer guards anything: the path
    /// is opened and locked again.
    /// Each turn means another writer finished in between; a file system on which the locked
    /// file never reads as the one at its path (stat failing, say) ends the loop as a lock
    /// error rather than spinning.
    private static func lockHeld(_ path: String) throws -> Int32 {
        for _ in 0..<1_000 {
            let descriptor = try POSIXFile.openFile(path, O_RDWR | O_CREAT)
            do { try POSIXFile.lockExclusive(descriptor) } catch {
                POSIXFile.closeQuietly(descriptor)
                throw error
            }
            if POSIXFile.isSameFile(descriptor, path) { return descriptor }
            POSIXFile.closeQuietly(descriptor)
        }
        throw SystemCallError(code: EAGAIN)
    }

    private func writeTemporary(
        _ temporary: String, _ bytes: [UInt8], permissions: mode_t?,
        attempt: (JournalWriteError.Step, String, () throws -> Void) throws -> Void
    ) throws {
        var descriptor: Int32 = -1
        defer { if descriptor >= 0 { POSIXFile.closeQuietly(descriptor) } }
        try attempt(.write, temporary) {
            descriptor = try POSIXFile.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL, mode: 0o644)
            // Keep the journal's own permissions rather than the umask's.
            if let permissions, fchmod(descriptor, permissions) != 0 { throw SystemCallError.last() }
            try POSIXFile.writeAll(descriptor, bytes)
        }
        try attempt(.sync, temporary) { try POSIXFile.sync(descriptor) }
        let closing = descriptor
        descriptor = -1
        try attempt(.write, temporary) {
            guard close(closing) == 0 else { throw SystemCallError.last() }
        }
    }

    /// The journal's bytes and permissions; a missing journal is empty.
    private func readJournal(_ path: String) throws -> ([UInt8], mode_t?) {
        let descriptor: Int32
        do {
            descriptor = try POSIXFile.openFile(path, O_RDONLY)
        } catch let error as SystemCallError where error.code == ENOENT {
            return ([], nil)
        }
        defer { POSIXFile.closeQuietly(descriptor) }
        return (try POSIXFile.readAll(descriptor), try POSIXFile.permissions(descriptor))
    }

    /// Deletes temporary files left by killed writers. Safe under the lock: a live writer
    /// only creates its temporary file while holding it.
    private func removeStaleTemporaries(in folder: String, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(prefix) {
            _ = unlink(folder + "/" + name)
        }
    }

    /// Text without leading or trailing blank lines, ending in exactly one newline.
    static func normalized(_ text: String) -> String {
        let unixText = text.replacingOccurrences(of: "\r\n", with: "\n")
        var lines = unixText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// What goes between the current journal and a new entry so they are one blank line apart.
    static func separator(after current: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        guard let last = current.last else { return [] }
        if last != newline { return [newline, newline] }
        return current.count >= 2 && current[current.count - 2] == newline ? [] : [newline]
    }

    /// A path's folder and file name; a bare name lives in the current folder.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
