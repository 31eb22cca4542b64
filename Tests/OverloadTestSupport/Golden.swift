import Foundation
import Testing

/// Golden files: expected output kept next to the tests, compared byte for byte.
///
/// Set `OVERLOAD_RECORD=1` to write every golden from the current output instead of
/// comparing; review the change with `git diff` before committing. A golden that does
/// not exist is a failure unless recording, so a typo in a path cannot pass silently; and a
/// run that records a new baseline fails too ("recorded new baseline"), so a suite run with
/// recording left on never passes.
public enum Golden {
    /// What a comparison found.
    public enum Outcome: Equatable, Sendable {
        /// The golden holds exactly this text.
        case matched
        /// Recording was on and the file was written: it held another text, or none.
        case recorded
        /// The golden file does not exist.
        case missing
        /// The texts differ; the payload is a readable line diff.
        case mismatched(diff: String)
    }

    /// True when `OVERLOAD_RECORD=1` is set in the environment.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["OVERLOAD_RECORD"] == "1" }

    /// Compares `actual` with the file at `url`, or writes it there when `recording`.
    public static func compare(_ actual: String, with url: URL, recording: Bool = isRecording) -> Outcome {
        let existing = try? Data(contentsOf: url)
        if recording {
            guard existing != Data(actual.utf8) else { return .matched }
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try Data(actual.utf8).write(to: url, options: .atomic)
            } catch {
                return .mismatched(diff: "cannot record \(url.path): \(error)")
            }
            return .recorded
        }
        guard let existing else { return .missing }
        let expected = String(decoding: existing, as: UTF8.self)
        if expected == actual, Array(existing) == Array(actual.utf8) { return .matched }
        var diff = LineDiff.unified(expected: expected, actual: actual)
        if diff.isEmpty { diff = "(the texts differ only in bytes that do not survive UTF-8 decoding or in the final line break)\n" }
        return .mismatched(diff: diff)
    }

    /// Checks `actual` against the golden at `url` and records a test issue on mismatch, and
    /// when recording wrote a new baseline. Returns true when the golden matched.
    @discardableResult
    public static func check(
        _ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let name = RepositoryPaths.relative(url)
        switch compare(actual, with: url) {
        case .matched:
            return true
        case .recorded:
            reportRecorded(name, sourceLocation: sourceLocation)
            return false
        case .missing:
            Issue.record("missing golden file \(name); run with OVERLOAD_RECORD=1 to create it", sourceLocation: sourceLocation)
            return false
        case .mismatched(let diff):
            Issue.record(
                "output differs from golden \(name) (OVERLOAD_RECORD=1 re-records):\n\(diff)", sourceLocation: sourceLocation)
            return false
        }
    }

    /// Writes `text` over the file at `url` (a page of docs/ that holds generated text) when
    /// it differs, and records the "recorded new baseline" failure then.
    public static func rewrite(_ url: URL, with text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
        reportRecorded(RepositoryPaths.relative(url), sourceLocation: sourceLocation)
    }

    static func reportRecorded(_ name: String, sourceLocation: Testing.SourceLocation) {
        Issue.record("recorded new baseline \(name); review it with git diff, then run again without OVERLOAD_RECORD",
                     sourceLocation: sourceLocation)
    }

    /// The golden next to a fixture: the same path with its extension replaced, as
    /// `valid/program.lift` → `valid/program.ast`.
    public static func companion(of fixture: URL, extension newExtension: String) -> URL {
        fixture.deletingPathExtension().appendingPathExtension(newExtension)
    }
}
