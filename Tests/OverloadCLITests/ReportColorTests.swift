import Foundation
import OverloadTestSupport
import Testing

/// Colour on a terminal only: never when piped, with NO_COLOR or TERM=dumb; the text is the
/// same once the escape codes are taken out.
@Suite struct ReportColorTests {
    static let journal = "unit kg\n\n2026-11-18 \"A\"\n  squat 100x5, 105x5\n\n2026-11-20 \"A\"\n  squat 110x5\n"
    static let old = "unit kg\n1rm squat 140kg\n\nday \"A\":\n  squat 3x5 @ 75%\n"
    static let new = "unit kg\n1rm squat 150kg\n\nday \"A\":\n  squat 3x5 @ 75%\n"

    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[36m", with: "")
            .replacingOccurrences(of: "\u{1B}[31m", with: "").replacingOccurrences(of: "\u{1B}[32m", with: "")
            .replacingOccurrences(of: "\u{1B}[0m", with: "")
    }

    func runs(_ arguments: [String]) -> (piped: CLIRun, terminal: CLIRun, noColor: CLIRun, dumb: CLIRun) {
        (CLIRun(arguments), CLIRun(arguments, terminal: true), CLIRun(arguments, environment: ["NO_COLOR": "1"], terminal: true),
         CLIRun(arguments, environment: ["TERM": "dumb"], terminal: true))
    }

    @Test func history() throws {
        try withTemporaryFolder { folder in
            let path = try write(Self.journal, to: folder + "/j.lift")
            for arguments in [["history", path], ["history", path, "squat"]] {
                let (piped, terminal, noColor, dumb) = runs(arguments)
                #expect(!piped.output.contains("\u{1B}"))
                #expect(terminal.output.contains("\u{1B}[1m"), "\(terminal.output)")
                #expect(Self.plain(terminal.output) == piped.output)
                #expect(noColor.output == piped.output)
                #expect(dumb.output == piped.output)
            }
        }
    }

    @Test func planDiff() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.old, to: folder + "/old.lift")
            let new = try write(Self.new, to: folder + "/new.lift")
            let (piped, terminal, noColor, _) = runs(["diff", old, new])
            #expect(piped.status == 1)
            #expect(!piped.output.contains("\u{1B}"))
            #expect(terminal.output.hasPrefix("\u{1B}[31m--- "), "\(terminal.output)")
            #expect(terminal.output.contains("\n\u{1B}[32m+++ "))
            #expect(Self.plain(terminal.output) == piped.output)
            #expect(noColor.output == piped.output)
        }
    }

    /// The engine commands' reports: coloured whole once done, never as JSON.
    @Test(arguments: [["plan"], ["next", "--plates"], ["explain", "squat"]])
    func engineReports(_ command: [String]) {
        let program = RepositoryPaths.root.appendingPathComponent("examples/programs/starting-strength.lift").path
        let journal = RepositoryPaths.root.appendingPathComponent("examples/journals/starting-strength.lift").path
        let arguments = [command[0], program, "--journal", journal, "--date", "2026-11-23"] + command.dropFirst()
        let (piped, terminal, noColor, dumb) = runs(arguments)
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(terminal.status == piped.status)
        #expect(!piped.output.contains("\u{1B}"))
        #expect(terminal.output.hasPrefix("\u{1B}[1m"), "\(terminal.output)")
        #expect(Self.plain(terminal.output) == piped.output)
        #expect(terminal.errors == piped.errors)
        #expect(noColor.output == piped.output)
        #expect(dumb.output == piped.output)
        let json = CLIRun(arguments + ["--format", "json"], terminal: true)
        #expect(!json.output.contains("\u{1B}"))
        #expect(json.output == CLIRun(arguments + ["--format", "json"]).output)
    }
}
