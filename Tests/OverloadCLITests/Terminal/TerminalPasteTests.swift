import Foundation
import OverloadTestSupport
import Testing

/// `overload repl` in tmux: a bracketed paste, and Ctrl-C while an evaluation runs.
@Suite(.serialized) struct TerminalPasteTests {
    static let prompt = "overload> "

    /// A program whose progression asks an external plugin that takes a second and a half to
    /// fail, so an evaluation is still running when Ctrl-C arrives.
    static let program = """
        program "Slow"
        unit kg
        plugin slow exec "./slow.sh" timeout 5s
        day "A":
          squat 3x5 @ 100kg
        progress squat: slow else linear +2.5kg

        """
    static let plugin = "#!/bin/sh\ncat >/dev/null\nsleep 1.5\nexit 3\n"
    static let journal = "unit kg\n\n2026-11-20 \"A\"\n  squat 100x5, 100x5, 100x5\n"

    @Test(.enabled(if: TmuxPane.tmux != nil, "tmux is not installed"))
    func ctrlCWhileEvaluatingAndAPastedEntry() throws {
        let overload = try #require(BuiltProducts.executable("overload"), "overload not built; run `swift build`")
        try withTemporaryFolder { folder in
            try write(Self.program, to: folder + "/program.lift")
            try write(Self.journal, to: folder + "/journal.lift")
            try write(Self.plugin, to: folder + "/slow.sh")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/slow.sh")
            let repl = [overload.path, "repl", folder + "/program.lift", "--journal", folder + "/journal.lift", "--allow-exec"]
                .map(TmuxPane.quoted).joined(separator: " ")
            let script = """
                stty -g > \(folder)/stty-before
                \(repl)
                status=$?
                stty -g > \(folder)/stty-after
                echo "session ended with $status"
                """
            let environment = [
                "HOME": folder, "OVERLOAD_HISTORY": folder + "/history", "NO_COLOR": "1",
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ]
            let pane = try TmuxPane(
                folder: folder, columns: 80, rows: 30, command: script, environment: environment,
                deadline: Date().addingTimeInterval(30))
            defer { pane.close() }
            #expect(try pane.waitFor(Self.prompt), "no prompt:\n\(pane.lastScreen)")

            // Ctrl-C while `next` waits on the plugin: the answer still comes, and the REPL
            // takes the Ctrl-C at its next prompt instead of ending.
            try pane.type("next")
            try pane.press("Enter")
            #expect(try pane.waitFor(Self.prompt + "next"))
            try pane.press("C-c")
            #expect(try pane.waitFor("slow failed"), "no answer to next:\n\(pane.lastScreen)")
            #expect(try pane.waitFor(Self.prompt + "^C"), "the Ctrl-C was not taken as a key:\n\(pane.lastScreen)")
            #expect(try pane.waitFor(Self.prompt, count: 3))
            #expect(!pane.lastScreen.contains("session ended"), "Ctrl-C ended the REPL:\n\(pane.lastScreen)")

            // A paste of a line, a block indented with a tab, and a line after it: shown, not
            // run, until Enter; then each statement is answered and the tab completed nothing.
            try pane.paste("squat 1x5 @ 60kg\nday \"X\":\n\tbench 3x5 @ 50kg\n\nsquat 1x3 @ 70kg")
            #expect(try pane.waitFor("...> squat 1x3 @ 70kg"), "the paste is not shown whole:\n\(pane.lastScreen)")
            #expect(try pane.screen().contains("...>   bench 3x5 @ 50kg"), "a pasted tab is two spaces:\n\(pane.lastScreen)")
            #expect(!pane.lastScreen.contains("60 kg  plates"), "the paste ran before Enter:\n\(pane.lastScreen)")
            try pane.press("Enter")
            #expect(try pane.waitFor("70 kg  plates"), "the paste's last line was not answered:\n\(pane.lastScreen)")
            #expect(pane.lastScreen.contains("squat  1 × 5  60 kg"), "\(pane.lastScreen)")
            #expect(pane.lastScreen.contains("bench  3 × 5  50 kg"), "\(pane.lastScreen)")

            try pane.press("C-d")
            #expect(try pane.waitFor("session ended with 0"), "Ctrl-D did not leave:\n\(pane.lastScreen)")
            let before = fileText(folder + "/stty-before")
            #expect(before?.isEmpty == false)
            #expect(fileText(folder + "/stty-after") == before, "terminal settings after the session")
            let history = fileText(folder + "/history") ?? ""
            #expect(history.hasSuffix("squat 1x5 @ 60kg\\nday \"X\":\\n  bench 3x5 @ 50kg\\n\\nsquat 1x3 @ 70kg\n"), "one entry: \(history)")
        }
    }
}
