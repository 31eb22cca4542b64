import Foundation
import Overload
import OverloadSyntax

/// Reads source files for commands; `-` is standard input.
enum SourceLoader {
    /// A file that cannot be read; prints as its message.
    struct ReadError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The file at `path` (standard input for `-`).
    /// - Throws: `ReadError` when it cannot be read.
    static func load(_ path: String, console: Console) throws -> SourceFile {
        let (name, bytes) = try loadBytes(path, console: console)
        return SourceFile(name: name, bytes: bytes)
    }

    /// The name diagnostics give the file at `path` and its bytes, for a caller that makes
    /// the ``SourceFile`` elsewhere (its line index is a pass over every byte).
    /// - Throws: `ReadError` when it cannot be read.
    static func loadBytes(_ path: String, console: Console) throws -> (name: String, bytes: [UInt8]) {
        if path == "-" { return ("<stdin>", console.readInput()) }
        return (path, try readBytes(path))
    }

    /// The file at `path`, or nil after printing why it cannot be read (`Error: ...`);
    /// the caller then exits with `ExitCode.ioError` or goes on to its next file.
    static func loadOrReport(_ path: String, console: inout Console) -> SourceFile? {
        do {
            return try load(path, console: console)
        } catch {
            console.printError("Error: \(error)")
            return nil
        }
    }

    /// The bytes of the file at `path`, the one way commands read files: read straight into
    /// the array (through `Data` they were read, then copied, touching twice the memory).
    /// - Throws: `ReadError` when there is no such file, it is a directory, or it cannot be read.
    static func readBytes(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            var status = stat()
            // As before: a path `stat` cannot reach (missing, or behind a folder it may not
            // enter) is "no such file"; one it reaches but cannot open is unreadable.
            if stat(path, &status) != 0 { throw ReadError(message: "no such file '\(path)'") }
            throw ReadError(message: "cannot read '\(path)'")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ReadError(message: "cannot read '\(path)'") }
        if status.st_mode & S_IFMT == S_IFDIR { throw ReadError(message: "'\(path)' is a directory, not a file") }
        guard let bytes = readAll(descriptor, expected: Int(status.st_size)) else {
            throw ReadError(message: "cannot read '\(path)'")
        }
        return bytes
    }

    /// Everything `descriptor` reads until its end, `expected` bytes read at once (the file's
    /// size) and any more (a pipe, or a file still growing) after; nil on a read error.
    private static func readAll(_ descriptor: Int32, expected: Int) -> [UInt8]? {
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expected, 0)) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = Glibc.read(descriptor, base + count, buffer.count - count)
                if read > 0 { count += read } else if read == 0 || errno != EINTR { failed = read < 0; return }
            }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !failed {
            let read = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if read > 0 {
                bytes += chunk[..<read]
            } else if read == 0 {
                break
            } else if errno != EINTR {
                failed = true
            }
        }
        return failed ? nil : bytes
    }
}

/// Prints diagnostics the way the user asked: for people on standard error, or JSON.
struct DiagnosticPrinter {
    var json: Bool
    var collected: [(source: SourceFile, diagnostics: [Diagnostic])] = []

    init(format: String?) {
        json = format == "json"
    }

    /// How many diagnostics of each file (by name) have been reported, toward ``DiagnosticLimit``.
    private var reported: [String: Int] = [:]

    mutating func report(_ diagnostics: [Diagnostic], in source: SourceFile, console: inout Console) {
        let shown = reported[source.name, default: 0]
        reported[source.name] = shown + diagnostics.count
        guard shown < DiagnosticLimit.perFile else { return }
        let diagnostics = DiagnosticLimit.capped(diagnostics, alreadyShown: shown)
        if json {
            collected.append((source, diagnostics))
            return
        }
        let renderer = DiagnosticRenderer(useColor: console.useColorOnErrors)
        for diagnostic in diagnostics {
            console.printError(renderer.render(diagnostic, in: source))
        }
    }

    func finish(console: inout Console) {
        if json { console.print(DiagnosticJSON.render(collected), terminator: "") }
    }
}

/// `N errors, M warnings` for the end of a run.
func summary(errors: Int, warnings: Int) -> String {
    "\(plural(errors, "error")), \(plural(warnings, "warning"))"
}
