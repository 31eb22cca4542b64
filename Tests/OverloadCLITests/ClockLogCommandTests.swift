import Foundation
import OverloadTestSupport
import Testing

/// `log` refuses a set whose clock cannot be (`99:99`) and writes nothing; `check` fails on it.
@Suite struct ClockLogCommandTests {
    @Test(arguments: ["run 5km in 99:99", "row 2000m in 7:75", "run 42.2km in 3:60:00"])
    func logRefusesAClockThatCannotBe(line: String) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/clock.lift"
            try write("unit kg\n", to: journal)
            let run = CLIRun(["log", journal, "--date", "2026-11-03", line])
            #expect(run.status == 65, "\(run.errors)")
            #expect(run.errors.contains("[E0106]"), "\(run.errors)")
            #expect(run.errors.contains("nothing was written"), "\(run.errors)")
            #expect(fileText(journal) == "unit kg\n")
            try write("unit kg\n\n2026-11-03\n  " + line + "\n", to: journal)
            let check = CLIRun(["check", journal])
            #expect(check.status != 0)
            #expect(check.errors.contains("[E0106]"))
        }
    }
}
