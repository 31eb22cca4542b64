import OverloadCLI
import Testing

/// Each command's usage line, as a usage error prints it after `Usage: `.
enum CommandUsage {
    static let check = "overload check [--diagnostics <FORMAT>] [--allow-outside-includes] [--program <PROGRAM>] [--fix] [--force] <FILE>..."
    static let fmt = "overload fmt [--write] [--check] [--diagnostics <FORMAT>] [--fix] [--force] <FILE>..."
    static let parse = "overload parse [--dump-ast] [--diagnostics <FORMAT>] <FILE>"
    static let diff = "overload diff [--exit-code] [--diagnostics <FORMAT>] [--allow-outside-includes] <OLD> [<NEW>] [<GIT-ARGUMENTS>...]"
    static let log = "overload log [--date <DATE>] [--day <NAME>] [--time <H:MM>] [--unit <UNIT>] [--force] [--program <PROGRAM>] [--diagnostics <FORMAT>] [--allow-outside-includes] <JOURNAL> [<SET>...]"
    static let `import` = "overload import [--unit <UNIT>] [--journal <JOURNAL>] [--allow-outside-includes] [<APP>] <FILE>"
    static let export = "overload export [--format <FORMAT>] [--unit <UNIT>] [--diagnostics <FORMAT>] [--allow-outside-includes] <JOURNAL>"
    static let plan = "overload plan [--week <N>] [--cycle <N>] [--day <NAME>] [--format <FORMAT>] [--plates] [--unit <UNIT>] [--journal <JOURNAL>] "
        + "[--date <DATE>] [--since <DATE>] [--diagnostics <FORMAT>] [--allow-outside-includes] [--allow-exec] <FILE>"
}

/// Wrong command lines exit 64 and print `Error: ...` then `Usage: ...` on standard error.
@Suite struct UsageErrorTests {
    static func expectUsageError(_ arguments: [String], input: String = "", error: String, usage: String,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let run = CLIRun(arguments, input: input)
        #expect(run.status == 64, sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
        #expect(run.errorLines.first == "Error: " + error, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errorLines.dropFirst().first == "Usage: " + usage, "\(run.errors)", sourceLocation: sourceLocation)
    }

    @Test func unknownCommandSuggestsTheClosest() {
        Self.expectUsageError(["chek", "a.lift"], error: "unknown command 'chek' (did you mean 'check'?)",
                              usage: "overload <COMMAND> [OPTIONS]")
        Self.expectUsageError(["fnt"], error: "unknown command 'fnt' (did you mean 'fmt'?)", usage: "overload <COMMAND> [OPTIONS]")
    }

    @Test func unknownCommandFarFromAnyHasNoSuggestion() {
        Self.expectUsageError(["compile"], error: "unknown command 'compile'", usage: "overload <COMMAND> [OPTIONS]")
    }

    @Test func unknownOption() {
        Self.expectUsageError(["check", "--diagnostic", "json", "a.lift"],
                              error: "unknown option '--diagnostic' (did you mean '--diagnostics'?)",
                              usage: CommandUsage.check)
        Self.expectUsageError(["fmt", "-x", "a.lift"], error: "unknown option '-x'",
                              usage: CommandUsage.fmt)
    }

    @Test(arguments: ["check", "fmt", "parse"])
    func missingFileArgument(_ command: String) {
        let run = CLIRun([command])
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: missing expected argument '<FILE>'")
        #expect(run.errorLines.dropFirst().first?.hasPrefix("Usage: overload \(command) ") == true)
        #expect(run.errors.contains("See 'overload \(command) --help'."))
    }

    @Test func writeAndCheckTogether() {
        Self.expectUsageError(["fmt", "--write", "--check", "a.lift"],
                              error: "'--write' and '--check' cannot be used together",
                              usage: CommandUsage.fmt)
    }

    @Test func badOptionValue() {
        Self.expectUsageError(["check", "--diagnostics", "xml", "a.lift"],
                              error: "'xml' is not a valid value for '--diagnostics' (choose text, json)",
                              usage: CommandUsage.check)
        Self.expectUsageError(["check", "a.lift", "--diagnostics"],
                              error: "missing value for '--diagnostics <FORMAT>'",
                              usage: CommandUsage.check)
    }

    @Test func aFlagTakesNoValue() {
        Self.expectUsageError(["fmt", "--write=yes", "a.lift"], error: "'--write' takes no value", usage: CommandUsage.fmt)
    }

    @Test func parseTakesOneFile() {
        Self.expectUsageError(["parse", "a.lift", "b.lift"], error: "unexpected argument 'b.lift'",
                              usage: CommandUsage.parse)
    }
}
