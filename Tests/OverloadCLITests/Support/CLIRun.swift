import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// One run of the `overload` command line against a test console.
struct CLIRun {
    let status: Int32
    /// Standard output.
    let output: String
    /// Standard error.
    let errors: String

    /// Runs `arguments` with `input` as standard input.
    init(_ arguments: [String], input: String = "", environment: [String: String] = [:], terminal: Bool = false) {
        var console = Console(input: Array(input.utf8), environment: environment, terminal: terminal)
        status = CLI.run(arguments, console: &console)
        output = console.output
        errors = console.errors
    }

    /// The lines of standard error.
    var errorLines: [String] { errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// Goldens of the CLI tests live in `Tests/Fixtures/cli/`.
enum CLIGolden {
    static func url(_ name: String) -> URL { RepositoryPaths.fixture("cli/" + name) }
}

/// Small inputs shared by the CLI tests.
enum Samples {
    static let valid = """
        program "Sample"
        unit kg
        1rm squat 140kg, bench 100kg

        day "A":
          squat 3x5 @ 75%
          bench 3x5 @ 70%

        """
    static let nonCanonical = "program   \"Sample\"\nUNIT KG\nday \"A\":\n    squat 3x5 @ 75%\n"
    static let invalid = """
        day "Bench":
          bench 3x @ 60%
          press 3x5 @ 100kilo

        """
}

extension CLIRun {
    /// A run's results as given.
    init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }

    /// Runs an engine command (`next`, `explain squat`, ...: the command's first word, then
    /// its other words) on `program` and `journal` written to `p.lift` and `j.lift` in a fresh
    /// folder, whose path reads `$TMP` in both outputs.
    static func engine(_ command: [String], program: String, journal: String) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let programPath = try write(program, to: folder + "/p.lift")
            let journalPath = try write(journal, to: folder + "/j.lift")
            let run = CLIRun([command[0], programPath, "--journal", journalPath] + command.dropFirst())
            return CLIRun(status: run.status, output: run.output.replacingOccurrences(of: folder, with: "$TMP"),
                          errors: run.errors.replacingOccurrences(of: folder, with: "$TMP"))
        }
    }
}
