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
