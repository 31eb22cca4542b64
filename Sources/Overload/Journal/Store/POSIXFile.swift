#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call and its `errno`.
struct SystemCallError: Error {
    let code: Int32

    /// The current `errno`, captured right after a failed call.
    static func last() -> SystemCallError { SystemCallError(code: errno) }
}

/// Thin wrappers over the C calls the safe writer needs, retrying on `EINTR` and looping
/// over partial reads and writes. Every function throws `SystemCallError`.
enum POSIXFile {
    /// Opens `path`, retrying when a signal interrupts the call.
    static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws -> Int32 {
        while true {
            let descriptor = open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw SystemCallError.last() }
        }
    }

    /// Reads the whole file behind `descriptor`; a folder is an error (`EISDIR`).
    static func readAll(_ descriptor: Int32) throws -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemCallError.last() }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw SystemCallError(code: EISDIR) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(0, status.st_size)))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError.last()
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes every byte, continuing after partial writes.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError.last()
            }
            offset += count
        }
    }

    /// Flushes a file's data and metadata to disk.
    static func sync(_ descriptor: Int32) throws {
        while fsync(descriptor) != 0 {
            if errno != EINTR { throw SystemCallError.last() }
        }
    }

    /// Takes an exclusive `flock`, waiting for other holders.
    static func lockExclusive(_ descriptor: Int32) throws {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw SystemCallError.last() }
        }
    }

    /// Whether `path` names the open file (the same device and inode).
    static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The permission bits of an open file.
    static func permissions(_ descriptor: Int32) throws -> mode_t {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemCallError.last() }
        return status.st_mode & 0o7777
    }

    /// Closes a descriptor, ignoring errors: used on paths that already failed or only read.
    static func closeQuietly(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Whether `path` is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// The canonical absolute path of an existing file.
    static func realPath(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw SystemCallError.last() }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
