import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload repl` driven through standard input: each transcript's input lines
/// (`Tests/Fixtures/cli/repl/NAME.in`) against its expected output (`NAME.out`); re-record
/// with `OVERLOAD_RECORD=1 swift test --filter ReplTranscriptTests`. The program and journal
/// are copies in a fresh folder (named `program.lift` and `journal.lift`), since `log` and
/// `accept` write.
@Suite struct ReplTranscriptTests {
    struct Transcript: Sendable, CustomStringConvertible {
        var name: String
        var program: URL
        /// The journal's text; nil for a session without one.
        var journal: String?
        var date: String
        var description: String { name }
    }

    static let transcripts = [
        Transcript(name: "starting-strength", program: RepositoryPaths.examples.appendingPathComponent("programs/starting-strength.lift"),
                   journal: fileText(RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift").path),
                   date: "2026-11-25"),
        Transcript(name: "531-bbb", program: RepositoryPaths.examples.appendingPathComponent("programs/531-bbb.lift"),
                   journal: nil, date: "2026-11-25"),
        // The Push Day's first session: bench +5lb and pushdown +1 rep wait on a decision.
        Transcript(name: "push-day", program: RepositoryPaths.fixture("cli/coaching/push-day.lift"),
                   journal: fileText(RepositoryPaths.fixture("cli/coaching/push-day-journal.lift").path).map {
                       $0.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n") + "\n"
                   },
                   date: "2026-03-02"),
        // The deadlift day of the top single and load drops, before its single is logged.
        Transcript(name: "top-single-load-drop",
                   program: RepositoryPaths.examples.appendingPathComponent("programs/top-single-load-drop.lift"),
                   journal: fileText(RepositoryPaths.examples.appendingPathComponent("journals/top-single-load-drop.lift").path).map {
                       $0.components(separatedBy: "\n2026-11-27").first.map { $0 } ?? $0
                   },
                   date: "2026-11-27"),
    ]

    /// Runs a transcript; the output with the folder's path taken out, and the journal after.
    static func run(_ transcript: Transcript, in folder: String) throws -> (run: CLIRun, journal: String?) {
        let program = try write(try String(contentsOf: transcript.program, encoding: .utf8), to: folder + "/program.lift")
        var arguments = ["repl", program, "--date", transcript.date]
        if let text = transcript.journal {
            arguments += ["--journal", try write(text, to: folder + "/journal.lift")]
        }
        let input = try String(contentsOf: CLIGolden.url("repl/\(transcript.name).in"), encoding: .utf8)
        let run = CLIRun(arguments, input: input)
        return (run, transcript.journal.flatMap { _ in fileText(folder + "/journal.lift") })
    }

    /// A fresh folder whose path has the same length on every machine, so the REPL breaks a
    /// long line holding it at the same place (the golden has the folder taken out).
    static func withFixedLengthFolder<T>(_ body: (String) throws -> T) throws -> T {
        let folder = "/tmp/overload-repl-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    @Test(arguments: transcripts)
    func transcriptMatchesGolden(_ transcript: Transcript) throws {
        try Self.withFixedLengthFolder { folder in
            let (run, _) = try Self.run(transcript, in: folder)
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            let output = run.output.replacingOccurrences(of: folder + "/", with: "")
            Golden.check(output, against: CLIGolden.url("repl/\(transcript.name).out"))
            for line in output.split(separator: "\n") {
                #expect(line.count <= 80, "wider than 80 columns: \(line)")
            }
            #expect(!output.contains("\u{1B}["), "colour without a terminal")
        }
    }

    /// `log` wrote the session through the store, once; the journal still checks clean.
    @Test func logWritesTheJournal() throws {
        try withTemporaryFolder { folder in
            let (run, journal) = try Self.run(Self.transcripts[0], in: folder)
            let text = try #require(journal)
            #expect(text.hasSuffix("\n\n2026-11-25\n  squat 225x5x3\n"), "\(text.suffix(200))")
            #expect(text.components(separatedBy: "2026-11-25").count == 2)
            // The what-if was never written.
            #expect(!text.contains("225x3"))
            #expect(run.output.contains("squat     3 × 5  230 lb"), "next after log moves squat on")
            #expect(CLIRun(["check", folder + "/journal.lift", "--program", folder + "/program.lift"]).status == 0)
        }
    }

    /// `accept 1` wrote one decision; `accept 3` (no such suggestion) and the accept while a
    /// what-if stood wrote nothing.
    @Test func acceptWritesOneDecision() throws {
        try withTemporaryFolder { folder in
            let (_, journal) = try Self.run(Self.transcripts[2], in: folder)
            let text = try #require(journal)
            #expect(text.hasSuffix("\n\n2026-03-02 accept bench +5lb\n"), "\(text)")
            #expect(text.components(separatedBy: "accept").count == 2)
            #expect(!text.contains("140x10x3"))
        }
    }

    /// A program path that cannot be read: the error and exit 74, no session.
    @Test func anUnreadableProgramEndsAtOnce() {
        let run = CLIRun(["repl", "no-such-program.lift"], input: "next\n")
        #expect(run.status == 74)
        #expect(run.output == "Error: no such file 'no-such-program.lift'\n")
    }
}
