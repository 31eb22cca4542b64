import Foundation

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
@discardableResult
public func write(_ bytes: [UInt8], to path: String) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
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
