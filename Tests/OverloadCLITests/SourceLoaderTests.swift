import Foundation
@testable import OverloadCLI
import OverloadTestSupport
import Testing

/// `SourceLoader.readBytes`, the one way commands read files: straight into the array, with
/// the same three messages for a file that cannot be read.
@Suite struct SourceLoaderTests {
    func message(_ path: String) -> String? {
        do {
            _ = try SourceLoader.readBytes(path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aFileIsReadWhole() throws {
        try withTemporaryFolder { folder in
            let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = try write(bytes, to: folder + "/big.lift")
            #expect(try SourceLoader.readBytes(path) == bytes)
            let empty = try write("", to: folder + "/empty.lift")
            #expect(try SourceLoader.readBytes(empty).isEmpty)
        }
    }

    /// A pipe has no size to read at once: it is read until its end.
    @Test func aPipeIsReadToItsEnd() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/pipe.lift"
            #expect(mkfifo(path, 0o600) == 0)
            let text = String(repeating: "2026-11-02 \"A\"\n  squat 100x5\n", count: 5_000)
            let writer = Thread {
                let descriptor = open(path, O_WRONLY)
                _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            writer.start()
            let read = try SourceLoader.readBytes(path)
            #expect(read == Array(text.utf8))
        }
    }

    @Test func whatCannotBeReadSaysWhy() throws {
        try withTemporaryFolder { folder in
            #expect(message(folder + "/missing.lift") == "no such file '\(folder)/missing.lift'")
            #expect(message(folder + "/missing/inner.lift") == "no such file '\(folder)/missing/inner.lift'")
            #expect(message(folder) == "'\(folder)' is a directory, not a file")
        }
    }
}
