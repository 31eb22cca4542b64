import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The history file: one entry a line, appended as each entry is entered, so REPLs running
/// at once all keep theirs and a killed REPL loses nothing already entered.
///
/// A multi-line entry is stored on one line with its newlines written `\n` (and backslashes
/// `\\`), so it comes back whole. Appends and the occasional compaction (when the file holds
/// twice `capacity` entries, the newest `capacity` are kept) hold an exclusive `flock` on the
/// file; compaction writes a new file and renames it over the old one, and an appender that
/// finds it locked the replaced file opens the new one again.
struct HistoryFile: Sendable {
    let path: String
    let capacity: Int

    /// `$OVERLOAD_HISTORY`, else `~/.overload_history`; nil when `OVERLOAD_HISTORY` is set
    /// but empty (no history file) or there is no home folder.
    static func path(environment: [String: String]) -> String? {
        if let path = environment["OVERLOAD_HISTORY"] { return path.isEmpty ? nil : path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.overload_history"
    }

    /// One entry as one line of the file.
    static func encode(_ entry: String) -> String {
        var line = ""
        for character in entry {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.append(character)
            }
        }
        return line
    }

    /// One line of the file as an entry; an unknown escape is kept as written.
    static func decode(_ line: Substring) -> String {
        var entry = ""
        var escaped = false
        for character in line {
            if escaped {
                switch character {
                case "n": entry += "\n"
                case "r": entry += "\r"
                case "\\": entry += "\\"
                default: entry += "\\" + String(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                entry.append(character)
            }
        }
        return escaped ? entry + "\\" : entry
    }

    /// The newest `capacity` entries (none when there is no file yet); compacts a long file.
    func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        if lines.count > 2 * capacity { try? compact() }
        return lines.suffix(capacity).map(Self.decode)
    }

    /// Appends one entry, flushed to disk.
    func append(_ entry: String) throws {
        let bytes = Array((Self.encode(entry) + "\n").utf8)
        try withLockedFile(flags: O_WRONLY | O_APPEND | O_CREAT) { descriptor in
            try Self.writeAll(descriptor, bytes, path: path)
            _ = fsync(descriptor)
        }
    }

    /// Rewrites the file with its newest `capacity` entries.
    func compact() throws {
        try withLockedFile(flags: O_RDWR | O_CREAT) { _ in
            guard let data = FileManager.default.contents(atPath: path) else { return }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            guard lines.count > capacity else { return }
            let kept = lines.suffix(capacity).joined(separator: "\n") + "\n"
            let temporary = path + ".tmp.\(getpid())"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw HistoryFileError(path: temporary, code: errno) }
            do {
                try Self.writeAll(descriptor, Array(kept.utf8), path: temporary)
                guard fsync(descriptor) == 0 else { throw HistoryFileError(path: temporary, code: errno) }
                close(descriptor)
            } catch {
                close(descriptor)
                unlink(temporary)
                throw error
            }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw HistoryFileError(path: path, code: code)
            }
        }
    }

    /// Opens the file, locks it and runs `body`, opening it again if a compaction replaced it
    /// while this process waited for the lock.
    private func withLockedFile(flags: Int32, _ body: (Int32) throws -> Void) throws {
        for _ in 0..<8 {
            let descriptor = open(path, flags | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw HistoryFileError(path: path, code: errno) }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw HistoryFileError(path: path, code: errno) }
            }
            var opened = stat()
            var current = stat()
            guard fstat(descriptor, &opened) == 0 else { throw HistoryFileError(path: path, code: errno) }
            if stat(path, &current) == 0, current.st_ino == opened.st_ino, current.st_dev == opened.st_dev {
                try body(descriptor)
                return
            }
        }
        throw HistoryFileError(path: path, code: EAGAIN)
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws {
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
        } catch {
            throw HistoryFileError(path: path, code: errno == 0 ? EIO : errno)
        }
    }
}

/// A history file that could not be read or written; the REPL warns once and goes on.
struct HistoryFileError: Error, CustomStringConvertible {
    let path: String
    let code: Int32

    var description: String { "\(path): \(String(cString: strerror(code)))" }
}
