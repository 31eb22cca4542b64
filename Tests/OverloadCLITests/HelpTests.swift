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

    @Test(arguments: ["check", "fmt", "parse", "plan", "diff", "log", "suggest", "accept", "reject", "defer", "history", "import", "export", "repl", "report", "plates", "lsp", "completions", "man"])
    func commandHelp(_ command: String) {
        let run = CLIRun([command, "--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("help/\(command).txt"))
        #expect(CLIRun(["help", command]).output == run.output)
        #expect(CLIRun(["--help", command]).output == run.output)
        #expect(CLIRun(["-h", command]).output == run.output)
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
            "plates",
            "lsp",
            "completions",
            "man",
        ])
    }

    /// `help` of a command that does not exist is a usage error with the nearest name, as
    /// running it would be.
    @Test func helpOfAnUnknownCommand() {
        for first in ["help", "--help"] {
            let run = CLIRun([first, "plate"])
            #expect(run.status == 64)
            #expect(run.output.isEmpty)
            #expect(run.errorLines.first == "Error: unknown command 'plate' (did you mean 'plates'?)")
        }
    }

    /// The completions' helper is not listed, but answers.
    @Test func hiddenCommandsAreNotListed() {
        #expect(!CLIRun(["--help"]).output.contains("__exercises"))
        #expect(CLIRun(["__exercises", "--help"]).status == 0)
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
