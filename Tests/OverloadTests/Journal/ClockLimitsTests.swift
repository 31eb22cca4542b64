import Overload
import OverloadSyntax
import Testing

/// A clock whose seconds (or, after hours, minutes) reach 60 is no time: on a performed set
/// and on a program's time to beat it is refused (E0106), with the clock it carries to as the
/// fix, as a score of rounds is refused (E0413). Before, `run 5km in 99:99` read as 1:40:39.
@Suite struct ClockLimitsTests {
    static func read(_ line: String) -> JournalReading {
        JournalText.read("unit kg\n\n2026-11-03 \"A\"\n  " + line + "\n")
    }

    @Test(arguments: [
        ("run 5km in 99:99", "99:99", "seconds", "1:40:39"),
        ("row 2000m in 7:75", "7:75", "seconds", "8:15"),
        ("run 42.2km in 3:60:00", "3:60:00", "minutes", "4:00:00"),
        ("run 10km in 1:05:60", "1:05:60", "seconds", "1:06:00"),
    ])
    func aPerformedSetsClockOutOfRangeIsAnError(line: String, clock: String, part: String, fix: String) throws {
        let reading = Self.read(line)
        #expect(JournalText.codes(reading) == ["E0106"], "\(reading.diagnostics.map(\.message))")
        let diagnostic = try #require(reading.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "a time of \(clock) cannot be: its \(part) count up to 59")
        #expect(diagnostic.label == "\(part) under 60")
        #expect(diagnostic.fixIts.map(\.replacement) == [fix])
    }

    @Test(arguments: [("run 5km in 25:00", 1500), ("row 2000m in 7:59", 479), ("run 42.2km in 3:59:59", 14399)])
    func aClockInRangeIsKept(line: String, seconds: Int) throws {
        let reading = Self.read(line)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        #expect(reading.journal.sessions.first?.exercises.first?.sets.first?.timeSeconds == seconds)
    }

    @Test func aProgramsTimeToBeatOutOfRangeIsAnError() throws {
        let parsed = Parser.parse(SourceFile(name: "p.lift", text: "unit kg\nday \"A\":\n  run 1x5km in 99:99\n"))
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(parsed.diagnostics.map(\.code.rawValue) == ["E0106"])
        #expect(diagnostic.message == "a time of 99:99 cannot be: its seconds count up to 59")
        #expect(diagnostic.fixIts.map(\.replacement) == ["1:40:39"])
        let compiled = ProgramCompiler.compile(parsed)
        #expect(compiled.snapshot.week(1)?.day(named: "A")?.exercises.first?.sets.first?.goal == nil)
    }

    @Test func aScoreOfRoundsKeepsItsOwnCode() {
        #expect(JournalText.codes(Self.read("3 rounds: 99:99")) == ["E0413"])
    }
}
