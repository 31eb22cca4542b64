import OverloadTestSupport
import Testing

/// `overload check`: exit statuses, human and JSON diagnostics, colour.
@Suite struct CheckCommandTests {
    @Test func validFileExitsZero() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.valid, to: folder + "/valid.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 0)
            #expect(run.output.isEmpty)
            #expect(run.errors.isEmpty)
        }
    }

    @Test func fileWithErrorsExits65WithLocatedDiagnostics() throws {
        try withTemporaryFolder { folder in
            let path = try write(Samples.invalid, to: folder + "/bench.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 65)
            #expect(run.output.isEmpty)
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(errors.contains("$TMP/bench.lift:2:12: error: expected reps after 'x' [E0104]"))
            #expect(errors.contains("2 |   bench 3x @ 60%\n  |            ^ a set needs a rep count"))
            #expect(errors.contains("$TMP/bench.lift:3:18: error: unknown unit 'kilo' [E0105]"))
            #expect(errors.hasSuffix("2 errors, 0 warnings\n"))
            Golden.check(errors, against: CLIGolden.url("check/errors.txt"))
        }
    }

    @Test func warningsAloneExitZero() throws {
        try withTemporaryFolder { folder in
            let path = try write("day \"A\":\n\tsquat 3x5\n", to: folder + "/tabs.lift")
            let run = CLIRun(["check", path])
            #expect(run.status == 0)
            #expect(run.errors.contains("warning: tab in indentation [W0001]"))
            #expect(run.errors.hasSuffix("0 errors, 1 warning\n"))
        }
    }

    @Test func missingFileExits74() throws {
        try withTemporaryFolder { folder in
            let run = CLIRun(["check", folder + "/absent.lift"])
            #expect(run.status == 74)
            #expect(run.errors.replacingOccurrences(of: folder, with: "$TMP") == "Error: no such file '$TMP/absent.lift'\n")
        }
    }

    /// A missing file among good ones: the others are still checked, and the status is 74.
    @Test func missingFileAmongOthers() throws {
        try withTemporaryFolder { folder in
            let bad = try write(Samples.invalid, to: folder + "/bad.lift")
            let run = CLIRun(["check", folder + "/absent.lift", bad])
            #expect(run.status == 74)
            #expect(run.errors.contains("[E0104]"))
        }
    }

    @Test func directoryIsAnIOError() throws {
        try withTemporaryFolder { folder in
            let run = CLIRun(["check", folder])
            #expect(run.status == 74)
            #expect(run.errors.contains("is a directory"))
        }
    }

    @Test func standardInput() {
        let run = CLIRun(["check", "-"], input: Samples.invalid)
        #expect(run.status == 65)
        #expect(run.errors.hasPrefix("<stdin>:2:12: error: expected reps after 'x' [E0104]\n"))
    }

    @Test func jsonDiagnostics() {
        let run = CLIRun(["check", "--diagnostics", "json", "-"], input: Samples.invalid)
        #expect(run.status == 65)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("check/diagnostics.json"))
        let empty = CLIRun(["check", "--diagnostics=json", "-"], input: Samples.valid)
        #expect(empty.status == 0)
        #expect(empty.output == "[]\n")
    }

    @Test func colourOnATerminal() {
        let run = CLIRun(["check", "-"], input: Samples.invalid, terminal: true)
        #expect(run.errors.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(run.errors.contains("\u{1B}["))
    }

    @Test(arguments: [
        (["NO_COLOR": "1"], true),
        ([:], false),
        (["TERM": "dumb"], true),
        (["NO_COLOR": "1"], false),
    ] as [([String: String], Bool)])
    func noColourWhenNotWanted(_ environment: [String: String], _ terminal: Bool) {
        let run = CLIRun(["check", "-"], input: Samples.invalid, environment: environment, terminal: terminal)
        #expect(run.status == 65)
        #expect(!run.errors.contains("\u{1B}["))
        #expect(run.errors.contains("error: expected reps after 'x'"))
    }

    /// A program that includes files goes the one way every file goes: a syntax error in an
    /// included file no longer hides the rest of the program's checks (here its unknown rule).
    @Test func aProgramWithIncludesIsCheckedAsFarAsItParsed() throws {
        try withTemporaryFolder { folder in
            try write("day \"A\":\n  squat 3x5 @ 100kg\n  bench 3x5 @ 60kg nonsense\n", to: folder + "/days.lift")
            let path = try write("unit kg\ninclude \"days.lift\"\nprogress squat: linar +5kg\n", to: folder + "/main.lift")
            let run = CLIRun(["check", path])
            let errors = run.errors.replacingOccurrences(of: folder, with: "$TMP")
            #expect(run.status == 65)
            #expect(errors.contains("$TMP/days.lift:3:"), "\(errors)")
            #expect(errors.contains("$TMP/main.lift:3:17: error: no progression named 'linar' [E0501]"), "\(errors)")
        }
    }

    /// An empty NO_COLOR does not count as set (https://no-color.org).
    @Test func emptyNoColorStillColours() {
        let run = CLIRun(["check", "-"], input: Samples.invalid, environment: ["NO_COLOR": ""], terminal: true)
        #expect(run.errors.contains("\u{1B}["))
    }
}
