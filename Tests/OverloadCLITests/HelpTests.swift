import OverloadCLI
import OverloadTestSupport
import Testing

/// `--help` for the tool and each command, and `--version`, against goldens.
@Suite struct HelpTests {
    @Test func toolHelp() {
        let run = CLIRun(["--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("help/overload.txt"))
        #expect(CLIRun(["-h"]).output == run.output)
        #expect(CLIRun(["help"]).output == run.output)
    }

    @Test(arguments: ["check", "fmt", "parse", "plan", "diff", "log", "suggest", "accept", "reject", "defer", "history", "import", "export", "repl",
                        "report"])
    func commandHelp(_ command: String) {
        let run = CLIRun([command, "--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("help/\(command).txt"))
        #expect(CLIRun(["help", command]).output == run.output)
        #expect(CLIRun([command, "-h"]).output == run.output)
        #expect(run.output.contains("USAGE: overload \(command)"))
    }

    /// Every command is listed in the tool's help and has a golden.
    @Test func everyCommandIsListed() {
        let help = CLIRun(["--help"]).output
        for command in CLI.commands {
            #expect(help.contains("  " + command.configuration.name + " "), "\(command.configuration.name)")
        }
        #expect(CLI.commands.map { $0.configuration.name } == [
            "check", "fmt", "parse", "plan", "next", "explain", "diff", "log", "suggest", "accept", "reject", "defer", "history", "import",
            "export", "repl", "report",
        ])
    }

    @Test func version() {
        let run = CLIRun(["--version"])
        #expect(run.status == 0)
        Golden.check(run.output, against: CLIGolden.url("version.txt"))
    }

    /// No arguments at all: the help, on standard error, as a usage error.
    @Test func noArguments() {
        let run = CLIRun([])
        #expect(run.status == 64)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("USAGE: overload <COMMAND>"))
    }
}
