import Foundation
import Overload
import OverloadTestSupport
import Testing

/// `log` typed between sets: relative dates, and `100 kg x 5` mended by its safe fix-it.
@Suite struct LogEverydayTests {
    /// Today from the clock, as the command reads it.
    static func today() throws -> LocalDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return try #require(LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
    }

    @Test(arguments: [("yesterday", -1), ("-3", -3), ("today", 0)])
    func relativeDates(_ text: String, days: Int) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let expected = try #require(try Self.today().adding(days: days))
            let run = CLIRun(["log", journal, "--unit", "kg", "--date", text, "squat 100x5"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == "\(expected)\n  squat 100x5\n")
        }
    }

    /// A weekday is the latest one on or before today: within the last seven days.
    @Test func aWeekday() throws {
        try withTemporaryFolder { folder in
            let run = CLIRun(["log", folder + "/j.lift", "--unit", "kg", "--date", "wed", "squat 100x5"])
            #expect(run.status == 0, "\(run.errors)")
            let date = try #require(LocalDate(iso: run.output.prefix(10)))
            let today = try Self.today()
            #expect(date.weekdayFromMonday == 2)
            #expect((0...6).contains(today.daysSinceEpoch - date.daysSinceEpoch))
        }
    }

    @Test func aWrongDateSaysWhatIsAccepted() {
        UsageErrorTests.expectUsageError(["log", "j.lift", "--date", "tomorrow", "squat 100x5"],
                                         error: "'--date' takes a date such as 2026-11-18, yesterday, -2 or mon, not 'tomorrow'",
                                         usage: CommandUsage.log)
    }

    @Test func aSpacedUnitIsMendedAndSaid() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--unit", "kg", "--date", "2026-11-20", "bench 100 kg x 5", "row 60x8"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors == "note: read 'bench 100 kg x 5' as 'bench 100kg x 5' (a unit goes right after its number)\n")
            #expect(run.output == "2026-11-20\n  bench 100x5\n  row 60x8\n")
            #expect(CLIRun(["check", journal]).status == 0)
        }
    }

    /// Mending needs every error mended: otherwise the session is refused as it was typed.
    @Test func otherErrorsAreReportedAsTyped() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            let run = CLIRun(["log", journal, "--unit", "kg", "--date", "2026-11-20", "bench 100 kg x 5", "row x8"])
            #expect(run.status == 65)
            #expect(run.errors.contains("a unit goes right after its number"))
            #expect(!run.errors.contains("note: read"))
            #expect(fileText(journal) == nil)
        }
    }
}
