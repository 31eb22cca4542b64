import Foundation
import OverloadTestSupport
import Testing

/// The engine commands read a journal on a second thread, a part at a time, and replay each
/// part as it arrives. A journal of many parts gives the same bytes as the same sessions read
/// whole: written out of date order (read whole, then replayed), or given on standard input.
@Suite struct JournalPipelineTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/starting-strength.lift").path

    /// Nine years of Starting Strength, three sessions a week: about 100 kB, four parts.
    static let sessions: [String] = {
        var sessions: [String] = []
        var squat = 135.0
        for index in 0..<1400 {
            let week = index / 3
            let day = [1, 3, 5][index % 3] + week * 7
            let month = 1 + (day / 28) % 12
            let year = 2024 + day / (28 * 12)
            let date = String(format: "%04d-%02d-%02d", year, month, 1 + day % 28)
            squat += index % 4 == 3 ? -10 : 5
            let heavy = index % 2 == 0
                ? "  press \(Int(squat / 2))x5x3\n  deadlift \(Int(squat) + 40)x5\n"
                : "  bench \(Int(squat * 0.7))x5, \(Int(squat * 0.7))x5, \(Int(squat * 0.7))x4\n  power clean 95x3x5\n"
            sessions.append("\(date) \"\(heavy.contains("press") ? "A" : "B")\"\n  squat \(Int(squat))x5x3\n" + heavy)
        }
        return sessions
    }()

    static let inOrder = "unit lb\n\n" + sessions.joined(separator: "\n")

    static func outputs(journal: String, input: String = "") -> [String] {
        [["next"], ["next", "--format", "json"], ["explain", "press", "--format", "json"]]
            .map { command in
                let run = CLIRun([command[0], program, "--journal", journal] + command.dropFirst() + ["--date", "2100-01-01"],
                                 input: input)
                return "\(run.status)\n\(run.output)\n\(run.errors)"
            }
    }

    @Test func aJournalOfManyPartsGivesTheSameBytesReadWholeOrOnStandardInput() throws {
        #expect(Self.inOrder.utf8.count > 3 * 32 << 10, "\(Self.inOrder.utf8.count)")
        try withTemporaryFolder { folder in
            let ordered = try write(Self.inOrder, to: folder + "/ordered.lift")
            // The first session written last: the file is out of date order and read whole.
            let late = try write("unit lb\n\n" + (Self.sessions.dropFirst() + Self.sessions.prefix(1)).joined(separator: "\n"),
                                 to: folder + "/late.lift")
            let streamed = Self.outputs(journal: ordered)
            #expect(streamed[0].hasPrefix("0\nStarting Strength · next:"), "\(streamed[0])")
            #expect(streamed[2].contains("2031-"), "\(streamed[2])")
            let whole = Self.outputs(journal: late).map { $0.replacingOccurrences(of: late, with: ordered) }
            #expect(streamed == whole)
            let stdin = Self.outputs(journal: "-", input: Self.inOrder).map { $0.replacingOccurrences(of: "<stdin>", with: ordered) }
            #expect(streamed == stdin)
        }
    }
}
