import Foundation
import Testing

/// Compares text with a golden file under Tests/Fixtures. With `OVERLOAD_RECORD=1` in the
/// environment it writes the golden instead; a missing golden fails the test otherwise.
/// (A local helper until OverloadTestSupport has a shared one.)
enum GoldenFile {
    static let fixtures = ExamplePrograms.packageRoot.appendingPathComponent("Tests/Fixtures")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["OVERLOAD_RECORD"] == "1"
    }

    /// Checks `actual` against `Tests/Fixtures/<relativePath>`.
    static func check(_ actual: String, against relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = fixtures.appendingPathComponent(relativePath)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
            } catch {
                Issue.record("cannot record \(relativePath): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden Tests/Fixtures/\(relativePath); record it with OVERLOAD_RECORD=1 swift test",
                         sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let message = "Tests/Fixtures/\(relativePath) differs, first at line \(firstDifference(expected, actual)); "
            + "if the change is intended, re-record with OVERLOAD_RECORD=1 swift test"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The 1-based line where two texts first differ.
    static func firstDifference(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            if index >= left.count || index >= right.count || left[index] != right[index] { return index + 1 }
        }
        return 0
    }
}
