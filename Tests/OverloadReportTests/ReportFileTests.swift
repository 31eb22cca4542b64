import Foundation
import OverloadReport
import OverloadTestSupport
import Testing

/// The report is written whole, and never over a program, a journal or any file that is not a
/// report written before.
@Suite struct ReportFileTests {
    static let page = "<!DOCTYPE html>\n<html lang=\"en\"></html>\n"

    @Test(arguments: ["journal.lift", "Program.LIFT"])
    func aLiftFileIsNeverReplaced(_ name: String) throws {
        try withTemporaryFolder { folder in
            let path = folder + "/" + name
            let journal = "unit kg\n\n2026-11-20 \"A\"\n  squat 100x5\n"
            try journal.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: ReportFile.WriteError.self) { try ReportFile.write(Self.page, to: path) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == journal)
            // Not even a new one: a .lift file is what the tool reads.
            #expect(throws: ReportFile.WriteError.self) { try ReportFile.write(Self.page, to: folder + "/new.lift") }
            #expect(!FileManager.default.fileExists(atPath: folder + "/new.lift"))
        }
    }

    @Test func aFileThatIsNotAReportIsLeftAsItWas() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/notes.html"
            try "my notes\n".write(toFile: path, atomically: true, encoding: .utf8)
            do {
                try ReportFile.write(Self.page, to: path)
                Issue.record("a file that is not a report was replaced")
            } catch {
                #expect("\(error)".contains("is not a report; nothing was written"), "\(error)")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "my notes\n")
        }
    }

    @Test func aReportWrittenBeforeIsReplaced() throws {
        try withTemporaryFolder { folder in
            let html = folder + "/report.html", json = folder + "/report.json"
            try ReportFile.write(Self.page, to: html)
            try ReportFile.write(Self.page.replacingOccurrences(of: "en", with: "fr"), to: html)
            #expect(try String(contentsOfFile: html, encoding: .utf8).contains("lang=\"fr\""))
            try ReportFile.write("{\n  \"a\": 1\n}\n", to: json)
            try ReportFile.write("{\n  \"a\": 2\n}\n", to: json)
            #expect(try String(contentsOfFile: json, encoding: .utf8).contains("2"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["report.html", "report.json"])
        }
    }
}
