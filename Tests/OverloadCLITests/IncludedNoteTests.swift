import OverloadTestSupport
import Testing

/// A note that points into a file the program includes names that file, in text and JSON:
/// a day defined twice, first in the included file.
@Suite struct IncludedNoteTests {
    static let days = "# the shared days\nday \"A\":\n  squat 3x5 @ 100kg\n"
    static let program = "unit kg\ninclude \"days.lift\"\n\nday \"A\":\n  bench 3x5 @ 60kg\n"

    @Test func aNoteIntoAnIncludedFileHasItsFileLineAndColumn() throws {
        try withTemporaryFolder { folder in
            try write(Self.days, to: folder + "/days.lift")
            let path = try write(Self.program, to: folder + "/main.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 65)
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(errors.contains("$TMP/main.lift:4:5: error: day \"A\" is defined twice [E"), "\(errors)")
            #expect(errors.contains("note: $TMP/days.lift:2:5: first defined here\n  |\n2 | day \"A\":\n  |     ^^^\n"), "\(errors)")
            Golden.check(errors, against: CLIGolden.url("check/included-note.txt"))
        }
    }

    @Test func jsonNotesNameTheirFile() throws {
        try withTemporaryFolder { folder in
            try write(Self.days, to: folder + "/days.lift")
            let path = try write(Self.program, to: folder + "/main.lift")
            let run = CLIRun(["check", "--diagnostics", "json", path])
            #expect(run.status == 65)
            let output = run.output.replacingOccurrences(of: folder, with: "$TMP")
            #expect(output.contains(#"{"message": "first defined here", "file": "$TMP/days.lift", "range": {"start": {"line": 2, "column": 5, "offset": 22}"#), "\(output)")
            Golden.check(output, against: CLIGolden.url("check/included-note.json"))
        }
    }
}
