import Foundation
import OverloadTestSupport
import Testing

/// The commands' answers at the edges of their input: a journal nothing of which is read, a
/// journal with bad lines, a date after today, files given the other way round, a week past
/// the program's end, a file with hundreds of errors.
@Suite struct InputEdgeCommandTests {
    static let program = Samples.valid
    static let journal = """
        unit kg

        2026-03-02 "A"
          squat 105x5x3
          bench 70x5x3

        2026-03-04 "A"
          squat 110x5 110x5
          bench 72.5x5x3

        """

    @Test func aJournalOfWhichNothingIsReadIsAnError() throws {
        let gzipLike = String(decoding: [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03] as [UInt8], as: UTF8.self)
        for command in [["next"], ["explain", "squat"], ["suggest"]] {
            let run = try CLIRun.engine(command, program: Self.program, journal: gzipLike + "\u{0}\u{0}")
            #expect(run.status == 65, "\(command): \(run.errors)")
            #expect(run.output.isEmpty, "\(command)")
            #expect(run.errors.contains("Error: nothing in '$TMP/j.lift' could be read as a journal"), "\(command)")
        }
    }

    @Test func historyOfAJournalOfWhichNothingIsReadIsAnError() throws {
        try withTemporaryFolder { folder in
            let path = try write([0x1F, 0x8B, 0x08, 0x00, 0xFF, 0x00] as [UInt8], to: folder + "/j.lift")
            let run = CLIRun(["history", path])
            #expect(run.status == 65)
            #expect(run.errors.contains("could be read as a journal"))
        }
    }

    @Test func aJournalWithErrorsSaysHowManySessionsWereLeftOut() throws {
        let broken = Self.journal.replacingOccurrences(of: "2026-03-04 \"A\"", with: "2026-03-04 \"A\" mood")
        let run = try CLIRun.engine(["next"], program: Self.program, journal: broken)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("those lines are left out, 1 of its 2 sessions with them"), "\(run.errors)")
        let fine = try CLIRun.engine(["next"], program: Self.program, journal: Self.journal + "  bench 3x\n")
        #expect(fine.errors.contains("those lines are left out, 0 of its 2 sessions with them"), "\(fine.errors)")
    }

    @Test func logWarnsOfADateAfterTodayAndStillWritesIt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/j.lift"
            let run = CLIRun(["log", path, "--date", "9998-01-01", "--unit", "kg", "squat 100x5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("warning: 9998-01-01 is after today ("), "\(run.errors)")
            #expect(run.errors.contains("[W0410]"))
            #expect(run.errors.contains("did you mean "))
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written.contains("9998-01-01"))
        }
    }

    @Test func swappedFilesAreRefusedWithTheCommandMeant() throws {
        for command in ["next", "suggest"] {
            let run = try CLIRun.engine([command], program: Self.journal, journal: Self.program)
            #expect(run.status == 65, "\(command): \(run.errors)")
            #expect(run.output.isEmpty)
            #expect(run.errors.contains(
                "Error: '$TMP/p.lift' is a journal, not a program; the program comes first and the journal after --journal: "
                    + "'overload \(command) PROGRAM --journal $TMP/p.lift' (is '$TMP/j.lift' the program?)"), "\(run.errors)")
        }
    }

    @Test func aWeekPastTheProgramSaysWhichCycleItIs() throws {
        try withTemporaryFolder { folder in
            let path = try write("weeks 4\n" + Self.program, to: folder + "/p.lift")
            let run = CLIRun(["plan", path, "--week", "9"])
            #expect(run.status == 64)
            #expect(run.errorLines.first
                == "Error: the program has 4 weeks, so week 9 is week 1 of cycle 3; to see it, give '--cycle 3 --week 1'")
            let shown = CLIRun(["plan", path, "--cycle", "3", "--week", "1"])
            #expect(shown.status == 0, "\(shown.errors)")
        }
    }

    @Test func aFileWithHundredsOfErrorsShowsFiftyAndCountsTheRest() throws {
        try withTemporaryFolder { folder in
            let text = "day \"A\":\n" + String(repeating: "  squat 3x @ 100kg\n", count: 300)
            let path = try write(text, to: folder + "/many.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 65)
            #expect(run.errors.components(separatedBy: "error: expected reps").count - 1 == 50)
            #expect(run.errors.contains("note: and 250 more errors in this file, not shown [E0104]"))
            #expect(run.errors.hasSuffix("300 errors, 0 warnings\n"))
            let json = CLIRun(["check", "--diagnostics", "json", path])
            #expect(json.output.components(separatedBy: "\"severity\": \"error\"").count - 1 == 50)
            #expect(json.output.contains("\"severity\": \"note\", \"code\": \"E0104\", \"message\": \"and 250 more errors in this file, not shown\""))
        }
    }

    @Test func aBinaryFileIsOneErrorForCheck() throws {
        try withTemporaryFolder { folder in
            let path = try write(NotTextBytes.megabyte, to: folder + "/bin.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 65)
            #expect(run.errors.count < 2_000)
            #expect(run.errors.contains("not a text file"))
            #expect(run.errors.hasSuffix("1 error, 0 warnings\n"))
        }
    }
}

/// Pseudo-random bytes, the same every run.
enum NotTextBytes {
    static let megabyte: [UInt8] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<1_000_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }()
}
