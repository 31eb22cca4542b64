import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` with the path of a fresh empty folder and removes the folder afterwards.
///
/// A closure rather than an object removed on deinit: the folder then lives exactly as long
/// as the code that uses its paths.
public func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// Writes `text` as UTF-8 to the file at `path` and returns the path.
@discardableResult
public func write(_ text: String, to path: String) throws -> String {
    try write(Array(text.utf8), to: path)
}

/// Writes `bytes` to the file at `path` and returns the path.
///
/// The file is opened close-on-exec: tests run in parallel and start processes, and a child
/// that inherited this descriptor would keep a plugin script just written "busy" (ETXTBSY)
/// for as long as it runs.
@discardableResult
public func write(_ bytes: [UInt8], to path: String) throws -> String {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { Glibc.write(fd, $0 + written, bytes.count - written) } ?? -1
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        written += count
    }
    return path
}

/// The text of a file, or `nil` when it does not exist.
public func fileText(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The names in a folder, hidden ones included, sorted.
public func folderEntries(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
}
