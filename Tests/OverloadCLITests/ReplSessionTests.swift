import Foundation
import Overload
import OverloadCLI
import OverloadTestSupport
import Testing

/// `ReplSession` through the API the line editor calls: blocks, completion, reloading.
@Suite struct ReplSessionTests {
    static let program = """
        program "Sample"
        unit kg
        1rm squat 140kg, bench 100kg

        day "Lower":
          squat 3x5 @ 75%

        day "Upper":
          bench 3x5 @ 70%
          power clean 5x3 @ 60kg

        progress squat, bench: linear +2.5kg

        """

    static func session(in folder: String, program text: String = program, journal: String? = nil) throws -> ReplSession {
        let program = try write(text, to: folder + "/program.lift")
        let journalPath = try journal.map { try write($0, to: folder + "/journal.lift") }
        return ReplSession(ReplOptions(program: program, journal: journalPath, today: try #require(LocalDate(iso: "2026-11-25"))))
    }

    @Test(arguments: [
        ("day \"A\":", true), ("week 2:", true), ("week 4 deload:", true), ("log:", true),
        ("progression amrap(step = 5lb):", true), ("day \"A\":  # the heavy day", true), ("day \"A\":\n  squat 3x5", true),
        ("bench 3x5 @ 80%", false), ("bench: tm * 85%", false), ("next", false), ("", false), ("day \"A\": bench 3x5", false),
        ("# a note:", false), (":", false),
    ])
    func needsContinuation(_ text: String, _ expected: Bool) throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.needsContinuation(text) == expected, "\(text)")
        }
    }

    @Test func completesCommandsAtTheStartOfALine() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            // Commands first, then exercise names (a line may start with either).
            #expect(session.completions(line: "ne", cursor: 2).first == "next")
            #expect(session.completions(line: "ne", cursor: 2).contains("neutral grip curl"))
            #expect(session.completions(line: ":re", cursor: 3) == [":reload", ":report"])
            #expect(session.completions(line: "un", cursor: 2).contains("undo"))
            // The cursor, not the line's end, ends the word.
            #expect(session.completions(line: "ex squat", cursor: 2).contains("explain"))
        }
    }

    @Test func completesExerciseDayAndPluginNames() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.completions(line: "explain sq", cursor: 10).first == "squat")
            // The rest of a name of several words, after the words typed.
            #expect(session.completions(line: "explain power c", cursor: 15) == ["clean"])
            #expect(session.completions(line: "explain pow", cursor: 11).contains("power clean"))
            #expect(session.completions(line: "next day Lo", cursor: 11) == ["Lower"])
            #expect(session.completions(line: "progress bench: lin", cursor: 19) == ["linear"])
            // A multi-byte name before the cursor: offsets are UTF-8 bytes.
            let line = "explain \"é\" be"
            #expect(session.completions(line: line, cursor: line.utf8.count).contains("bench"))
            #expect(session.completions(line: "sugg", cursor: 99) == ["suggest"])
        }
    }

    @Test func evaluatesAnAdHocLineWithLoadsAndPlates() throws {
        try withTemporaryFolder { folder in
            let reply = try Self.session(in: folder).evaluate("bench 3x5 @ 80%")
            #expect(reply.output == "    bench  3 × 5  80 kg  80% 1RM  plates 25 5 a side\n")
            #expect(!reply.quit)
        }
    }

    @Test func quitEndsAndHelpListsEveryCommand() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.evaluate(":quit").quit)
            let help = session.evaluate(":help").output
            for command in ["next", "plan", "explain", "history", "suggest", "accept", "log", "assume", "undo", "reset", ":load",
                            ":reload", ":quit"] {
                #expect(help.contains(command), "\(command)")
            }
        }
    }

    /// A file changed on disk is read again before the next input; `:reload` reads it on
    /// demand; a program with errors keeps the REPL running and says so.
    @Test func reloadsWhatChangedOnDisk() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("80 kg"))
            try write(Self.program.replacingOccurrences(of: "bench 100kg", with: "bench 120kg"), to: folder + "/program.lift")
            let changed = session.evaluate("bench 1x5 @ 80%").output
            #expect(changed.hasPrefix("(a file changed on disk: reloaded)\n"))
            #expect(changed.contains("95 kg"), "\(changed)")
            try write(Self.program + "bench 3x @ 50%\n", to: folder + "/program.lift")
            let broken = session.evaluate(":reload").output
            #expect(broken.contains("program.lift:13:10: error: expected reps after 'x'"), "\(broken)")
            #expect(session.evaluate("next").output.contains("the program has errors"))
            try write(Self.program, to: folder + "/program.lift")
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("80 kg"))
        }
    }

    /// A numbered decision typed when the files changed under the REPL is refused: the numbers
    /// `suggest` showed may now name other suggestions.
    @Test func aNumberedDecisionAfterAReloadIsRefused() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, journal: "unit kg\n")
            try write("unit kg\n\n2026-11-02 \"Lower\"\n  squat 105x5x3\n", to: folder + "/journal.lift")
            let reply = session.evaluate("accept 1").output
            #expect(reply.contains("(a file changed on disk: reloaded)\n"), "\(reply)")
            #expect(reply.contains("error: the files changed on disk; 'suggest' numbers the suggestions again\n"), "\(reply)")
            #expect(fileText(folder + "/journal.lift") == "unit kg\n\n2026-11-02 \"Lower\"\n  squat 105x5x3\n")
        }
    }

    /// The `:reload` transcript: the program changes between two inputs, through the input seam.
    @Test func reloadTranscriptMatchesGolden() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, journal: "unit kg\n")
            var steps: [() -> String?] = [
                { "squat 3x5 @ 80%" },
                { try? write(Self.program.replacingOccurrences(of: "squat 140kg", with: "squat 150kg"), to: folder + "/program.lift"); return ":reload" },
                { "squat 3x5 @ 80%" },
                { try? write(Self.program.replacingOccurrences(of: "squat 140kg", with: "squat 160.5kg"), to: folder + "/program.lift"); return "squat 3x5 @ 80%" },
            ]
            var input: any ReplInput = PlainLineInput { steps.isEmpty ? nil : steps.removeFirst()() }
            var console = Console()
            ReplLoop.run(session, input: &input, console: &console)
            Golden.check(console.output.replacingOccurrences(of: folder + "/", with: ""), against: CLIGolden.url("repl/reload.out"))
        }
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/program.lift")
            let date = try #require(LocalDate(iso: "2026-11-25"))
            let onTerminal = ReplSession(ReplOptions(program: program, today: date, terminal: true))
            #expect(onTerminal.evaluate("bench 3x @ 5").output.contains("\u{1B}["))
            let noColor = ReplSession(ReplOptions(program: program, today: date, terminal: true, environment: ["NO_COLOR": "1"]))
            #expect(!noColor.evaluate("bench 3x @ 5").output.contains("\u{1B}["))
            let piped = ReplSession(ReplOptions(program: program, today: date))
            #expect(!piped.evaluate("bench 3x @ 5").output.contains("\u{1B}["))
        }
    }

    /// Program what-ifs replace what they restate; `undo` and `reset` put the program back.
    @Test func whatIfsReplaceAndUndo() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder)
            #expect(session.evaluate("assume 1rm bench 120kg").output.hasPrefix("assumed: 1rm bench 120kg"))
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("95 kg"))
            #expect(session.evaluate("assume tm bench 110kg").output.hasPrefix("assumed"))
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("87.5 kg"))
            #expect(session.evaluate("undo").output == "dropped: tm bench 110kg (1 what-if left)\n")
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("95 kg"))
            #expect(session.evaluate("reset").output == "every what-if dropped\n")
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("80 kg"))
            // A what-if with an error is not kept.
            let wrong = session.evaluate("assume 1rm bnech 120kg").output
            #expect(wrong.contains("<repl>:1:12: error: unknown exercise 'bnech'"), "\(wrong)")
            #expect(session.evaluate("undo").output == "error: there is no what-if to undo\n")
        }
    }

    /// The journal's warnings, shown as the session starts, offer the program's spelling first.
    @Test func theJournalsMisspeltNamesAreOfferedTheProgramsSpelling() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, journal: "unit kg\n2026-11-20 \"Upper\"\n  benhc 70x5x3\n")
            #expect(session.greeting.contains("^^^^^ did you mean 'bench'?"), "\(session.greeting)")
        }
    }

    /// `log` points a mistake into the line typed and writes nothing; a `log:` block of
    /// indented lines is one session; a name close to a program or catalog name needs `log --force`.
    @Test func logChecksThenWrites() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, journal: "unit kg\n")
            let wrong = session.evaluate("log bench 100x").output
            #expect(wrong.hasPrefix("<repl>:1:15: error: expected reps after 'x'"), "\(wrong)")
            #expect(fileText(folder + "/journal.lift") == "unit kg\n")
            #expect(session.evaluate("log:\n  bench 100x5,5,5\n    mood good").output == "2026-11-25\n  mood good\n  bench 100x5x3\n")
            let slip = session.evaluate("log benhc 100x5").output
            // The program's own spelling first ('bench'), not the catalog's ('bench press').
            #expect(slip.contains("'benhc' is not an exercise Overload knows, and 'bench' is close to"), "\(slip)")
            #expect(slip.contains("did you mean 'bench'?"), "\(slip)")
            #expect(session.evaluate("log --force benhc 100x5").output.hasSuffix("2026-11-25\n  benhc 100x5\n"))
            #expect(fileText(folder + "/journal.lift") == """
                unit kg

                2026-11-25
                  mood good
                  bench 100x5x3

                2026-11-25
                  benhc 100x5

                """)
        }
    }

    /// A mistake at the end of a block's line points at that line, not the next one.
    @Test func aBlockMistakePointsIntoItsLine() throws {
        try withTemporaryFolder { folder in
            let output = try Self.session(in: folder).evaluate("day \"X\":\n  bench 3x\n  squat 3x5").output
            #expect(output.hasPrefix("<repl>:2:11: error: expected reps after 'x'"), "\(output)")
        }
    }

    /// A what-if after a program whose last line has no line break is a line of its own.
    @Test func aWhatIfAfterAProgramWithoutAFinalLineBreak() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, program: "unit kg\n1rm bench 100kg\nday \"A\":\n  bench 3x5 @ 80%")
            #expect(session.evaluate("assume 1rm bench 120kg").output.hasPrefix("assumed"))
            #expect(session.evaluate("bench 1x5 @ 80%").output.contains("95 kg"))
        }
    }

    /// Output is broken to 80 columns at spaces; a word longer than that stays whole, and
    /// nothing is lost or repeated.
    @Test(arguments: [String(repeating: "a", count: 200), String(repeating: "ab · ", count: 60), String(repeating: "x ", count: 150)])
    func longLinesFitWithoutLosingText(_ name: String) throws {
        try withTemporaryFolder { folder in
            let output = try Self.session(in: folder).evaluate("explain " + name).output
            let lines = output.split(separator: "\n")
            #expect(lines.count > 1)
            for line in lines where !line.contains(String(repeating: "a", count: 81)) {
                #expect(line.count <= 80, "\(line)")
            }
            let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
            let typed = name.trimmingCharacters(in: .whitespaces)
            #expect(words(output) == words("error: the program does not prescribe '\(typed)'; it has bench, power clean, squat\n"))
        }
    }

    /// A rule what-if takes its exercises from the program's rule; the others keep theirs.
    @Test func aRuleWhatIfReplacesTheExercisesItNames() throws {
        try withTemporaryFolder { folder in
            let session = try Self.session(in: folder, journal: "unit kg\n")
            #expect(session.evaluate("assume progress bench: linear +10kg").output.hasPrefix("assumed"))
            #expect(session.evaluate("explain bench").output.hasPrefix("bench: progress linear +10kg\n"))
            #expect(session.evaluate("explain squat").output.hasPrefix("squat: progress linear +2.5kg\n"))
            // undo gives bench the program's rule back.
            #expect(session.evaluate("undo").output.hasPrefix("dropped"))
            #expect(session.evaluate("explain bench").output.hasPrefix("bench: progress linear +2.5kg\n"))
        }
    }
}
