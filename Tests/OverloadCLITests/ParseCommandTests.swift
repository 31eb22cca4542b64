import OverloadTestSupport
import Testing

/// `overload parse --dump-ast`: the tree with ranges, and diagnostics as `check` prints them.
@Suite struct ParseCommandTests {
    @Test func dumpAST() {
        let run = CLIRun(["parse", "--dump-ast", "-"], input: Samples.valid)
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasPrefix("Document @1:1-"))
        Golden.check(run.output, against: CLIGolden.url("parse/dump-ast.txt"))
    }

    @Test func dumpASTWithErrors() {
        let run = CLIRun(["parse", "--dump-ast", "-"], input: Samples.invalid)
        #expect(run.status == 65)
        #expect(run.output.contains("DayDeclaration"))
        #expect(run.errors.contains("<stdin>:2:12: error: expected reps after 'x' [E0104]"))
    }

    @Test func withoutDumpPrintsOnlyDiagnostics() {
        let run = CLIRun(["parse", "-"], input: Samples.valid)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors.isEmpty)
    }

    @Test func missingFileExits74() throws {
        try withTemporaryFolder { folder in
            let run = CLIRun(["parse", "--dump-ast", folder + "/absent.lift"])
            #expect(run.status == 74)
            #expect(run.output.isEmpty)
            #expect(run.errors.replacingOccurrences(of: folder, with: "$TMP") == "Error: no such file '$TMP/absent.lift'\n")
        }
    }
}
