import Foundation
import OverloadTestSupport
import Testing

/// `overload repl` in a real terminal: tmux runs it, keys are typed, the screen is read back.
@Suite(.serialized) struct TerminalSessionTests {
    static let prompt = "overload> "

    /// Two sessions one after the other in the same pane, each between `stty -g` snapshots.
    static func script(overload: String, program: String, journal: String, folder: String) -> String {
        let repl = [overload, "repl", program, "--journal", journal].map(TmuxPane.quoted).joined(separator: " ")
        return """
            stty -g > \(folder)/stty-before
            \(repl)
            echo "first session ended with $?"
            stty -g > \(folder)/stty-after-first
            \(repl)
            echo "second session ended with $?"
            stty -g > \(folder)/stty-after-second
            echo "script done"
            """
    }

    @Test(.enabled(if: TmuxPane.tmux != nil, "tmux is not installed"))
    func typedLinesHistoryAcrossARestartAndTheTerminalRestored() throws {
        let overload = try #require(BuiltProducts.executable("overload"), "overload not built; run `swift build`")
        try withTemporaryFolder { folder in
            let program = folder + "/program.lift"
            let journal = folder + "/journal.lift"
            try write(try RepositoryPaths.text("examples/programs/starting-strength.lift"), to: program)
            try write(try RepositoryPaths.text("examples/journals/starting-strength.lift"), to: journal)
            let environment = [
                "HOME": folder, "OVERLOAD_HISTORY": folder + "/history", "NO_COLOR": "1",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ]
            let pane = try TmuxPane(
                folder: folder, columns: 80, rows: 24,
                command: Self.script(overload: overload.path, program: program, journal: journal, folder: folder),
                environment: environment, deadline: Date().addingTimeInterval(20))
            defer { pane.close() }
            try firstSession(pane)
            try secondSession(pane)
            let before = fileText(folder + "/stty-before")
            #expect(before?.isEmpty == false)
            #expect(fileText(folder + "/stty-after-first") == before, "terminal settings after the first session")
            #expect(fileText(folder + "/stty-after-second") == before, "terminal settings after the second session")
            let history = fileText(folder + "/history") ?? ""
            #expect(history.split(separator: "\n").suffix(4) == [":help", "explain squat", "squat 1x5 @ 135lb", "squat 1x5 @ 155lb"],
                    "\(history)")
            #expect(history.contains("day \"Extra\":\\n  squat 5x5 @ 200lb\n"), "a block is stored whole: \(history)")
        }
    }

    /// A line with loads, arrows, a mistyped line, history, Ctrl-C, Tab and Ctrl-D.
    func firstSession(_ pane: TmuxPane) throws {
        #expect(try pane.waitFor(Self.prompt), "no prompt:\n\(pane.lastScreen)")

        // A line of the language is answered with its loads and plates.
        try pane.type("squat 3x5 @ 225lb")
        try pane.press("Enter")
        #expect(try pane.waitFor("225 lb  plates 45 45 a side"), "no answer to a typed line:\n\(pane.lastScreen)")
        #expect(try pane.waitFor(Self.prompt, count: 2))

        // A block goes on with the continuation prompt until a blank line.
        try pane.type("day \"Extra\":")
        try pane.press("Enter")
        #expect(try pane.waitFor("...> "), "no continuation prompt:\n\(pane.lastScreen)")
        try pane.type("squat 5x5 @ 200lb")
        try pane.press("Enter")
        #expect(try pane.waitFor("...> ", count: 2))
        try pane.press("Enter")
        #expect(try pane.waitFor("squat  5 × 5  200 lb"), "no answer to a block:\n\(pane.lastScreen)")
        #expect(try pane.waitFor(Self.prompt, count: 3))

        // Left twice, then a letter typed in the middle of the line.
        try pane.type(":hlp")
        try pane.press("Left", "Left")
        try pane.type("e")
        try pane.press("Enter")
        #expect(try pane.waitFor(Self.prompt, count: 4), "no answer to :help:\n\(pane.lastScreen)")
        #expect(pane.lastScreen.contains(Self.prompt + ":help\n"))
        #expect(pane.lastScreen.contains(":quit"))

        // A mistyped line is answered with a diagnostic pointing into it, and the REPL goes on.
        try pane.type("nxet")
        try pane.press("Enter")
        #expect(try pane.waitFor(Self.prompt, count: 5), "no prompt after a mistyped line:\n\(pane.lastScreen)")
        #expect(pane.lastScreen.contains("error: expected a statement, found 'nxet'"), "\(pane.lastScreen)")
        #expect(pane.lastScreen.contains("1 | nxet\n  | ^^^^"), "\(pane.lastScreen)")

        // Up twice recalls ":help", which runs again.
        try pane.press("Up")
        #expect(try pane.waitFor(Self.prompt + "nxet", count: 2), "Up did not recall the last line:\n\(pane.lastScreen)")
        try pane.press("Up")
        #expect(try pane.waitFor(Self.prompt + ":help", count: 2), "Up did not recall :help:\n\(pane.lastScreen)")
        try pane.press("Enter")
        #expect(try pane.waitFor(Self.prompt, count: 6))
        #expect(pane.lastScreen.occurrences(of: ":quit") >= 2)

        // Wide and combining characters on a line longer than the screen: the cursor goes
        // where the terminal drew them. "overload> " 10, "# " 2, 漢字 4, " " 1, "café " 5 (é
        // as e and a combining accent), 70 x: 92 columns, so the end is column 12 of the
        // second row; Home, then Z, puts the cursor at column 11 of the first.
        try pane.type("# 漢字 cafe\u{301} " + String(repeating: "x", count: 70))
        #expect(try pane.waitForCursor { $0.column == 12 }, "after typing: \(pane.lastCursor)")
        let endRow = pane.lastCursor.row
        try pane.press("C-a")
        try pane.type("Z")
        #expect(try pane.waitForCursor { $0 == (11, endRow - 1) }, "after Home and Z: \(pane.lastCursor)")
        try pane.press("End")
        #expect(try pane.waitForCursor { $0 == (13, endRow) }, "after End: \(pane.lastCursor)")
        #expect(try pane.screen().contains(Self.prompt + "Z# 漢字 cafe\u{301} xxx"))
        try pane.press("C-c")
        #expect(try pane.waitFor(Self.prompt, count: 7), "no prompt after Ctrl-C:\n\(pane.lastScreen)")

        // Ctrl-C drops the line and gives a fresh prompt.
        try pane.type("bench 5x5")
        try pane.press("C-c")
        #expect(try pane.waitFor(Self.prompt, count: 8), "no prompt after Ctrl-C:\n\(pane.lastScreen)")
        #expect(pane.lastScreen.contains(Self.prompt + "bench 5x5^C\n"))

        // Tab completes a command.
        try pane.type(":he")
        try pane.press("Tab")
        #expect(try pane.waitFor(Self.prompt + ":help ", count: 1), "Tab did not complete :he:\n\(pane.lastScreen)")
        try pane.press("C-u")
        try pane.type("explain squat")
        try pane.press("Enter")
        #expect(try pane.waitFor("every work set made"), "no answer to explain:\n\(pane.lastScreen)")
        #expect(try pane.waitFor(Self.prompt, count: 9))

        // Ctrl-D on an empty line leaves.
        try pane.press("C-d")
        #expect(try pane.waitFor("first session ended with 0"), "Ctrl-D did not leave:\n\(pane.lastScreen)")
    }

    /// The first session's last line comes back with Up after a restart.
    func secondSession(_ pane: TmuxPane) throws {
        #expect(try pane.waitFor(Self.prompt, count: 10), "no prompt in the second session:\n\(pane.lastScreen)")
        try pane.press("Up")
        let recalled = try pane.waitUntil { transcript in
            transcript.components(separatedBy: "first session ended").last?.contains(Self.prompt + "explain squat") == true
        }
        #expect(recalled, "Up did not recall the first session's last line:\n\(pane.lastScreen)")
        // Two lines pasted at once (one write to the terminal): both are answered.
        try pane.press("C-u")
        try pane.type("squat 1x5 @ 135lb\rsquat 1x5 @ 155lb\r")
        #expect(try pane.waitFor("155 lb"), "the second pasted line was not answered:\n\(pane.lastScreen)")
        #expect(pane.lastScreen.contains("135 lb"), "the first pasted line was not answered:\n\(pane.lastScreen)")
        try pane.press("C-d")
        #expect(try pane.waitFor("second session ended with 0"), "Ctrl-D did not leave:\n\(pane.lastScreen)")
        #expect(try pane.waitFor("script done"), "the script did not end:\n\(pane.lastScreen)")
    }
}
