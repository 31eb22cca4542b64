import Foundation
import OverloadTestSupport
import Testing

/// `overload check JOURNAL` on a journal split into files: every file it includes is read
/// and checked, each problem at its own file's path:line:column, under the include rules.
@Suite struct CheckJournalIncludeTests {
    /// The program of `check --program`'s own tests: days "A" and "B".
    static let program = CheckProgramOptionTests.program

    static let root = """
        unit kg
        include "2025.lift"

        2026-01-05 "A"
          squat 100x5x3

        """

    static let year2025 = """
        2025-12-01 "A"
          squat 95x5x3
        2025-12-03 "C"
          deadlift 140x
          curl 20x10

        """

    static func folder(_ body: (String, String) throws -> Void) throws {
        try withTemporaryFolder { folder in
            let journal = try write(Self.root, to: folder + "/training.lift")
            try write(Self.year2025, to: folder + "/2025.lift")
            try body(folder, journal)
        }
    }

    @Test func anIncludedFilesErrorIsReportedInThatFile() throws {
        try Self.folder { folder, journal in
            let run = CLIRun(["check", journal])
            #expect(run.status == 65)
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(errors.contains("$TMP/2025.lift:4:16: error: expected reps after 'x'"), "\(errors)")
            #expect(errors.contains("  deadlift 140x\n"), "\(errors)")
            #expect(errors.hasSuffix("1 error, 0 warnings\n"), "\(errors)")
        }
    }

    @Test func withTheProgramTheIncludedSessionsAreCheckedAgainstIt() throws {
        try Self.folder { folder, journal in
            let program = try write(Self.program, to: folder + "/program.lift")
            let run = CLIRun(["check", journal, "--program", program])
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(errors.contains("$TMP/2025.lift:3:12: warning: \"Two Days\" has no day \"C\" [W0407]"), "\(errors)")
            #expect(errors.contains("$TMP/2025.lift:5:3: warning: \"Two Days\" never prescribes curl [W0408]"), "\(errors)")
            #expect(errors.hasSuffix("1 error, 2 warnings\n"), "\(errors)")
        }
    }

    @Test func aCleanSplitJournalChecksClean() throws {
        try withTemporaryFolder { folder in
            let journal = try write(Self.root, to: folder + "/training.lift")
            try write("2025-12-01 \"A\"\n  squat 95x5x3\n", to: folder + "/2025.lift")
            let run = CLIRun(["check", journal])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.isEmpty, "\(run.errors)")
        }
    }

    /// The include rules of programs hold: a path out of the folder is refused (E0701), a
    /// file not `.lift` too (E0702); neither is read.
    @Test(arguments: [("../outside.lift", "E0701"), ("notes.txt", "E0702")])
    func anIncludeOutsideTheRulesIsRefused(_ path: String, code: String) throws {
        try withTemporaryFolder { parent in
            let folder = parent + "/journal"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try write("2025-12-01\n  squat 95x\n", to: parent + "/outside.lift")
            try write("2025-12-01\n  squat 95x\n", to: folder + "/notes.txt")
            let journal = try write("unit kg\ninclude \"\(path)\"\n", to: folder + "/training.lift")
            let run = CLIRun(["check", journal])
            #expect(run.status == 65)
            #expect(run.errors.contains("training.lift:2:"), "\(run.errors)")
            #expect(run.errors.contains("[\(code)]"), "\(run.errors)")
            #expect(!run.errors.contains("95x"), "\(run.errors)")
        }
    }
}
