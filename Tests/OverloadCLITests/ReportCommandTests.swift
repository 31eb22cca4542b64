import Foundation
import OverloadTestSupport
import Testing

@Suite struct ReportCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/starting-strength.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift").path

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("overload-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesThePageToTheOutputAndNothingElseBesideIt() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.html").path
        let run = CLIRun(["report", Self.program, "--journal", Self.journal, "--date", "2026-11-23", "--output", output])
        #expect(run.status == 0, "\(run.errors)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
    }

    @Test func withoutAProgramThePartsThatNeedOneSaySo() {
        let run = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", "-"])
        #expect(run.status == 0)
        #expect(run.output.contains("Give the program"))
        #expect(run.output.contains("id=\"e1rm-0\""))
    }

    @Test func theFiguresAsJSON() {
        let run = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--format", "json", "--output", "-",
                          "--exercise", "squat", "--exercise", "press", "--unit", "kg"])
        #expect(run.status == 0)
        #expect(run.output.contains("\"schema\": \"overload.report/1\""))
        #expect(run.output.contains("\"unit\": \"kg\""))
        #expect(run.output.contains("\"name\": \"squat\"") && run.output.contains("\"name\": \"overhead press\""))
        #expect(!run.output.contains("\"name\": \"deadlift\""))
    }

    @Test func anUnknownExerciseIsAClearError() {
        let run = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--exercise", "squot", "--output", "-"])
        #expect(run.status == 64)
        #expect(run.errors.contains("no sets of 'squot'") && run.errors.contains("did you mean 'squat'?"))
    }

    @Test func anUnwritableOutputIsAnErrorAndLeavesNoFile() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/report.html").path
        let run = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", missing])
        #expect(run.status == 74)
        #expect(run.errors.contains("cannot write the report to"))
        let directory = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", folder.path])
        #expect(directory.status == 74)
        #expect(directory.errors.contains("is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anEmptyJournalGivesAPage() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("empty.lift")
        try Data().write(to: journal)
        let run = CLIRun(["report", Self.program, "--journal", journal.path, "--date", "2026-11-23", "--output", "-"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("No loaded working set"))
    }

    @Test func theJournalIsRequiredAndAMissingOneIsAnIOError() {
        #expect(CLIRun(["report"]).status == 64)
        #expect(CLIRun(["report", "--journal", "/no/such/journal.lift", "--output", "-"]).status == 74)
    }

    @Test func openHandsTheFileURLToTheBrowserLauncher() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let launcher = try write("#!/bin/sh\nprintf '%s|' \"$@\" > '\(folder.path)/url.txt'\n", to: folder.path + "/browser.sh")
        #expect(chmod(launcher, 0o755) == 0)
        let output = folder.path + "/my report.html"
        let run = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", output, "--open"],
                         environment: ["BROWSER": launcher])
        #expect(run.status == 0, "\(run.errors)")
        #expect(fileText(folder.path + "/url.txt") == "file://\(folder.path)/my%20report.html|")
        // '%s' in BROWSER stands for the URL; the first of a ':'-separated list is used.
        let placed = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", output, "--open"],
                            environment: ["BROWSER": "\(launcher) --new-window %s:/no/such/browser"])
        #expect(placed.status == 0, "\(placed.errors)")
        #expect(fileText(folder.path + "/url.txt") == "--new-window|file://\(folder.path)/my%20report.html|")
    }

    @Test func aMissingOrFailingLauncherIsAClearErrorAndThePageIsWritten() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/report.html"
        let missing = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", output, "--open"],
                             environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 69)
        #expect(missing.errorLines.first == "wrote \(output)")
        #expect(missing.errors.contains("Error: cannot open the report: no 'xdg-open' to open it with; set BROWSER"), "\(missing.errors)")
        #expect(missing.errors.contains("open file://\(output) yourself"))
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasSuffix("</html>\n"))
        try FileManager.default.removeItem(atPath: output)
        let failing = CLIRun(["report", "--journal", Self.journal, "--date", "2026-11-23", "--output", output, "--open"],
                             environment: ["BROWSER": "/bin/false"])
        #expect(failing.status == 69)
        #expect(failing.errors.contains("'/bin/false' failed (exit 1); check BROWSER"), "\(failing.errors)")
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(CLIRun(["report", "--journal", Self.journal, "--output", "-", "--open"]).status == 64)
    }
}
