import Foundation

/// Runs `overload` with `arguments`, standard input `input`, and a terminal or not.
func runCLI(_ arguments: [String], input: String = "", terminal: Bool = false) -> CLIRun {
    CLIRun(arguments, input: input, terminal: terminal)
}

/// Runs `body` with a fresh empty folder and removes it afterwards.
func withScratchFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// Writes `text` to `path`.
func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// The text of a file, or nil when there is none.
func contents(of path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// Whether `text` passes `overload check` with no errors and is canonical (`overload fmt --check`).
func checksCleanAndCanonical(_ text: String) -> (check: CLIRun, format: CLIRun) {
    (runCLI(["check", "-"], input: text), runCLI(["fmt", "--check", "-"], input: text))
}
