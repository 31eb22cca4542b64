import Foundation
import Overload
import OverloadCLI
import OverloadTestSupport
import Synchronization
import Testing

/// The REPL's `log LINE; LINE` and its rest timer, on a clock the test drives.
@Suite struct ReplRestAndSplitTests {
    static let program = """
        program "Sample"
        unit kg

        day "A":
          squat 3x5 @ 100kg rest 3m
          bench 3x5 @ 80kg rest 2m
          curl 3x10 @ 15kg

        """

    static func session(in folder: String, journal: String = "unit kg\n") throws -> ReplSession {
        let program = try write(Self.program, to: folder + "/program.lift")
        let journalPath = try write(journal, to: folder + "/journal.lift")
        return ReplSession(ReplOptions(program: program, journal: journalPath, today: try #require(LocalDate(iso: "2026-11-25"))))
    }

    /// A clock that counts the seconds waited and stops after `stopAfter` of them.
    final class DrivenClock: Sendable {
        let waited = Mutex(0)
        let shown = Mutex<[String]>([])
        let stopAfter: Int?

        init(stopAfter: Int? = nil) { self.stopAfter = stopAfter }

        func timer(terminal: Bool) -> RestTimer {
            let wait: @Sendable () -> Bool = { self.tick() }
            let show: @Sendable (String) -> Void = { text in self.record(text) }
            return RestTimer(waitASecond: wait, showInPlace: terminal ? show : nil)
        }

        func tick() -> Bool {
            let count: Int = waited.withLock { waited in
                waited += 1
                return waited
            }
            return count == stopAfter
        }

        func record(_ text: String) {
            shown.withLock { $0.append(text) }
        }
    }

    @Test func logSplitsItsLinesAtSemicolonsOutsideQuotes() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            let reply = session.evaluate("log squat 100x5x3; bench 80x5,5,4; note \"felt good; slept well\"").output
            #expect(reply == "2026-11-25\n  note \"felt good; slept well\"\n  squat 100x5x3\n  bench 80x5x2, 80x4\n", "\(reply)")
            #expect(fileText(folder + "/journal.lift")?.contains("  bench 80x5x2, 80x4\n") == true)
        }
    }

    /// A mistake after a `;` points at its place in the line typed.
    @Test func aMistakeAfterASemicolonPointsIntoTheTypedLine() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            let reply = session.evaluate("log squat 100x5; bench 100x").output
            #expect(reply.hasPrefix("<repl>:1:28: error: expected reps after 'x'"), "\(reply)")
            #expect(fileText(folder + "/journal.lift") == "unit kg\n")
        }
    }

    @Test(arguments: [("3m", 180), ("90s", 90), ("2m30s", 150), ("2:30", 150), ("0:45", 45)])
    func aTimeCountsDownAndRingsTheBell(_ argument: String, seconds: Int) throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            let clock = DrivenClock()
            session.restTimer = clock.timer(terminal: false)
            let reply = session.evaluate("rest \(argument)").output
            #expect(reply == "rest: \(RestTimer.clock(seconds)) done\u{07}\n", "\(reply)")
            #expect(clock.waited.withLock { $0 } == seconds)
        }
    }

    /// `rest squat` takes the program's rest; `rest curl`, with none written, the default
    /// of 3 minutes after a work set; alone, the exercise last logged today.
    @Test func anExerciseTakesTheProgramsRest() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            let clock = DrivenClock()
            session.restTimer = clock.timer(terminal: false)
            #expect(session.evaluate("rest squat").output == "rest after squat: 3:00 done\u{07}\n")
            #expect(session.evaluate("rest bench").output == "rest after bench: 2:00 done\u{07}\n")
            #expect(session.evaluate("rest curl").output == "rest after curl: 3:00 done\u{07}\n")
            #expect(clock.waited.withLock { $0 } == 480)
            #expect(session.evaluate("rest").output.hasPrefix("error: 'rest' takes a time or an exercise"))
            _ = session.evaluate("log bench 80x5")
            #expect(session.evaluate("rest").output == "rest after bench: 2:00 done\u{07}\n")
        }
    }

    /// On a terminal the time left is shown in place each second; a key stops the timer.
    @Test func aTerminalShowsTheTimeLeftAndAKeyStopsIt() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            let clock = DrivenClock(stopAfter: 5)
            session.restTimer = clock.timer(terminal: true)
            let reply = session.evaluate("rest 1m").output
            #expect(reply == "rest: stopped with 0:56 left\n", "\(reply)")
            #expect(!reply.contains("\u{07}"))
            let shown = clock.shown.withLock { $0 }
            #expect(shown.first == "\rrest 1:00 left (any key stops it) ")
            #expect(shown.dropLast().last == "\rrest 0:56 left (any key stops it) ")
            #expect(shown.last == "\r\u{1B}[K")
        }
    }

    @Test(arguments: ["3", "3x", "5h", "61m", "999999999999999999m", "99999s", "2:-1", "2:+5"])
    func aTimeThatIsNotOneIsRefused(_ argument: String) throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            session.restTimer = DrivenClock().timer(terminal: false)
            let reply = session.evaluate("rest \(argument)").output
            #expect(reply.hasPrefix("error: '\(argument)' is not a rest; write one such as 3m"), "\(reply)")
        }
    }

    @Test func anExerciseTheProgramLacksIsNamed() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.evaluate("rest deadlift").output == "error: the program does not prescribe 'deadlift'; write a time, as in 'rest 3m'\n")
        }
    }
}
