import Foundation
import Overload
import OverloadCLI
import OverloadTestSupport
import Testing

/// `:report` in the REPL: the page of what is loaded, what-ifs included.
@Suite struct ReplReportTests {
    static let journal = "unit kg\n\n2026-11-20 \"Upper\"\n  bench 70x5x3\n  power clean 60x3x5\n"

    /// A launcher standing in for the browser: it writes the URL it is given to `url.txt`.
    static func recordingLauncher(in folder: String) throws -> String {
        let path = try write("#!/bin/sh\nprintf '%s' \"$1\" > '\(folder)/url.txt'\n", to: folder + "/browser.sh")
        #expect(chmod(path, 0o755) == 0)
        return path
    }

    /// The REPL's reply on one line: it folds long lines (a temporary folder's path) at 80 columns.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func writesThePageAndAWhatIfChangesAFigureInIt() throws {
        try withTemporaryFolder { folder in
            let session = try ReplSessionTests.session(in: folder, journal: Self.journal)
            let before = session.evaluate(":report \(folder)/before.html").output
            #expect(Self.flat(before) == "wrote \(folder)/before.html")
            let page = try #require(fileText(folder + "/before.html"))
            #expect(page.hasPrefix("<!DOCTYPE html>"))
            // The next session is Lower: squat at 75% of its 140 kg max.
            #expect(page.contains("3x5 @ 105kg") && !page.contains("150kg"))
            #expect(session.evaluate("assume 1rm squat 200kg").output.contains("assumed"))
            #expect(Self.flat(session.evaluate(":report \(folder)/after.html").output) == "wrote \(folder)/after.html (with 1 what-if)")
            let assumed = try #require(fileText(folder + "/after.html"))
            #expect(assumed.contains("3x5 @ 150kg"), "the what-if's squat target")
            // A journal what-if is a session logged today: the page draws it.
            _ = session.evaluate("assume squat 150x5x3")
            _ = session.evaluate(":report \(folder)/logged.html")
            #expect(fileText(folder + "/logged.html") != assumed)
            // What was written is the command's page for the same files when no what-if stands.
            _ = session.evaluate("reset")
            _ = session.evaluate(":report \(folder)/again.html")
            let run = CLIRun(["report", folder + "/program.lift", "--journal", folder + "/journal.lift", "--date", "2026-11-25",
                              "--output", "-"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(fileText(folder + "/again.html") == run.output)
        }
    }

    @Test func opensThePageWithTheLauncherAndSaysWhenItCannot() throws {
        try withTemporaryFolder { folder in
            let program = try write(ReplSessionTests.program, to: folder + "/program.lift")
            let journal = try write(Self.journal, to: folder + "/journal.lift")
            let today = try #require(LocalDate(iso: "2026-11-25"))
            let launcher = try Self.recordingLauncher(in: folder)
            let session = ReplSession(ReplOptions(program: program, journal: journal, today: today, environment: ["BROWSER": launcher]))
            #expect(Self.flat(session.evaluate(":report \(folder)/page.html --open").output) == "wrote \(folder)/page.html")
            #expect(fileText(folder + "/url.txt") == "file://\(folder)/page.html")
            let missing = ReplSession(ReplOptions(program: program, journal: journal, today: today, environment: ["PATH": "/nonexistent"]))
            let reply = Self.flat(missing.evaluate(":report \(folder)/other.html --open").output)
            #expect(reply.contains("error: cannot open the report: no 'xdg-open' to open it with"), "\(reply)")
            #expect(reply.contains("wrote \(folder)/other.html"))
            #expect(FileManager.default.fileExists(atPath: folder + "/other.html"))
        }
    }

    @Test func mistakesAreSaidAndNothingIsLeftBehind() throws {
        try withTemporaryFolder { folder in
            let session = try ReplSessionTests.session(in: folder, journal: Self.journal)
            #expect(Self.flat(session.evaluate(":report --pdf").output).contains("error: ':report' takes a file and '--open', not '--pdf'"))
            let unwritable = Self.flat(session.evaluate(":report \(folder)/no/such/folder/report.html").output)
            #expect(unwritable.hasPrefix("error: cannot write the report to"), "\(unwritable)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["journal.lift", "program.lift"])
            try FileManager.default.createDirectory(atPath: folder + "/alone", withIntermediateDirectories: true)
            let noJournal = try ReplSessionTests.session(in: folder + "/alone")
            #expect(noJournal.evaluate(":report").output.contains("error: no journal to report on"))
            #expect(session.evaluate(":help").output.contains(":report [FILE] [--open]"))
        }
    }
}
